import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/** The seeded demo accounts (apps/server/src/db/seed). */
export const accounts = {
  admin: { userName: 'admin', password: 'admin-demo-pass', name: 'Ada Administrator' },
  agent: { userName: 'agent', password: 'agent-demo-pass', name: 'Sam Support' },
  manager: { userName: 'manager', password: 'manager-demo-pass', name: 'Pat Manager' },
  customer: { userName: 'customer', password: 'customer-demo-pass', name: 'Casey Customer' },
  partner: { userName: 'partner', password: 'partner-demo-pass', name: 'Robin Partner' },
} as const;

const GUID = /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\/|$)/i;

/**
 * Signs in through the built-in provider's form, starting from `startPath` (default: the login page), and
 * waits until the portal has the browser back.
 */
export async function signIn(page: Page, userName: string, password: string, startPath = '/user/login'): Promise<void> {
  await page.goto(startPath);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('#username').fill(userName);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').first().click();
  // `/` itself only forwards to the user's tenant, so wait past it too.
  await page.waitForURL((url) => url.pathname !== '/' && !/^\/(oidc|auth\/callback|user\/login)/i.test(url.pathname), { timeout: 30_000 });
}

/** The tenant id in the current URL's first segment (the landing page is `/{tenantId}`). */
export function tenantIdOf(page: Page): string {
  const match = GUID.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`No tenant id in ${page.url()}`);
  return match[1];
}

const screenshotDir = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/** Saves a screenshot (full page unless told otherwise) as test-results/screenshots/{name}.png for people to look at. */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage, animations: 'disabled' });
}

export const test = base.extend<{ signIn: (userName: string, password: string, startPath?: string) => Promise<void> }>({
  // Every page the test opens reports Content-Security-Policy violations to its console: any one fails the test.
  context: async ({ context }, use) => {
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(`${message.page()?.url()}: ${message.text()}`);
    });
    await use(context);
    expect({ cspViolations: violations }).toEqual({ cspViolations: [] });
  },
  signIn: async ({ page }, use) => {
    await use((userName, password, startPath) => signIn(page, userName, password, startPath));
  },
});

export { expect };
