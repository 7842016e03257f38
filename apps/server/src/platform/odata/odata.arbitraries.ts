/** fast-check generators of OData query text, shared by the property and the comparison tests. */
import * as fc from 'fast-check';

export type Pool = Record<'string' | 'number' | 'boolean' | 'date' | 'guid' | 'json', string[]>;

/** Filterable fields of the test entities by type, navigation paths included. */
export const pools: Record<'tenant' | 'subscription' | 'probe', Pool> = {
  tenant: { string: ['name', 'email', 'assignmentGroups'], number: ['nameLength'], boolean: ['enabled'], date: ['created', 'modified'], guid: ['tenantId'], json: ['info'] },
  subscription: {
    string: ['name', 'tenant/name', 'tenant/email'], number: ['tenant/nameLength'], boolean: ['tenant/enabled'],
    date: ['created', 'tenant/created'], guid: ['subscriptionId', 'tenantId', 'tenant/tenantId'], json: ['tenant/info'],
  },
  probe: {
    string: ['label', 'tenant/name'], number: ['small', 'count', 'big', 'ratio', 'score', 'amount', 'tenant/nameLength'], boolean: ['flag', 'tenant/enabled'],
    date: ['day', 'at', 'localAt', 'tenant/created'], guid: ['probeId', 'tenantId'], json: ['data'],
  },
};

/** Sortable fields (json and sortable:false left out). */
export const sortable: Record<keyof typeof pools, string[]> = {
  tenant: ['name', 'email', 'enabled', 'nameLength', 'created', 'tenantId', 'tolower(name)'],
  subscription: ['name', 'created', 'tenant/name', 'tenant/created', 'subscriptionId', 'toupper(tenant/email)'],
  probe: ['label', 'small', 'count', 'big', 'ratio', 'score', 'amount', 'day', 'at', 'localAt', 'flag', 'tenant/name'],
};

const quoteText = (text: string) => `'${text.replaceAll("'", "''")}'`;
const text = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('\u0000'));
const dateValue = fc.date({ min: new Date('0001-01-02T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true });
const offset = fc.tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 15, 30, 45))
  .map(([sign, h, m]) => `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

export const literals: Record<Exclude<keyof Pool, 'json'>, fc.Arbitrary<string>> = {
  string: text.map(quoteText),
  number: fc.oneof(
    fc.integer().map(String),
    fc.integer({ min: -40000, max: 40000 }).map(String),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
  ),
  boolean: fc.boolean().map(String),
  date: fc.oneof(
    dateValue.map((d) => d.toISOString().slice(0, 10)),
    dateValue.map((d) => d.toISOString()),
    fc.tuple(dateValue, offset).map(([d, o]) => `${d.toISOString().slice(0, 19)}${o}`),
    dateValue.map((d) => quoteText(d.toISOString().slice(0, 10))),
    dateValue.map((d) => quoteText(d.toISOString())),
  ),
  guid: fc.oneof(fc.uuid(), fc.uuid().map((g) => g.toUpperCase()), fc.uuid().map(quoteText)),
};

const orderedOps = fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le');
const equalityOps = fc.constantFrom('eq', 'ne');

/** Type-correct $filter text over a pool: every one must run in PostgreSQL without error. */
export function validFilter(pool: Pool, depth = 4): fc.Arbitrary<string> {
  const field = (type: keyof Pool) => fc.constantFrom(...pool[type]);
  const textExpr = fc.oneof(
    { weight: 4, arbitrary: field('string') },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('tolower', 'toupper'), field('string')).map(([fn, f]) => `${fn}(${f})`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('tolower', 'toupper'), literals.string).map(([fn, l]) => `${fn}(${l})`) },
  );
  const typed = (['string', 'number', 'date', 'guid'] as const).map((type) => {
    const side = type === 'string' ? textExpr : field(type);
    return fc.oneof(
      fc.tuple(side, orderedOps, literals[type]).map(([f, op, l]) => `${f} ${op} ${l}`),
      fc.tuple(literals[type], orderedOps, side).map(([l, op, f]) => `${l} ${op} ${f}`),
      fc.tuple(side, orderedOps, side).map(([a, op, b]) => `${a} ${op} ${b}`),
      fc.tuple(side, fc.array(fc.oneof({ weight: 5, arbitrary: literals[type] }, { weight: 1, arbitrary: fc.constant('null') }), { minLength: 1, maxLength: 6 }))
        .map(([f, items]) => `${f} in (${items.join(', ')})`),
    );
  });
  const leaf = fc.oneof(
    ...typed,
    fc.tuple(field('boolean'), equalityOps, fc.oneof(literals.boolean, field('boolean'))).map(([f, op, l]) => `${f} ${op} ${l}`),
    field('boolean'),
    literals.boolean,
    fc.tuple(fc.constantFrom(...Object.values(pool).flat()), equalityOps, fc.boolean())
      .map(([f, op, swap]) => (swap ? `null ${op} ${f}` : `${f} ${op} null`)),
    fc.tuple(fc.constantFrom('contains', 'startswith', 'endswith'), textExpr, fc.oneof(literals.string, textExpr), fc.constantFrom('', ' eq true', ' ne false'))
      .map(([fn, a, b, tail]) => `${fn}(${a}, ${b})${tail}`),
  );
  let condition: fc.Arbitrary<string> = leaf;
  for (let level = 0; level < depth; level += 1) {
    const inner = condition;
    condition = fc.oneof(
      { weight: 3, arbitrary: leaf },
      { weight: 1, arbitrary: fc.array(inner, { minLength: 2, maxLength: 3 }).map((items) => items.join(' and ')) },
      { weight: 1, arbitrary: fc.array(inner, { minLength: 2, maxLength: 3 }).map((items) => items.join(' or ')) },
      { weight: 1, arbitrary: inner.map((item) => `not (${item})`) },
      { weight: 1, arbitrary: inner.map((item) => `(${item})`) },
    );
  }
  return condition;
}

/** A valid $orderby over sortable fields. */
export function validOrderBy(entity: keyof typeof sortable): fc.Arbitrary<string> {
  return fc.array(fc.tuple(fc.constantFrom(...sortable[entity]), fc.constantFrom('', ' asc', ' desc')), { minLength: 1, maxLength: 4 })
    .map((keys) => keys.map(([f, d]) => `${f}${d}`).join(','));
}

/** Words for $search, with wildcards, quotes and backslashes that must match themselves. */
export const searchText = fc.array(fc.oneof(text, fc.constantFrom('%', '_', '\\', '"a b"', "'", 'acme')), { maxLength: 4 })
  .map((words) => words.join(' '))
  .filter((s) => !s.includes('\u0000'));

/** Text that looks like OData: tokens of the grammar, right or wrong, glued together. */
export const tokenSoup = fc.array(
  fc.oneof(
    {
      weight: 30,
      arbitrary: fc.constantFrom('eq', 'ne', 'gt', 'lt', 'ge', 'le', 'and', 'or', 'not', 'in', '(', ')', ',', '/', ';', '=', '*', '$select', '$expand', '$filter',
        '$top', '$orderby', 'asc', 'desc', 'null', 'true', 'false', 'contains', 'tolower', 'startswith', 'name', 'tenant', 'subscriptions', 'tenant/name',
        'enabled', 'created', 'info', "'", "''", "'x'", '2026-01-01', '2026-01-01T00:00:00Z', '12', '-1.5', '1e999', '0e-999', '00000000-0000-0000-0000-000000000000',
        'foo', 'tenantId', 'nameLength', '9999-99-99', ' '),
    },
    { weight: 1, arbitrary: fc.constantFrom('$', '-', '.', ':', '+', '"', '\\', '\u0000', '%', '_') },
    { weight: 1, arbitrary: text },
  ),
  { maxLength: 40 },
).chain((tokens) => fc.constantFrom(tokens.join(' '), tokens.join('')));
