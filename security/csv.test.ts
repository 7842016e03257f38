// CSV exports: text a user stored that starts with = + - @ (or a tab or carriage return) must not reach
// a spreadsheet as a formula. Every export route of the OpenAPI document is checked.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, getJson, report, suite } from './lib/suite.ts';
import { operationsOf } from './routes.ts';

const MARK = `SECPROBE${randomUUID().slice(0, 8)}`;
const payloads = [`=${MARK}+1`, `+${MARK}`, `-${MARK}`, `@${MARK}`, `=HYPERLINK("http://evil.example/${MARK}")`, `\t=${MARK}`, `\r=${MARK}`];

/** The records each export lists, made with every payload as their text. */
const seeders: Record<string, (text: string) => { path: string; body: unknown }> = {
  workunits: (text) => ({ path: '/v1/workunits', body: { workUnitId: -1, title: text, description: text, workUnitTypeId: 3, severityId: 2, tenantId: suite().tenants.A, assignmentGroup: undefined } }),
  locations: (text) => ({ path: '/v1/locations', body: { name: text, city: text, tenantId: suite().tenants.A } }),
  subscriptions: (text) => ({ path: '/v1/subscriptions', body: { name: `${text}${randomUUID().slice(0, 4)}`, tenantId: suite().tenants.A } }),
  tenants: (text) => ({ path: '/v1/tenants', body: { name: `${text}${randomUUID().slice(0, 4)}` } }),
  tokens: (text) => ({ path: '/v1/tokens', body: { name: text, description: text, tenantId: suite().tenants.A, lifetimeYears: 1 } }),
  workunitcommunications: (text) => ({ path: '/v1/workunitcommunications', body: {
    title: text, details: text, impactedServices: text, tenantId: suite().tenants.A, serviceManager: 'manager',
    eventStarted: '2026-01-01T10:00:00Z', eventEngaged: '2026-01-01T10:05:00Z', nextUpdate: '2099-01-01T00:00:00Z',
  } }),
  packages: (text) => ({ path: '/v1/packages', body: { name: `${text}${randomUUID().slice(0, 4)}`, description: text, executableName: text, tenantId: suite().tenants.A, packageTypeId: 1, operatingSystemRidsId: 4, parameterDefinitions: [] } }),
};

/** RFC 4180 cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i += 1; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\n') { row.push(cell.replace(/\r$/, '')); rows.push(row); row = []; cell = ''; } else cell += c;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/**
 * Areas without a create call: their demo records are renamed with the payloads instead (see beforeAll). The
 * version report (compliancereport) lists the renamed demo devices' installed packages.
 */
const renamed = new Set(['devices', 'compliancereport']);
/** Areas whose records only agents make: agents enroll with the payloads as their machine names (see beforeAll). */
const enrolled = new Set(['pendingdevices']);

let exports: string[];

beforeAll(async () => {
  const admin = suite().tokens.admin!;
  exports = operationsOf(await getJson('/api/docs/json', admin)).filter((op) => op.method === 'GET' && /\/export/i.test(op.path)).map((op) => op.path);
  for (const make of Object.values(seeders)) {
    for (const text of payloads) {
      const { path, body } = make(text);
      const res = await call('PUT', path, { token: admin, body });
      if (res.status !== 200 && res.status !== 201) throw new Error(`PUT ${path} with ${JSON.stringify(text)}: ${res.status} ${res.text.slice(0, 200)}`);
    }
  }
  // Devices come only from promotion: one demo device per payload takes it as its name.
  const devices = await getJson<{ value: Array<{ deviceId: string; tenantId: string; subscriptionId: string }> }>('/v1/devices?$top=100', admin);
  if (devices.value.length < payloads.length) throw new Error(`the demo data has ${devices.value.length} devices, fewer than ${payloads.length}`);
  for (const [i, text] of payloads.entries()) {
    const { deviceId, tenantId, subscriptionId } = devices.value[i]!;
    const res = await call('POST', `/v1/devices/${deviceId}`, { token: admin, body: { name: text, tenantId, subscriptionId, heartbeatInterval: 60 } });
    if (res.status !== 200) throw new Error(`POST /v1/devices/${deviceId} with ${JSON.stringify(text)}: ${res.status} ${res.text.slice(0, 200)}`);
  }
  // Pending devices come only from agents: one agent per payload enrolls with it as its machine name (a tab or
  // CR first is trimmed away by the agent protocol, so those two payloads are left out).
  const apiToken = await call('PUT', '/v1/tokens', { token: admin, body: { name: `csv-${MARK}`, tenantId: suite().tenants.A, lifetimeYears: 1 } });
  const agentToken = (apiToken.json as { generatedToken: string }).generatedToken;
  for (const text of payloads.filter((p) => !/^[\t\r]/.test(p))) {
    const agentId = randomUUID();
    const res = await call('POST', '/agent/v1/enroll', {
      token: agentToken,
      body: { agentId, machineName: text, operatingSystem: 'linux 6.1', operatingSystemId: 4, architecture: 'x64', agentVersion: '1.0.0', fingerprint: createHash('sha256').update(agentId).digest('hex') },
    });
    if (res.status !== 200 && res.status !== 202) throw new Error(`POST /agent/v1/enroll with ${JSON.stringify(text)}: ${res.status} ${res.text.slice(0, 200)}`);
  }
});

describe('CSV exports', () => {
  it('escapes stored text that a spreadsheet would run as a formula, in every export', async () => {
    const admin = suite().tokens.admin!;
    const problems: string[] = [];
    let cells = 0;
    for (const template of exports) {
      const area = template.split('/')[2]!;
      if (!seeders[area] && !renamed.has(area) && !enrolled.has(area)) { problems.push(`${template}: no records seeded for this export (add the area to csv.test.ts)`); continue; }
      const res = await call('GET', `${template}?$top=1000&$orderby=created desc`, { token: admin });
      const fallback = res.status === 200 ? res : await call('GET', `${template}?$top=1000`, { token: admin });
      if (fallback.status !== 200) { problems.push(`${template}: ${fallback.status} ${fallback.text.slice(0, 200)}`); continue; }
      const marked = parseCsv(fallback.text).flat().filter((cell) => cell.includes(MARK));
      if (!marked.length) problems.push(`${template}: none of the seeded values is in the export`);
      for (const cell of marked) {
        cells += 1;
        if (/^[=+\-@\t\r]/.test(cell)) problems.push(`${template}: formula cell ${JSON.stringify(cell)}`);
      }
    }
    report('CSV exports: = + - @ tab CR escaped', cells, problems, `${exports.length} export routes`);
    expect(problems).toEqual([]);
  });

  it('escapes formulas in the compliance export (POST v1/controlsets/Export()): notes of a week as the payloads', async () => {
    const admin = suite().tokens.admin!;
    const tenantId = suite().tenants.A;
    const startDate = new Date().toISOString().slice(0, 10);
    const sets = await getJson<{ value: Array<{ id: string; controls: Array<{ id: string }> }> }>(`/v1/controlsets?tenantId=${tenantId}&startDate=${startDate}`, admin);
    const set = sets.value.find((s) => s.controls.length >= payloads.length)!;
    for (const [i, text] of payloads.entries()) {
      const res = await call('POST', '/v1/controlstatuses', { token: admin, body: { tenantId, controlId: set.controls[i]!.id, checkDate: startDate, status: 'Poam', notes: text } });
      if (res.status !== 200) throw new Error(`POST /v1/controlstatuses with ${JSON.stringify(text)}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    const res = await call('POST', '/v1/controlsets/Export()', { token: admin, body: { tenantId, startDate, controlSetId: set.id } });
    expect(res.status).toBe(200);
    const marked = parseCsv(res.text).flat().filter((cell) => cell.includes(MARK));
    const problems = marked.filter((cell) => /^[=+\-@\t\r]/.test(cell)).map((cell) => `formula cell ${JSON.stringify(cell)}`);
    report('compliance CSV export: = + - @ tab CR escaped', marked.length, problems, 'POST /v1/controlsets/Export()');
    expect(marked.length).toBe(payloads.length);
    expect(problems).toEqual([]);
  });
});
