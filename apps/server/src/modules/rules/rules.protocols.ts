import { BUILT_IN_ACTION_IDS } from '@portal/contracts';
import { type SQL, and, count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rules } from './rules.table.ts';

/**
 * Rules whose create-work-unit action (match or expiration) opens work units under this protocol: its
 * ProtocolId parameter names it (ids compared lower-cased, as entered by hand or by the editor).
 */
function namesProtocol(protocolId: string): SQL {
  return sql`exists (select 1 from jsonb_array_elements(${rules.matchActions} || ${rules.expirationActions}) a
    where a->>'actionDefinitionId' = ${BUILT_IN_ACTION_IDS.createWorkUnit}
      and lower(trim(a->'parameters'->>'ProtocolId')) = ${protocolId.toLowerCase()})`;
}

/** GetMatchedRules of protocols: the rules of `tenantId` that open work units under the protocol, by name. */
export async function rulesUsingProtocol(db: Db, tenantId: string, protocolId: string) {
  return db.select({ ruleId: rules.ruleId, name: rules.name, tenantId: rules.tenantId, ruleTypeId: rules.ruleTypeId, enabled: rules.enabled })
    .from(rules)
    .where(and(sql`${rules.tenantId} = ${tenantId}`, namesProtocol(protocolId)))
    .orderBy(rules.name);
}

/** How many rules (any tenant) name the protocol: a protocol's delete is refused while any does. */
export async function countRulesUsingProtocol(db: Db, protocolId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rules).where(namesProtocol(protocolId));
  return row?.n ?? 0;
}
