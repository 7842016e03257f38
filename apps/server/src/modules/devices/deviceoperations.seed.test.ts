import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/users.table.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
  await seedIfEmpty(ctx.db, ctx.config);
  const [admin] = await ctx.db.select({ userId: users.userId }).from(users).where(eq(users.userName, 'admin'));
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin!.userId)}` };
});

interface Row { deviceOperationId: string; label: string; queued: boolean; latestPacket: { timestamp: string; message: { Value: unknown } } | null; operation: { name: string } }

describe('the demo device operations', () => {
  it('give web-01 a CPU metric and an availability check with recent values, and a queued on-demand disk check', async () => {
    const devices = (await ctx.app.inject({ method: 'GET', url: "/v1/devices?$filter=name eq 'web-01'&$select=deviceId", headers })).json();
    const deviceId = devices.value[0].deviceId as string;
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations?$filter=deviceId eq ${deviceId}&$expand=operation`, headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().value as Row[];
    expect(rows.map((r) => [r.label, r.operation.name, r.queued])).toEqual([
      ['CPU', 'Metric', false], ['Disk /', 'Metric', true], ['https://web-01.example.com/health', 'Availability', false],
    ]);
    const cpu = rows[0]!;
    expect(cpu.latestPacket?.message.Value).toBeTypeOf('number');
    expect(Date.now() - new Date(cpu.latestPacket!.timestamp).getTime()).toBeLessThan(10 * 60_000);
    const logs = (await ctx.app.inject({ method: 'GET', url: `/v1/deviceOperations/${rows[2]!.deviceOperationId}/logs`, headers })).json();
    expect(logs.value).toHaveLength(1);
  });
});
