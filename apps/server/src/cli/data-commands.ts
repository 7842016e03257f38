import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { writeBackup } from './backup.ts';
import { CliError } from './commands.ts';
import { openAdminDatabase } from './database.ts';
import { type Progress, count, terminalProgress } from './progress.ts';
import { type RestoreSummary, restoreBackup } from './restore.ts';

/**
 * What a data command reads of the parsed command line (run.ts' ParsedCommand fits): declared here so
 * that run.ts, which lists this help, and this file do not import each other.
 */
interface CommandLine { positionals: readonly string[] }

export const DATA_HELP = `  backup <file>      a consistent copy of the whole database, while the portal serves
  restore <file>     into an empty DATA_DIR, or the empty database of DATABASE_URL`;

/** Whether the command line asks for a backup or a restore (they open the database their own way). */
export function isDataCommand({ positionals }: CommandLine): boolean {
  return positionals[0] === 'backup' || positionals[0] === 'restore';
}

function fileArgument({ positionals }: CommandLine): string {
  const [command, file, extra] = positionals;
  if (!file) throw new CliError(`Give the backup file: npm run admin -- ${command} <file>`);
  if (extra !== undefined) throw new CliError(`Unexpected '${extra}': npm run admin -- ${command} <file>`);
  // npm runs the command inside apps/server; a relative path means the folder npm was started from.
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backup(config: Config, file: string, progress: Progress): Promise<string> {
  if (existsSync(file)) throw new CliError(`'${file}' exists already: choose another file name, or remove it first.`);
  const database = await openAdminDatabase(config);
  try {
    const client = await database.db.$client.connect();
    try {
      const summary = await writeBackup(client, file, progress);
      return `Backed up ${summary.tables} tables, ${count(summary.rows)} rows (migration ${summary.migration}) from ${database.source} to ${file} (${megabytes(summary.bytes)}).`;
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
}

/** Tenant secrets and the sign-in keys are sealed with a key kept outside the database (docs/secrets.md): a backup alone cannot open them. */
function secretsKeyNote(summary: RestoreSummary): string {
  if (!summary.rowsByTable['public.secret_keys']) return '';
  return '\nTenant secrets and the sign-in keys are encrypted with a key that is not in the backup: before starting the portal, copy secrets.key from the old DATA_DIR into this one, or set SECRETS_KEY as before.';
}

async function restore(config: Config, file: string, progress: Progress): Promise<string> {
  if (!existsSync(file)) throw new CliError(`No backup file '${file}'.`);
  if (config.DATABASE_URL) {
    const summary = await restoreBackup(config.DATABASE_URL, file, progress);
    return `Restored ${summary.tables} tables, ${count(summary.rows)} rows into DATABASE_URL.${secretsKeyNote(summary)}`;
  }
  // Starting the embedded database takes DATA_DIR's lock: a running portal there refuses it.
  const embedded = await startEmbeddedPostgres(config.dataDir, config.EMBEDDED_PG_PORT);
  try {
    const summary = await restoreBackup(embedded.url, file, progress);
    return `Restored ${summary.tables} tables, ${count(summary.rows)} rows into ${config.dataDir}.${secretsKeyNote(summary)}`;
  } finally {
    await embedded.stop();
  }
}

/** `backup <file>` and `restore <file>`: answers the line to print; progress goes to standard error. */
export async function runDataCommand(parsed: CommandLine, config: Config, progress: Progress = terminalProgress()): Promise<string> {
  const file = fileArgument(parsed);
  return parsed.positionals[0] === 'backup' ? backup(config, file, progress) : restore(config, file, progress);
}
