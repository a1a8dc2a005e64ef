/**
 * The state admin dashboard (docs/product/state-admin.md): the demo state admin approves a pending
 * school and downloads a CSV export; the page passes axe in English and Arabic; on a phone the
 * tables are cards and nothing is wider than the screen.
 */
import fs from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInThroughApi } from './support/auth';
import { BASE_URL } from './support/env';
import { newSchool, organizationRegistration } from './support/registration';
import { expect, test } from './support/fixtures';

test('the state admin approves a pending school and downloads the school comparison', async ({ page }) => {
  const school = newSchool();
  const registered = await page.request.post('/api/registrations/organization', {
    headers: { origin: BASE_URL },
    data: organizationRegistration(school),
  });
  expect(registered.status(), await registered.text()).toBe(200);

  await signInThroughApi(page, 'state');
  await page.goto('/state-admin/CA');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('California');
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Approve ${school.schoolName}`, exact: true }).click();
  await expect(page.getByRole('button', { name: `Approve ${school.schoolName}`, exact: true })).toHaveCount(0);

  // The comparison lists the new school; its name shows its (no) students.
  const comparison = page.getByRole('table', { name: 'the school comparison' });
  await expect(
    comparison.getByRole('button', { name: 'Golden State Driving School: show its students' }),
  ).toBeVisible();
  await comparison.getByRole('button', { name: 'Golden State Driving School: show its students' }).click();
  await expect(page.getByText('School: Golden State Driving School')).toBeVisible();
  await expect(page.getByRole('table', { name: 'the students' }).getByText('Jamie Parker')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the school comparison as CSV' }).click();
  const file = await (await download).path();
  const csv = await fs.readFile(file, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toContain('School');
  expect(lines[0]).toContain('Median approved hours');
  expect(csv).toContain('Golden State Driving School');
  expect(csv).toContain(school.schoolName);
});

test('a state admin opening another state sees the warning', async ({ page }) => {
  await signInThroughApi(page, 'state');
  await page.goto('/state-admin/TX');
  await expect(page.getByText('You administer CA.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toHaveCount(0);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the dashboard has no serious accessibility problems (${lang})`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signInThroughApi(page, 'state');
    await page.goto('/state-admin/CA');
    await expect(page.locator('figure').first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
}

test('on a phone the tables are cards and nothing is clipped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(page, 'state');
  await page.goto('/state-admin/CA');
  await expect(page.getByRole('list', { name: 'the school comparison' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'the students' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'the students' })).toHaveCount(0);
  await expect(page.locator('figure').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
