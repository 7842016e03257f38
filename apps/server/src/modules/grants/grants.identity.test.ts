import { ADMINISTRATOR_ROLE, grantMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../platform/permissions/roles.table.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';

/** Issue 26 item 1: group names of grants are identities, made and compared as docs/identity.md says. */
let ctx: TestContext;
let admin: Record<string, string>;
let roleId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await ctx.factories.user({ role: ADMINISTRATOR_ROLE });
  admin = { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
  const [role] = await ctx.db.select().from(roles);
  roleId = role!.roleId;
});

const addGroupGrant = (groupName: string) =>
  ctx.app.inject({ method: 'PUT', url: '/v1/grants', headers: admin, payload: { principalKind: 'group', groupName, roleId, tenantIds: null } });

describe('group names of grants', () => {
  it.each([
    ['the Kelvin sign', 'ops-\u212A'],
    ['fullwidth letters', '\uFF4Fps-k'],
    ['a zero-width space', 'ops\u200B-k'],
    ['a right-to-left override', 'ops-\u202Ek'],
  ])('with %s are refused (400, naming the field)', async (_what, groupName) => {
    const res = await addGroupGrant(groupName);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(grantMessages.groupLookAlike);
    expect(res.json().message).toContain('groupName');
  });

  it('are one group in any ASCII letter case, but not with a dotted capital I', async () => {
    expect((await addGroupGrant('Ops-Kilo')).statusCode).toBe(200);
    const again = await addGroupGrant(' OPS-KILO ');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(grantMessages.duplicate);
    expect((await addGroupGrant('Ops-K\u0130lo')).statusCode).toBe(200);
  });

  it('are stored in NFC', async () => {
    const res = await addGroupGrant('Jose\u0301 team');
    expect(res.statusCode).toBe(200);
    expect(res.json().groupName).toBe('Jos\u00e9 team');
  });
});
