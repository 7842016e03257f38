// Stored XSS: payloads in every text field of every create, then every screen opened in Chromium as
// the administrator and as a customer. No dialog may fire, no payload may become an element, and no
// inline script may even be attempted (a CSP violation in the console).
import { type Browser, type Page, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getJson, report, suite } from './lib/suite.ts';

const MARK = `XSS${Date.now().toString(36)}`;
const payloads = [`<img src=x onerror=alert(1)>${MARK}`, `"><script>alert(1)</script>${MARK}`, `javascript:alert(1)//${MARK}`, `'><svg onload=alert(1)>${MARK}`];

interface Schema { type?: string; format?: string; enum?: unknown[]; maxLength?: number; pattern?: string; properties?: Record<string, Schema>; required?: string[] }

/** Creates with their valid base body; every other string field of the body's schema gets a payload. */
const creates = (A: string, categoryA: number, workUnitA: number): Record<string, Record<string, unknown>> => ({
  'PUT /v1/locations': { tenantId: A },
  'PUT /v1/subscriptions': { tenantId: A },
  'PUT /v1/tenants': {},
  'PUT /v1/tokens': { tenantId: A, lifetimeYears: 1 },
  'PUT /v1/workunitcategories': { tenantId: A, workUnitTypeId: 3 },
  'PUT /v1/workunitsubcategories': { workUnitCategoryId: categoryA },
  'PUT /v1/workunits': { workUnitId: -1, workUnitTypeId: 3, severityId: 0, tenantId: A },
  'PUT /api/v1/rc/workunits': { tenantId: A },
  'PUT /v1/workunitnotes': { workUnitId: workUnitA, isExternalNote: true },
});

let browser: Browser;
let stored = 0;

function textFields(schema: Schema): string[] {
  return Object.entries(schema.properties ?? {})
    .filter(([, s]) => s.type === 'string' && !s.format && !s.enum && !s.pattern)
    .map(([name]) => name);
}

/** Sends the body; drops the fields a 400 names (say, an email field) and tries again. */
async function createWithPayloads(key: string, base: Record<string, unknown>, fields: string[], payload: string, token: string): Promise<string[]> {
  let kept = fields.filter((f) => !(f in base));
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const body = { ...base, ...Object.fromEntries(kept.map((f) => [f, payload])) };
    const res = await call('PUT', key.slice(4), { token, body });
    if (res.status === 200 || res.status === 201) return kept;
    const message = String((res.json as { message?: string } | undefined)?.message ?? '');
    const named = kept.filter((f) => new RegExp(`(^|; )${f}: `).test(message));
    if (res.status !== 400 && res.status !== 409) throw new Error(`${key}: ${res.status} ${message}`);
    if (!named.length) {
      // A rule over several fields (not one field's format): keep the names, make them unique.
      if (res.status === 409) { payload = `${payload}${attempt}`; continue; }
      throw new Error(`${key}: 400 naming no field we set: ${message}`);
    }
    kept = kept.filter((f) => !named.includes(f));
  }
  throw new Error(`${key}: could not store the payloads`);
}

beforeAll(async () => {
  const { tokens, tenants } = suite();
  const admin = tokens.admin!;
  const document = await getJson<{ paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>> }>('/api/docs/json', admin);
  const category = await getJson<{ value: Array<{ workUnitCategoryId: number }> }>(`/v1/workunitcategories?$filter=${encodeURIComponent(`tenantId eq ${tenants.A}`)}&$top=1`, admin);
  const unit = await getJson<{ value: Array<{ workUnitId: number }> }>(`/v1/workunits?$filter=${encodeURIComponent(`tenantId eq ${tenants.A}`)}&$top=1&$select=workUnitId`, admin);
  for (const [key, base] of Object.entries(creates(tenants.A, category.value[0]!.workUnitCategoryId, unit.value[0]!.workUnitId))) {
    const [method, path] = key.split(' ') as [string, string];
    const schema = Object.values(document.paths[path]?.[method.toLowerCase()]?.requestBody?.content ?? {})[0]?.schema;
    if (!schema) throw new Error(`${key} is not in the OpenAPI document`);
    for (const payload of payloads) {
      const kept = await createWithPayloads(key, base, textFields(schema), payload, key.includes('/rc/') ? tokens.customer! : admin);
      stored += kept.length;
    }
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

afterAll(async () => {
  await browser?.close();
});

async function signInPage(userName: string, password: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL: suite().base });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`${page.url()}: a ${dialog.type()} dialog fired: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) problems.push(`${page.url()}: ${message.text().slice(0, 300)}`);
  });
  await page.goto('/user/login');
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  await signInButton.waitFor({ timeout: 30_000 }).catch(() => {
    // Seen when another build of apps/web ran in this working tree during the suite: the running portal's
    // hashed assets are replaced and its page loads none.
    throw new Error('The login page did not render (no Sign in button). Did apps/web get rebuilt while the suite ran?');
  });
  await signInButton.click();
  await page.locator('#username').fill(userName);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname !== '/' && !/^\/(oidc|auth\/callback|user\/login)/i.test(url.pathname), { timeout: 60_000 });
  return { page, problems };
}

/** Opens the screen, waits for its data, opens the first record that shows a payload, and looks for injected elements. */
async function visit(page: Page, path: string, problems: string[]): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle').catch(() => {});
  const marked = page.getByText(MARK).first();
  if (await marked.isVisible().catch(() => false)) {
    await marked.click({ timeout: 5_000 }).catch(() => {});
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(500);
  }
  const injected = await page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload], script:not([src])').length);
  if (injected) problems.push(`${path}: ${injected} payload element(s) in the page`);
}

describe('stored XSS', () => {
  it('fires no dialog and injects no element on any screen', async () => {
    const { tenants } = suite();
    const screens = [`/${tenants.A}`, `/${tenants.A}/workunitsv2`, `/${tenants.A}/tenants`, `/${tenants.A}/locations`, `/${tenants.A}/tokens`, `/${tenants.A}/workunitsettings`, '/grants', '/grants/history'];
    const admin = await signInPage('admin', 'admin-demo-pass');
    for (const screen of screens) await visit(admin.page, screen, admin.problems);
    const customer = await signInPage('customer', 'customer-demo-pass');
    const customerScreens = [`/${tenants.A}/resolutioncenter`];
    for (const screen of customerScreens) await visit(customer.page, screen, customer.problems);
    const problems = [...admin.problems, ...customer.problems];
    report('stored XSS: payloads in every text field, every screen in Chromium', stored, problems, `${screens.length + customerScreens.length} screens, ${payloads.length} payloads`);
    expect(problems).toEqual([]);
  });
});
