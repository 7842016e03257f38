import { existsSync } from 'node:fs';
import { isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type SecretsSource, openWith, sealContext, secretsFor } from './cipher.ts';
import { type Keyring, SECRETS_KEY_FORMAT, SecretsKeyError, keyFilePath, loadKeyring } from './keys.ts';
import { compact, reseal, sampleByKey, sealedColumns } from './sealed-columns.ts';
import { secretKeys } from './secret-keys.table.ts';

/** How to fix a key that does not fit the database, in the words of the configuration at hand. */
function remedy(keyring: Keyring, dataDir: string): string {
  const file = keyFilePath(dataDir);
  const where = keyring.source === 'SECRETS_KEY'
    ? `Set SECRETS_KEY to the key(s) the database was written with${existsSync(file) ? ` (SECRETS_KEY overrides the key file ${file}; it may hold that key)` : ''}`
    : `Put the key the database was written with in ${file}, or set SECRETS_KEY to it`;
  return `${where} (${SECRETS_KEY_FORMAT}; several keys separated by commas, the first one current). See docs/secrets.md.`;
}

/** Each key id a stored value uses (with one such value) or that is registered and not retired. */
async function keysInUse(db: Db): Promise<Map<string, { context: string; value: string } | undefined>> {
  const samples = new Map<string, { context: string; value: string } | undefined>();
  for (const column of sealedColumns) {
    for (const row of await sampleByKey(db, column)) {
      if (row.key_id) samples.set(row.key_id, { context: sealContext(column.table, row.id), value: row.value });
    }
  }
  const registered = await db.select({ keyId: secretKeys.keyId }).from(secretKeys).where(isNull(secretKeys.retired));
  for (const { keyId } of registered) if (!samples.has(keyId)) samples.set(keyId, undefined);
  return samples;
}

/**
 * Refuses keys that cannot open what the database holds: every key id that sealed a stored value, or
 * that a running server registered, must be in the keyring, and one value per key must open.
 */
export async function checkKeys(db: Db, keyring: Keyring, dataDir: string): Promise<void> {
  const samples = await keysInUse(db);

  const missing = [...samples.keys()].filter((id) => !keyring.keys.has(id));
  if (missing.length) {
    throw new SecretsKeyError(
      `Wrong secrets key: the database's secrets are encrypted with key ${missing.join(', ')}, which ${keyring.source} does not hold ` +
      `(it holds ${[...keyring.keys.keys()].join(', ')}). ${remedy(keyring, dataDir)}`,
    );
  }
  for (const [keyId, sample] of samples) {
    if (!sample) continue;
    try {
      openWith(keyring, { keyId, value: sample.value }, sample.context);
    } catch (err) {
      throw new SecretsKeyError(`${(err as Error).message} ${remedy(keyring, dataDir)}`);
    }
  }
}

/** Where start-up says what it did: a new key file is a warning (it must be backed up), the rest information. */
export interface StartupLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Start-up of the server's first process, after the migrations: makes the key file on the first
 * start (unless SECRETS_KEY is set, or the database already uses a key), refuses a key that does not fit the database, registers the
 * current key, and encrypts any value still stored as plain text (rows written before encryption
 * existed), then rewrites those tables so the plain text does not linger in their files.
 */
export async function prepareSecrets(db: Db, source: SecretsSource, log: StartupLog = console): Promise<void> {
  const file = keyFilePath(source.dataDir);
  if (!source.SECRETS_KEY && !existsSync(file)) {
    // A database that already has keys (a restored backup, a second machine) gets no new key of its own.
    const inUse = [...(await keysInUse(db)).keys()];
    if (inUse.length) {
      throw new SecretsKeyError(
        `No secrets key: the database's secrets are encrypted with key ${inUse.join(', ')}, but SECRETS_KEY is not set and there is no key file ${file}. ` +
        `Copy the key file of the installation the database comes from to ${file} (mode 0600), or set SECRETS_KEY to its key. See docs/secrets.md.`,
      );
    }
  }
  loadKeyring({ secretsKey: source.SECRETS_KEY, dataDir: source.dataDir, create: true, log: (message) => log.warn(message) });
  const keyring = secretsFor(source).keyring();
  await checkKeys(db, keyring, source.dataDir);
  await db.insert(secretKeys).values({ keyId: keyring.current.id })
    .onConflictDoUpdate({ target: secretKeys.keyId, set: { retired: sql`null` } });

  for (const column of sealedColumns) {
    const sealed = await db.transaction((tx) => reseal(tx, keyring, column, { rekey: false }));
    if (!sealed) continue;
    await compact(db, column);
    log.info(`Encrypted ${sealed} secret value(s) of ${column.table} that were stored as plain text (key ${keyring.current.id}).`);
  }
}
