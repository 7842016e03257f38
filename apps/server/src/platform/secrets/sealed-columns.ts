import { sql } from 'drizzle-orm';
import type { RawSqlExecutor } from '../../db/types.ts';
import { openWith, sealContext, sealWith } from './cipher.ts';
import type { Keyring } from './keys.ts';

/**
 * Every column that holds sealed values, so that start-up checks, the plain-text migration and key
 * rotation cover them all. A new table with secrets (action protocols' credentials, say) adds its
 * line here and seals with `secretsFor(config).seal(value, sealContext(table, rowId))`.
 */
export interface SealedColumn {
  table: string;
  /** The primary key column; its value is bound into each ciphertext (sealContext). */
  id: string;
  value: string;
  keyId: string;
}

export const sealedColumns: readonly SealedColumn[] = [
  { table: 'tenant_secret_versions', id: 'secret_version_id', value: 'value', keyId: 'key_id' },
  // The built-in identity provider's private signing keys and cookie secrets (platform/identity/keys.ts).
  { table: 'identity_keys', id: 'kid', value: 'value', keyId: 'key_id' },
  // Per-tenant webhook signing secrets of the HTTP actions (modules/actiondefinitions).
  { table: 'action_signing_secrets', id: 'secret_id', value: 'value', keyId: 'key_id' },
];

type StoredRow = {
  id: string;
  key_id: string | null;
  value: string;
};

const ident = (name: string) => sql.identifier(name);

/** One stored value for each key id in use (to prove the keys open them), by column. */
export async function sampleByKey(db: RawSqlExecutor, column: SealedColumn): Promise<StoredRow[]> {
  const result = await db.execute<StoredRow>(sql`
    select distinct on (${ident(column.keyId)}) ${ident(column.id)}::text as id, ${ident(column.keyId)} as key_id, ${ident(column.value)} as value
    from ${ident(column.table)} where ${ident(column.keyId)} is not null order by ${ident(column.keyId)}`);
  return result.rows;
}

/**
 * Seals, under the keyring's current key, every value of `column` that is plain text (no key id) or,
 * with `rekey`, sealed under any other key. Answers how many values it sealed.
 */
export async function reseal(db: RawSqlExecutor, keyring: Keyring, column: SealedColumn, options: { rekey: boolean }): Promise<number> {
  const current = keyring.current.id;
  const stale = options.rekey
    ? sql`${ident(column.keyId)} is distinct from ${current}`
    : sql`${ident(column.keyId)} is null`;
  const result = await db.execute<StoredRow>(sql`
    select ${ident(column.id)}::text as id, ${ident(column.keyId)} as key_id, ${ident(column.value)} as value
    from ${ident(column.table)} where ${stale} for update`);
  for (const row of result.rows) {
    const context = sealContext(column.table, row.id);
    const plaintext = row.key_id === null ? row.value : openWith(keyring, { keyId: row.key_id, value: row.value }, context);
    const sealed = sealWith(keyring.current, plaintext, context);
    await db.execute(sql`
      update ${ident(column.table)} set ${ident(column.value)} = ${sealed.value}, ${ident(column.keyId)} = ${sealed.keyId}
      where ${ident(column.id)}::text = ${row.id}`);
  }
  return result.rows.length;
}

/**
 * Rewrites the table's files so that the values just replaced (plain text, or ciphertexts under a
 * retired key) do not linger in them as dead rows. Runs outside any transaction.
 */
export async function compact(db: RawSqlExecutor, column: SealedColumn): Promise<void> {
  await db.execute(sql`vacuum full ${ident(column.table)}`);
}
