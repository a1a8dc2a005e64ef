import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Picks a language from the top bar's selector, whose button shows the current language's name. */
async function chooseLanguage(page: Page, current: string, choice: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: current }).click();
  await page.getByRole('menuitem', { name: choice, exact: true }).click();
}

test.describe('language', () => {
  test('choosing Arabic turns the page right-to-left and is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await chooseLanguage(page, 'English', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens a drawer with Login / Register', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login / Register' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await expect(drawer.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Login / Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('landing page sections', () => {
  // The section links show in the top bar from 1236 px on (docs/product/constants.md).
  test.use({ viewport: { width: 1300, height: 800 } });

  test('"How it works" scrolls its section to just below the 64 px header', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#how-it-works');
    await expect(section).toBeAttached(); // the page's content loads after the top bar
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'How it works' })
      .click();
    const top = () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    // Smooth scrolling: wait until the section has arrived, then check it rests 64 px (±8) down.
    await expect.poll(top, { timeout: 5_000 }).toBeLessThanOrEqual(72);
    await expect.poll(top).toBeGreaterThanOrEqual(56);
  });
});

test.describe('routes', () => {
  test('/terms redirects to /terms-and-conditions', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path shows "Page not found"', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  });

  test('the footer shows the current year', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Roadlog`);
  });
});
