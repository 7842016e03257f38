/**
 * Secrets at rest: AES-256-GCM with the key id beside each value; the key from SECRETS_KEY or a 0600
 * key file made in DATA_DIR; rotation by `npm run admin -- secrets rotate-key`. See docs/secrets.md.
 */
export { type Sealed, type SecretsBox, type SecretsSource, SecretsKeyError, sealContext, secretsFor } from './cipher.ts';
export { KEY_FILE_NAME, SECRETS_KEY_FORMAT, keyFilePath } from './keys.ts';
export { type Rotation, rotateSecretsKey } from './rotate.ts';
export { sealedColumns } from './sealed-columns.ts';
export { type StartupLog, checkKeys, prepareSecrets } from './startup.ts';
