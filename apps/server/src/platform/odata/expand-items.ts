import type { ODataQuery } from './types.ts';

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

/** The relation an $expand item names, in lower case: `Tenant($select=name)` is `tenant`. */
export function expandName(item: string): string {
  return item.split('(')[0]!.trim().toLowerCase();
}

/** `query` without the named (lower-case) $expand items: names a client expands that are fields of the entity. */
export function withoutExpands(query: ODataQuery, names: ReadonlySet<string>): ODataQuery {
  const out: ODataQuery = { ...query };
  if (typeof out.$expand === 'string') {
    const kept = splitTopLevel(out.$expand).filter((item) => !names.has(expandName(item)));
    if (kept.length) out.$expand = kept.join(',');
    else delete out.$expand;
  }
  return out;
}
