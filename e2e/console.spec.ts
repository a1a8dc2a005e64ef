import { signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

/**
 * Every test of the suite fails when a page logs a console error or throws (support/fixtures.ts,
 * support/console-guard.ts), so each role's home (auth.spec.ts), the registration flows and the
 * public pages (a11y.spec.ts) are covered there. This file checks the guard itself and walks the
 * pages no other spec opens.
 */

test.describe('the console guard', () => {
  test('records console errors and uncaught exceptions', async ({ page, consoleGuard }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      console.error('guard self-test: console.error');
      setTimeout(() => {
        throw new Error('guard self-test: uncaught');
      });
    });
    await expect.poll(() => consoleGuard.problems.length).toBe(2);
    expect(consoleGuard.take(/guard self-test: console\.error/)).toHaveLength(1);
    expect(consoleGuard.take(/guard self-test: uncaught/)).toEqual([expect.objectContaining({ kind: 'uncaught' })]);
  });

  test('records failed requests, which Chromium logs as console errors', async ({ page, consoleGuard }) => {
    await page.goto('/about');
    await page.evaluate(() => fetch('/api/admin/outbox'));
    await expect.poll(() => consoleGuard.unexpected().length).toBe(1);
    expect(consoleGuard.unexpected()[0]).toMatchObject({
      text: expect.stringMatching(/status of 401/),
      url: expect.stringContaining('/api/admin/outbox'),
    });
    consoleGuard.allowFailedRequest(401, /^\/api\/admin\/outbox$/, 'provoked by this test');
    expect(consoleGuard.unexpected()).toEqual([]);
  });
});

test.describe('no console errors', () => {
  test('signed out: the remaining public pages', async ({ page }) => {
    for (const path of ['/reset-password', '/no-such-page', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
  });

  test('signed out: a guarded page before sign-in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin going through every tab of /admin', async ({ page }) => {
    await signInThroughApi(page, 'admin');
    await page.goto('/admin');
    for (const tab of ['Users', 'Feature flags', 'Analytics', 'E-mail outbox', 'Schools']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel').getByRole('heading', { name: tab, level: 2 })).toBeVisible();
      await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Golden State Driving School' }).click();
    await expect(page.getByRole('heading', { name: 'Golden State Driving School', level: 1 })).toBeVisible();
    await expect(page.locator('.MuiCircularProgress-root')).toHaveCount(0);
  });
});
