/**
 * `POST /v1/packets` while the rules are behind (ADR 0015): the call is held until the backlog is under
 * PACKET_BACKLOG_MAX and stored then, or refused with 503 and Retry-After once PACKET_BACKLOG_WAIT_MS runs out.
 * The app's job runner says it runs (as a serving node's does) but nothing drains the outbox here: the test
 * makes and clears the backlog itself.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../../platform/jobs/runner.ts';
import { createTestContext } from '../../test/context.ts';
import { createPacketsService } from './packets.service.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const jobs = { ...createJobRunner({ log: silent }), running: () => true };
const ctx = await createTestContext({ PACKET_BACKLOG_MAX: '1', PACKET_BACKLOG_WAIT_MS: '3000' }, { jobs });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /v1/packets while the rules are behind', () => {
  it('holds the call until the backlog clears, and refuses it (503, Retry-After) when it does not clear in time', async () => {
    const tenant = await ctx.factories.tenant();
    const grant = await ctx.factories.tokenGrant({ tenantId: tenant.tenantId });
    const entityId = randomUUID();
    await createPacketsService({ db: ctx.db }).registerEntities(ctx.db, tenant.tenantId, [{ entityId, kind: 'device' }]);
    const post = () => ctx.app.inject({
      method: 'POST', url: '/v1/packets', headers: { authorization: `Bearer ${grant.token}` },
      payload: [{ packetId: randomUUID(), entityId, timestamp: new Date().toISOString(), message: { Value: 1 } }],
    });
    const backlog = (n: number) => ctx.db.$client.query(`
      insert into packet_arrivals (tenant_id, packet_id, entity_id, "timestamp", kind, message)
      select $1, gen_random_uuid(), $2, now(), 'device', '{}' from generate_series(1, $3)`, [tenant.tenantId, entityId, n]);

    await backlog(3);
    // The backlog is read in the background, by the calls that find the reading old: this one reads it.
    expect((await post()).statusCode).toBe(200);
    await sleep(200);

    const refused = await post();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');

    let answered = false;
    const held = post().then((answer) => {
      answered = true;
      return answer;
    });
    await sleep(500);
    expect(answered).toBe(false);
    await ctx.db.$client.query('delete from packet_arrivals');
    const stored = await held;
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ stored: 1 });
  });
});
