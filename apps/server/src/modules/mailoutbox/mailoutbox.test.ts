import type { Permission } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../platform/mail/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}

describe('GET v1/mailoutbox', () => {
  it('answers 401 without a token and 403 without Settings:view', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/mailoutbox' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/mailoutbox', headers: await bearerFor(['Tenants:view', 'ActionDefinitions:view']) })).statusCode).toBe(403);
  });

  it("lists the messages of the administrator's tenants, newest first, with OData options", async () => {
    const a = await ctx.factories.tenant({ name: 'Contoso' });
    const b = await ctx.factories.tenant({ name: 'Fabrikam' });
    const mailer = createMailer({ db: ctx.db, config: { publicUrl: ctx.config.publicUrl } });
    let minute = 0;
    const clocked = createMailer({ db: ctx.db, config: { publicUrl: ctx.config.publicUrl }, clock: () => new Date(Date.UTC(2026, 0, 1, 0, minute++)) });
    const first = await clocked.send({ tenantId: a.tenantId, to: 'ops@contoso.example', subject: 'First', text: 'one', kind: 'callMe' });
    const second = await clocked.send({ tenantId: a.tenantId, to: 'ops@contoso.example', subject: 'Second <b>', text: 'two', html: '<p>two</p>', kind: 'action' });
    const foreign = await mailer.send({ tenantId: b.tenantId, to: 'ops@fabrikam.example', subject: 'Foreign', text: 'x', kind: 'action' });

    const headers = await bearerFor(['Settings:view'], [a.tenantId]);
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/mailoutbox?$count=true&$expand=tenant', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@odata.count']).toBe(2);
    expect(body.value.map((m: { mailId: string }) => m.mailId)).toEqual([second.mailId, first.mailId]);
    expect(body.value[0]).toMatchObject({
      tenantId: a.tenantId, kind: 'action', to: 'ops@contoso.example', subject: 'Second <b>', text: 'two', html: '<p>two</p>',
      status: 'queued', statusReason: null, sent: null, tenant: { tenantId: a.tenantId, name: 'Contoso' },
    });
    expect(JSON.stringify(body)).not.toContain(foreign.mailId);

    const filtered = await ctx.app.inject({ method: 'GET', url: "/v1/mailoutbox?$filter=kind eq 'callMe'&$select=mailId,subject", headers });
    expect(filtered.json().value).toEqual([{ mailId: first.mailId, subject: 'First' }]);

    const everywhere = await ctx.app.inject({ method: 'GET', url: '/v1/mailoutbox?$count=true', headers: await bearerFor(['Settings:view']) });
    expect(everywhere.json().value.map((m: { mailId: string }) => m.mailId)).toContain(foreign.mailId);

    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/mailoutbox?$filter=password eq 1', headers });
    expect(bad.statusCode).toBe(400);
  });
});
