import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table.ts';
import { tenants } from '../../modules/tenants/tenants.table.ts';
import { ODataError, defineEntity, runGet, runGrouped, runList } from './index.ts';
import { freshDatabase, probeEntity, probes, subscriptionEntity, tenantEntity } from './entities.fixtures.ts';

let db: Db;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await freshDatabase();
  const rows = await db.insert(tenants).values([
    { name: 'Acme', internalNotificationEmailAddress: 'ops@acme.test', enabled: true, created: new Date('2026-01-10T12:00:00Z'), workUnitFieldDef1: 'secret notes' },
    { name: 'Beta', internalNotificationEmailAddress: null, enabled: false, created: new Date('2026-02-01T00:00:00Z'), workUnitFieldDef2: 'Acme' },
    { name: 'Gamma_100%', internalNotificationEmailAddress: 'x@gamma.test', enabled: true, created: new Date('2026-03-01T08:30:00.250Z'), workUnitFieldDef2: 'Acme' },
    { name: "O'Brien", internalNotificationEmailAddress: 'ob@acme.test', enabled: true, created: new Date('2026-03-05T00:00:00Z') },
  ]).returning();
  for (const row of rows) ids[row.name] = row.tenantId;
  const subs = await db.insert(subscriptions).values([
    { tenantId: ids.Acme as string, name: 'Alpha sub', created: new Date('2026-01-11T00:00:00Z') },
    { tenantId: ids.Acme as string, name: 'Zulu sub', created: new Date('2026-01-12T00:00:00Z') },
    { tenantId: ids.Beta as string, name: 'Beta main', created: new Date('2026-02-02T00:00:00Z') },
  ]).returning();
  for (const row of subs) ids[row.name] = row.subscriptionId;
  const probeRows = await db.insert(probes).values([
    {
      label: 'a', small: 1, count: 100, big: 9007199254740991, ratio: 1.5, score: 2.25, amount: '10.50', day: '2026-01-01',
      at: new Date('2026-01-01T10:00:00Z'), localAt: new Date('2026-01-01T10:00:00Z'), flag: true, data: { x: [1] }, tenantId: ids.Acme,
    },
    { label: 'b', small: -1, day: '2025-12-31', flag: false, tenantId: null },
    { label: null, tenantId: ids.Beta },
  ]).returning();
  for (const row of probeRows) ids[`probe ${row.label}`] = row.probeId;
});

const names = (value: Record<string, unknown>[]) => value.map((row) => row.name);
async function tenantNames(filter: string, extra: Record<string, string> = {}) {
  return names((await runList(db, tenantEntity, { $filter: filter, ...extra })).value);
}
async function failure(run: () => Promise<unknown>): Promise<string> {
  const error = await run().then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ODataError);
  return (error as Error).message;
}

describe('runList', () => {
  it('lists with the default fields, default order and JSON types', async () => {
    const { value } = await runList(db, tenantEntity, {});
    expect(names(value)).toEqual(['Acme', 'Beta', 'Gamma_100%', "O'Brien"]);
    expect(value[0]).toEqual({
      tenantId: ids.Acme, name: 'Acme', email: 'ops@acme.test', enabled: true, assignmentGroups: '', nameLength: 4,
      info: { enabled: true }, created: '2026-01-10T12:00:00.000Z', modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(value[2]?.created).toBe('2026-03-01T08:30:00.250Z');
    expect(value[0]).not.toHaveProperty('notes');
  });

  it('counts, pages and selects', async () => {
    const page = await runList(db, tenantEntity, { $count: 'true', $top: '2', $skip: '1', $select: 'name,notes' });
    expect(page).toEqual({ '@odata.count': 4, value: [{ name: 'Beta', notes: null }, { name: 'Gamma_100%', notes: null }] });
    const none = await runList(db, tenantEntity, { $count: 'true', $top: '0' });
    expect(none).toEqual({ '@odata.count': 4, value: [] });
    expect(await runList(db, tenantEntity, { $select: 'notes', $filter: "name eq 'Acme'" })).toEqual({ value: [{ notes: 'secret notes' }] });
    expect((await runList(db, tenantEntity, { $select: '*,notes', $top: '1' })).value[0]).toHaveProperty('notes');
  });

  it('keeps pages stable with the primary key as the last sort key', async () => {
    await db.insert(tenants).values(Array.from({ length: 6 }, () => ({ name: 'Same', enabled: false })));
    const all = (await runList(db, tenantEntity, { $filter: "name eq 'Same'" })).value.map((r) => r.tenantId);
    const pages: unknown[] = [];
    for (let skip = 0; skip < 6; skip += 2) pages.push(...(await runList(db, tenantEntity, { $filter: "name eq 'Same'", $top: '2', $skip: String(skip) })).value.map((r) => r.tenantId));
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(6);
    await db.delete(tenants).where(eq(tenants.name, 'Same'));
  });

  it('filters with comparisons, logic, null and in', async () => {
    expect(await tenantNames("name eq 'Acme'")).toEqual(['Acme']);
    expect(await tenantNames("name eq 'O''Brien'")).toEqual(["O'Brien"]);
    expect(await tenantNames('enabled eq false')).toEqual(['Beta']);
    expect(await tenantNames('enabled')).toEqual(['Acme', 'Gamma_100%', "O'Brien"]);
    expect(await tenantNames('not enabled')).toEqual(['Beta']);
    expect(await tenantNames('email eq null')).toEqual(['Beta']);
    expect(await tenantNames('null ne email')).toEqual(['Acme', 'Gamma_100%', "O'Brien"]);
    // ne keeps rows where the field is null, as in OData
    expect(await tenantNames("email ne 'ops@acme.test'")).toEqual(['Beta', 'Gamma_100%', "O'Brien"]);
    expect(await tenantNames("not (email eq 'ops@acme.test')")).toEqual(['Beta', 'Gamma_100%', "O'Brien"]);
    expect(await tenantNames("name gt 'B' and name lt 'O'")).toEqual(['Beta', 'Gamma_100%']);
    expect(await tenantNames("name eq 'Acme' or (enabled eq false and name ne 'Acme')")).toEqual(['Acme', 'Beta']);
    expect(await tenantNames('nameLength ge 5 and nameLength le 7.5')).toEqual(["O'Brien"]);
    expect(await tenantNames("name in ('Acme', 'Beta', 'Nobody')")).toEqual(['Acme', 'Beta']);
    expect(await tenantNames("email in ('ops@acme.test', null)")).toEqual(['Acme', 'Beta']);
    expect(await tenantNames('info eq null')).toEqual([]);
    expect(await tenantNames('true')).toHaveLength(4);
    expect(await tenantNames('false')).toEqual([]);
  });

  it('filters with string functions, ignoring case and escaping wildcards', async () => {
    expect(await tenantNames("contains(name, 'CM')")).toEqual(['Acme']);
    expect(await tenantNames("contains(name, '_100%')")).toEqual(['Gamma_100%']);
    expect(await tenantNames("contains(name, '%')")).toEqual(['Gamma_100%']);
    expect(await tenantNames("contains(name, '_')")).toEqual(['Gamma_100%']);
    expect(await tenantNames("startswith(name, 'o''b')")).toEqual(["O'Brien"]);
    expect(await tenantNames("endswith(email, '@ACME.test')")).toEqual(['Acme', "O'Brien"]);
    expect(await tenantNames("not contains(email, 'acme')")).toEqual(['Beta', 'Gamma_100%']);
    expect(await tenantNames("tolower(name) eq 'acme'")).toEqual(['Acme']);
    expect(await tenantNames("toupper(name) eq 'BETA'")).toEqual(['Beta']);
    expect(await tenantNames("contains('xx acme xx', tolower(name))")).toEqual(['Acme']);
    expect(await tenantNames("startswith('Betamax', name)")).toEqual(['Beta']);
    expect(await tenantNames("endswith('the acme', name)")).toEqual(['Acme']);
    expect(await tenantNames('contains(name, name)')).toHaveLength(4);
  });

  it('filters dates and GUIDs, bare or quoted', async () => {
    expect(await tenantNames('created ge 2026-02-01 and created lt 2026-03-01')).toEqual(['Beta']);
    expect(await tenantNames("created lt '2026-02-01'")).toEqual(['Acme']);
    expect(await tenantNames('created gt 2026-03-01T08:30:00Z')).toEqual(['Gamma_100%', "O'Brien"]);
    expect(await tenantNames('created le 2026-03-01T09:30:00.250+01:00')).toEqual(['Acme', 'Beta', 'Gamma_100%']);
    expect(await tenantNames('created eq 2026-01-10T12:00:00Z')).toEqual(['Acme']);
    expect(await tenantNames(`tenantId eq ${ids.Beta}`)).toEqual(['Beta']);
    expect(await tenantNames(`tenantId eq '${(ids.Beta as string).toUpperCase()}'`)).toEqual(['Beta']);
    expect(await tenantNames(`tenantId in ('${ids.Acme}', ${ids.Beta})`)).toEqual(['Acme', 'Beta']);
    expect(await tenantNames(`'${ids.Acme}' eq tenantId`)).toEqual(['Acme']);
  });

  it('filters and sorts through to-one relations with LEFT JOINs', async () => {
    const subs = async (q: Record<string, string>) => names((await runList(db, subscriptionEntity, q)).value);
    expect(await subs({ $filter: "tenant/name eq 'Acme'" })).toEqual(['Alpha sub', 'Zulu sub']);
    expect(await subs({ $filter: 'tenant/enabled eq false' })).toEqual(['Beta main']);
    expect(await subs({ $filter: "contains(tenant/email, 'acme') and name ne 'Zulu sub'" })).toEqual(['Alpha sub']);
    expect(await subs({ $orderby: 'tenant/name desc,name desc' })).toEqual(['Beta main', 'Zulu sub', 'Alpha sub']);
    expect(await subs({ $orderby: 'tolower(tenant/name) asc, created desc' })).toEqual(['Zulu sub', 'Alpha sub', 'Beta main']);
  });

  it('sorts by several keys', async () => {
    const { value } = await runList(db, tenantEntity, { $orderby: 'enabled asc,nameLength desc,name' });
    expect(names(value)).toEqual(['Beta', 'Gamma_100%', "O'Brien", 'Acme']);
  });

  it('searches the searchable fields: every word somewhere, ignoring case', async () => {
    const search = async (text: string) => names((await runList(db, tenantEntity, { $search: text })).value);
    expect(await search('ACME')).toEqual(['Acme', "O'Brien"]);
    expect(await search('acme brien')).toEqual(["O'Brien"]);
    expect(await search('"ob@acme"')).toEqual(["O'Brien"]);
    expect(await search('%')).toEqual(['Gamma_100%']);
    expect(names((await runList(db, subscriptionEntity, { $search: 'acme' })).value)).toEqual(['Alpha sub', 'Zulu sub']);
    expect(names((await runList(db, subscriptionEntity, { $search: 'beta', $filter: "name ne 'x'" })).value)).toEqual(['Beta main']);
  });

  it('expands to-one relations as objects and to-many as arrays', async () => {
    const { value: subs } = await runList(db, subscriptionEntity, { $select: 'name', $expand: 'tenant($select=name,enabled)', $orderby: 'name' });
    expect(subs).toEqual([
      { name: 'Alpha sub', tenant: { name: 'Acme', enabled: true } },
      { name: 'Beta main', tenant: { name: 'Beta', enabled: false } },
      { name: 'Zulu sub', tenant: { name: 'Acme', enabled: true } },
    ]);
    const { value: list } = await runList(db, tenantEntity, { $select: 'name', $expand: 'subscriptions($select=name)', $filter: "name in ('Acme','Gamma_100%')" });
    expect(list).toEqual([
      { name: 'Acme', subscriptions: [{ name: 'Alpha sub' }, { name: 'Zulu sub' }] },
      { name: 'Gamma_100%', subscriptions: [] },
    ]);
    const { value: nested } = await runList(db, tenantEntity, {
      $select: 'name', $filter: "name eq 'Acme'",
      $expand: "subscriptions($select=name;$filter=created gt 2026-01-11T12:00:00Z or contains(tenant/name,'zzz');$orderby=name desc;$top=5;$expand=tenant($select=name;$expand=subscriptions($select=name;$orderby=name desc;$top=1;$skip=1)))",
    });
    expect(nested).toEqual([{ name: 'Acme', subscriptions: [{ name: 'Zulu sub', tenant: { name: 'Acme', subscriptions: [{ name: 'Alpha sub' }] } }] }]);
    const { value: full } = await runList(db, subscriptionEntity, { $filter: "name eq 'Beta main'", $expand: 'tenant' });
    expect(full[0]?.tenant).toMatchObject({ name: 'Beta', created: '2026-02-01T00:00:00.000Z' });
    expect(full[0]?.tenant).not.toHaveProperty('notes');
  });

  it('ANDs the route conditions (tenancy) with the caller filter, on the root alias', async () => {
    const scoped = { where: (ref: (c: typeof tenants.tenantId) => ReturnType<typeof sql>) => sql`${ref(tenants.tenantId)} in (${ids.Acme}::uuid, ${ids.Beta}::uuid)` };
    expect(names((await runList(db, tenantEntity, { $filter: "name ne 'Acme'", $count: 'true' }, scoped)).value)).toEqual(['Beta']);
    const count = await runList(db, tenantEntity, { $count: 'true', $top: '0' }, scoped);
    expect(count['@odata.count']).toBe(2);
    const subs = await runList(db, subscriptionEntity, { $filter: "tenant/name eq 'Acme'" }, { where: (ref) => eq(ref(subscriptions.name), 'Zulu sub') });
    expect(names(subs.value)).toEqual(['Zulu sub']);
  });

  it('honours defaultTop and maxTop', async () => {
    expect((await runList(db, tenantEntity, {}, { defaultTop: 2 })).value).toHaveLength(2);
    expect((await runList(db, tenantEntity, { $top: '3' }, { defaultTop: 2, maxTop: 3 })).value).toHaveLength(3);
    expect(await failure(() => runList(db, tenantEntity, { $top: '4' }, { maxTop: 3 }))).toBe('$top must be an integer between 0 and 3');
  });

  it('keeps hostile text a value', async () => {
    expect(await tenantNames("name eq 'x''; drop table tenants; --'")).toEqual([]);
    expect(names((await runList(db, tenantEntity, { $search: "'; drop table tenants; --" })).value)).toEqual([]);
    expect((await runList(db, tenantEntity, {})).value.length).toBe(4);
  });
});

describe('column types', () => {
  const labels = async (filter: string) => (await runList(db, probeEntity, { $filter: filter })).value.map((row) => row.label);

  it('writes every type as JSON: dates as days, timestamps in UTC with Z, numbers and json as themselves', async () => {
    const { value } = await runList(db, probeEntity, { $filter: "label eq 'a'" });
    expect(value[0]).toEqual({
      probeId: ids['probe a'], label: 'a', small: 1, count: 100, big: 9007199254740991, ratio: 1.5, score: 2.25, amount: 10.5,
      day: '2026-01-01', at: '2026-01-01T10:00:00.000Z', localAt: '2026-01-01T10:00:00.000Z', flag: true, data: { x: [1] }, tenantId: ids.Acme,
    });
    expect((await runList(db, probeEntity, { $filter: 'label eq null' })).value[0]).toMatchObject({ day: null, at: null, data: null, count: null });
  });

  it('casts number literals to each column type, falling back to numeric out of range', async () => {
    expect(await labels('small eq 1')).toEqual(['a']);
    expect(await labels('small lt 40000 and small gt -40000')).toEqual(['b', 'a']);
    expect(await labels('count eq 100.0')).toEqual(['a']);
    expect(await labels('big eq 9007199254740991')).toEqual(['a']);
    expect(await labels('big lt 9223372036854775808')).toEqual(['a']);
    expect(await labels('score gt 5e-324 and ratio gt -1.7976931348623157e308')).toEqual(['a']);
    expect(await labels('ratio eq 1.5 and ratio lt 1e300 and score gt 2.2')).toEqual(['a']);
    expect(await labels('amount eq 10.5')).toEqual(['a']);
  });

  it('compares dates with date columns by day and timestamps without zone as UTC', async () => {
    expect(await labels('day eq 2026-01-01')).toEqual(['a']);
    expect(await labels("day lt '2026-01-01'")).toEqual(['b']);
    expect(await labels('at eq 2026-01-01T11:00:00+01:00')).toEqual(['a']);
    expect(await labels('localAt eq 2026-01-01T10:00:00Z and localAt gt 2026-01-01')).toEqual(['a']);
  });

  it('handles booleans, json and null the OData way', async () => {
    // the default order is label desc, where PostgreSQL puts nulls first
    expect(await labels('flag ne true')).toEqual([null, 'b']);
    expect(await labels('data ne null')).toEqual(['a']);
    expect(await labels("tenant/name eq 'Acme' or tenantId eq null")).toEqual(['b', 'a']);
  });

  it('sorts by each kind and searches non-text fields as text', async () => {
    const order = async (orderby: string) => (await runList(db, probeEntity, { $orderby: orderby })).value.map((row) => row.label);
    expect(await order('small desc')).toEqual([null, 'a', 'b']);
    expect(await order('day asc,label')).toEqual(['b', 'a', null]);
    expect(await order('flag,amount desc,localAt')).toEqual(['b', 'a', null]);
    expect((await runList(db, probeEntity, { $search: '100' })).value.map((row) => row.label)).toEqual(['a']);
    expect((await runList(db, probeEntity, { $search: 'bet' })).value.map((row) => row.label)).toEqual([null]);
  });
});

describe('runList errors', () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ $filter: "foo eq 'x'" }, "$filter: unknown field 'foo' at position 1"],
    [{ $filter: "name eq 'x' and foo eq 1" }, "$filter: unknown field 'foo' at position 17"],
    [{ $filter: 'subscriptions eq null' }, "$filter: unknown field 'subscriptions' (it is a relation; name one of its fields, as in tenant/name) at position 1"],
    [{ $filter: "subscriptions/name eq 'x'" }, "$filter: 'subscriptions' is a to-many relation and cannot be part of a path at position 1"],
    [{ $filter: "name/first eq 'x'" }, "$filter: 'name' is a field, not a relation at position 1"],
    [{ $filter: "owner/name eq 'x'" }, "$filter: unknown relation 'owner' at position 1"],
    [{ $filter: "notes eq 'x'" }, "$filter: field 'notes' cannot be filtered at position 1"],
    [{ $filter: 'name eq 1' }, "$filter: cannot compare string field 'name' with number 1 using 'eq' at position 6"],
    [{ $filter: "enabled eq 'true'" }, "$filter: cannot compare boolean field 'enabled' with string 'true' using 'eq' at position 9"],
    [{ $filter: 'created gt 5' }, "$filter: cannot compare date field 'created' with number 5 using 'gt' at position 9"],
    [{ $filter: `name eq ${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}` }, "$filter: cannot compare string field 'name' with guid 00000000-0000-0000-0000-000000000000 using 'eq' at position 6"],
    [{ $filter: "tenantId eq 'abc'" }, "$filter: 'abc' is not a valid GUID at position 13"],
    [{ $filter: "created ge 'yesterday'" }, "$filter: 'yesterday' is not a valid date at position 12"],
    [{ $filter: "created ge '2026-02-30'" }, "$filter: '2026-02-30' is not a valid date at position 12"],
    [{ $filter: "info eq 'x'" }, "$filter: cannot compare json field 'info' with string 'x' using 'eq' at position 6"],
    [{ $filter: 'info eq info' }, '$filter: json values can only be compared with null at position 6'],
    [{ $filter: 'enabled gt false' }, "$filter: 'gt' cannot compare boolean values at position 9"],
    [{ $filter: 'null eq null' }, '$filter: cannot compare null with null at position 6'],
    [{ $filter: 'email gt null' }, "$filter: null can only be compared with 'eq' or 'ne', not 'gt' at position 7"],
    [{ $filter: "null in ('x')" }, "$filter: null cannot be the left side of 'in' at position 6"],
    [{ $filter: 'name in (1, 2)' }, "$filter: cannot compare string field 'name' with number 1 using 'in' at position 10"],
    [{ $filter: "tenantId in ('nope')" }, "$filter: 'nope' is not a valid GUID at position 14"],
    [{ $filter: 'name' }, "$filter: expected a condition but found string field 'name' at position 1"],
    [{ $filter: "name eq 'a' and 5" }, "$filter: expected a condition but found number 5 at position 17"],
    [{ $filter: 'not name' }, "$filter: expected a condition but found string field 'name' at position 5"],
    [{ $filter: "contains(nameLength, '1')" }, "$filter: contains needs text but found number field 'nameLength' at position 10"],
    [{ $filter: 'contains(name, 1)' }, "$filter: contains needs text but found number 1 at position 16"],
    [{ $filter: 'contains(name, null)' }, '$filter: contains needs text but found null at position 16'],
    [{ $filter: "tolower(enabled) eq 'x'" }, "$filter: tolower needs text but found boolean field 'enabled' at position 9"],
    [{ $filter: "tolower(name) eq 1" }, "$filter: cannot compare the text of tolower() with number 1 using 'eq' at position 15"],
    [{ $orderby: 'modified desc' }, "$orderby: field 'modified' cannot be sorted at position 1"],
    [{ $orderby: 'info' }, "$orderby: cannot sort by json field 'info' at position 1"],
    [{ $orderby: 'nope' }, "$orderby: unknown field 'nope' at position 1"],
    [{ $select: 'name,nope' }, "$select: unknown field 'nope' at position 6"],
    [{ $select: 'subscriptions' }, "$select: 'subscriptions' is a relation; name it in $expand at position 1"],
    [{ $expand: 'owner' }, "$expand: unknown relation 'owner' at position 1"],
    [{ $expand: 'name' }, "$expand: 'name' is a field, not a relation at position 1"],
    [{ $expand: 'subscriptions($select=nope)' }, "$expand: unknown field 'nope' at position 23"],
    [{ $expand: "subscriptions($filter=nope eq 'x')" }, "$expand: unknown field 'nope' at position 23"],
    [{ $expand: 'subscriptions($expand=tenant($top=1))' }, "$expand: $top applies only to to-many relations, and 'tenant' is to-one at position 30"],
    [{ $expand: 'subscriptions($orderby=tenant)' }, "$expand: unknown field 'tenant' (it is a relation; name one of its fields, as in tenant/name) at position 24"],
    [{ $top: '1001' }, '$top must be an integer between 0 and 1000'],
    [{ $filter: "name eq 'x' extra" }, "$filter: expected an operator such as 'and' or the end of input but found 'extra' at position 13"],
  ];
  it.each(cases)('%o answers %s', async (query, message) => {
    expect(await failure(() => runList(db, tenantEntity, query))).toBe(message);
  });

  it('refuses $search where the entity has no searchable fields', async () => {
    const bare = defineEntity({ name: 'bare', table: tenants, fields: { name: { column: tenants.name, type: 'string' } } });
    expect(await failure(() => runList(db, bare, { $search: 'x' }))).toBe('$search is not available for bare');
    expect(names((await runList(db, bare, {})).value)).toHaveLength(4);
  });
});

describe('runGet', () => {
  it('returns the first matching row with $select and $expand, or undefined', async () => {
    const where = (id: string) => ({ where: (ref: (c: typeof tenants.tenantId) => ReturnType<typeof sql>) => sql`${ref(tenants.tenantId)} = ${id}::uuid` });
    expect(await runGet(db, tenantEntity, { $select: 'name', $expand: 'subscriptions($select=name)', $top: '50' }, where(ids.Acme as string))).toEqual({
      name: 'Acme', subscriptions: [{ name: 'Alpha sub' }, { name: 'Zulu sub' }],
    });
    expect(await runGet(db, tenantEntity, {}, where('00000000-0000-0000-0000-000000000000'))).toBeUndefined();
    expect(await runGet(db, tenantEntity, { $filter: "name eq 'Beta'" }, where(ids.Acme as string))).toBeUndefined();
  });
});

describe('runGrouped', () => {
  it('groups dropdown values by a to-one relation', async () => {
    const groups = await runGrouped(db, subscriptionEntity, {}, { groupBy: 'tenant', groupLabel: 'name', valueField: 'subscriptionId', labelField: 'name' });
    expect(groups).toEqual([
      { groupId: ids.Acme, groupName: 'Acme', items: [{ value: ids['Alpha sub'], label: 'Alpha sub' }, { value: ids['Zulu sub'], label: 'Zulu sub' }] },
      { groupId: ids.Beta, groupName: 'Beta', items: [{ value: ids['Beta main'], label: 'Beta main' }] },
    ]);
    const filtered = await runGrouped(db, subscriptionEntity, { $filter: "startswith(name, 'z')", $select: 'x', $count: 'true' }, {
      groupBy: 'tenant', groupLabel: 'name', valueField: 'subscriptionId', labelField: 'name',
    });
    expect(filtered).toEqual([{ groupId: ids.Acme, groupName: 'Acme', items: [{ value: ids['Zulu sub'], label: 'Zulu sub' }] }]);
  });

  it('puts rows without a parent in the Global group first, and honours scope, search and order', async () => {
    // A tenant whose second custom field names its "parent" tenant: enough to have rows without a parent.
    const child: ReturnType<typeof defineEntity> = defineEntity({
      name: 'child',
      table: tenants,
      fields: { tenantId: { column: tenants.tenantId, type: 'guid' }, name: { column: tenants.name, type: 'string' } },
      relations: { parent: { entity: () => tenantEntity, kind: 'one', localKey: tenants.workUnitFieldDef2, foreignKey: tenants.name } },
      searchable: ['name'],
    });
    const options = { groupBy: 'parent', groupLabel: 'name', valueField: 'tenantId', labelField: 'name' };
    expect(await runGrouped(db, child, {}, options)).toEqual([
      { groupId: null, groupName: 'Global', items: [{ value: ids.Acme, label: 'Acme' }, { value: ids["O'Brien"], label: "O'Brien" }] },
      { groupId: 'Acme', groupName: 'Acme', items: [{ value: ids.Beta, label: 'Beta' }, { value: ids['Gamma_100%'], label: 'Gamma_100%' }] },
    ]);
    const ordered = await runGrouped(db, child, { $orderby: 'name desc', $search: 'a' }, { ...options, where: (ref) => sql`${ref(tenants.name)} <> 'Acme'` });
    expect(ordered).toEqual([{ groupId: 'Acme', groupName: 'Acme', items: [{ value: ids['Gamma_100%'], label: 'Gamma_100%' }, { value: ids.Beta, label: 'Beta' }] }]);
    expect(await failure(() => runGrouped(db, child, { $filter: 'x eq 1' }, options))).toBe("$filter: unknown field 'x' at position 1");
  });
});

describe('defineEntity', () => {
  it('refuses names that cannot be written into SQL, unknown searchable paths and a bad default order', () => {
    const fields = { name: { column: tenants.name, type: 'string' as const } };
    expect(() => defineEntity({ name: 'x', table: tenants, fields: { 'bad name': fields.name } })).toThrow("defineEntity(x): 'bad name' is not a plain identifier");
    expect(() => defineEntity({ name: 'x', table: tenants, fields, searchable: ['a b'] })).toThrow("defineEntity(x): searchable 'a b' is not a field path");
    expect(() => defineEntity({ name: 'x', table: tenants, fields, defaultOrderBy: 'name sideways' })).toThrow('defineEntity(x): defaultOrderBy: expected');
    expect(() => defineEntity({
      name: 'x', table: tenants, fields,
      relations: { name: { entity: () => tenantEntity, kind: 'one', localKey: tenants.tenantId, foreignKey: tenants.tenantId } },
    })).toThrow("defineEntity(x): 'name' is both a field and a relation");
  });
});
