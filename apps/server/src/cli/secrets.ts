import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { rotateSecretsKey, sealedColumns, secretsFor } from '../platform/secrets/index.ts';
import { secretKeys } from '../platform/secrets/secret-keys.table.ts';
import { CliError, type CommandDeps, table } from './commands.ts';

export const SECRETS_COMMANDS = ['secrets status', 'secrets rotate-key'] as const;

export const SECRETS_HELP = `  secrets status
  secrets rotate-key`;

export const SECRETS_HELP_NOTES = `Secrets are encrypted with SECRETS_KEY, or with the key file DATA_DIR/secrets.key; rotate-key
makes a new key and re-encrypts every secret under it (with SECRETS_KEY: put the new key first,
SECRETS_KEY=new,old, restart the portal, then run it). See docs/secrets.md.`;

/** Which keys this configuration holds and which ones the stored values use. */
async function status(deps: CommandDeps): Promise<string> {
  const config = deps.config ?? loadConfig();
  const keyring = secretsFor(config).keyring();
  const counts = new Map<string, number>();
  for (const column of sealedColumns) {
    const result = await deps.db.execute<{ key_id: string | null; n: number }>(sql`
      select ${sql.identifier(column.keyId)} as key_id, count(*)::int as n from ${sql.identifier(column.table)} group by 1`);
    for (const row of result.rows) {
      const id = row.key_id ?? '(plain text)';
      counts.set(id, (counts.get(id) ?? 0) + row.n);
    }
  }
  const registered = await deps.db.select().from(secretKeys);
  const ids = new Set([...keyring.keys.keys(), ...counts.keys(), ...registered.map((r) => r.keyId)]);
  const rows = [...ids].map((id) => {
    const retired = registered.find((r) => r.keyId === id)?.retired;
    const held = id === keyring.current.id ? 'current' : keyring.keys.has(id) ? 'held' : retired && !counts.get(id) ? 'not needed' : 'MISSING';
    return [id, held, String(counts.get(id) ?? 0), retired ? retired.toISOString() : ''];
  });
  return [`Keys from ${keyring.source}.`, table(['Key', 'Here', 'Values', 'Retired'], rows)].join('\n');
}

async function rotateKey(deps: CommandDeps): Promise<string> {
  const config = deps.config ?? loadConfig();
  const before = secretsFor(config).keyring();
  if (config.SECRETS_KEY && before.keys.size === 1) {
    const result = await deps.db.execute<{ n: number }>(sql.join(
      sealedColumns.map((c) => sql`select count(*)::int as n from ${sql.identifier(c.table)} where ${sql.identifier(c.keyId)} is distinct from ${before.current.id}`),
      sql` union all `,
    ));
    if (result.rows.every((r) => r.n === 0)) {
      throw new CliError(
        'Every secret already uses the only key in SECRETS_KEY. To rotate, make a new key (openssl rand -base64 32), set ' +
        'SECRETS_KEY=<new>,<old>, restart the portal, run this command, then set SECRETS_KEY=<new> and restart again.',
      );
    }
  }
  const rotation = await rotateSecretsKey(deps.db, config);
  const lines = [
    `Re-encrypted ${rotation.resealed} secret value(s) under key ${rotation.keyId}.`,
    rotation.retired.length ? `Retired key(s): ${rotation.retired.join(', ')}.` : 'No key was retired.',
  ];
  if (rotation.retiredKeyFile) {
    lines.push(
      `The key file now holds only the new key; the old key(s) were moved to ${rotation.retiredKeyFile}.`,
      'Backups made before now need the old key(s) to read their secrets: keep that file with them, or delete it if a key was exposed.',
    );
  } else {
    lines.push('Now remove the old key(s) from SECRETS_KEY and restart the portal.');
  }
  return lines.join('\n');
}

/** `npm run admin -- secrets <status|rotate-key>`. */
export async function runSecretsCommand(command: (typeof SECRETS_COMMANDS)[number], deps: CommandDeps): Promise<string> {
  return command === 'secrets status' ? status(deps) : rotateKey(deps);
}
