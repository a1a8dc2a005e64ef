/**
 * Personal data export (docs/product/data-export.md): a parent prepares their linked student's
 * data from /account, watches it get ready and downloads the ZIP; the section passes axe at phone
 * width in English and Arabic.
 */
import fs from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

test('a parent prepares their student’s data and downloads the archive', async ({ page }) => {
  await signInThroughApi(page, 'parent');
  await page.goto('/account');
  await expectPageSettled(page);
  const section = page.getByRole('region', { name: 'Your data' });
  await section.getByRole('button', { name: 'Prepare Jamie Parker’s data' }).click();
  const exports = section.getByRole('list', { name: 'Your data exports' });
  const item = exports.getByRole('listitem').filter({ hasText: 'Jamie Parker' }).first();
  const link = item.getByRole('link', { name: /^Download the archive \(ZIP, [\d,]+ KB\)$/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText('Ready');

  const saved = page.waitForEvent('download');
  await link.click();
  const file = await (await saved).path();
  expect(fs.readFileSync(file).subarray(0, 2).toString('latin1')).toBe('PK');
});

for (const lng of ['en', 'ar'] as const) {
  test(`the account page with its data section has no serious axe violations at phone width (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((l) => window.localStorage.setItem('i18nextLng', l), lng);
    await signInThroughApi(page, 'student');
    await page.goto('/account#data-export');
    await expectPageSettled(page);
    await expect(page.locator('#data-export')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
}
