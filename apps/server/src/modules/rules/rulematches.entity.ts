import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { ruleEntity } from './rules.entity.ts';
import { rules } from './rules.table.ts';
import { ruleMatches } from './rulematches.table.ts';

/** What `v1/rulematches` lists may filter, sort, select and expand (`$expand=rule` for its name and lifetime). */
export const ruleMatchEntity: EntityDef = defineEntity({
  name: 'ruleMatch',
  table: ruleMatches,
  fields: {
    ruleMatchId: { column: ruleMatches.ruleMatchId, type: 'guid' },
    ruleId: { column: ruleMatches.ruleId, type: 'guid' },
    tenantId: { column: ruleMatches.tenantId, type: 'guid' },
    subjectId: { column: ruleMatches.subjectId, type: 'string' },
    label: { column: ruleMatches.label, type: 'string' },
    rulePacket: { column: ruleMatches.rulePacket, type: 'json', filterable: false, sortable: false },
    packetId: { column: ruleMatches.packetId, type: 'guid' },
    created: { column: ruleMatches.created, type: 'date' },
    matchCount: { column: ruleMatches.matchCount, type: 'number' },
    firstMatch: { column: ruleMatches.firstMatch, type: 'date' },
    lastMatch: { column: ruleMatches.lastMatch, type: 'date' },
    expires: { column: ruleMatches.expires, type: 'date' },
    inMaintenance: { column: ruleMatches.inMaintenance, type: 'boolean' },
    completionProcessed: { column: ruleMatches.completionProcessed, type: 'boolean' },
    modified: { column: ruleMatches.modified, type: 'date' },
  },
  relations: {
    rule: { entity: () => ruleEntity, kind: 'one', localKey: ruleMatches.ruleId, foreignKey: rules.ruleId },
  },
  searchable: ['label', 'subjectId', 'rule/name'],
  defaultOrderBy: 'created desc',
});
