import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { tenantScope } from '../../platform/tenancy/index.ts';
import { ruleMatchEntity } from './rulematches.entity.ts';
import { ruleMatches } from './rulematches.table.ts';

/** Narrowing the list besides $filter: the Rules panel (ruleId), the block and packet drawers (subjectId, packetId). */
export interface RuleMatchFilters { ruleId?: string; subjectId?: string; packetId?: string }

/** Reads of rule matches; the evaluation (evaluation/) is their only writer. */
export function createRuleMatchesService({ db }: { db: Db }) {
  async function list(actor: Actor, query: ODataQuery, filters: RuleMatchFilters = {}) {
    return runList(db, ruleMatchEntity, query, {
      where: (ref) => {
        const conditions: SQL[] = [tenantScope(actor, 'Rules:view', ref(ruleMatches.tenantId))];
        if (filters.ruleId) conditions.push(eq(ref(ruleMatches.ruleId), filters.ruleId));
        if (filters.subjectId) conditions.push(eq(ref(ruleMatches.subjectId), filters.subjectId));
        if (filters.packetId) conditions.push(eq(ref(ruleMatches.packetId), filters.packetId));
        return and(...conditions)!;
      },
      defaultTop: 50,
    });
  }
  return { list };
}

export type RuleMatchesService = ReturnType<typeof createRuleMatchesService>;
