import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/errors.ts';
import { ODataError } from './errors.ts';
import { tokenize } from './lexer.ts';
import { parseQuery, parseSearch } from './options.ts';
import { parseExpand, parseFilter, parseOrderBy, parseSelect } from './parser.ts';

/** The message of the ODataError `run` throws; fails the test on any other outcome. */
function failure(run: () => unknown): string {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ODataError);
  expect(caught).toBeInstanceOf(HttpError);
  expect((caught as ODataError).statusCode).toBe(400);
  return (caught as Error).message;
}

/** A compact view of a filter tree: literals as values, paths as 'a/b', operators as arrays. */
function show(text: string): unknown {
  const walk = (node: ReturnType<typeof parseFilter>): unknown => {
    switch (node.kind) {
      case 'literal':
        return node.type === 'string' ? `'${node.value}'` : node.type === 'date' || node.type === 'datetime' || node.type === 'guid' ? `${node.type}:${node.value}` : node.value;
      case 'path':
        return node.segments.map((s) => s.name).join('/');
      case 'call':
        return [node.name, ...node.args.map(walk)];
      case 'compare':
        return [node.op, walk(node.left), walk(node.right)];
      case 'in':
        return ['in', walk(node.left), node.items.map(walk)];
      case 'and':
      case 'or':
        return [node.kind, ...node.items.map(walk)];
      case 'not':
        return ['not', walk(node.operand)];
    }
  };
  return walk(parseFilter(text));
}

describe('lexer', () => {
  it('reads every kind of token', () => {
    const tokens = tokenize("name eq 'it''s' and n ge -1.5e3 and d lt 2026-11-22 and t le 2026-11-22T03:00:00Z and g eq 0A1B2C3D-0000-4000-8000-00000000000F ( ) , / ; = * $select", '$filter');
    expect(tokens.map((t) => [t.kind, t.value])).toEqual([
      ['ident', 'name'], ['ident', 'eq'], ['string', "it's"], ['ident', 'and'], ['ident', 'n'], ['ident', 'ge'], ['number', '-1.5e3'],
      ['ident', 'and'], ['ident', 'd'], ['ident', 'lt'], ['date', '2026-11-22'], ['ident', 'and'], ['ident', 't'], ['ident', 'le'],
      ['datetime', '2026-11-22T03:00:00Z'], ['ident', 'and'], ['ident', 'g'], ['ident', 'eq'], ['guid', '0a1b2c3d-0000-4000-8000-00000000000f'],
      ['(', '('], [')', ')'], [',', ','], ['/', '/'], [';', ';'], ['=', '='], ['*', '*'], ['option', 'select'], ['eof', ''],
    ]);
  });

  it('reads date-times with offsets, fractions, no seconds, and a + that arrived as a space', () => {
    const values = (text: string) => tokenize(text, '$filter').filter((t) => t.kind === 'datetime').map((t) => t.value);
    expect(values('2026-11-22T03:00:00+01:00 2026-11-22T03:00:00.123-05:30 2026-11-22T03:00 2026-11-22T03:00:00 01:00 2026-11-22T03:00:00.1234567Z')).toEqual([
      '2026-11-22T03:00:00+01:00', '2026-11-22T03:00:00.123-05:30', '2026-11-22T03:00:00Z', '2026-11-22T03:00:00+01:00', '2026-11-22T03:00:00.1234567Z',
    ]);
  });

  it('names bad tokens and where they are', () => {
    expect(failure(() => tokenize("name eq 'open", '$filter'))).toBe('$filter: unterminated string at position 9');
    expect(failure(() => tokenize('d eq 2026-02-30', '$filter'))).toBe("$filter: invalid date '2026-02-30' at position 6");
    expect(failure(() => tokenize('d eq 2026-13-01T00:00:00Z', '$filter'))).toBe("$filter: invalid date and time '2026-13-01T00:00:00Z' at position 6");
    expect(failure(() => tokenize('d eq 2026-01-01T24:00:00Z', '$filter'))).toBe("$filter: invalid date and time '2026-01-01T24:00:00Z' at position 6");
    expect(failure(() => tokenize('n eq 12abc', '$filter'))).toBe("$filter: invalid number '12a' at position 6");
    expect(failure(() => tokenize('n eq 1e999', '$filter'))).toBe("$filter: number '1e999' is out of range at position 6");
    expect(failure(() => tokenize('name eq "x"', '$filter'))).toBe(`$filter: unexpected character '"' at position 9`);
    expect(failure(() => tokenize('a & b', '$filter'))).toBe("$filter: unexpected character '&' at position 3");
  });
});

describe('$filter grammar', () => {
  it('parses comparisons, logic and precedence', () => {
    expect(show("name eq 'x'")).toEqual(['eq', 'name', "'x'"]);
    expect(show('a ne 1 and b gt 2 and c ge 3 or d lt 4 and e le 5')).toEqual(['or', ['and', ['ne', 'a', '1'], ['gt', 'b', '2'], ['ge', 'c', '3']], ['and', ['lt', 'd', '4'], ['le', 'e', '5']]]);
    expect(show('a eq 1 and (b eq 2 or c eq 3)')).toEqual(['and', ['eq', 'a', '1'], ['or', ['eq', 'b', '2'], ['eq', 'c', '3']]]);
    expect(show('not (a eq 1)')).toEqual(['not', ['eq', 'a', '1']]);
    expect(show('not enabled eq true')).toEqual(['eq', ['not', 'enabled'], true]);
    expect(show('not not enabled')).toEqual(['not', ['not', 'enabled']]);
    expect(show('enabled')).toEqual('enabled');
    expect(show('true')).toEqual(true);
    expect(show('((a eq 1))')).toEqual(['eq', 'a', '1']);
  });

  it('parses literals: strings, numbers, booleans, null, dates, date-times and GUIDs', () => {
    expect(show("a eq 'it''s'")).toEqual(['eq', 'a', "'it's'"]);
    expect(show("a eq ''")).toEqual(['eq', 'a', "''"]);
    expect(show('a eq -2.5')).toEqual(['eq', 'a', '-2.5']);
    expect(show('a eq false')).toEqual(['eq', 'a', false]);
    expect(show('a eq null')).toEqual(['eq', 'a', null]);
    expect(show('null ne a')).toEqual(['ne', null, 'a']);
    expect(show('a ge 2026-11-22')).toEqual(['ge', 'a', 'date:2026-11-22']);
    expect(show('a lt 2026-11-22T03:00:00-05:00')).toEqual(['lt', 'a', 'datetime:2026-11-22T03:00:00-05:00']);
    expect(show('a eq 6F9619FF-8B86-D011-B42D-00C04FC964FF')).toEqual(['eq', 'a', 'guid:6f9619ff-8b86-d011-b42d-00c04fc964ff']);
  });

  it('parses in lists, functions and navigation paths', () => {
    expect(show("a in ('x', 'y' , null)")).toEqual(['in', 'a', ["'x'", "'y'", null]]);
    expect(show('a in (1)')).toEqual(['in', 'a', ['1']]);
    expect(show("contains(name,'x') and startswith(name, 'a') and endswith(name,'z')")).toEqual(['and', ['contains', 'name', "'x'"], ['startswith', 'name', "'a'"], ['endswith', 'name', "'z'"]]);
    expect(show("tolower(name) eq toupper('x')")).toEqual(['eq', ['tolower', 'name'], ['toupper', "'x'"]]);
    expect(show("not contains(tolower(tenant/name), 'acme')")).toEqual(['not', ['contains', ['tolower', 'tenant/name'], "'acme'"]]);
    expect(show("subscription/tenant/name eq 'x'")).toEqual(['eq', 'subscription/tenant/name', "'x'"]);
  });

  it('keeps positions so messages can point at the problem', () => {
    const node = parseFilter("a eq 1 and tenant/name eq 'x'");
    expect(node.kind === 'and' && node.items[1]?.kind === 'compare' && node.items[1].left).toMatchObject({ kind: 'path', pos: 11, segments: [{ name: 'tenant', pos: 11 }, { name: 'name', pos: 18 }] });
  });

  it('names syntax errors', () => {
    expect(failure(() => parseFilter("name eq 'x' nd b eq 1"))).toBe("$filter: expected an operator such as 'and' or the end of input but found 'nd' at position 13");
    expect(failure(() => parseFilter('name eq'))).toBe('$filter: expected a value but found end of input at position 8');
    expect(failure(() => parseFilter('(a eq 1'))).toBe("$filter: expected ')' but found end of input at position 8");
    expect(failure(() => parseFilter('a eq 1)'))).toBe("$filter: expected an operator such as 'and' or the end of input but found ')' at position 7");
    expect(failure(() => parseFilter("foo(name, 'x')"))).toBe("$filter: unknown function 'foo' at position 1");
    expect(failure(() => parseFilter("contains(name)"))).toBe('$filter: contains takes 2 arguments, not 1 at position 1');
    expect(failure(() => parseFilter("tolower(name, 'x') eq 'y'"))).toBe('$filter: tolower takes 1 argument, not 2 at position 1');
    expect(failure(() => parseFilter("contains(name 'x')"))).toBe("$filter: expected ',' or ')' but found ''x'' at position 15");
    expect(failure(() => parseFilter('a in 1'))).toBe("$filter: expected '(' after 'in' but found '1' at position 6");
    expect(failure(() => parseFilter('a in (b)'))).toBe("$filter: expected a literal in the 'in' list but found 'b' at position 7");
    expect(failure(() => parseFilter('a in ()'))).toBe("$filter: expected a literal in the 'in' list but found ')' at position 7");
    expect(failure(() => parseFilter("a in ('x' 'y')"))).toBe("$filter: expected ',' or ')' but found ''y'' at position 11");
    expect(failure(() => parseFilter('a/(b) eq 1'))).toBe("$filter: expected a field after '/' but found '(' at position 3");
    expect(failure(() => parseFilter('a/b/c/d/e/f/g eq 1'))).toBe('$filter: path longer than 6 segments at position 1');
    expect(failure(() => parseFilter('$it eq 1'))).toBe("$filter: expected a value but found '$it' at position 1");
    expect(failure(() => parseFilter(''))).toBe('$filter is empty');
  });

  it('limits length, depth and list size', () => {
    expect(failure(() => parseFilter(`name eq '${'x'.repeat(4000)}'`))).toBe('$filter is too long (4010 characters; the limit is 4000)');
    expect(show(`${'('.repeat(32)}a${')'.repeat(32)}`)).toBe('a');
    expect(failure(() => parseFilter(`${'('.repeat(33)}a${')'.repeat(33)}`))).toBe('$filter: expression nested deeper than 32 levels at position 33');
    expect(failure(() => parseFilter(`${'not '.repeat(33)}a`))).toBe('$filter: expression nested deeper than 32 levels at position 129');
    expect(failure(() => parseFilter(`${'tolower('.repeat(33)}a${')'.repeat(33)} eq 'x'`))).toBe('$filter: expression nested deeper than 32 levels at position 257');
    const list = (n: number) => `a in (${Array.from({ length: n }, (_, i) => i).join(',')})`;
    expect(show(list(1000))).toMatchObject(['in', 'a', expect.any(Array)]);
    expect(failure(() => parseFilter(list(1001)))).toBe("$filter: the 'in' list has more than 1000 items at position 6");
  });

  it('quotes long text in messages only in part', () => {
    expect(failure(() => parseFilter(`a eq 1 '${'y'.repeat(100)}'`))).toBe(`$filter: expected an operator such as 'and' or the end of input but found ''${'y'.repeat(39)}…' at position 8`);
  });
});

describe('$orderby, $select and $expand grammar', () => {
  it('parses sort keys with directions', () => {
    const keys = parseOrderBy('name desc, tenant/name asc,created,tolower(email) desc');
    expect(keys.map((k) => [k.expr.kind, k.descending])).toEqual([['path', true], ['path', false], ['path', false], ['call', true]]);
  });

  it('names orderby errors and its limit', () => {
    expect(failure(() => parseOrderBy('name down'))).toBe("$orderby: expected ',', 'asc', 'desc' or the end of input but found 'down' at position 6");
    expect(failure(() => parseOrderBy("'name'"))).toBe("$orderby: expected a field but found ''name'' at position 1");
    expect(failure(() => parseOrderBy('a,'))).toBe('$orderby: expected a field but found end of input at position 3');
    expect(parseOrderBy('a,b,c,d,e,f,g,h')).toHaveLength(8);
    expect(failure(() => parseOrderBy('a,b,c,d,e,f,g,h,i'))).toBe('$orderby: more than 8 sort keys at position 17');
  });

  it('parses select lists', () => {
    expect(parseSelect('name, tenantId,*')).toEqual([{ name: 'name', pos: 0 }, { name: 'tenantId', pos: 6 }, { name: '*', pos: 15 }]);
    expect(failure(() => parseSelect('name,'))).toBe('$select: expected a field but found end of input at position 6');
    expect(failure(() => parseSelect('tenant/name'))).toBe("$select: expected ',' or the end of input but found '/' at position 7");
  });

  it('parses expands with nested options', () => {
    const [tenant, other] = parseExpand("tenant($select=name,tenantId;$expand=subscriptions($filter=name ne 'x';$orderby=name desc;$top=5;$skip=2)),other");
    expect(tenant).toMatchObject({ name: 'tenant', select: [{ name: 'name' }, { name: 'tenantId' }] });
    expect(tenant?.expand?.[0]).toMatchObject({ name: 'subscriptions', top: 5, skip: 2, filter: { kind: 'compare', op: 'ne' }, orderby: [{ descending: true }] });
    expect(other).toMatchObject({ name: 'other', pos: 107 });
    expect(parseExpand('a($expand=b($expand=c))')[0]?.expand?.[0]?.expand?.[0]?.name).toBe('c');
  });

  it('names expand errors and its limits', () => {
    expect(failure(() => parseExpand('a($expand=b($expand=c($expand=d)))'))).toBe('$expand: $expand nested deeper than 3 levels at position 23');
    expect(failure(() => parseExpand('a,a'))).toBe("$expand: 'a' is expanded twice at position 3");
    expect(failure(() => parseExpand('a($select=x;$select=y)'))).toBe("$expand: $select is given twice for 'a' at position 13");
    expect(failure(() => parseExpand('a($top=1001)'))).toBe("$expand: $top of 'a' must be an integer between 0 and 1000 at position 8");
    expect(failure(() => parseExpand('a($skip=-1)'))).toBe("$expand: $skip of 'a' must be an integer between 0 and 2147483647 at position 9");
    expect(failure(() => parseExpand('a($count=true)'))).toBe("$expand: unknown option '$count' in the options of 'a' at position 3");
    expect(failure(() => parseExpand('a(select=x)'))).toBe("$expand: expected a query option such as $select but found 'select' at position 3");
    expect(failure(() => parseExpand('a($select x)'))).toBe("$expand: expected '=' after $select but found 'x' at position 11");
    expect(failure(() => parseExpand('a($select=x'))).toBe("$expand: expected ';' or ')' but found end of input at position 12");
    expect(failure(() => parseExpand("a($filter=b eq 'x' c)"))).toBe("$expand: expected ';' or ')' but found 'c' at position 20");
    expect(failure(() => parseExpand('a b'))).toBe("$expand: expected ',', '(' or the end of input but found 'b' at position 3");
    expect(failure(() => parseExpand('*'))).toBe("$expand: expected a relation but found '*' at position 1");
  });
});

describe('query options', () => {
  it('reads paging, count and the defaults', () => {
    expect(parseQuery({})).toMatchObject({ top: 1000, skip: 0, count: false });
    expect(parseQuery({}, { defaultTop: 25 })).toMatchObject({ top: 25 });
    expect(parseQuery({}, { maxTop: 100, defaultTop: 500 })).toMatchObject({ top: 100 });
    expect(parseQuery({ $top: '10', $skip: '20', $count: 'true', tenantId: 'route parameter' })).toMatchObject({ top: 10, skip: 20, count: true });
    expect(parseQuery({ $top: 0, $count: false, $filter: '' })).toMatchObject({ top: 0, count: false, filter: undefined });
    expect(parseQuery({ $count: 'TRUE', $search: '   ' })).toMatchObject({ count: true, search: undefined });
  });

  it('names bad options', () => {
    expect(failure(() => parseQuery({ $top: '1001' }))).toBe('$top must be an integer between 0 and 1000');
    expect(failure(() => parseQuery({ $top: '-1' }))).toBe('$top must be an integer between 0 and 1000');
    expect(failure(() => parseQuery({ $top: '1.5' }))).toBe('$top must be an integer between 0 and 1000');
    expect(failure(() => parseQuery({ $top: '200' }, { maxTop: 100 }))).toBe('$top must be an integer between 0 and 100');
    expect(failure(() => parseQuery({ $skip: 'x' }))).toBe('$skip must be an integer between 0 and 2147483647');
    expect(failure(() => parseQuery({ $count: 'yes' }))).toBe('$count must be true or false');
    expect(failure(() => parseQuery({ $filter: ['a', 'b'] }))).toBe('$filter is given more than once');
    expect(failure(() => parseQuery({ $filter: { a: 1 } }))).toBe('$filter must be text');
    expect(failure(() => parseQuery({ $format: 'json' }))).toBe("unknown query option '$format'; use $filter, $orderby, $top, $skip, $count, $expand, $select or $search");
  });

  it('splits $search into words and quoted phrases', () => {
    expect(parseSearch('acme  "big corp" x')).toEqual(['acme', 'big corp', 'x']);
    expect(parseSearch('"unterminated phrase')).toEqual(['"unterminated', 'phrase']);
    expect(parseSearch('"" ')).toEqual([]);
    expect(failure(() => parseSearch(Array.from({ length: 17 }, (_, i) => `w${i}`).join(' ')))).toBe('$search has more than 16 words');
    expect(failure(() => parseSearch('x'.repeat(4001)))).toBe('$search is too long (4001 characters; the limit is 4000)');
  });
});
