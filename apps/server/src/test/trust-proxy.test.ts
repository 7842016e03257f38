import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.ts';
import { ACCESS_REQUESTS_PER_MINUTE } from '../modules/workunits/access-request.routes.ts';
import { createTestContext } from './context.ts';

const body = {
  requestType: 'New Account', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.test', phone: '555-555-5555',
  environment: 'IL5', citizenship: 'U.S. Citizen', designation: 'Contractor', company: 'Acme', organization: 'SSC',
  acknowledgeUsage: true, acknowledgeCredentials: true,
};

/** Access requests from one socket address, each naming another client in X-Forwarded-For. */
async function statusesWithForgedAddresses(env: Record<string, string>) {
  const ctx = await createTestContext(env);
  await ctx.factories.tenant({ name: 'Intake' });
  const statuses: number[] = [];
  for (let i = 0; i <= ACCESS_REQUESTS_PER_MINUTE; i++) {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/v1/accessrequest', payload: body, remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('is off by default: a forged X-Forwarded-For does not escape a per-address limit', async () => {
    const statuses = await statusesWithForgedAddresses({});
    expect(statuses.at(-1)).toBe(429);
  });

  it('when set, takes the client address from the trusted proxy', async () => {
    const statuses = await statusesWithForgedAddresses({ TRUST_PROXY: '198.51.100.0/24' });
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('takes true, false, a hop count or addresses, and names a bad value', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('yes please')).toThrow(/TRUST_PROXY must be true, false, a hop count/);
  });
});
