import type { ODataQuery } from '../../platform/odata/index.ts';
import { rewriteApproverFilter } from './approver-filter.ts';

/** Expand names the client sends that are not relations: the type's name is a field; protocols are another area. */
const virtualExpands = new Set(['workunittype', 'protocol']);

/** Splits a comma list at the top level only: `tenant($select=a,b),category` has two items. */
export function splitTopLevel(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  items.push(text.slice(start));
  return items.map((s) => s.trim()).filter(Boolean);
}

function expandName(item: string): string {
  return item.split('(')[0]!.trim().toLowerCase();
}

/** `query` without the named (lower-case) $expand items: names the client expands that are fields here. */
export function withoutExpands(query: ODataQuery, names: ReadonlySet<string>): ODataQuery {
  const out: ODataQuery = { ...query };
  if (typeof out.$expand === 'string') {
    const kept = splitTopLevel(out.$expand).filter((item) => !names.has(expandName(item)));
    if (kept.length) out.$expand = kept.join(',');
    else delete out.$expand;
  }
  return out;
}

/**
 * What a bare expansion reads: the fields its response summary carries (contracts' WorkUnitTenantSummary
 * and friends), not every column of the related table, which would be built and then thrown away.
 */
const summaryExpands: Record<string, string> = {
  tenant: 'tenant($select=tenantId,name,internalNotificationEmailAddress)',
  category: 'category($select=workUnitCategoryId,name)',
  subcategory: 'subcategory($select=workUnitSubcategoryId,name)',
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
