import type { Permission } from '@portal/contracts';

export interface MenuItem {
  label: string;
  /** The item's path; with `underTenant` it goes below the tenant prefix (`/devices` → `/{tenantId}/devices`). */
  path: string;
  /** Part 1 §2 lists the item under /{tenantId}; the others (Work Units, Administration) span tenants. */
  underTenant?: boolean;
  permissions: readonly Permission[];
  /** All permissions are needed; otherwise any one of them is enough. */
  requireAll?: boolean;
  icon: string;
}

export interface MenuGroup {
  label: string;
  items: readonly MenuItem[];
}

/** Part 1 §2 Navigation and §6 Menu visibility. */
export const menuGroups: readonly MenuGroup[] = [
  {
    label: 'Work Units',
    items: [
      { label: 'Work Units', path: '/workunitsv2', permissions: ['WorkUnits:view'], icon: 'workUnits' },
      { label: 'WorkUnit Communications', path: '/workunitcommunications', underTenant: true, permissions: ['WorkUnitCommunications:view'], icon: 'communications' },
      { label: 'Devices', path: '/devices', underTenant: true, permissions: ['Devices:view'], icon: 'devices' },
      { label: 'Blocks', path: '/blocks', underTenant: true, permissions: ['Blocks:view'], icon: 'blocks' },
      { label: 'Rules', path: '/rules', underTenant: true, permissions: ['Rules:view'], icon: 'rules' },
      { label: 'Compliance', path: '/compliance', underTenant: true, permissions: ['Compliance:view'], icon: 'compliance' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { label: 'Tenants', path: '/tenants', permissions: ['Tenants:edit', 'Tenants:view'], requireAll: true, icon: 'tenants' },
      { label: 'Locations', path: '/locations', permissions: ['Locations:edit', 'Locations:view'], requireAll: true, icon: 'locations' },
      { label: 'Package Catalog', path: '/packages', permissions: ['Packages:edit', 'Packages:view'], requireAll: true, icon: 'packages' },
      { label: 'Work Unit Protocols', path: '/protocols', permissions: ['WorkUnits.Protocols:edit', 'WorkUnits.Protocols:view'], requireAll: true, icon: 'protocols' },
      { label: 'Action Catalog', path: '/actioncatalog', permissions: ['ActionDefinitions:edit', 'ActionDefinitions:view'], requireAll: true, icon: 'actions' },
      {
        label: 'Pending Devices',
        path: '/pendingdevices',
        permissions: ['Devices:edit', 'Devices:view', 'PendingDevices:edit', 'PendingDevices:view'],
        requireAll: true,
        icon: 'pendingDevices',
      },
      { label: 'Tokens', path: '/tokens', permissions: ['Tokens:edit', 'Tokens:view'], requireAll: true, icon: 'tokens' },
      { label: 'Grants', path: '/grants', permissions: ['People:edit'], icon: 'grants' },
      {
        label: 'Work Unit Settings',
        path: '/workunitsettings',
        permissions: ['WorkUnits.Categories:edit', 'WorkUnits.Categories:view', 'WorkUnits.Subcategories:edit', 'WorkUnits.Subcategories:view'],
        requireAll: true,
        icon: 'workUnitSettings',
      },
      { label: 'Version Report', path: '/versionreport', permissions: ['Devices:view'], icon: 'versionReport' },
      // Beyond the spec (issue 30): the mail the portal sent or queued, for administrators.
      { label: 'Mail Outbox', path: '/mailoutbox', permissions: ['Settings:view'], icon: 'mailOutbox' },
    ],
  },
];

export function isItemVisible(item: MenuItem, has: (permission: Permission) => boolean): boolean {
  return item.requireAll ? item.permissions.every(has) : item.permissions.some(has);
}

/** The groups and items this user may see; a group shows when any of its items does. */
export function visibleMenu(has: (permission: Permission) => boolean, groups: readonly MenuGroup[] = menuGroups): MenuGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => isItemVisible(item, has)) }))
    .filter((group) => group.items.length > 0);
}

/** Work Units opens every tenant the user sees (`/workunitsv2`); `/{tenantId}/workunitsv2` is one tenant's. */
export function itemHref(item: MenuItem, tenantId: string | undefined): string {
  return tenantId && item.underTenant ? `/${tenantId}${item.path}` : item.path;
}

/** §6: the picker shows only to users with none of these. */
export const PICKER_HIDDEN_BY: readonly Permission[] = ['Blocks:view', 'Devices:view', 'PendingDevices:edit', 'Tokens:edit'];

export function showsTenantPicker(has: (permission: Permission) => boolean): boolean {
  return !PICKER_HIDDEN_BY.some(has);
}

/** §4: own work units only sends the user to the Resolution Center. */
export function resolutionCenterOnly(has: (permission: Permission) => boolean): boolean {
  return has('WorkUnits:view:mine') && !has('WorkUnits:view');
}
