import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { oidcPayloads } from './oidc.table.ts';
import { TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from './pages.ts';
import { hashPassword } from './password.ts';
import { FREE_ATTEMPTS, accountBucket } from '../sign-in/sign-in-throttle.ts';
import { signInThrottle } from '../sign-in/sign-in-throttle.table.ts';
import { users } from './users.table.ts';
import { freePort } from '../../test/free-port.ts';


/** A browser, minus the rendering: follows nothing by itself and keeps cookies by name. */
class Browser {
  cookies = new Map<string, string>();

  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.base);
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  postForm(path: string, fields: Record<string, string>) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

function location(res: Response): string {
  const value = res.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${res.status}: ${res.statusText}`);
  return value;
}

let ctx: TestContext;
let base: string;
const password = 'correct horse battery';
let user: typeof users.$inferSelect;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ PUBLIC_URL: base });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  user = await ctx.factories.user({ permissions: ['Tenants:view'], values: { passwordHash: await hashPassword(password) } });
});

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** /oidc/auth for the web client; answers the redirect the provider makes. */
async function authorize(browser: Browser, challenge: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: ctx.config.clientId,
    response_type: 'code',
    redirect_uri: `${base}/auth/callback`,
    scope: 'openid profile email',
    state: 'st-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return browser.request(`/oidc/auth?${query}`);
}

async function exchange(code: string, verifier: string) {
  const res = await fetch(`${base}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: ctx.config.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: `${base}/auth/callback`,
    }),
  });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ access_token: string; refresh_token?: string; id_token: string; expires_in: number; token_type: string }>;
}

async function currentUser(accessToken: string) {
  return fetch(`${base}/v1/currentUser`, { headers: { authorization: `Bearer ${accessToken}` } });
}

/** Signs in through the login page and answers the authorization code. */
async function signIn(browser: Browser, verifierChallenge: { challenge: string }) {
  const start = await authorize(browser, verifierChallenge.challenge);
  expect(start.status).toBe(303);
  const interaction = location(start);
  const submitted = await browser.postForm(interaction, { username: user.userName, password });
  expect(submitted.status).toBe(303);
  const resumed = await browser.request(location(submitted));
  const callback = new URL(location(resumed));
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  return code;
}

describe('built-in OIDC provider', () => {
  it('publishes its discovery document and keys', async () => {
    const res = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = await res.json() as Record<string, unknown>;
    expect(doc.issuer).toBe(`${base}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${base}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${base}/oidc/token`);
    expect(doc.end_session_endpoint).toBe(`${base}/oidc/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = await (await fetch(String(doc.jwks_uri))).json() as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('lets the web client call the token endpoint from its own origin (CORS), the Vite dev server included', async () => {
    for (const origin of [base, 'http://localhost:5173']) {
      const preflight = await fetch(`${base}/oidc/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    }
    // Preflights are answered for anyone; the request itself is checked against the client's origins.
    const foreign = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: ctx.config.clientId, refresh_token: 'x' }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect((await foreign.json() as { error_description: string }).error_description).toContain('origin https://evil.example not allowed');
  });

  it('signs in with authorization code + PKCE and the access token calls the API', async () => {
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();
    const start = await authorize(browser, challenge);
    expect(start.status).toBe(303);
    const interaction = location(start);
    expect(interaction).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const form = await browser.request(interaction);
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).toContain('<label for="username">');
    expect(page).toContain('<label for="password">');
    expect(page).toContain('id="username"');
    expect(page).toContain('id="password"');
    expect(page).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page).toContain(ctx.config.ENVIRONMENT_NAME);
    expect(form.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const wrong = await browser.postForm(interaction, { username: user.userName, password: 'not it' });
    expect(wrong.status).toBe(200);
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain(WRONG_CREDENTIALS);
    expect(wrongPage).toContain(`value="${user.userName}"`);

    const right = await browser.postForm(interaction, { username: user.userName.toUpperCase(), password });
    expect(right.status).toBe(303);
    const resumed = await browser.request(location(right));
    expect(resumed.status).toBe(303);
    const callback = new URL(location(resumed));
    expect(`${callback.origin}${callback.pathname}`).toBe(`${base}/auth/callback`);
    expect(callback.searchParams.get('state')).toBe('st-1');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await exchange(String(code), verifier);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeLessThanOrEqual(ctx.config.TOKEN_LIFETIME_SECONDS);
    expect(tokens.refresh_token).toBeTruthy();
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ iss: `${base}/oidc`, aud: ctx.config.audience, sub: user.userId });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: user.userId, name: user.displayName, preferred_username: user.userName, email: user.email });

    const me = await currentUser(tokens.access_token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ userName: user.userName, name: user.displayName, kind: 'user' });

    // Silent renewal: the refresh token gives a new access token that works too.
    const refreshed = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: ctx.config.clientId, refresh_token: String(tokens.refresh_token) }),
    });
    expect(refreshed.status).toBe(200);
    const renewed = await refreshed.json() as { access_token: string; refresh_token: string };
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).toBeTruthy();
    expect((await currentUser(renewed.access_token)).status).toBe(200);

    // A second authorization in the same browser needs no password (the session cookie).
    const again = pkce();
    const second = await authorize(browser, again.challenge);
    expect(second.status).toBe(303);
    const secondCode = new URL(location(second)).searchParams.get('code');
    expect(secondCode).toBeTruthy();
    expect((await exchange(String(secondCode), again.verifier)).access_token).toBeTruthy();
  });

  it('refuses a code without the right code_verifier, and requires PKCE', async () => {
    const browser = new Browser(base);
    const challenge = pkce();
    const code = await signIn(browser, challenge);
    const res = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: ctx.config.clientId, code, code_verifier: pkce().verifier, redirect_uri: `${base}/auth/callback` }),
    });
    expect(res.status).toBe(400);
    expect((await res.json() as { error: string }).error).toBe('invalid_grant');

    const noPkce = await new Browser(base).request(`/oidc/auth?${new URLSearchParams({
      client_id: ctx.config.clientId, response_type: 'code', redirect_uri: `${base}/auth/callback`, scope: 'openid',
    })}`);
    expect(noPkce.status).toBe(303);
    expect(new URL(location(noPkce)).searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a disabled account like a wrong password', async () => {
    const disabled = await ctx.factories.user({ values: { passwordHash: await hashPassword(password), enabled: false } });
    const browser = new Browser(base);
    const start = await authorize(browser, pkce().challenge);
    const res = await browser.postForm(location(start), { username: disabled.userName, password });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(WRONG_CREDENTIALS);
  });

  it('escapes what the user typed', async () => {
    const browser = new Browser(base);
    const start = await authorize(browser, pkce().challenge);
    const res = await browser.postForm(location(start), { username: '"><script>alert(1)</script>', password: 'x' });
    const page = await res.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');

    const tooLong = await browser.postForm(location(start), { username: 'x'.repeat(300), password: 'x' });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain(WRONG_CREDENTIALS);
  });

  it('shows an expired page for an unknown interaction', async () => {
    const res = await fetch(`${base}/oidc/interaction/nope`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('expired');
  });

  it('limits password attempts per account name, whatever address (or forged X-Forwarded-For) they come from', async () => {
    const browser = new Browser(base);
    const interaction = location(await authorize(browser, pkce().challenge));
    const name = `someone-${randomBytes(3).toString('hex')}`;
    const guess = (n: number, username = name) => browser.request(interaction, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `203.0.113.${n}` },
      body: new URLSearchParams({ username, password: 'guess' }).toString(),
    });
    const statuses: number[] = [];
    for (let i = 0; i < FREE_ATTEMPTS; i++) statuses.push((await guess(i)).status);
    expect(statuses).toEqual(Array(FREE_ATTEMPTS).fill(200));
    const limited = await guess(99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const limitedPage = await limited.text();
    expect(limitedPage).toContain(TOO_MANY_ATTEMPTS);
    expect(limitedPage).toContain(`value="${name}"`);
    // The same name typed differently is the same account; another name is not held up.
    expect((await guess(100, ` ${name.toUpperCase()} `)).status).toBe(429);
    expect((await guess(101, `${name}-other`)).status).toBe(200);
  });

  it('counts guesses sent in parallel one by one', async () => {
    const browser = new Browser(base);
    const interaction = location(await authorize(browser, pkce().challenge));
    const name = `parallel-${randomBytes(3).toString('hex')}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.postForm(interaction, { username: name, password: 'guess' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(FREE_ATTEMPTS);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - FREE_ATTEMPTS);
  });

  it('holds up the right password too while the account waits, answering as for an unknown name, and lets it through after', async () => {
    const owner = await ctx.factories.user({ permissions: ['Tenants:view'], values: { passwordHash: await hashPassword(password) } });
    const browser = new Browser(base);
    const interaction = location(await authorize(browser, pkce().challenge));
    for (let i = 0; i < FREE_ATTEMPTS; i++) await browser.postForm(interaction, { username: owner.userName, password: 'guess' });
    const held = await browser.postForm(interaction, { username: owner.userName, password });
    expect(held.status).toBe(429);
    expect(await held.text()).toContain(TOO_MANY_ATTEMPTS);
    // The wait passes (here by moving it into the past): the right password signs in, the count starts again.
    await ctx.db.update(signInThrottle).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(signInThrottle.nameKey, accountBucket(owner.userId)));
    const through = await browser.postForm(interaction, { username: owner.userName, password });
    expect(through.status).toBe(303);
    expect(await ctx.db.select().from(signInThrottle).where(eq(signInThrottle.nameKey, accountBucket(owner.userId)))).toEqual([]);
  });

  it('counts every way of typing an account name against that account, and look-alikes sign in to no one (issue 26 item 1)', async () => {
    await ctx.factories.user({ permissions: ['Tenants:view'], values: { userName: 'tadmin', passwordHash: await hashPassword(password) } });
    const browser = new Browser(base);
    const interaction = location(await authorize(browser, pkce().challenge));
    const attempt = (username: string, pass: string) => browser.postForm(interaction, { username, password: pass });
    // The right password under a look-alike name (dotted capital I, fullwidth t, a zero-width space) signs in to nothing.
    for (const lookAlike of ['tadm\u0130n', '\uFF54admin', 'tad\u200Bmin']) {
      const res = await attempt(lookAlike, password);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(WRONG_CREDENTIALS);
    }
    expect((await attempt('TADMIN', 'guess')).status).toBe(200);
    expect((await attempt(' tadmin ', 'guess')).status).toBe(200);
    // Five attempts so far, all in tadmin's bucket: the account now waits, whichever way it is typed.
    expect((await attempt('tadmin', password)).status).toBe(429);
    expect((await attempt('tadm\u0130n', password)).status).toBe(429);
  });

  it('signs out through end_session and lands on /user/login', async () => {
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();
    const tokens = await exchange(await signIn(browser, { challenge }), verifier);
    const end = await browser.request(`/oidc/session/end?${new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/user/login`,
    })}`);
    expect(end.status).toBe(200);
    const page = await end.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    expect(page).toContain('name="logout" value="yes"');
    const confirm = await browser.postForm(String(action), { xsrf: String(xsrf), logout: 'yes' });
    expect(confirm.status).toBe(303);
    expect(location(confirm)).toBe(`${base}/user/login`);

    // The session is gone: the next authorization asks for the password again.
    const next = await authorize(browser, pkce().challenge);
    expect(location(next)).toMatch(/^\/oidc\/interaction\//);
    // And the refresh token died with the grant.
    const refreshed = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: ctx.config.clientId, refresh_token: String(tokens.refresh_token) }),
    });
    expect(refreshed.status).toBe(400);
  });

  it('keeps sessions in PostgreSQL, so a new app instance on the same database knows them', async () => {
    const browser = new Browser(base);
    await signIn(browser, pkce());
    const sessions = await ctx.db.select().from(oidcPayloads).where(eq(oidcPayloads.type, 'Session'));
    expect(sessions.length).toBeGreaterThan(0);

    const restarted = await buildApp({ config: ctx.config, db: ctx.db });
    try {
      const { challenge } = pkce();
      const query = new URLSearchParams({
        client_id: ctx.config.clientId, response_type: 'code', redirect_uri: `${base}/auth/callback`, scope: 'openid',
        code_challenge: challenge, code_challenge_method: 'S256',
      });
      const res = await restarted.inject({
        method: 'GET',
        url: `/oidc/auth?${query}`,
        headers: { host: new URL(base).host, cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.statusCode).toBe(303);
      expect(new URL(String(res.headers.location)).searchParams.get('code')).toBeTruthy();
    } finally {
      await restarted.close();
    }
  });

  it('a user disabled after sign-in can no longer renew', async () => {
    const other = await ctx.factories.user({ values: { passwordHash: await hashPassword(password) } });
    const browser = new Browser(base);
    const { verifier, challenge } = pkce();
    const start = await authorize(browser, challenge);
    const submitted = await browser.postForm(location(start), { username: other.userName, password });
    const code = new URL(location(await browser.request(location(submitted)))).searchParams.get('code');
    const tokens = await exchange(String(code), verifier);
    await ctx.db.update(users).set({ enabled: false }).where(eq(users.userId, other.userId));
    expect((await currentUser(tokens.access_token)).status).toBe(401);
    const refreshed = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: ctx.config.clientId, refresh_token: String(tokens.refresh_token) }),
    });
    expect(refreshed.status).toBe(400);
  });
});
