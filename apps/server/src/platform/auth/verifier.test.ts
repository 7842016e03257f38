import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type TestIdp, signingKey, startTestIdp } from './idp.fixture.ts';
import { TokenRefused } from './refusal.ts';
import { createRefusalLog } from './refusal-log.ts';
import { createVerifier } from './verifier.ts';

let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp.close();
});

const quiet = { info() {}, warn() {}, error() {} };

describe('key set refetch on an unknown kid (issue 20 item 7)', () => {
  it('fetches the key set again at most once per cooldown, however many unknown kids arrive', async () => {
    const config = loadConfig({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'api://portal-test' });
    const verifier = createVerifier(config, { jwksCooldownMs: 1_000 });
    verifier.start(quiet);
    try {
      await verifier.verify(await idp.token({ sub: 'a' }));
      const before = idp.hits.jwks;
      const stranger = await signingKey();
      const forged = await Promise.all(Array.from({ length: 20 }, () => idp.token({ sub: 'b' }, { key: { ...stranger, kid: randomUUID() } })));
      const results = await Promise.allSettled(forged.map((t) => verifier.verify(t)));
      expect(results.every((r) => r.status === 'rejected' && r.reason instanceof TokenRefused && r.reason.reason === 'unknown-key')).toBe(true);
      expect(idp.hits.jwks - before).toBeLessThanOrEqual(1);
    } finally {
      verifier.stop();
    }
  });
});

describe('refusal log', () => {
  it('logs at most perWindow lines per reason and issuer, then reports how many it left out', () => {
    const lines: Array<Record<string, unknown>> = [];
    let now = 0;
    const log = createRefusalLog({ warn: (obj: Record<string, unknown>) => void lines.push(obj) } as never, { perWindow: 2, windowMs: 1_000, now: () => now });
    const expired = new TokenRefused('expired', 'The access token has expired.');
    for (let i = 0; i < 5; i++) log(expired, undefined);
    log(new TokenRefused('signature', 'bad'), undefined);
    expect(lines.map((l) => l.reason)).toEqual(['expired', 'expired', 'signature']);
    now = 1_000;
    log(expired, undefined);
    expect(lines.at(-1)).toMatchObject({ reason: 'expired', suppressedSinceLast: 3 });
  });
});

/** Issue 26 item 6 and, for token claims, item 5. */
describe('token checks', () => {
  const config = () => loadConfig({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'api://portal-test', OIDC_CLOCK_TOLERANCE_SECONDS: '60' });
  const now = () => Math.floor(Date.now() / 1000);

  async function refusal(token: string) {
    const verifier = createVerifier(config());
    verifier.start(quiet);
    try {
      await verifier.verify(token);
      return 'accepted';
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
      return { reason: error.reason, message: error.message, detail: error.detail };
    }
  }

  it('requires exp', async () => {
    expect(await refusal(await idp.token({ sub: 'a' }, { expiresIn: null })))
      .toEqual({ reason: 'claims', message: 'The access token lacks a claim the portal needs.', detail: 'missing required "exp" claim' });
    expect(await refusal(await idp.token({ sub: 'a' }))).toBe('accepted');
  });

  it('requires sub to be a non-empty string', async () => {
    for (const sub of [12345, 0, true, ['a'], { id: 'a' }]) {
      expect(await refusal(await idp.token({ sub }))).toMatchObject({ reason: 'claims', message: 'The access token\'s subject (sub) is not a string.' });
    }
    expect(await refusal(await idp.token({}))).toMatchObject({ reason: 'no-subject' });
    expect(await refusal(await idp.token({ sub: '' }))).toMatchObject({ reason: 'no-subject' });
  });

  it('refuses iat further ahead than the clock tolerance, and takes it within', async () => {
    expect(await refusal(await idp.token({ sub: 'a', iat: now() + 3600 }))).toMatchObject({ reason: 'not-yet-valid', message: 'The access token is not valid yet.' });
    expect(await refusal(await idp.token({ sub: 'a', iat: now() + 90 }))).toMatchObject({ reason: 'not-yet-valid' });
    expect(await refusal(await idp.token({ sub: 'a', iat: now() + 30 }))).toBe('accepted');
  });

  it('refuses a control character in any claim the portal reads, and nowhere else', async () => {
    const bad = [
      { sub: 'a\u0000b' }, { sub: 'a', email: 'eve\u0000@example.com' }, { sub: 'a', name: 'E\u0000ve' },
      { sub: 'a', preferred_username: 'eve\u001b' }, { sub: 'a', upn: 'eve\u0085' }, { sub: 'a', groups: ['ok', 'ad\u0000mins'] },
      { sub: 'a', groups: 'ad\u007fmins' },
    ];
    for (const claims of bad) {
      const refused = await refusal(await idp.token(claims));
      expect(refused).toMatchObject({ reason: 'claims', message: expect.stringMatching(/^The access token's claim '\w+' holds a control character\.$/) });
    }
    // A claim the portal does not read may hold what it likes (an address's lines, say).
    expect(await refusal(await idp.token({ sub: 'a', address: { formatted: 'One Street\nTown' }, name: 'Eve Adams' }))).toBe('accepted');
  });
});
