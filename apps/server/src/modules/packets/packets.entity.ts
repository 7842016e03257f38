import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { packets } from './packets.table.ts';

/**
 * What `GET v1/packets` may filter, sort and select. Filter by `entityId` (`eq` or `in (…)`) and sort by
 * `timestamp desc`: the (entity_id, timestamp desc) index of every day partition answers that directly.
 */
export const packetEntity: EntityDef = defineEntity({
  name: 'packet',
  table: packets,
  fields: {
    packetId: { column: packets.packetId, type: 'guid' },
    tenantId: { column: packets.tenantId, type: 'guid' },
    entityId: { column: packets.entityId, type: 'guid' },
    timestamp: { column: packets.timestamp, type: 'date' },
    received: { column: packets.received, type: 'date' },
    message: { column: packets.message, type: 'json', filterable: false, sortable: false },
  },
  relations: {},
  searchable: [],
  defaultOrderBy: 'timestamp desc',
});
