import type { APIResponse, Page } from '@playwright/test';
import { accounts, expect, tenantIdOf } from './fixtures.ts';

/** The signed-in user's access token, to prepare data through the API. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith('oidc.user:')) return (JSON.parse(window.localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token;
    }
    throw new Error('not signed in');
  });
}

export interface CreatedWorkUnit {
  workUnitId: number;
  title: string;
}

/** Creates a work unit as the signed-in user, in the page's tenant unless another is given. */
export async function createWorkUnit(page: Page, body: Record<string, unknown>, tenantId = tenantIdOf(page)): Promise<CreatedWorkUnit> {
  const response = await page.request.put('/v1/workunits', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: { workUnitId: -1, tenantId, severityId: 2, ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CreatedWorkUnit;
}

export async function patchWorkUnit(page: Page, workUnitId: number, operations: unknown[]): Promise<APIResponse> {
  return page.request.patch(`/v1/workunits/${workUnitId}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` }, data: operations });
}

/** A valid change request a week ahead, approved by the manager then the administrator. */
export function changeRequestBody(title: string) {
  const start = new Date(Date.now() + 7 * 24 * 3600_000);
  return {
    workUnitTypeId: 1,
    title,
    implementationPlan: 'Apply the patch.',
    rollbackPlan: 'Restore the snapshot.',
    affectedResources: 'app01',
    environment: 'Production',
    expectedCFSAlerts: 'None expected',
    resolution: 'Planned change.',
    plannedStartTime: start.toISOString(),
    plannedFinishTime: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    approver1: accounts.manager.userName,
    approver2: accounts.admin.userName,
  };
}
