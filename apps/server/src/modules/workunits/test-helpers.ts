import { expect } from 'vitest';
import type { Permission } from '@portal/contracts';
import { type TestContext, createTestContext } from '../../test/context.ts';

/** Calls the app as one user: `call('GET', '/v1/workunits')`. */
export async function clientFor(ctx: TestContext, options: { permissions?: Permission[]; role?: string; tenantIds?: string[]; values?: Record<string, unknown> }) {
  const user = await ctx.factories.user(options);
  const token = await ctx.tokenFor(user.userId);
  const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { user, token, call };
}

export type Client = Awaited<ReturnType<typeof clientFor>>;

export const agentPermissions: Permission[] = ['WorkUnits:view', 'WorkUnits:create', 'WorkUnits:edit'];

/** A file's fixture: a test context, an agent who may view, create and edit, and a tenant of its own. */
export async function agentWithTenant(tenant: Parameters<TestContext['factories']['tenant']>[0] = { assignmentGroups: 'Service Desk,Network Team' }) {
  const ctx = await createTestContext();
  const agent = await clientFor(ctx, { permissions: agentPermissions });
  const { tenantId } = await ctx.factories.tenant(tenant);
  return { ctx, agent, tenantId };
}

export function incidentBody(tenantId: string, extra: Record<string, unknown> = {}) {
  return { workUnitId: -1, title: 'Printer on fire', description: 'It is burning.', workUnitTypeId: 3, severityId: 2, tenantId, ...extra };
}

export function changeRequestBody(tenantId: string, extra: Record<string, unknown> = {}) {
  return {
    workUnitId: -1, title: 'Upgrade the database', workUnitTypeId: 1, severityId: 3, tenantId,
    implementationPlan: 'Run the upgrade.', rollbackPlan: 'Restore the snapshot.', affectedResources: 'db01',
    environment: 'Production', expectedCFSAlerts: 'None', plannedStartTime: '2030-01-01T10:00:00.000Z',
    plannedFinishTime: '2030-01-01T12:00:00.000Z', approver1: 'alice@example.test', approver2: 'bob@example.test',
    resolution: 'Upgraded.', ...extra,
  };
}

export function intakeBody(tenantId: string, extra: Record<string, unknown> = {}) {
  return {
    workUnitId: -1, title: 'Caller cannot log in', description: 'Password expired.', workUnitTypeId: 2, severityId: 0, tenantId,
    stakeHolderFullName: 'Carla Caller', stakeholderPhoneNumber: '555-555-5555', source: 'Phone', customValue13: 'SingleUser', ...extra,
  };
}

/** Asserts a response's status, showing its body when it differs. */
export function expectStatus(res: { statusCode: number; body: string }, status: number): void {
  expect({ statusCode: res.statusCode, body: res.statusCode === status ? '' : res.body }).toEqual({ statusCode: status, body: '' });
}
