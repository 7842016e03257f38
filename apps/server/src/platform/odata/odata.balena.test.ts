/**
 * Our parser against @balena/odata-parser on generated input: where both accept, the trees, brought
 * to one canonical form, must mean the same. Where balena rejects or misreads, the differences are
 * written down below as checked facts.
 */
import { parse as balenaParse } from '@balena/odata-parser';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExpandItem, FilterNode } from './ast.ts';
import { ODataError } from './errors.ts';
import { parseExpand, parseFilter, parseOrderBy, parseSelect } from './parser.ts';

type Canonical = unknown;
type BalenaNode = unknown;
type Binds = Array<[string, unknown]>;

function balena(option: string, text: string): { tree: Record<string, BalenaNode>; binds: Binds } | undefined {
  try {
    // Only what a URL cannot carry as is gets escaped: balena reads %2C as text, not as a comma.
    const escaped = text.replace(/[%&#+ ]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    const result = balenaParse(`/x?${option}=${escaped}`, { startRule: 'ProcessRule', rule: 'OData' });
    return { tree: (result.tree.options ?? {}) as Record<string, BalenaNode>, binds: result.binds as unknown as Binds };
  } catch {
    return undefined;
  }
}

function ours<T>(parse: () => T): T | undefined {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ODataError)) throw error;
    return undefined;
  }
}

/** `and`/`or` chains flattened, literals as { type, value }, paths as 'a/b'. */
function flatten(kind: string, items: Canonical[]): Canonical {
  return [kind, ...items.flatMap((item) => (Array.isArray(item) && item[0] === kind ? item.slice(1) : [item]))];
}

function fromOurs(node: FilterNode): Canonical {
  switch (node.kind) {
    case 'literal':
      if (node.type === 'number') return { type: 'number', value: Number(node.value) };
      return { type: node.type, value: node.value };
    case 'path':
      return node.segments.map((s) => s.name).join('/');
    case 'call':
      return ['call', node.name, ...node.args.map(fromOurs)];
    case 'compare':
      return [node.op, fromOurs(node.left), fromOurs(node.right)];
    case 'in':
      return ['in', fromOurs(node.left), node.items.map(fromOurs)];
    case 'and':
    case 'or':
      return flatten(node.kind, node.items.map(fromOurs));
    case 'not':
      return ['not', fromOurs(node.operand)];
  }
}

function balenaBind(bind: [string, unknown] | undefined): Canonical {
  if (!bind) return { type: 'missing' };
  const [type, value] = bind;
  if (type === 'Real') return { type: 'number', value };
  if (type === 'Text') return { type: 'string', value };
  if (type === 'Boolean') return { type: 'boolean', value };
  if (type === 'Null') return { type: 'null', value: null };
  if (type === 'List') return (value as Array<[string, unknown]>).map(balenaBind);
  return { type: `balena:${type}`, value };
}

function balenaPath(node: { name: string; property?: unknown }): string {
  const rest = node.property as { name: string; property?: unknown } | undefined;
  return rest ? `${node.name}/${balenaPath(rest)}` : node.name;
}

function fromBalena(node: BalenaNode, binds: Binds): Canonical {
  if (node === null) return { type: 'null', value: null };
  if (!Array.isArray(node)) {
    const object = node as { bind?: number; name?: string };
    if (typeof object.bind === 'number') return balenaBind(binds[object.bind]);
    return balenaPath(node as { name: string });
  }
  const [op, ...args] = node as [string, ...BalenaNode[]];
  if (op === 'and' || op === 'or') return flatten(op, args.map((a) => fromBalena(a, binds)));
  if (op === 'call') {
    const call = args[0] as { method: string; args: BalenaNode[] };
    return ['call', call.method, ...call.args.map((a) => fromBalena(a, binds))];
  }
  if (op === 'eqany') return ['in', fromBalena(args[0], binds), fromBalena(args[1], binds)];
  return [op, ...args.map((a) => fromBalena(a, binds))];
}

// Generated text both grammars share: names, strings, integers, decimals, booleans, null, the six
// comparisons, and/or/not, parentheses, in lists and the five functions.
const keywords = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'and', 'or', 'not', 'in', 'true', 'false', 'null', 'asc', 'desc', 'add', 'sub', 'mul', 'div', 'mod', 'has', 'it']);
const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,6}$/).filter((n) => !keywords.has(n) && !/^[0-9a-fA-F]{8}$/.test(n));
const path = fc.array(name, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));
const literal = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 10 }).filter((s) => !s.includes('\u0000')).map((s) => `'${s.replaceAll("'", "''")}'`),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 0, max: 999 })).map(([a, b]) => `${a}.${b}`),
  fc.constantFrom('true', 'false', 'null'),
);
const space = fc.constantFrom(' ', '  ');
interface Generated {
  text: string;
  /** The operator of a bare and/or chain, so a parent of the other kind wraps it in parentheses. */
  chain?: 'and' | 'or';
}
// balena gives `and` and `or` the same precedence (see below), so mixed chains are parenthesised.
const wrap = (child: Generated, op: 'and' | 'or') => (child.chain && child.chain !== op ? `(${child.text})` : child.text);
const shared = fc.letrec<{ expr: Generated; value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    path,
    literal,
    fc.tuple(fc.constantFrom('tolower', 'toupper'), tie('value')).map(([fn, a]) => `${fn}(${a})`),
  ),
  expr: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(tie('value'), space, fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), space, tie('value')).map((parts) => ({ text: parts.join('') })),
    fc.tuple(fc.constantFrom('contains', 'startswith', 'endswith'), tie('value'), tie('value')).map(([fn, a, b]) => ({ text: `${fn}(${a},${b})` })),
    fc.tuple(path, fc.array(literal, { minLength: 1, maxLength: 4 }), fc.constantFrom(',', ', ')).map(([p, items, sep]) => ({ text: `${p} in (${items.join(sep)})` })),
    fc.tuple(tie('expr'), fc.constantFrom('and' as const, 'or' as const), tie('expr')).map(([a, op, b]) => ({ text: `${wrap(a, op)} ${op} ${wrap(b, op)}`, chain: op })),
    tie('expr').map((e) => ({ text: `not (${e.text})` })),
    path.map((p) => ({ text: `not ${p}` })),
    tie('expr').map((e) => ({ text: `(${e.text})` })),
  ),
})).expr.map((generated) => generated.text);

describe('against @balena/odata-parser', () => {
  it('means the same as balena wherever both accept a generated $filter', () => {
    const tally = { both: 0, oursOnly: 0, balenaOnly: 0 };
    fc.assert(fc.property(shared, (text) => {
      const mine = ours(() => parseFilter(text));
      const theirs = balena('$filter', text);
      expect(mine, `we must accept what the grammar generates: ${text}`).toBeDefined();
      const both = mine !== undefined && theirs !== undefined;
      expect(both ? fromOurs(mine) : 'skipped').toEqual(both ? fromBalena(theirs.tree.$filter, theirs.binds) : 'skipped');
      if (both) tally.both += 1;
      else if (mine) {
        tally.oursOnly += 1;
      } else if (theirs) tally.balenaOnly += 1;
    }), { numRuns: 5_000 });
    expect(tally.balenaOnly).toBe(0);
    // nearly everything generated is common ground; what balena rejects is listed below
    expect(tally.both).toBeGreaterThan(4_000);
  });

  it('sorts the same where directions are written', () => {
    const keys = fc.array(fc.tuple(path, fc.constantFrom('asc', 'desc')), { minLength: 1, maxLength: 5 });
    fc.assert(fc.property(keys, (items) => {
      const text = items.map(([p, d]) => `${p} ${d}`).join(',');
      const mine = parseOrderBy(text).map((k) => [k.expr.kind === 'path' ? k.expr.segments.map((s) => s.name).join('/') : '', k.descending ? 'desc' : 'asc']);
      const theirs = balena('$orderby', text);
      expect(theirs).toBeDefined();
      const props = (theirs?.tree.$orderby as { properties: Array<{ name: string; property?: unknown; order: string }> } | undefined)?.properties ?? [];
      expect(mine).toEqual(props.map((p) => [balenaPath(p), p.order]));
    }), { numRuns: 1_000 });
  });

  it('selects and expands the same', () => {
    const select = fc.array(name, { minLength: 1, maxLength: 4 });
    const expand = fc.letrec<{ item: string }>((tie) => ({
      item: fc.oneof(
        { depthSize: 'small', maxDepth: 2 },
        name,
        fc.tuple(name, select).map(([n, s]) => `${n}($select=${s.join(',')})`),
        fc.tuple(name, select, tie('item')).map(([n, s, inner]) => `${n}($select=${s.join(',')};$expand=${inner})`),
      ),
    })).item;
    const canonicalExpand = (items: ExpandItem[]): Canonical => items.map((i) => ({ name: i.name, select: i.select?.map((s) => s.name), expand: i.expand && canonicalExpand(i.expand) }));
    type BalenaExpand = { properties: Array<{ name: string; options?: { $select?: { properties: Array<{ name: string }> }; $expand?: BalenaExpand } }> };
    const balenaExpand = (e: BalenaExpand): Canonical => e.properties.map((p) => ({
      name: p.name, select: p.options?.$select?.properties.map((s) => s.name), expand: p.options?.$expand && balenaExpand(p.options.$expand),
    }));
    fc.assert(fc.property(select, fc.array(expand, { minLength: 1, maxLength: 3 }), (fields, items) => {
      const selectText = fields.join(',');
      const theirSelect = balena('$select', selectText)?.tree.$select as { properties: Array<{ name: string }> };
      expect(parseSelect(selectText).map((s) => s.name)).toEqual(theirSelect.properties.map((p) => p.name));
      const names = items.map((i) => i.split('(')[0]);
      fc.pre(new Set(names).size === names.length); // we refuse a relation expanded twice
      const expandText = items.join(',');
      const theirs = balena('$expand', expandText);
      expect(theirs).toBeDefined();
      expect(canonicalExpand(parseExpand(expandText))).toEqual(balenaExpand(theirs?.tree.$expand as BalenaExpand));
    }), { numRuns: 1_000 });
  });

  describe('where balena differs (checked, so this list stays true)', () => {
    const rejects = (option: string, text: string) => expect(balena(option, text)).toBeUndefined();

    it('rejects bare dates, date-times and GUIDs, which OData v4 allows and we accept', () => {
      for (const text of ['a eq 2026-11-22', 'a eq 2026-11-22T03:00:00Z', 'a eq 0a1b2c3d-0000-0000-0000-000000000000']) {
        rejects('$filter', text);
        expect(ours(() => parseFilter(text))).toBeDefined();
      }
    });

    it('reads guid\'…\' as a property name', () => {
      const theirs = balena('$filter', "a eq guid'0a1b2c3d-0000-0000-0000-000000000000'");
      expect(theirs?.tree.$filter).toEqual(['eq', { name: 'a' }, { name: "guid'0a1b2c3d-0000-0000-0000-000000000000'" }]);
    });

    it('rejects numbers with an exponent', () => {
      rejects('$filter', 'a eq 1e3');
      expect(ours(() => parseFilter('a eq 1e3'))).toBeDefined();
    });

    it("gives 'and' and 'or' the same precedence, where OData binds 'and' tighter", () => {
      expect(balena('$filter', 'a or b and c')?.tree.$filter).toEqual(['and', ['or', { name: 'a' }, { name: 'b' }], { name: 'c' }]);
      expect(fromOurs(parseFilter('a or b and c'))).toEqual(['or', 'a', ['and', 'b', 'c']]);
    });

    it("accepts 'in', which older versions did not", () => {
      expect(balena('$filter', "a in ('x', 'y')")?.tree.$filter).toEqual(['eqany', { name: 'a' }, { bind: 0 }]);
    });

    it('sorts descending when no direction is written, where OData says ascending', () => {
      const theirs = balena('$orderby', 'a,b desc')?.tree.$orderby as { properties: Array<{ order: string }> };
      expect(theirs.properties.map((p) => p.order)).toEqual(['desc', 'desc']);
      expect(parseOrderBy('a,b desc').map((k) => k.descending)).toEqual([false, true]);
    });

    it('accepts chained comparisons as one three-way node, and .5 as a name; we refuse both', () => {
      expect(balena('$filter', 'a eq 1 eq true')?.tree.$filter).toEqual(['eq', { name: 'a' }, { bind: 0 }, { bind: 1 }]);
      expect(ours(() => parseFilter('a eq 1 eq true'))).toBeUndefined();
      expect(balena('$filter', 'a eq .5')?.tree.$filter).toEqual(['eq', { name: 'a' }, { name: '.5' }]);
      expect(ours(() => parseFilter('a eq .5'))).toBeUndefined();
    });
  });
});
