import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { CliError } from './commands.ts';

/** Asks one question without echoing the answer. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    process.stdout.write(question);
    muted = true;
    return await rl.question('');
  } finally {
    muted = false;
    process.stdout.write('\n');
    rl.close();
  }
}

/**
 * On a terminal, asks for a new password twice; empty means "generate one". Without a terminal
 * (scripts, CI) answers undefined, so a password is generated and printed.
 */
export async function readPasswordFromTerminal(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const first = await askHidden('New password (leave empty to generate one): ');
  if (first === '') return undefined;
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new CliError('The passwords do not match.');
  return first;
}
