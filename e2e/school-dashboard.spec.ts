/**
 * The school dashboard (docs/product/schools.md): the owner sees the school's figures, finds a student, edits
 * the school's settings; the page passes axe in English and Arabic.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { uniqueEmail } from './support/accounts';
import { signInThroughApi } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

const TABS = ['students', 'staff', 'invitations', 'approvals', 'calendar', 'settings'] as const;
const DAY = 24 * 60 * 60 * 1000;

/** Logs a drive waiting for approval as the signed-in student of `page`; `daysAgo` keeps drives apart. */
async function logPendingDrive(page: Page, daysAgo: number, notes: string): Promise<string> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { uid: string } };
  const start = new Date(Date.now() - daysAgo * DAY - 13 * 60 * 1000);
  const response = await page.request.post('/api/drive-logs', {
    headers: { origin: BASE_URL },
    data: {
      id: crypto.randomUUID(),
      studentId: me.user.uid,
      source: 'manual',
      startedAt: start.toISOString(),
      endedAt: new Date(start.getTime() + 50 * 60 * 1000).toISOString(),
      timeZone: 'America/Los_Angeles',
      supervisor: { type: 'other', name: 'Maximilian Alexander Rodriguez-Fitzgerald', licenseNumber: 'D1234567890' },
      start: { label: 'Sacramento International Airport, Terminal B departures' },
      end: { label: 'University of California Davis, Memorial Union parking' },
      weather: ['clear', 'rain'],
      roadTypes: ['highway', 'residential', 'rural'],
      traffic: 'heavy',
      notes,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return me.user.uid;
}

test('the owner sees statistics, searches students and edits the settings', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stats = page.getByRole('region', { name: 'School statistics' });
  await expect(stats.getByText('Students', { exact: true })).toBeVisible();
  await expect(stats.getByText('Met the state requirement')).toBeVisible();
  await expect(stats.getByText('Driven this month')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('noah');
  const table = page.getByRole('table', { name: 'Students' });
  await expect(table.getByRole('link', { name: 'Noah Kim' })).toBeVisible();
  await expect(table.getByText('Jamie Parker')).toHaveCount(0);
  await expect(page.getByText('Showing 1 of')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/tab=settings/);
  const phone = `(916) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
  const field = page.getByRole('textbox', { name: 'Phone number' });
  await field.fill(phone);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(phone);
  await expect(page.getByText(phone).first()).toBeVisible();
});

for (const lang of ['en', 'ar'] as const) {
  test(`the dashboard has no serious accessibility problems (${lang})`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signInThroughApi(page, 'owner');
    await page.goto('/dashboard');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab').last().click();
    await expect(page.getByRole('button', { name: lang === 'ar' ? 'حفظ الإعدادات' : 'Save settings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the owner approves several drives at once from the dashboard', async ({ page, openSeparatePage }) => {
  const learner = await openSeparatePage();
  await signInThroughApi(learner, 'student2');
  const note = `Dashboard batch ${Date.now().toString(36)}`;
  const rileyId = await logPendingDrive(learner, 30, note);
  await logPendingDrive(learner, 31, note);

  await signInThroughApi(page, 'owner');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Pending approvals' }).click();
  await expect(page).toHaveURL(/tab=approvals/);
  const riley = page.getByRole('region', { name: 'Riley Parker' });
  await expect(riley.getByText(note)).toHaveCount(2);
  await riley.getByRole('checkbox', { name: "Select all of Riley Parker's drives" }).check();
  const approve = page.getByRole('button', { name: /^Approve \d+ drives?$/ });
  await expect(approve).toBeEnabled();
  const selected = Number((await approve.textContent())?.match(/\d+/)?.[0]);
  expect(selected).toBeGreaterThanOrEqual(2);
  await approve.click();
  await expect(page.getByRole('status').getByText(`Approved ${selected} drives.`)).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
  // Approved drives leave the list and count toward Riley's hours.
  const drives = (await (
    await learner.request.get(`/api/drive-logs?studentId=${encodeURIComponent(rileyId)}&limit=500`)
  ).json()) as { drives: { notes: string; status: string }[] };
  expect(drives.drives.filter((d) => d.notes === note).map((d) => d.status)).toEqual(['approved', 'approved']);
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`phone width, ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`no dashboard tab scrolls sideways (${lang})`, async ({ page, openSeparatePage }) => {
      test.slow(); // every tab of the dashboard, with data made for it first
      // Long words and addresses, as real data has them: a drive waiting, an invitation.
      const learner = await openSeparatePage();
      await signInThroughApi(learner, 'student');
      await logPendingDrive(
        learner,
        lang === 'en' ? 40 : 41,
        'Merging practice; Interstate80EastboundThroughDowntownSacramentoAtRushHour',
      );
      await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
      await signInThroughApi(page, 'owner');
      const org = (await (await page.request.get('/api/my-organization')).json()) as { organization: { id: string } };
      const invited = await page.request.post(`/api/organizations/${org.organization.id}/invitations`, {
        headers: { origin: BASE_URL },
        data: { email: uniqueEmail('a-rather-long-instructor-name.with-a-long-surname'), role: 'teacher' },
      });
      expect(invited.ok(), await invited.text()).toBe(true);

      const wide: string[] = [];
      for (const tab of TABS) {
        await page.goto(`/dashboard?tab=${tab}`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', `school-tab-${tab}`);
        await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`${tab}: ${width}px`);
      }
      expect(wide).toEqual([]);
      // The tabs scroll within their bar; the school's people are cards, not a clipped table.
      await page.goto('/dashboard?tab=staff', { waitUntil: 'networkidle' });
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
