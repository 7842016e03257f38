import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { subscriptionEntity } from '../subscriptions/subscriptions.entity.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { rules } from './rules.table.ts';

/** What `v1/rules` lists may filter, sort, select and expand (`$expand=tenant,subscription` for the grid's names). */
export const ruleEntity: EntityDef = defineEntity({
  name: 'rule',
  table: rules,
  fields: {
    ruleId: { column: rules.ruleId, type: 'guid' },
    tenantId: { column: rules.tenantId, type: 'guid' },
    subscriptionId: { column: rules.subscriptionId, type: 'guid' },
    name: { column: rules.name, type: 'string' },
    description: { column: rules.description, type: 'string' },
    ruleTypeId: { column: rules.ruleTypeId, type: 'number' },
    enabled: { column: rules.enabled, type: 'boolean' },
    matchLifetime: { column: rules.matchLifetime, type: 'string' },
    useSlidingExpiration: { column: rules.useSlidingExpiration, type: 'boolean' },
    timeConditions: { column: rules.timeConditions, type: 'json', filterable: false, sortable: false },
    conditions: { column: rules.conditions, type: 'json', filterable: false, sortable: false },
    matchActions: { column: rules.matchActions, type: 'json', filterable: false, sortable: false },
    expirationActions: { column: rules.expirationActions, type: 'json', filterable: false, sortable: false },
    created: { column: rules.created, type: 'date' },
    modified: { column: rules.modified, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: rules.tenantId, foreignKey: tenants.tenantId },
    subscription: { entity: () => subscriptionEntity, kind: 'one', localKey: rules.subscriptionId, foreignKey: subscriptions.subscriptionId },
  },
  searchable: ['name', 'description', 'tenant/name', 'subscription/name'],
  defaultOrderBy: 'name asc',
});
