/**
 * Progress, "Log past drive" and batch approval: a student logs past drives in the dialog (an
 * overlapping one is refused naming the field and the rule), the parent approves one on
 * /approvals, and the student's approved total on the dashboard moves.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, pathOf, signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

const ZONE = 'America/Los_Angeles';
test.use({ timezoneId: ZONE });

/** "1 h 30 min", "2 h", "45 min": the English of formatDuration. */
function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The local date some days ago in the drive zone. Other specs log drives 30 days ago or more. */
function daysAgo(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - days * 86_400_000),
  );
}

interface Progress {
  approved: { totalMinutes: number };
  pending: { totalMinutes: number; drives: number };
  requiredMinutes: number;
}

async function progressOf(page: Page): Promise<Progress> {
  const me = (await (await page.request.get('/api/me')).json()) as { user: { uid: string } };
  return (await (await page.request.get(`/api/students/${me.user.uid}/progress`)).json()) as Progress;
}

async function fillDrive(page: Page, date: string, start: string, end: string) {
  const dialog = page.getByRole('dialog', { name: 'Log past drive' });
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
  await dialog.getByRole('textbox', { name: 'Start time', exact: true }).fill(start);
  await dialog.getByRole('textbox', { name: 'End time', exact: true }).fill(end);
  return dialog;
}

test.describe('signed out and forbidden', () => {
  test('/approvals sends a signed-out visitor to /login', async ({ page }) => {
    await page.goto('/approvals');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a student opening /approvals is sent to the landing page', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/approvals');
    await expect.poll(() => pathOf(page)).toBe('/');
  });

  test('an unlinked parent sees no drives to approve', async ({ page }) => {
    await signInThroughApi(page, 'parent2');
    // A parent without students has no home; /approvals is still theirs to open, and empty.
    await page.goto('/approvals');
    await expectPageSettled(page);
    await expect(page.getByText('Nothing is waiting for your approval.')).toBeVisible();
  });
});

test('a student logs past drives, an overlap is refused, the parent approves one and the total moves', async ({
  page,
  openSeparatePage,
  consoleGuard,
}) => {
  test.slow(); // two people, four saves and two accessibility scans
  consoleGuard.allowFailedRequest(400, /^\/api\/drive-logs$/, 'the overlapping drive this test logs on purpose');
  await signInThroughApi(page, 'student');
  const before = await progressOf(page);
  const date = daysAgo(2 + Math.floor(Math.random() * 20));

  await page.goto('/user');
  await expectPageSettled(page);
  await expect(page.getByRole('heading', { name: 'Driving hours', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start drive' })).toHaveAttribute('href', /\/live-drive\//);
  await expect(page.getByRole('link', { name: 'Archived drives' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // First drive: an hour in the rain, supervised by the linked parent (chosen by default).
  await page.getByRole('button', { name: 'Log past drive' }).click();
  let dialog = await fillDrive(page, date, '06:10', '07:10');
  // Other specs log drives for Jamie too: a note unique to this run finds ours on /approvals.
  const marker = `Practice run ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill(marker);
  await expect(dialog.getByRole('combobox', { name: 'Supervisor' })).toHaveText(/Pat Parker/);
  await dialog.getByRole('button', { name: 'Rain' }).click();
  await expect(dialog.getByRole('button', { name: 'Rain' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save drive' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Drive saved. It is waiting for approval.')).toBeVisible();
  const pendingDrives = before.pending.drives + 1;
  await expect(
    page.getByText(
      `+ ${duration(before.pending.totalMinutes + 60)} waiting for approval (${pendingDrives} drive${pendingDrives === 1 ? '' : 's'})`,
    ),
  ).toBeVisible();

  // The client checks the rules the server checks, before sending.
  await page.getByRole('button', { name: 'Log past drive' }).click();
  dialog = await fillDrive(page, date, '08:00', '08:03');
  await dialog.getByRole('button', { name: 'Save drive' }).click();
  await expect(dialog.getByText('A drive must last at least 5 minutes.')).toBeVisible();

  // Second drive overlapping the first: the server refuses it, naming the field and the rule.
  await fillDrive(page, date, '06:40', '07:40');
  await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill(`${marker} (snow)`);
  await dialog.getByRole('button', { name: 'Snow' }).click();
  await dialog.getByRole('button', { name: 'Save drive' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Start time: This drive overlaps another drive of the same student.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Start time', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // Moved after the first one, it is saved (same dialog, same id: still one drive).
  await fillDrive(page, date, '07:30', '08:15');
  await dialog.getByRole('button', { name: 'Save drive' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(
      `+ ${duration(before.pending.totalMinutes + 105)} waiting for approval (${pendingDrives + 1} drives)`,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(`${duration(before.approved.totalMinutes)} of ${duration(before.requiredMinutes)}`).first(),
  ).toBeVisible();

  // The parent approves the rainy drive on /approvals.
  const parent = await openSeparatePage({ timezoneId: ZONE });
  await signInThroughApi(parent, 'parent');
  await parent.goto('/approvals');
  await expectPageSettled(parent);
  const jamie = parent.getByRole('region', { name: 'Jamie Parker' });
  const rainy = jamie
    .getByRole('listitem')
    .filter({ hasText: marker })
    .filter({ hasText: 'Rain' })
    .filter({ hasText: 'Length 1 h' });
  const snowy = jamie
    .getByRole('listitem')
    .filter({ hasText: `${marker} (snow)` })
    .filter({ hasText: 'Length 45 min' });
  await expect(rainy).toHaveCount(1);
  await expect(snowy).toHaveCount(1);
  await expect(parent.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  await rainy.getByRole('checkbox').check();
  await expectNoSeriousA11yViolations(parent);
  await parent.getByRole('button', { name: 'Approve 1 drive' }).click();
  await expect(parent.getByRole('status').filter({ hasText: 'Approved 1 drive.' })).toBeVisible();
  await expect(rainy).toHaveCount(0);
  await expect(snowy).toHaveCount(1);

  // The student's approved total has moved by the hour approved.
  await page.reload();
  await expectPageSettled(page);
  await expect(
    page.getByText(`${duration(before.approved.totalMinutes + 60)} of ${duration(before.requiredMinutes)}`).first(),
  ).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Supervised driving' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.min(100, Math.round(((before.approved.totalMinutes + 60) / before.requiredMinutes) * 100))),
  );
});

test('the instructor sees waiting drives and each student’s hours', async ({ page }) => {
  await signInThroughApi(page, 'teacher');
  await page.goto('/instructor-dashboard');
  await expectPageSettled(page);
  await expect(page.getByRole('heading', { name: 'Drive approvals' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review drives' })).toHaveAttribute('href', '/approvals');
  await expect(page.getByRole('columnheader', { name: 'Supervised hours' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Approved hours of Noah Kim' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
