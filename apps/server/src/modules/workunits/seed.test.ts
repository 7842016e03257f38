import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import seedWorkUnitCategories from '../workunitcategories/seed.ts';
import seedWorkUnitSubcategories from '../workunitsubcategories/seed.ts';
import seedWorkUnits from './seed.ts';
import { agentPermissions, clientFor, expectStatus } from './test-helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('demo work units', () => {
  it('give each demo tenant work units of every type and state, with notes and history', async () => {
    const tenants = await Promise.all(['Contoso', 'Fabrikam'].map((name) => ctx.factories.tenant({
      name, assignmentGroups: 'Service Desk,Network Team', workUnitFieldDef1: JSON.stringify({ Name: 'Site', Type: 2, Options: ['HQ', 'Branch'] }),
    })));
    const customer = await clientFor(ctx, { role: 'Customer', tenantIds: [tenants[0]!.tenantId], values: { contextTenantId: tenants[0]!.tenantId } });
    const seedContext = { db: ctx.db, config: ctx.config, tenants, subscriptions: [] };
    await seedWorkUnitCategories(seedContext);
    await seedWorkUnitSubcategories(seedContext);
    await seedWorkUnits(seedContext);

    const combos = await ctx.db.execute<{ tenant_id: string; n: number }>(sql`
      select tenant_id, count(distinct (work_unit_type_id, state_id))::int as n from work_units group by tenant_id`);
    expect(combos.rows.map((r) => r.n)).toEqual([32, 32]);
    const [counts] = (await ctx.db.execute<{ units: number; notes: number; history: number; relations: number }>(sql`
      select (select count(*) from work_units)::int as units, (select count(*) from work_unit_notes)::int as notes,
             (select count(*) from work_unit_history)::int as history, (select count(*) from work_unit_relations)::int as relations`)).rows;
    expect(counts?.units).toBe(240);
    expect(counts?.notes).toBeGreaterThan(240);
    expect(counts?.history).toBeGreaterThan(240);
    expect(counts?.relations).toBeGreaterThan(0);
    // Categories and subcategories come from their services (cli:seed), and work units use them.
    const [picked] = (await ctx.db.execute<{ subcategorized: number; by: string }>(sql`
      select (select count(*) from work_units where work_unit_subcategory_id is not null)::int as subcategorized,
             (select min(created_by) from work_unit_categories) as by`)).rows;
    expect(picked?.subcategorized).toBeGreaterThan(0);
    expect(picked?.by).toBe('cli:seed');

    // The seeded rows are valid: an agent can acknowledge a seeded New change request.
    const agent = await clientFor(ctx, { permissions: agentPermissions });
    const list = await agent.call('GET', `/v1/workunits?$filter=${encodeURIComponent('stateId eq 1 and workUnitTypeId eq 1')}&$top=1&$select=workUnitId,customValue1`);
    const [first] = list.json().value as Array<{ workUnitId: number; customValue1: string }>;
    expect(first?.customValue1).toBe('HQ');
    const ack = await agent.call('PATCH', `/v1/workunits/${first?.workUnitId}`, [{ op: 'replace', path: '/stateId', value: 2 }]);
    expectStatus(ack, 200);

    // A demo customer reports some incidents of its tenant, so its Resolution Center is not empty.
    const own = await customer.call('GET', '/v1/workunits/rc?$count=true&$top=1000');
    expectStatus(own, 200);
    expect(own.json()['@odata.count']).toBeGreaterThan(5);
    expect(own.json().value.every((w: { tenantId: string }) => w.tenantId === tenants[0]!.tenantId)).toBe(true);
    expect(own.json().value.some((w: { status: string }) => w.status === 'Done')).toBe(true);
  });
});
