import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { type Keyring, type SecretsKey, SecretsKeyError, keyFilePath, loadKeyring } from './keys.ts';

export { SecretsKeyError };

/** A sealed value as stored: the key's id beside base64(iv ‖ ciphertext ‖ tag). */
export interface Sealed {
  keyId: string;
  value: string;
}

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;


/**
 * Where a sealed value lives, bound into the ciphertext as additional authenticated data: a value
 * copied to another row (another tenant's secret) no longer opens.
 */
export function sealContext(table: string, rowId: string): string {
  return `${table}/${rowId}`;
}

export function sealWith(key: SecretsKey, plaintext: string, context: string): Sealed {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { keyId: key.id, value: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64') };
}

export function openWith(keyring: Keyring, sealed: { keyId: string | null; value: string }, context: string): string {
  if (!sealed.keyId) throw new SecretsKeyError(`The secret at ${context} is not encrypted yet: restart the server to encrypt it.`);
  const key = keyring.keys.get(sealed.keyId);
  if (!key) throw new SecretsKeyError(`The secret at ${context} is encrypted with key ${sealed.keyId}, which ${keyring.source} does not hold.`);
  const data = Buffer.from(sealed.value, 'base64');
  if (data.length < IV_BYTES + TAG_BYTES) throw new SecretsKeyError(`The secret at ${context} is not a sealed value.`);
  try {
    const decipher = createDecipheriv(ALGORITHM, key, data.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(IV_BYTES, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretsKeyError(`The secret at ${context} does not decrypt with key ${sealed.keyId} from ${keyring.source}: the key is wrong or the value was altered.`);
  }
}

/** Seals and opens values with the keys of one configuration. */
export interface SecretsBox {
  seal(plaintext: string, context: string): Sealed;
  open(sealed: { keyId: string | null; value: string }, context: string): string;
  keyring(): Keyring;
}

export interface SecretsSource {
  /** SECRETS_KEY, when set. */
  SECRETS_KEY?: string | undefined;
  dataDir: string;
}

/**
 * The box of a configuration. With SECRETS_KEY the keys are fixed for the life of the process. With
 * a key file, the file is checked before each use and read again when it changed, so that
 * `secrets rotate-key` reaches running servers at once: they seal with the new key from then on.
 */
function createBox({ SECRETS_KEY, dataDir }: SecretsSource): SecretsBox {
  const path = keyFilePath(dataDir);
  const version = () => {
    if (SECRETS_KEY) return 'SECRETS_KEY';
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) throw new SecretsKeyError(`There is no secrets key file ${path} and SECRETS_KEY is not set; the server makes the file on its first start (docs/secrets.md).`);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  };
  let keyring: Keyring | undefined;
  let seen = '';
  // Read on first use: the server's start (prepareSecrets) has made or checked the key by then.
  const current = () => {
    const now = version();
    if (!keyring || now !== seen) {
      keyring = loadKeyring({ secretsKey: SECRETS_KEY, dataDir });
      seen = now;
    }
    return keyring;
  };
  return {
    seal: (plaintext, context) => sealWith(current().current, plaintext, context),
    open: (sealed, context) => openWith(current(), sealed, context),
    keyring: current,
  };
}

const boxes = new Map<string, SecretsBox>();

/** The configuration's box, made once per process (every module and request shares it). */
export function secretsFor(source: SecretsSource): SecretsBox {
  const cacheKey = source.SECRETS_KEY ? `env:${source.SECRETS_KEY}` : `file:${keyFilePath(source.dataDir)}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = createBox(source);
    boxes.set(cacheKey, box);
  }
  return box;
}
