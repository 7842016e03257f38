import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigurationError } from '../../config-error.ts';

/**
 * A key that is missing, malformed or does not fit the stored values: a setting to fix. At start-up
 * main.ts prints its message as one line; the values are never shown as data.
 */
export class SecretsKeyError extends ConfigurationError {}

/** A 256-bit key and its id, a fingerprint that names the key without revealing it. */
export interface SecretsKey {
  id: string;
  key: Buffer;
}

/** The keys a server holds: the first seals new values, all of them open values. */
export interface Keyring {
  current: SecretsKey;
  keys: ReadonlyMap<string, Buffer>;
  /** Where the keys came from, for messages: 'SECRETS_KEY' or the key file's path. */
  source: string;
}

export const KEY_BYTES = 32;
export const KEY_FILE_NAME = 'secrets.key';
export const SECRETS_KEY_FORMAT = `base64 of ${KEY_BYTES} random bytes, e.g. the output of \`openssl rand -base64 ${KEY_BYTES}\``;

/** The key file of a data folder. */
export function keyFilePath(dataDir: string): string {
  return join(dataDir, KEY_FILE_NAME);
}

/** The first 16 hex digits of HMAC-SHA256(key, label): the same key always has the same id. */
export function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update('portal secrets key id').digest('hex').slice(0, 16);
}

export function generateKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

/**
 * Reads keys as SECRETS_KEY or a key file holds them: base64 (or base64url) of 32 bytes each,
 * separated by commas or new lines, the first being current; blank lines and `#` comments are skipped.
 */
export function parseKeys(text: string, source: string): Keyring {
  const entries = text.split('\n').filter((line) => !line.trim().startsWith('#'))
    .flatMap((line) => line.split(',')).map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length) throw new SecretsKeyError(`${source} holds no key: it must be ${SECRETS_KEY_FORMAT}.`);
  const keys = new Map<string, Buffer>();
  const ordered = entries.map((entry, index) => {
    const key = Buffer.from(entry, 'base64');
    // Buffer.from ignores characters outside the alphabet; a round trip shows text that was not base64.
    const clean = entry.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
    if (key.length !== KEY_BYTES || key.toString('base64').replace(/=+$/, '') !== clean) {
      throw new SecretsKeyError(`${source}: key ${index + 1} is not valid: each key must be ${SECRETS_KEY_FORMAT}.`);
    }
    const id = keyIdOf(key);
    keys.set(id, key);
    return { id, key };
  });
  return { current: ordered[0]!, keys, source };
}

const KEY_FILE_HEADER = [
  '# Portal secrets key: AES-256-GCM key of the tenant secrets in the database (docs/secrets.md).',
  '# Without it those secrets cannot be read: keep a copy apart from the database backups.',
  '# One key per line, base64 of 32 bytes; the first seals new values, all of them open values.',
];

/** Writes a key file atomically (a temporary file renamed over it), readable by its owner only. */
export function writeKeyFile(path: string, keys: readonly string[], comments: readonly string[] = []): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, [...KEY_FILE_HEADER, ...comments.map((c) => `# ${c}`), ...keys, ''].join('\n'));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** A key file that grants more than its owner access is refused, as ssh refuses a readable private key. */
function checkKeyFileMode(path: string): void {
  if (process.platform === 'win32') return;
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077) {
    throw new SecretsKeyError(`The secrets key file ${path} can be read by other users (mode ${mode.toString(8)}): run \`chmod 600 ${path}\`.`);
  }
}

export function readKeyFile(path: string): Keyring {
  checkKeyFileMode(path);
  return parseKeys(readFileSync(path, 'utf8'), `the key file ${path}`);
}

/**
 * The keys of this configuration: SECRETS_KEY when set, else the key file in DATA_DIR. `create`
 * makes the key file when there is none (the server's first start), and says so through `log`.
 */
export function loadKeyring(options: { secretsKey?: string; dataDir: string; create?: boolean; log?: (message: string) => void }): Keyring {
  if (options.secretsKey) return parseKeys(options.secretsKey, 'SECRETS_KEY');
  const path = keyFilePath(options.dataDir);
  if (!existsSync(path)) {
    if (!options.create) {
      throw new SecretsKeyError(`No secrets key: SECRETS_KEY is not set and there is no key file ${path}. Set SECRETS_KEY (${SECRETS_KEY_FORMAT}) or start the server once to create the key file.`);
    }
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    writeKeyFile(path, [generateKey()]);
    options.log?.(
      `Created the secrets key file ${path} (mode 0600): tenant secrets are encrypted with it. Back it up apart from the database; ` +
      'without it they cannot be read. Set SECRETS_KEY instead to manage the key yourself (docs/secrets.md).',
    );
  }
  return readKeyFile(path);
}
