import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseCommand, runCommand } from '../../cli/run.ts';
import { sealedVersion } from '../../modules/tenants/tenant-secrets.ts';
import { tenantSecretVersions } from '../../modules/tenants/tenant-secrets.table.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { identityKeys } from '../identity/keys.table.ts';
import { SecretsKeyError, openWith, sealContext, sealWith, secretsFor } from './cipher.ts';
import { KEY_FILE_NAME, keyIdOf, parseKeys } from './keys.ts';
import { secretKeys } from './secret-keys.table.ts';
import { checkKeys, prepareSecrets } from './startup.ts';

let ctx: TestContext;
const folders: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  // The app's identity keys are sealed under the tests' key; these tests start from a database with no sealed value.
  await ctx.db.delete(identityKeys);
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const quiet = { info: () => {}, warn: () => {} };
const logTo = (lines: string[]) => ({ info: (m: string) => lines.push(`info: ${m}`), warn: (m: string) => lines.push(`warn: ${m}`) });
const newKey = () => randomBytes(32).toString('base64');
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-secrets-'));
  folders.push(dir);
  return dir;
}

/** Every stored version row as the database holds it. */
async function rawRows() {
  return (await ctx.db.execute<{ secret_version_id: string; key_id: string | null; value: string }>(
    sql`select secret_version_id::text, key_id, value from tenant_secret_versions`,
  )).rows;
}

/** A secret without versions (the factory's own version, under the tests' key, removed). */
async function bareSecret(): Promise<string> {
  const { secretId } = await ctx.factories.tenantSecret();
  await ctx.db.execute(sql`delete from tenant_secret_versions where secret_id = ${secretId}`);
  return secretId;
}

/** A secret version stored as before encryption existed: plain text, no key id. */
async function legacyRow(value: string) {
  await ctx.db.insert(tenantSecretVersions).values({ secretId: await bareSecret(), version: 1, value, keyId: null });
}

describe('secrets: the cipher', () => {
  const keyring = parseKeys(newKey(), 'SECRETS_KEY');

  it('opens what it sealed, and nothing else: another row, an altered value, another key', () => {
    const context = sealContext('tenant_secret_versions', 'row-1');
    const sealed = sealWith(keyring.current, 'p@ssw0rd', context);
    expect(sealed.keyId).toBe(keyring.current.id);
    expect(sealed.value).not.toContain('p@ssw0rd');
    expect(sealWith(keyring.current, 'p@ssw0rd', context).value).not.toBe(sealed.value);
    expect(openWith(keyring, sealed, context)).toBe('p@ssw0rd');

    expect(() => openWith(keyring, sealed, sealContext('tenant_secret_versions', 'row-2'))).toThrow(SecretsKeyError);
    const bytes = Buffer.from(sealed.value, 'base64');
    bytes.writeUInt8(bytes.readUInt8(14) ^ 1, 14);
    expect(() => openWith(keyring, { ...sealed, value: bytes.toString('base64') }, context)).toThrow(/the key is wrong or the value was altered/);
    const other = parseKeys(newKey(), 'SECRETS_KEY');
    expect(() => openWith(other, sealed, context)).toThrow(`encrypted with key ${keyring.current.id}, which SECRETS_KEY does not hold`);
  });

  it('reads SECRETS_KEY as base64 of 32 bytes, several separated by commas, and refuses anything else', () => {
    const [a, b] = [newKey(), newKey()];
    const ring = parseKeys(` ${a} , ${b.replaceAll('+', '-').replaceAll('/', '_')} `, 'SECRETS_KEY');
    expect(ring.current.id).toBe(keyIdOf(Buffer.from(a, 'base64')));
    expect([...ring.keys.keys()]).toEqual([keyIdOf(Buffer.from(a, 'base64')), keyIdOf(Buffer.from(b, 'base64'))]);
    expect(() => parseKeys(randomBytes(16).toString('base64'), 'SECRETS_KEY')).toThrow('SECRETS_KEY: key 1 is not valid: each key must be base64 of 32 random bytes');
    expect(() => parseKeys('correct horse battery staple correct horse battery', 'SECRETS_KEY')).toThrow(/key 1 is not valid/);
    expect(() => parseKeys(`${a},not-a-key`, 'SECRETS_KEY')).toThrow(/key 2 is not valid/);
  });
});

describe('secrets: at start', () => {
  beforeEach(async () => {
    await ctx.db.execute(sql`delete from tenant_secret_versions`);
    await ctx.db.delete(secretKeys);
  });

  it('makes a key file readable by its owner only on the first start, says so, and uses it from then on', async () => {
    const dir = dataDir();
    const logged: string[] = [];
    await prepareSecrets(ctx.db, { dataDir: dir }, logTo(logged));
    const path = join(dir, KEY_FILE_NAME);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(logged).toEqual([expect.stringContaining(`warn: Created the secrets key file ${path} (mode 0600)`)]);
    const key = readFileSync(path, 'utf8');

    logged.length = 0;
    await prepareSecrets(ctx.db, { dataDir: dir }, logTo(logged));
    expect(logged).toEqual([]);
    expect(readFileSync(path, 'utf8')).toBe(key);
    expect(await ctx.db.select({ keyId: secretKeys.keyId }).from(secretKeys)).toEqual([{ keyId: secretsFor({ dataDir: dir }).keyring().current.id }]);
  });

  it('refuses a key file others can read', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, KEY_FILE_NAME), `${newKey()}\n`, { mode: 0o644 });
    await expect(prepareSecrets(ctx.db, { dataDir: dir }, quiet)).rejects.toThrow(`can be read by other users (mode 644): run \`chmod 600 ${join(dir, KEY_FILE_NAME)}\``);
  });

  it('encrypts values stored as plain text before encryption existed, and leaves no plain text in the table files', async () => {
    const secretsKey = newKey();
    const plain = `legacy-${randomBytes(8).toString('hex')}`;
    await legacyRow(plain);
    const logged: string[] = [];
    await prepareSecrets(ctx.db, { SECRETS_KEY: secretsKey, dataDir: dataDir() }, logTo(logged));
    expect(logged).toEqual([expect.stringMatching(/^info: Encrypted 1 secret value\(s\) of tenant_secret_versions that were stored as plain text/)]);

    const rows = await rawRows();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(plain);
    const box = secretsFor({ SECRETS_KEY: secretsKey, dataDir: '.' });
    expect(rows.map((row) => box.open({ keyId: row.key_id, value: row.value }, sealContext('tenant_secret_versions', row.secret_version_id)))).toEqual([plain]);
  });

  it('leaves no plain text in the table files either (the replaced rows are rewritten away)', async ({ skip }) => {
    const [{ superuser } = { superuser: false }] = (await ctx.db.execute<{ superuser: boolean }>(sql`select rolsuper as superuser from pg_roles where rolname = current_user`)).rows;
    // Reading a table's file takes a superuser: the embedded test server's; a TEST_DATABASE_URL may not be one.
    if (!superuser) skip();
    const plain = `legacy-${randomBytes(8).toString('hex')}`;
    await legacyRow(plain);
    const file = async () => {
      await ctx.db.execute(sql`checkpoint`);
      return (await ctx.db.execute<{ data: Buffer }>(sql`select pg_read_binary_file(pg_relation_filepath('tenant_secret_versions')) as data`)).rows[0]!.data;
    };
    expect((await file()).includes(plain)).toBe(true);
    await prepareSecrets(ctx.db, { SECRETS_KEY: newKey(), dataDir: dataDir() }, quiet);
    expect((await file()).includes(plain)).toBe(false);
  });

  it('refuses to start with a key that does not fit the database, naming SECRETS_KEY or the key file', async () => {
    const right = newKey();
    await prepareSecrets(ctx.db, { SECRETS_KEY: right, dataDir: dataDir() }, quiet);
    // Before any value exists, the registered key alone decides.
    const wrong = newKey();
    const wrongId = keyIdOf(Buffer.from(wrong, 'base64'));
    const rightId = keyIdOf(Buffer.from(right, 'base64'));
    await expect(prepareSecrets(ctx.db, { SECRETS_KEY: wrong, dataDir: dataDir() }, quiet)).rejects.toThrow(
      `Wrong secrets key: the database's secrets are encrypted with key ${rightId}, which SECRETS_KEY does not hold (it holds ${wrongId}). Set SECRETS_KEY to the key(s) the database was written with`,
    );

    await ctx.db.delete(secretKeys);
    await ctx.db.insert(tenantSecretVersions).values(sealedVersion(secretsFor({ SECRETS_KEY: right, dataDir: '.' }), await bareSecret(), 1, 'sealed right'));
    const dir = dataDir();
    writeFileSync(join(dir, KEY_FILE_NAME), `${wrong}\n`, { mode: 0o600 });
    // Now the stored value decides, registered or not.
    await expect(prepareSecrets(ctx.db, { dataDir: dir }, quiet)).rejects.toThrow(
      `encrypted with key ${rightId}, which the key file ${join(dir, KEY_FILE_NAME)} does not hold (it holds ${wrongId}). Put the key the database was written with in ${join(dir, KEY_FILE_NAME)}, or set SECRETS_KEY to it`,
    );
    await expect(checkKeys(ctx.db, parseKeys(`${wrong},${right}`, 'SECRETS_KEY'), '.')).resolves.toBeUndefined();
    // A key with the right id that does not open the value (an altered value) is refused as well.
    await ctx.db.execute(sql`update tenant_secret_versions set value = ${Buffer.alloc(40).toString('base64')}`);
    await expect(checkKeys(ctx.db, parseKeys(right, 'SECRETS_KEY'), '.')).rejects.toThrow(/does not decrypt with key .*: the key is wrong or the value was altered/);
  });

  it('makes no new key file for a database that already uses a key (a restored backup), and says which key it needs', async () => {
    const right = newKey();
    await prepareSecrets(ctx.db, { SECRETS_KEY: right, dataDir: dataDir() }, quiet);
    const dir = dataDir();
    await expect(prepareSecrets(ctx.db, { dataDir: dir }, quiet)).rejects.toThrow(
      `No secrets key: the database's secrets are encrypted with key ${keyIdOf(Buffer.from(right, 'base64'))}, but SECRETS_KEY is not set and there is no key file ${join(dir, KEY_FILE_NAME)}.`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the missing key file when SECRETS_KEY is not set', () => {
    const dir = dataDir();
    expect(() => secretsFor({ dataDir: dir }).keyring()).toThrow(`There is no secrets key file ${join(dir, KEY_FILE_NAME)} and SECRETS_KEY is not set`);
  });
});

describe('secrets: rotate-key', () => {
  beforeEach(async () => {
    await ctx.db.execute(sql`delete from tenant_secret_versions`);
    await ctx.db.delete(secretKeys);
  });

  async function storeValues(secretsKey: string | undefined, dir: string, values: string[]) {
    const box = secretsFor({ SECRETS_KEY: secretsKey, dataDir: dir });
    const secretId = await bareSecret();
    await ctx.db.insert(tenantSecretVersions).values(values.map((v, i) => sealedVersion(box, secretId, i + 1, v)));
  }

  it('with a key file: re-encrypts every value under a new key, keeps the old key apart, and running servers follow', async () => {
    const dir = dataDir();
    await prepareSecrets(ctx.db, { dataDir: dir }, quiet);
    const running = secretsFor({ dataDir: dir });
    const oldId = running.keyring().current.id;
    await storeValues(undefined, dir, ['alpha', 'beta']);
    await legacyRow('gamma');

    const config = { ...ctx.config, SECRETS_KEY: undefined, dataDir: dir };
    const out = await runCommand(parseCommand(['secrets', 'rotate-key']), { db: ctx.db, readPassword: async () => undefined, config });
    const newId = running.keyring().current.id;
    expect(newId).not.toBe(oldId);
    expect(out).toContain(`Re-encrypted 3 secret value(s) under key ${newId}.`);
    expect(out).toContain(`Retired key(s): ${oldId}.`);

    const keyFile = readFileSync(join(dir, KEY_FILE_NAME), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    expect(keyFile).toHaveLength(1);
    expect(statSync(join(dir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    const retired = readdirSync(dir).filter((f) => f.startsWith(`${KEY_FILE_NAME}.retired-`));
    expect(retired).toHaveLength(1);
    expect(statSync(join(dir, retired[0]!)).mode & 0o777).toBe(0o600);
    expect(out).toContain(join(dir, retired[0]!));

    const rows = await rawRows();
    expect(new Set(rows.map((r) => r.key_id))).toEqual(new Set([newId]));
    const opened = rows.map((r) => running.open({ keyId: r.key_id, value: r.value }, sealContext('tenant_secret_versions', r.secret_version_id)));
    expect(opened.sort()).toEqual(['alpha', 'beta', 'gamma']);

    // The old key alone no longer starts the server; the new one does.
    const oldKeyOnly = dataDir();
    writeFileSync(join(oldKeyOnly, KEY_FILE_NAME), readFileSync(join(dir, retired[0]!)), { mode: 0o600 });
    await expect(prepareSecrets(ctx.db, { dataDir: oldKeyOnly }, quiet)).rejects.toThrow(/Wrong secrets key/);
    await expect(prepareSecrets(ctx.db, { dataDir: dir }, quiet)).resolves.toBeUndefined();
    const status = await runCommand(parseCommand(['secrets', 'status']), { db: ctx.db, readPassword: async () => undefined, config });
    expect(status).toMatch(new RegExp(`${newId}\\s+current\\s+3`));
    expect(status).toMatch(new RegExp(`${oldId}\\s+not needed\\s+0\\s+\\d{4}-`));
  });

  it('with SECRETS_KEY: re-encrypts under the first key, after which the old one can go', async () => {
    const [oldKey, freshKey] = [newKey(), newKey()];
    await prepareSecrets(ctx.db, { SECRETS_KEY: oldKey, dataDir: dataDir() }, quiet);
    await storeValues(oldKey, '.', ['one']);
    const config = { ...ctx.config, SECRETS_KEY: oldKey };
    await expect(runCommand(parseCommand(['secrets', 'rotate-key']), { db: ctx.db, readPassword: async () => undefined, config }))
      .rejects.toThrow('Every secret already uses the only key in SECRETS_KEY');

    const both = `${freshKey},${oldKey}`;
    await prepareSecrets(ctx.db, { SECRETS_KEY: both, dataDir: dataDir() }, quiet);
    const out = await runCommand(parseCommand(['secrets', 'rotate-key']), { db: ctx.db, readPassword: async () => undefined, config: { ...config, SECRETS_KEY: both } });
    expect(out).toContain('Re-encrypted 1 secret value(s)');
    expect(out).toContain('Now remove the old key(s) from SECRETS_KEY');
    await expect(prepareSecrets(ctx.db, { SECRETS_KEY: freshKey, dataDir: dataDir() }, quiet)).resolves.toBeUndefined();
    await expect(prepareSecrets(ctx.db, { SECRETS_KEY: oldKey, dataDir: dataDir() }, quiet)).rejects.toThrow(/Wrong secrets key/);
    const box = secretsFor({ SECRETS_KEY: freshKey, dataDir: '.' });
    const rows = await rawRows();
    expect(rows.map((r) => box.open({ keyId: r.key_id, value: r.value }, sealContext('tenant_secret_versions', r.secret_version_id))).sort())
      .toEqual(['one']);
  });
});
