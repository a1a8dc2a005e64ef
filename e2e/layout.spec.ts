/**
 * Nothing on the public pages may be wider than a phone screen, in a left-to-right and in the
 * right-to-left language (a stray 100%-wide absolute element once made /register/* scroll sideways).
 */
import { expect, test } from './support/fixtures';

const PAGES = [
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

for (const lang of ['en', 'ar'] as const) {
  test.describe(`phone width, ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`public pages do not scroll sideways (${lang})`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
      const wide: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('main h1').first()).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`${path}: ${width}px`);
      }
      expect(wide).toEqual([]);
    });
  });
}
