import { type ODataQuery, expandName, splitTopLevel, withoutExpands } from '../../platform/odata/index.ts';
import { rewriteApproverFilter } from './approver-filter.ts';

/** Expand names the client sends that are not relations: the type's name is a field. */
const virtualExpands = new Set(['workunittype']);

/**
 * What a bare expansion reads: the fields its response summary carries (contracts' WorkUnitTenantSummary
 * and friends), not every column of the related table, which would be built and then thrown away.
 */
const summaryExpands: Record<string, string> = {
  tenant: 'tenant($select=tenantId,name,internalNotificationEmailAddress)',
  category: 'category($select=workUnitCategoryId,name)',
  subcategory: 'subcategory($select=workUnitSubcategoryId,name)',
  protocol: 'protocol($select=protocolId,name,manualActions)',
};

/**
 * The client's list query made ready for the translator: approver filters rewritten (`accountId`, the
 * caller's account, for 'Requires My Approval'), virtual expands dropped, summaries narrowed.
 */
export function prepareWorkUnitQuery(query: ODataQuery, accountId: string | null = null): ODataQuery {
  const out = withoutExpands(query, virtualExpands);
  if (typeof out.$filter === 'string') out.$filter = rewriteApproverFilter(out.$filter, accountId);
  if (typeof out.$expand === 'string') {
    out.$expand = splitTopLevel(out.$expand).map((item) => summaryExpands[item.toLowerCase()] ?? item).join(',');
  }
  return out;
}

/** `query` with `names` added to its $expand unless already there. */
export function withExpand(query: ODataQuery, names: string[]): ODataQuery {
  const items = typeof query.$expand === 'string' ? splitTopLevel(query.$expand) : [];
  const have = new Set(items.map(expandName));
  for (const name of names) if (!have.has(name.toLowerCase())) items.push(summaryExpands[name] ?? name);
  return { ...query, $expand: items.join(',') };
}
