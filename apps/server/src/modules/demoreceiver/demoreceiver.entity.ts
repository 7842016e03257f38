import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { demoDeliveries } from './demoreceiver.table.ts';

/** What `v1/demoreceiver/deliveries` lists may filter, sort and select. */
export const demoDeliveryEntity: EntityDef = defineEntity({
  name: 'demoDelivery',
  table: demoDeliveries,
  fields: {
    deliveryId: { column: demoDeliveries.deliveryId, type: 'guid' },
    tenantId: { column: demoDeliveries.tenantId, type: 'guid' },
    webhookId: { column: demoDeliveries.webhookId, type: 'string' },
    method: { column: demoDeliveries.method, type: 'string' },
    path: { column: demoDeliveries.path, type: 'string' },
    headers: { column: demoDeliveries.headers, type: 'json' },
    body: { column: demoDeliveries.body, type: 'string' },
    deliveries: { column: demoDeliveries.deliveries, type: 'number' },
    firstReceived: { column: demoDeliveries.firstReceived, type: 'date' },
    lastReceived: { column: demoDeliveries.lastReceived, type: 'date' },
  },
  searchable: ['webhookId', 'path', 'body'],
  defaultOrderBy: 'lastReceived desc',
});
