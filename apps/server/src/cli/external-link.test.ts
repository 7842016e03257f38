import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestIdp, startTestIdp } from '../platform/auth/idp.fixture.ts';
import { identityEquals } from '../db/identity.ts';
import { users } from '../platform/identity/users.table.ts';
import { type TestContext, createTestContext } from '../test/context.ts';
import { parseCommand, runCommand } from './run.ts';

/** Issue 20 item 1: the operator arranges who an external subject signs in as, from the command line. */
let ctx: TestContext;
let idp: TestIdp;

beforeAll(async () => {
  idp = await startTestIdp();
  ctx = await createTestContext({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal-spa', OIDC_AUDIENCE: 'api://portal-test' });
});

afterAll(async () => {
  await idp.close();
});

function admin(line: string[]) {
  return runCommand(parseCommand(line), { db: ctx.db, readPassword: async () => undefined });
}

async function userNamed(userName: string) {
  const [user] = await ctx.db.select().from(users).where(identityEquals(users.userName, userName));
  return user!;
}

const permissions = (jwt: string) => ctx.app.inject({ method: 'GET', url: '/v1/permissions', headers: { authorization: `Bearer ${jwt}` } });

describe('admin CLI: accounts of an external identity provider', () => {
  it('adds an account for a subject, without a password, and that subject signs in to it', async () => {
    const out = await admin(['users', 'add', 'jdoe', '--name', 'Jane Doe', '--external-subject', 'idp-sub-1']);
    expect(out).toContain("Signs in through the identity provider as subject 'idp-sub-1'.");
    expect(out).not.toContain('Password:');
    expect(await userNamed('jdoe')).toMatchObject({ externalSubject: 'idp-sub-1', passwordHash: null, linkOnFirstSignIn: false });
    await admin(['grants', 'add', 'jdoe', 'Administrator']);
    const res = await permissions(await idp.token({ sub: 'idp-sub-1', preferred_username: 'someone-else' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContain('Portal.Tenants:view');
    await expect(admin(['users', 'add', 'jdoe2', '--name', 'Again', '--external-subject', 'idp-sub-1'])).rejects.toThrow("Subject 'idp-sub-1' already signs in as 'jdoe'.");
  });

  it('marks an account to link on first sign-in by verified email', async () => {
    await admin(['users', 'add', 'kim', '--name', 'Kim', '--email', 'kim@corp.example', '--link-on-first-sign-in']);
    expect(await userNamed('kim')).toMatchObject({ linkOnFirstSignIn: true, externalSubject: null, passwordHash: null });
    await admin(['grants', 'add', 'kim', 'Administrator']);
    const res = await permissions(await idp.token({ sub: 'kim-sub', email: 'KIM@corp.example', email_verified: true }));
    expect(res.statusCode).toBe(200);
    expect(await userNamed('kim')).toMatchObject({ linkOnFirstSignIn: false, externalSubject: 'kim-sub' });
  });

  it('links an existing account later, but never a demo account', async () => {
    await admin(['users', 'add', 'lee', '--name', 'Lee', '--password', 'lee-password-1']);
    expect(await admin(['users', 'link', 'lee', '--external-subject', 'lee-sub'])).toBe("'lee' signs in through the identity provider as subject 'lee-sub'.");
    expect((await userNamed('lee')).externalSubject).toBe('lee-sub');
    await ctx.db.update(users).set({ demo: true }).where(eq(users.userName, 'lee'));
    await expect(admin(['users', 'link', 'lee', '--link-on-first-sign-in'])).rejects.toThrow(/demo account/);
    await expect(admin(['users', 'link', 'lee'])).rejects.toThrow(/demo account/);
  });

  it('refuses look-alike user names and emails, stores names in NFC, and gives an email to one account (issue 26 item 1)', async () => {
    for (const lookAlike of ['s\u212A', '\uFF53\uFF4B', 's\u200Bk']) {
      await expect(admin(['users', 'add', lookAlike, '--name', 'Look-alike'])).rejects.toThrow(/look-alike characters/);
      await expect(admin(['users', 'add', 'fine', '--name', 'Fine', '--email', `${lookAlike}@example.com`])).rejects.toThrow(/look-alike characters/);
    }
    await expect(admin(['grants', 'add', 'group:ops-\u212A', 'Administrator'])).rejects.toThrow(/look-alike characters/);
    await admin(['users', 'add', 'Jose\u0301', '--name', 'José', '--email', 'jose\u0301@example.com', '--link-on-first-sign-in']);
    expect(await userNamed('jos\u00e9')).toMatchObject({ userName: 'Jos\u00e9', email: 'jos\u00e9@example.com' });
    await expect(admin(['users', 'add', 'other', '--name', 'Other', '--email', 'JOS\u00e9@example.com', '--link-on-first-sign-in'])).rejects.toThrow(/already answers to/);
    // The dotted capital I is a letter of its own, so this is another account, and `users set-password ivan` is not it.
    await admin(['users', 'add', '\u0130van', '--name', 'Ivan the Other', '--password', 'ivan-password-1']);
    await expect(admin(['users', 'set-password', 'ivan', '--password', 'x-password-2'])).rejects.toThrow("No user named 'ivan'.");
  });

  it('refuses a user name that reads as an API token, and both link options at once', async () => {
    await expect(admin(['users', 'add', 'token:abc', '--name', 'Tricky'])).rejects.toThrow(/API token/);
    await expect(admin(['users', 'add', 'both', '--name', 'Both', '--external-subject', 's', '--link-on-first-sign-in'])).rejects.toThrow(/not both/);
  });
});
