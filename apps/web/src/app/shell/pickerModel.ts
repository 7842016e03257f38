import type { SubscriptionLookup } from '../queries.ts';

export const TENANT_ID_MISSING = 'Tenant ID is missing';
export const CONTEXT_UPDATE_FAILED = 'Failed to update tenant subscription context';

export interface PickerForm {
  tenant: string;
  subscriptionId: string;
}

/** Subscriptions of the chosen tenant, or of the chosen subscription's tenant when no tenant is chosen. */
export function subscriptionsFor(all: readonly SubscriptionLookup[], tenantId: string, subscriptionId: string): SubscriptionLookup[] {
  const tenant = tenantId || all.find((s) => s.subscriptionId === subscriptionId)?.tenantId;
  const list = tenant ? all.filter((s) => s.tenantId === tenant) : [...all];
  return list.sort((a, b) => a.name.localeCompare(b.name));
}
