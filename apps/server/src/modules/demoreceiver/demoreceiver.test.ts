import { createHmac } from 'node:crypto';
import { demoReceiverMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { OutboundRefusedError, portalOutbound } from '../../platform/outbound/index.ts';
import { secretsFor } from '../../platform/secrets/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createSigningSecrets } from '../actiondefinitions/index.ts';
import { createDemoReceiverService } from './demoreceiver.service.ts';

let ctx: TestContext;
let port: number;
let tenantA: string;
let tenantB: string;
let secretA: string | undefined;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO_FEED: 'true' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
  tenantA = (await ctx.factories.tenant({ name: 'Alpha' })).tenantId;
  tenantB = (await ctx.factories.tenant({ name: 'Beta' })).tenantId;
  const signing = createSigningSecrets({ db: ctx.db, secrets: secretsFor(ctx.config) });
  secretA = (await signing.signingSecrets(tenantA))[0];
  await signing.signingSecrets(tenantB);
});

/** Standard Webhooks headers, computed here from the spec rather than with the portal's own signer. */
function signed(secret: string, id: string, body: string, timestamp = Math.floor(Date.now() / 1000)) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': `v1,${signature}` };
}

const hookUrl = (host: string) => `http://${host}/v1/demoreceiver/hooks?queue=ops`;

describe('the demo receiver through outbound', () => {
  it('is reached at demo-receiver.invalid, records a signed delivery under its tenant once per webhook-id', async () => {
    const outbound = portalOutbound(ctx.config, { demoReceiver: true, server: ctx.app.server });
    const body = '{\n  "rule": "CPU high", "value": 97\n}';
    const headers = { ...signed(secretA!, 'msg_1', body), authorization: 'Bearer not-kept' };
    const first = await outbound({ method: 'POST', url: hookUrl('demo-receiver.invalid'), headers, body });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ received: true, tenantId: tenantA, webhookId: 'msg_1', deliveries: 1 });
    const again = await outbound({ method: 'POST', url: hookUrl('demo-receiver.invalid'), headers, body });
    expect(JSON.parse(again.body).deliveries).toBe(2);

    const admin = await ctx.factories.user({ permissions: ['ActionDefinitions:view'], tenantIds: [tenantA] });
    const list = await ctx.app.inject({ method: 'GET', url: '/v1/demoreceiver/deliveries?$count=true', headers: { authorization: `Bearer ${await ctx.tokenFor(admin.userId)}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json()['@odata.count']).toBe(1);
    const [delivery] = list.json().value;
    expect(delivery).toMatchObject({ tenantId: tenantA, webhookId: 'msg_1', method: 'POST', path: '/v1/demoreceiver/hooks?queue=ops', body, deliveries: 2 });
    expect(delivery.headers['webhook-id']).toBe('msg_1');
    expect(delivery.headers.host).toBe('demo-receiver.invalid');
    expect(delivery.headers.authorization).toBeUndefined();

    const other = await ctx.factories.user({ permissions: ['ActionDefinitions:view'], tenantIds: [tenantB] });
    const foreign = await ctx.app.inject({ method: 'GET', url: '/v1/demoreceiver/deliveries?$count=true', headers: { authorization: `Bearer ${await ctx.tokenFor(other.userId)}` } });
    expect(foreign.json()).toEqual({ '@odata.count': 0, value: [] });
  });

  it('refuses the same listener by any other name of loopback', async () => {
    const outbound = portalOutbound(ctx.config, { demoReceiver: true, server: ctx.app.server });
    const body = '{}';
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `[::ffff:127.0.0.1]:${port}`, `2130706433:${port}`, `0177.0.0.1:${port}`]) {
      const error = await outbound({ method: 'POST', url: hookUrl(host), headers: signed(secretA!, `msg_${host}`, body), body }).catch((e: unknown) => e);
      expect([host, error instanceof OutboundRefusedError]).toEqual([host, true]);
    }
    // With the demo feed off the name is not mapped, so it never reaches this listener.
    const off = portalOutbound(ctx.config, { demoReceiver: false, server: ctx.app.server });
    const error = await off({ method: 'POST', url: hookUrl('demo-receiver.invalid'), body, timeoutMs: 5000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
  });

  it('refuses a delivery without the headers or with a signature of no tenant, and records nothing', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/v1/demoreceiver/hooks', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(demoReceiverMessages.missingHeaders);
    const forged = await ctx.app.inject({
      method: 'POST', url: '/v1/demoreceiver/hooks', payload: '{"a":1}', headers: signed(`whsec_${Buffer.from('x'.repeat(24)).toString('base64')}`, 'msg_forged', '{"a":1}'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(demoReceiverMessages.badSignature);
    const stale = await ctx.app.inject({ method: 'POST', url: '/v1/demoreceiver/hooks', payload: '{}', headers: signed(secretA!, 'msg_old', '{}', Math.floor(Date.now() / 1000) - 3600) });
    expect(stale.statusCode).toBe(401);
    const tampered = await ctx.app.inject({ method: 'POST', url: '/v1/demoreceiver/hooks', payload: '{"value":1}', headers: signed(secretA!, 'msg_t', '{"value":2}') });
    expect(tampered.statusCode).toBe(401);
  });

  it('answers 404 saying so while DEMO_FEED is off', async () => {
    const service = createDemoReceiverService({ db: ctx.db, config: { ...ctx.config, DEMO_FEED: 'false' } });
    await expect(service.receive({ method: 'POST', path: '/', headers: signed(secretA!, 'msg_off', '{}'), body: '{}' }))
      .rejects.toMatchObject({ statusCode: 404, message: demoReceiverMessages.off });
  });
});
