import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

/** The seeded demo accounts (apps/server/src/seed). */
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

/**
 * Saves a screenshot (full page unless told otherwise) as test-results/screenshots/{name}.png for people to look at,
 * and checks the screen's accessibility in light and dark (see checkAccessibility).
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage, animations: 'disabled' });
  await checkAccessibility(page, name);
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is, one readable line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
      return `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes) ${violation.help}\n    ${nodes.join('\n    ')}`;
    });
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Runs axe-core (WCAG 2.1 A and AA) on the page and fails the test (softly, so one run lists every screen's
 * problems) on any serious or critical violation. When the portal follows the system's colour scheme (the
 * default), the screen is checked in the other scheme as well, so every screen is seen light and dark.
 */
export async function checkAccessibility(page: Page, name: string): Promise<void> {
  // Each check (two axe runs on a busy machine) gets time of its own rather than eating the test's.
  base.info().setTimeout(base.info().timeout + 30_000);
  const systemDark = await page.evaluate(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  const scheme = systemDark ? 'dark' : 'light';
  expect.soft(await blockingViolations(page), `accessibility of ${name} (${scheme})`).toEqual([]);

  const followsSystem = await page.evaluate(() => window.localStorage.getItem('portal.themeMode') === null).catch(() => false);
  if (!followsSystem) return;
  const before = await bodyBackground(page);
  const other = systemDark ? 'light' : 'dark';
  await page.emulateMedia({ colorScheme: other });
  try {
    // Pages outside the portal's client (the sign-in form) keep their colours: nothing more to check there.
    const switched = await expect.poll(() => bodyBackground(page), { timeout: 2_000 }).not.toBe(before).then(() => true, () => false);
    if (!switched) return;
    // Let colour transitions (buttons, chips) settle before contrast is measured.
    await page.waitForTimeout(400);
    expect.soft(await blockingViolations(page), `accessibility of ${name} (${other})`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => bodyBackground(page), { timeout: 2_000 }).toBe(before).catch(() => undefined);
  }
}

const CSP_VIOLATION = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i;
const allowedByContext = new WeakMap<BrowserContext, RegExp[]>();

/**
 * Lets console errors or warnings matching `pattern` pass in this page's context: for a walk that provokes
 * one on purpose (a record that is not there answers 404, and the browser logs the failed request). The
 * pattern is matched against "{where}: {text}", where is the address the message came from.
 */
export function allowConsoleMessages(page: Page, pattern: RegExp): void {
  const context = page.context();
  allowedByContext.set(context, [...(allowedByContext.get(context) ?? []), pattern]);
}

/** An error or warning on the console (the app's, React's, React Router's, or the browser's about a failed request). */
function isProblem(message: ConsoleMessage): boolean {
  return message.type() === 'error' || message.type() === 'warning';
}

/** Fails the test on what `context` logged: CSP violations always, other errors and warnings unless allowed. */
function watchConsole(context: BrowserContext): () => void {
  const violations: string[] = [];
  const problems: string[] = [];
  const allowed = (text: string) => (allowedByContext.get(context) ?? []).some((pattern) => pattern.test(text));
  const where = (message: ConsoleMessage) => message.location().url || message.page()?.url() || '';
  context.on('console', (message) => {
    const text = message.text();
    if (CSP_VIOLATION.test(text)) violations.push(`${message.page()?.url()}: ${text}`);
    else if (isProblem(message) && !allowed(`${where(message)}: ${text}`)) problems.push(`${message.type()} at ${where(message)}: ${text}`);
  });
  context.on('weberror', (error) => {
    const text = String(error.error());
    if (!allowed(text)) problems.push(`uncaught at ${error.page()?.url()}: ${text}`);
  });
  return () => {
    expect({ cspViolations: violations }).toEqual({ cspViolations: [] });
    expect({ consoleErrorsAndWarnings: problems }).toEqual({ consoleErrorsAndWarnings: [] });
  };
}

export const test = base.extend<{ signIn: (userName: string, password: string, startPath?: string) => Promise<void> }>({
  // Every page the test opens reports to its console: a Content-Security-Policy violation, and any other error
  // or warning (a failed request, React's or React Router's warnings, an uncaught exception), fails the test.
  context: async ({ context }, use) => {
    const check = watchConsole(context);
    await use(context);
    check();
  },
  signIn: async ({ page }, use) => {
    await use((userName, password, startPath) => signIn(page, userName, password, startPath));
  },
});

export { expect };

export interface ReceivedMail { from: string; to: string[]; subject: string; data: string; received: string }

/** The mail the portal delivered to the walks' SMTP server (scripts/e2e-mailbox.mjs), oldest first. */
export async function receivedMail(): Promise<ReceivedMail[]> {
  const port = process.env.E2E_MAILBOX_PORT;
  if (!port) throw new Error('E2E_MAILBOX_PORT is not set: run the walks with npm run test:e2e.');
  return (await fetch(`http://127.0.0.1:${port}/messages`)).json() as Promise<ReceivedMail[]>;
}
