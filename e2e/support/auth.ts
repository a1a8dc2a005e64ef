import { expect, type Cookie, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, type DemoKey } from './accounts';
import { BASE_URL } from './env';

export const NO_STUDENT_MESSAGE =
  'No associated student found for this parent account. Please contact your organization.';

/** Fills the sign-in form at /login (opening it first unless `stay` is set) and submits it. */
export async function signInThroughUI(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { stay = false } = {},
): Promise<void> {
  if (!stay) await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Session cookies of demo accounts already signed in by this worker (see signInThroughApi). */
const demoSessions = new Map<string, Cookie[]>();

/**
 * Signs in through the API from the page's own request context, so the session cookie lands in
 * the browser context. Faster than the form; used where signing in is not what the test is about.
 * A demo account's session is signed in once per worker and reused while it is still valid
 * (sign-ins are rate limited per account: ten in 15 minutes), checked through /api/me each time,
 * so a test that signed the session out only costs the next test a fresh sign-in.
 */
export async function signInThroughApi(page: Page, key: DemoKey | { email: string; password: string }): Promise<void> {
  const body = typeof key === 'string' ? { email: demoEmail(key), password: DEMO_PASSWORD } : key;
  const cached = typeof key === 'string' ? demoSessions.get(body.email) : undefined;
  if (cached) {
    await page.context().addCookies(cached);
    const me = await page.request.get('/api/me');
    const user = me.ok() ? ((await me.json()) as { user: { email: string } | null }).user : null;
    if (user?.email === body.email) return;
    demoSessions.delete(body.email);
  }
  const response = await page.request.post('/api/auth/sign-in/email', { data: body, headers: { origin: BASE_URL } });
  expect(response.ok(), `sign-in as ${body.email}: ${response.status()} ${await response.text()}`).toBe(true);
  if (typeof key === 'string')
    demoSessions.set(
      body.email,
      (await page.context().cookies()).filter((c) => c.name.includes('better-auth')),
    );
}

/** The top bar of a signed-in user (desktop layout). */
export async function expectSignedInBar(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(bar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** The top bar of a signed-out visitor (desktop layout). */
export async function expectSignedOutBar(page: Page): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(bar.getByRole('link', { name: 'Login / Register' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Logout' })).toHaveCount(0);
}

export async function logOutThroughUI(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click();
}

/** The path of the page (no query), for exact comparisons. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The element's text is clearly red (the red channel dominates), whatever the exact shade. */
export async function expectRed(locator: Locator): Promise<void> {
  const color = await locator.evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect(r - Math.max(g, b), `text colour ${color} should be red`).toBeGreaterThan(80);
}

/** The page has its heading and no spinner left (its data has loaded). */
export async function expectPageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
}
