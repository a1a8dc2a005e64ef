/**
 * The printable log: a student downloads the PDF and the CSV from their dashboard, the PDF's
 * totals equal the progress the app shows, and anyone (signed out) checks the printed log on
 * /verify-log/{exportId}, which turns to "changed" once another drive is approved.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { DEMO_PASSWORD, demoEmail, type DemoKey } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

interface Api {
  uid: string;
  api: APIRequestContext;
}

async function apiAs(key: DemoKey): Promise<Api> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: demoEmail(key), password: DEMO_PASSWORD },
  });
  expect(response.ok(), `sign-in as ${key}: ${response.status()}`).toBe(true);
  const me = (await (await api.get('/api/me')).json()) as { user: { uid: string } };
  return { uid: me.user.uid, api };
}

/** A past drive at an odd hour far back, so it cannot overlap drives other specs log. */
async function logDrive(
  as: Api,
  studentId: string,
  daysAgo: number,
  minutes: number,
  weather: string[],
): Promise<string> {
  const start = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
  start.setUTCHours(3, 17, 0, 0);
  const id = crypto.randomUUID();
  const response = await as.api.post('/api/drive-logs', {
    data: {
      id,
      studentId,
      source: 'manual',
      startedAt: start.toISOString(),
      endedAt: new Date(start.getTime() + minutes * 60_000).toISOString(),
      timeZone: 'America/Los_Angeles',
      supervisor: { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' },
      weather,
      roadTypes: ['rural'],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return id;
}

async function approve(as: Api, driveIds: string[]): Promise<void> {
  const response = await as.api.post('/api/drive-logs/review', { data: { driveIds, decision: 'approve' } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe('printable log and its verification', () => {
  let student: Api;
  let teacher: Api;
  test.beforeAll(async () => {
    // Noah (student3): no other spec logs drives for him.
    student = await apiAs('student3');
    teacher = await apiAs('teacher');
  });
  test.afterAll(async () => {
    await student?.api.dispose();
    await teacher?.api.dispose();
  });

  test('the student downloads the PDF and CSV; the PDF’s totals equal the progress; anyone can verify it', async ({
    page,
    openSeparatePage,
  }) => {
    const first = await logDrive(student, student.uid, 260, 75, ['rain']);
    const second = await logDrive(student, student.uid, 259, 40, ['clear']);
    await approve(teacher, [first]);

    await page.context().addCookies((await student.api.storageState()).cookies);
    await page.goto('/user');
    await expectPageSettled(page);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/^roadlog-noah-kim-\d{4}-\d{2}-\d{2}\.pdf$/);
    const doc = await PDFDocument.load(fs.readFileSync(await pdf.path()), { updateMetadata: false });
    const summary = JSON.parse(doc.getSubject() ?? '{}') as {
      exportId: string;
      totals: Record<string, unknown>;
      pending: { drives: number };
    };
    await expect(page.getByRole('status').filter({ hasText: 'Your download has started.' })).toBeVisible();

    const progress = (await (await student.api.get(`/api/students/${student.uid}/progress`)).json()) as {
      approved: { drives: number; totalMinutes: number; nightMinutes: number };
      pending: { drives: number };
      byWeather: Record<string, number>;
      byRoadType: Record<string, number>;
      bySupervisor: Record<string, number>;
    };
    expect(summary.totals).toEqual({
      drives: progress.approved.drives,
      totalMinutes: progress.approved.totalMinutes,
      nightMinutes: progress.approved.nightMinutes,
      byWeather: progress.byWeather,
      byRoadType: progress.byRoadType,
      bySupervisor: progress.bySupervisor,
    });
    expect(summary.totals.totalMinutes).toBeGreaterThanOrEqual(75);
    expect(summary.pending.drives).toBe(progress.pending.drives);

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^roadlog-noah-kim-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = fs.readFileSync(await csv.path(), 'utf8');
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    expect(csvText).toContain('Alex Doe');

    // Someone at the DMV scans the QR code: no account needed.
    const visitor = await openSeparatePage();
    await visitor.goto(`/verify-log/${summary.exportId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Driving log check' })).toBeVisible();
    await expect(visitor.getByTestId('log-unchanged')).toContainText('This log is unchanged since it was printed on');
    await expect(visitor.getByText('Noah K.', { exact: true })).toBeVisible();
    await expect(visitor.getByText('Golden State Driving School', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor);

    // Another drive is approved after printing: the printed log is out of date.
    await approve(teacher, [second]);
    await visitor.reload();
    await expect(visitor.getByTestId('log-changed')).toContainText('The log has changed since it was printed on');
    await expect(visitor.getByRole('columnheader', { name: 'On the printed log' })).toBeVisible();
    await expect(visitor.getByRole('columnheader', { name: 'Now' })).toBeVisible();
    await expect(visitor.getByTestId('totals-drives')).toContainText('Changed since printing');
    await expectNoSeriousA11yViolations(visitor);

    // Right to left in Arabic, still readable and accessible.
    const arabic = await openSeparatePage();
    await arabic.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await arabic.goto(`/verify-log/${summary.exportId}`);
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic.getByTestId('log-changed')).toBeVisible();
    await expectNoSeriousA11yViolations(arabic);
  });

  test('an unknown reference says no printed log was found', async ({ page, consoleGuard }) => {
    consoleGuard.allowFailedRequest(404, /^\/api\/log-verification\//, 'the reference is made up on purpose');
    await page.goto(`/verify-log/${crypto.randomBytes(16).toString('base64url')}`);
    await expect(page.getByRole('alert')).toContainText('No printed log with this reference was found.');
  });
});
