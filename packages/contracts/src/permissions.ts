/** Permission areas exactly as part 1 §6 of the spec names them. */
export const permissionAreas = [
  'ActionDefinitions', 'Blocks', 'Compliance', 'CurrentUser', 'Devices', 'NotificationEndpoints', 'Home',
  'Locations', 'Packages', 'Packets', 'PendingDevices', 'People', 'Resources', 'Rules', 'Secrets', 'Settings',
  'Subscriptions', 'Tenants', 'Tokens', 'WorkUnits', 'WorkUnits.Categories', 'WorkUnits.Protocols',
  'WorkUnits.Subcategories', 'WorkUnits.Types', 'WorkUnitCommunications', 'Visualizations',
] as const;
export type PermissionArea = (typeof permissionAreas)[number];

export const permissionActions = ['create', 'edit', 'view', 'delete'] as const;
export type PermissionAction = (typeof permissionActions)[number];

/** A permission without its provider prefix, e.g. `Tenants:edit` or `WorkUnits:view:mine`. */
export type Permission = `${PermissionArea}:${PermissionAction}` | 'WorkUnits:view:mine';

export const WORK_UNITS_VIEW_MINE: Permission = 'WorkUnits:view:mine';

/** Every permission the product knows, without prefix. */
export const allPermissions: readonly Permission[] = [
  ...permissionAreas.flatMap((area) => permissionActions.map((action) => `${area}:${action}` as Permission)),
  WORK_UNITS_VIEW_MINE,
];

export function isPermission(value: string): value is Permission {
  return (allPermissions as readonly string[]).includes(value);
}

/** Default provider prefix; the server's PERMISSION_PREFIX may change it. */
export const DEFAULT_PERMISSION_PREFIX = 'Portal';

export function withPrefix(prefix: string, permission: Permission): string {
  return `${prefix}.${permission}`;
}

/** Strips the provider prefix (`Portal.Tenants:view` -> `Tenants:view`); unknown strings give undefined. */
export function withoutPrefix(full: string): Permission | undefined {
  if (isPermission(full)) return full;
  // Areas may hold a dot themselves (WorkUnits.Categories), so try the text after every dot before the colon.
  const colon = full.indexOf(':');
  for (let i = full.indexOf('.'); i !== -1 && i < colon; i = full.indexOf('.', i + 1)) {
    const candidate = full.slice(i + 1);
    if (isPermission(candidate)) return candidate;
  }
  return undefined;
}
