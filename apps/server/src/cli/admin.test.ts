import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATOR_ROLE, grantMessages } from '@portal/contracts';
import { grantAudit } from '../modules/grants/grants.table.ts';
import { ACTOR_CACHE_TTL_MS } from '../platform/auth/actor-cache.ts';
import { operatorActor } from '../platform/auth/operator-actor.ts';
import { verifyPassword } from '../platform/identity/password.ts';
import { users } from '../platform/identity/users.table.ts';
import { roleGrants, roles } from '../platform/permissions/roles.table.ts';
import { type TestContext, createTestContext } from '../test/context.ts';
import { CliError } from './commands.ts';
import { livePostmasterPort } from './database.ts';
import { parseCommand, runCommand, wantsHelp } from './run.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** Runs a command line against the test database; `typed` is what the operator would type at the prompt. */
function admin(line: string[], typed?: string) {
  return runCommand(parseCommand(line), { db: ctx.db, config: ctx.config, actor: operatorActor('ops'), readPassword: async () => typed });
}

async function userNamed(userName: string) {
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`);
  if (!user) throw new Error(`no user ${userName}`);
  return user;
}

describe('admin CLI: users', () => {
  it('adds a user with a generated password it prints once', async () => {
    const out = await admin(['users', 'add', 'grace', '--name', 'Grace Hopper', '--email', 'grace@example.com']);
    const password = /^Password: (\S+)$/m.exec(out)?.[1];
    expect(password).toBeTruthy();
    const user = await userNamed('grace');
    expect(user).toMatchObject({ displayName: 'Grace Hopper', email: 'grace@example.com', enabled: true, homeTenantId: null });
    expect(await verifyPassword(String(password), user.passwordHash)).toBe(true);
  });

  it('takes a password from --password or the prompt, and never prints a chosen one', async () => {
    const out = await admin(['users', 'add', 'linus', '--name', 'Linus T', '--password', 'penguins-rule']);
    expect(out).not.toContain('Password:');
    expect(await verifyPassword('penguins-rule', (await userNamed('linus')).passwordHash)).toBe(true);

    await admin(['users', 'set-password', 'LINUS'], 'typed-at-prompt');
    expect(await verifyPassword('typed-at-prompt', (await userNamed('linus')).passwordHash)).toBe(true);
    const generated = await admin(['users', 'set-password', 'linus']);
    expect(generated).toMatch(/^Password: \S{20}$/m);
  });

  it('sets a photo the header then loads, refuses other files, and clears it', async () => {
    await admin(['users', 'add', 'pixel', '--name', 'Pixel', '--password', 'pixel-pass-1']);
    const folder = mkdtempSync(join(tmpdir(), 'photo-'));
    const png = join(folder, 'me.png');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    writeFileSync(join(folder, 'me.txt'), 'not an image');
    expect(await admin(['users', 'set-photo', 'pixel', png])).toBe("Set the photo of 'pixel' (1 KB).");
    const token = await ctx.tokenFor((await userNamed('pixel')).userId);
    const photo = await ctx.app.inject({ method: 'GET', url: '/api/auth/currentUserPhoto', headers: { authorization: `Bearer ${token}` } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await expect(admin(['users', 'set-photo', 'pixel', join(folder, 'me.txt')])).rejects.toThrow(/is not a \.jpg, \.png, \.webp or \.gif image/);
    await expect(admin(['users', 'set-photo', 'pixel', join(folder, 'gone.png')])).rejects.toThrow(/Cannot read/);
    expect(await admin(['users', 'set-photo', 'pixel', '--clear'])).toBe("Removed the photo of 'pixel'.");
    const gone = await ctx.app.inject({ method: 'GET', url: '/api/auth/currentUserPhoto', headers: { authorization: `Bearer ${token}` } });
    expect(gone.statusCode).toBe(204);
    rmSync(folder, { recursive: true });
  });

  it('sets the home tenant of a customer by tenant name', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Home Tenant Inc' });
    await admin(['users', 'add', 'casey2', '--name', 'Casey', '--home-tenant', 'home tenant inc']);
    expect((await userNamed('casey2')).homeTenantId).toBe(tenant.tenantId);
  });

  it('refuses bad input with one clear line', async () => {
    await admin(['users', 'add', 'dupe', '--name', 'Dupe']);
    const cases: Array<[string[], string]> = [
      [['users', 'add', 'DUPE', '--name', 'Again'], "A user named 'DUPE' already exists."],
      [['users', 'add', 'noname'], 'Give the full name with --name "Full Name".'],
      [['users', 'add', '--name', 'Nobody'], 'Give the user name: npm run admin -- users add <userName> --name "Full Name"'],
      [['users', 'add', 'x', '--name', 'X', '--password', 'short'], 'The password must be at least 8 characters long.'],
      [['users', 'add', 'y', '--name', 'Y', '--email', 'not-an-email'], "'not-an-email' is not an email address."],
      [['users', 'add', 'z', '--name', 'Z', '--home-tenant', 'Atlantis'], "No tenant 'Atlantis'."],
      [['users', 'add', 'Ada', 'Lovelace', '--name', 'Ada'], "Unexpected 'Lovelace'. Quote values with spaces, e.g. --name \"Ada Lovelace\"."],
      [['users', 'disable', 'ghost'], "No user named 'ghost'."],
      [['users', 'remove', 'dupe'], "Unknown command 'users remove'. See: npm run admin -- --help"],
    ];
    for (const [line, message] of cases) await expect(admin(line)).rejects.toThrow(new CliError(message));
    expect(() => parseCommand(['users', 'list', '--colour', 'red'])).toThrow(CliError);
  });

  it('disables and enables a user', async () => {
    await admin(['users', 'add', 'temp', '--name', 'Temporary']);
    expect(await admin(['users', 'disable', 'temp'])).toBe("Disabled user 'temp'.");
    expect((await userNamed('temp')).enabled).toBe(false);
    await admin(['users', 'enable', 'temp']);
    expect((await userNamed('temp')).enabled).toBe(true);
  });

  it('lists users with their roles', async () => {
    await admin(['users', 'add', 'listed', '--name', 'Listed Person']);
    await admin(['grants', 'add', 'listed', 'Support Agent']);
    const out = await admin(['users', 'list']);
    expect(out.split('\n')[0]).toMatch(/^USER NAME\s+NAME\s+EMAIL\s+STATUS\s+SIGN-IN\s+ROLES$/);
    expect(out).toMatch(/listed\s+Listed Person\s+enabled\s+password\s+Support Agent \(all tenants\)/);
  });
});

describe('admin CLI: roles and grants', () => {
  it('adds a role from permissions with or without the prefix, and lists it', async () => {
    const out = await admin(['roles', 'add', 'Auditor', '--permissions', 'Portal.Tenants:view, Devices:view,WorkUnits.Categories:view', '--description', 'Reads things']);
    expect(out).toBe("Added role 'Auditor' with 3 permissions.");
    const [role] = await ctx.db.select().from(roles).where(eq(roles.name, 'Auditor'));
    expect(role?.permissions.sort()).toEqual(['Devices:view', 'Tenants:view', 'WorkUnits.Categories:view']);
    const list = await admin(['roles', 'list']);
    expect(list).toContain('Auditor - Reads things\n  Devices:view, Tenants:view, WorkUnits.Categories:view');
    expect(list).toContain('Administrator - ');
  });

  it('refuses unknown permissions and duplicate roles', async () => {
    await expect(admin(['roles', 'add', 'Bad', '--permissions', 'Tenants:view,Tenants:fly'])).rejects.toThrow("Unknown permission 'Tenants:fly'");
    await expect(admin(['roles', 'add', 'Bad'])).rejects.toThrow('Give the permissions with --permissions');
    await expect(admin(['roles', 'add', 'administrator', '--permissions', 'Tenants:view'])).rejects.toThrow("A role named 'administrator' already exists.");
  });

  it('grants a role to a user in listed tenants and to a group in all, lists and removes grants', async () => {
    const a = await ctx.factories.tenant({ name: 'Grant Tenant A' });
    const b = await ctx.factories.tenant({ name: 'Grant Tenant B' });
    await admin(['users', 'add', 'granted', '--name', 'Granted User']);
    const userGrant = await admin(['grants', 'add', 'granted', 'program manager', '--tenants', `${a.tenantId},Grant Tenant B`]);
    expect(userGrant).toMatch(/^Granted role 'Program Manager' to 'granted' for Grant Tenant A, Grant Tenant B \(grant [0-9a-f-]{36}\)\.$/);
    const groupGrant = await admin(['grants', 'add', 'group:Portal Admins', 'Administrator']);
    expect(groupGrant).toContain("to group 'Portal Admins' for all tenants");

    const user = await userNamed('granted');
    const [stored] = await ctx.db.select().from(roleGrants).where(eq(roleGrants.userId, user.userId));
    expect(stored?.tenantIds?.sort()).toEqual([a.tenantId, b.tenantId].sort());

    const list = await admin(['grants', 'list']);
    expect(list).toMatch(/granted\s+Program Manager\s+Grant Tenant A, Grant Tenant B/);
    expect(list).toMatch(/group:Portal Admins\s+Administrator\s+all tenants/);

    const grantId = String(/\(grant ([0-9a-f-]{36})\)/.exec(userGrant)?.[1]);
    expect(await admin(['grants', 'remove', grantId])).toBe(`Removed grant ${grantId}.`);
    await expect(admin(['grants', 'remove', grantId])).rejects.toThrow(`No grant with id ${grantId}.`);
    await expect(admin(['grants', 'remove', 'abc'])).rejects.toThrow("'abc' is not a grant id.");
    await expect(admin(['grants', 'add', 'granted', 'Emperor'])).rejects.toThrow("No role named 'Emperor'.");
    await expect(admin(['grants', 'add', 'granted', 'Customer', '--tenants', 'Nowhere'])).rejects.toThrow("No tenant 'Nowhere'.");
    await expect(admin(['grants', 'add', 'group:', 'Customer'])).rejects.toThrow('Name the group');
  });

  it('records grants added and removed on the command line in the grant audit, as cli:<OS user>', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Audited Tenant' });
    await admin(['users', 'add', 'audited', '--name', 'Audited User']);
    const out = await admin(['grants', 'add', 'audited', 'Customer', '--tenants', 'Audited Tenant']);
    const grantId = String(/\(grant ([0-9a-f-]{36})\)/.exec(out)?.[1]);
    await admin(['grants', 'remove', grantId]);
    const entries = await ctx.db.select().from(grantAudit).where(eq(grantAudit.roleGrantId, grantId)).orderBy(grantAudit.at);
    expect(entries).toMatchObject([
      { action: 'added', actorName: 'cli:ops', actorUserId: null, principalKind: 'user', principal: 'audited', roleName: 'Customer', tenantIds: [tenant.tenantId], tenantNames: ['Audited Tenant'] },
      { action: 'removed', actorName: 'cli:ops', principal: 'audited', roleName: 'Customer', tenantNames: ['Audited Tenant'] },
    ]);
  });

  it('refuses a grant the person or group already holds, as the API does', async () => {
    await admin(['users', 'add', 'twice', '--name', 'Twice Granted']);
    await admin(['grants', 'add', 'twice', 'Support Agent']);
    await expect(admin(['grants', 'add', 'TWICE', 'support agent'])).rejects.toThrow(new CliError(grantMessages.duplicate));
  });

  it('asks for help without a command', () => {
    expect(wantsHelp(parseCommand([]))).toBe(true);
    expect(wantsHelp(parseCommand(['--help']))).toBe(true);
    expect(wantsHelp(parseCommand(['users', 'list']))).toBe(false);
  });
});

describe('admin CLI: the database it opens', () => {
  it("finds the port of a running portal's embedded server from postmaster.pid, and ignores a stale one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
    try {
      expect(livePostmasterPort(dir)).toBeUndefined();
      writeFileSync(join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n1700000000\n55432\n/tmp\n*\n`);
      expect(livePostmasterPort(dir)).toBe(55432);
      writeFileSync(join(dir, 'postmaster.pid'), `999999999\n${dir}\n1700000000\n55432\n`);
      expect(livePostmasterPort(dir)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs as a process: prints the answer, or one error line and exit code 1', async () => {
    const run = promisify(execFile);
    const script = fileURLToPath(new URL('./admin.ts', import.meta.url));
    const env = { ...process.env, DATABASE_URL: ctx.databaseUrl, LOG_LEVEL: 'silent' };
    const ok = await run(process.execPath, [script, 'roles', 'list'], { env });
    expect(ok.stdout).toContain('Administrator - ');
    const bad = await run(process.execPath, [script, 'users', 'disable', 'nobody-at-all'], { env }).catch((err: { code: number; stderr: string }) => err);
    expect('code' in bad && bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe("Error: No user named 'nobody-at-all'.");
  }, 60_000);
});

describe('admin CLI: the last administrator', () => {
  it('refuses to remove the last usable all-tenant Administrator grant or disable its account, with the API\'s messages', async () => {
    const adminRole = (await ctx.db.select().from(roles).where(eq(roles.name, ADMINISTRATOR_ROLE)))[0]!;
    await ctx.db.delete(roleGrants).where(eq(roleGrants.roleId, adminRole.roleId));
    await admin(['users', 'add', 'lastadmin', '--name', 'Last Admin']);
    const own = String(/\(grant ([0-9a-f-]{36})\)/.exec(await admin(['grants', 'add', 'lastadmin', 'Administrator']))?.[1]);
    // The built-in provider's tokens carry no groups: no one signs in with this grant.
    const group = String(/\(grant ([0-9a-f-]{36})\)/.exec(await admin(['grants', 'add', 'group:Nobody Here', 'Administrator']))?.[1]);

    await expect(admin(['grants', 'remove', own])).rejects.toThrow(new CliError(grantMessages.lastAdministrator));
    await expect(admin(['users', 'disable', 'lastadmin'])).rejects.toThrow(new CliError(grantMessages.lastAdministratorAccount));
    expect((await userNamed('lastadmin')).enabled).toBe(true);
    expect(await admin(['grants', 'remove', group])).toBe(`Removed grant ${group}.`);

    // With a second administrator who can sign in, either may go.
    await admin(['users', 'add', 'nextadmin', '--name', 'Next Admin']);
    await admin(['grants', 'add', 'nextadmin', 'Administrator']);
    expect(await admin(['users', 'disable', 'lastadmin'])).toBe("Disabled user 'lastadmin'.");
    // A disabled account's grant does not count either: nextadmin's is now the last.
    const next = (await ctx.db.select().from(roleGrants).where(eq(roleGrants.userId, (await userNamed('nextadmin')).userId)))[0]!;
    await expect(admin(['grants', 'remove', next.roleGrantId])).rejects.toThrow(new CliError(grantMessages.lastAdministrator));
    expect(await admin(['grants', 'remove', own])).toBe(`Removed grant ${own}.`);
  });

  it('stops honouring a grant removed on the command line in a running portal within the cached actor\'s life', async () => {
    await admin(['users', 'add', 'cached', '--name', 'Cached Person']);
    const out = await admin(['grants', 'add', 'cached', 'Support Agent']);
    const grantId = String(/\(grant ([0-9a-f-]{36})\)/.exec(out)?.[1]);
    const headers = { authorization: `Bearer ${await ctx.tokenFor((await userNamed('cached')).userId)}` };
    const permissions = () => ctx.app.inject({ method: 'GET', url: '/v1/permissions', headers });
    expect((await permissions()).statusCode).toBe(200);
    await admin(['grants', 'remove', grantId]);
    // The portal holds this actor for at most ACTOR_CACHE_TTL_MS (its clock is real: wait it out), then reads the grants again.
    await new Promise((resolve) => setTimeout(resolve, ACTOR_CACHE_TTL_MS + 100));
    expect((await permissions()).statusCode).toBe(403);
  }, ACTOR_CACHE_TTL_MS + 30_000);
});
