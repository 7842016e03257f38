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
