import { type Permission, allPermissions } from '@portal/contracts';

const crud = (area: string, ...actions: Array<'create' | 'edit' | 'view' | 'delete'>) =>
  actions.map((a) => `${area}:${a}` as Permission);
const viewOf = (...areas: string[]) => areas.map((a) => `${a}:view` as Permission);

/** The roles every install starts with; operators add their own with `npm run admin`. */
export const builtInRoles: Record<string, { description: string; permissions: Permission[] }> = {
  Administrator: {
    description: 'Everything, in every tenant it is granted for.',
    permissions: allPermissions.filter((p) => p !== 'WorkUnits:view:mine'),
  },
  'Support Agent': {
    description: 'Works tickets and watches devices.',
    permissions: [
      ...crud('WorkUnits', 'create', 'edit', 'view'),
      ...crud('WorkUnitCommunications', 'create', 'edit', 'view'),
      ...viewOf('WorkUnits.Categories', 'WorkUnits.Subcategories', 'WorkUnits.Types', 'WorkUnits.Protocols',
        'Devices', 'Blocks', 'Rules', 'Packets', 'People', 'CurrentUser', 'Home', 'Locations', 'Tenants',
        'Subscriptions', 'Compliance'),
    ],
  },
  'Program Manager': {
    description: 'Administers tenants, subscriptions, locations, compliance and work unit settings.',
    permissions: [
      ...crud('WorkUnits', 'create', 'edit', 'view'),
      ...crud('WorkUnitCommunications', 'create', 'edit', 'view', 'delete'),
      ...crud('Tenants', 'create', 'edit', 'view'),
      ...crud('Subscriptions', 'create', 'edit', 'view'),
      ...crud('Locations', 'create', 'edit', 'view', 'delete'),
      ...crud('Compliance', 'create', 'edit', 'view', 'delete'),
      ...crud('WorkUnits.Categories', 'create', 'edit', 'view', 'delete'),
      ...crud('WorkUnits.Subcategories', 'create', 'edit', 'view', 'delete'),
      ...viewOf('WorkUnits.Types', 'WorkUnits.Protocols', 'Devices', 'Blocks', 'Rules', 'Packets', 'People',
        'CurrentUser', 'Home', 'Packages', 'Secrets'),
    ],
  },
  Customer: {
    description: 'A customer of one tenant: its own incidents in the Resolution Center.',
    permissions: ['WorkUnits:view:mine', 'CurrentUser:view', 'Home:view'],
  },
  Integration: {
    description: "An API token's identity: agents and integrations of its tenant.",
    permissions: [
      ...crud('Devices', 'create', 'edit', 'view'),
      ...crud('PendingDevices', 'create', 'view'),
      ...crud('Packets', 'create', 'view'),
      ...crud('Blocks', 'create', 'edit', 'view'),
      ...crud('WorkUnits', 'create', 'view'),
      // No Locations or Subscriptions: nothing an agent or integration does reads them (docs/permissions.md).
      ...viewOf('CurrentUser', 'Packages'),
    ],
  },
};

export type BuiltInRoleName = keyof typeof builtInRoles;
