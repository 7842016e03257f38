import { existsSync } from 'node:fs';
import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SecretsSource } from './cipher.ts';
import { type Keyring, generateKey, keyFilePath, parseKeys, readKeyFile, writeKeyFile } from './keys.ts';
import { compact, reseal, sealedColumns } from './sealed-columns.ts';
import { secretKeys } from './secret-keys.table.ts';
import { checkKeys } from './startup.ts';

export interface Rotation {
  /** The key every value is sealed with now. */
  keyId: string;
  /** The keys no value uses any more. */
  retired: string[];
  resealed: number;
  /** With a key file: where the retired keys were kept (for restoring backups made before). */
  retiredKeyFile?: string;
}

/** Seals every stored value under the keyring's current key and retires every other key, in one transaction. */
async function resealAll(db: Db, keyring: Keyring): Promise<{ resealed: number; retired: string[] }> {
  const result = await db.transaction(async (tx) => {
    // Servers sealing a value right now finish first; none starts until the rotation commits.
    for (const column of sealedColumns) await tx.execute(sql`lock table ${sql.identifier(column.table)} in exclusive mode`);
    let resealed = 0;
    for (const column of sealedColumns) resealed += await reseal(tx, keyring, column, { rekey: true });
    await tx.insert(secretKeys).values({ keyId: keyring.current.id }).onConflictDoUpdate({ target: secretKeys.keyId, set: { retired: sql`null` } });
    const retired = await tx.update(secretKeys).set({ retired: new Date() })
      .where(and(ne(secretKeys.keyId, keyring.current.id), isNull(secretKeys.retired)))
      .returning({ keyId: secretKeys.keyId });
    return { resealed, retired: retired.map((r) => r.keyId) };
  });
  // The replaced ciphertexts would stay in the table's files as dead rows, readable with the old key.
  for (const column of sealedColumns) await compact(db, column);
  return result;
}

/**
 * `npm run admin -- secrets rotate-key`.
 *
 * With a key file: makes a new key and puts it first in the file (running servers read the file
 * again and seal with it from then on), reseals every value under it, then keeps the old keys in a
 * separate file `secrets.key.retired-<time>` and leaves only the new one in the key file. A failure
 * part way leaves both keys in the key file, so nothing becomes unreadable; running it again finishes.
 *
 * With SECRETS_KEY: the operator has put the new key first (`SECRETS_KEY=new,old`) and restarted the
 * servers; this reseals every value under the first key and retires the others, after which the old
 * keys can be dropped from SECRETS_KEY.
 */
export async function rotateSecretsKey(db: Db, source: SecretsSource, now = new Date()): Promise<Rotation> {
  if (source.SECRETS_KEY) {
    const keyring = parseKeys(source.SECRETS_KEY, 'SECRETS_KEY');
    await checkKeys(db, keyring, source.dataDir);
    const { resealed, retired } = await resealAll(db, keyring);
    return { keyId: keyring.current.id, retired, resealed };
  }

  const path = keyFilePath(source.dataDir);
  if (!existsSync(path)) throw new Error(`There is no key file ${path} and SECRETS_KEY is not set: start the server once to create the key, or set SECRETS_KEY.`);
  const old = readKeyFile(path);
  await checkKeys(db, old, source.dataDir);
  const oldKeys = [...old.keys.values()].map((key) => key.toString('base64'));
  const fresh = generateKey();
  writeKeyFile(path, [fresh, ...oldKeys], ['Rotation in progress: the first key is new; `npm run admin -- secrets rotate-key` finishes it.']);
  const keyring = readKeyFile(path);
  const { resealed, retired } = await resealAll(db, keyring);

  const retiredKeyFile = `${path}.retired-${now.toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}`;
  writeKeyFile(retiredKeyFile, oldKeys, [
    `Retired on ${now.toISOString()} by secrets rotate-key: no value in the database uses these keys any more.`,
    'Backups made before then need them to read their secrets: keep this file with those backups, or delete it if a key was exposed.',
  ]);
  writeKeyFile(path, [fresh]);
  return { keyId: keyring.current.id, retired, resealed, retiredKeyFile };
}
