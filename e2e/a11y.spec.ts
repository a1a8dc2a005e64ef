import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled } from './support/auth';
import { expect, test } from './support/fixtures';

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/register/parent',
  '/register/organization',
  '/about',
  '/faq',
  '/privacy-policy',
  '/terms-and-conditions',
  '/legal-notice',
  '/licensing-information',
  '/check-email',
  '/forgot-password',
];

const ARABIC_PAGES = ['/', '/login', '/about'];

test.describe('accessibility, in English', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectPageSettled(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('accessibility, in Arabic (right-to-left)', () => {
  test.beforeEach(async ({ page }) => {
    // The stored language preference comes first (docs/product/constants.md).
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  for (const path of ARABIC_PAGES) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expectPageSettled(page);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
