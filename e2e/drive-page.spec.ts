/**
 * The drive page (/drivelogs/{driveId}) and the archived drives (/archived-drives/{studentId}):
 * approval, night correction, archive and restore, and who may see a drive.
 */
import crypto from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, type DemoKey } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, pathOf } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test as base } from './support/fixtures';

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

interface Session {
  uid: string;
  api: APIRequestContext;
  state: StorageState;
}

/**
 * One API sign-in per demo account for the whole worker (sign-ins are rate limited per account);
 * browser pages reuse its cookies through storageState.
 */
const test = base.extend<
  { openAs: (key: DemoKey, options?: { lang?: string }) => Promise<Page> },
  { session: (key: DemoKey) => Promise<Session> }
>({
  session: [
    async ({}, use) => {
      const sessions = new Map<DemoKey, Promise<Session>>();
      const open = async (key: DemoKey): Promise<Session> => {
        const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
        const response = await api.post('/api/auth/sign-in/email', {
          data: { email: demoEmail(key), password: DEMO_PASSWORD },
        });
        expect(response.ok(), `sign-in as ${key}: ${response.status()} ${await response.text()}`).toBe(true);
        const me = (await (await api.get('/api/me')).json()) as { user: { uid: string } };
        return { uid: me.user.uid, api, state: await api.storageState() };
      };
      await use((key) => {
        if (!sessions.has(key)) sessions.set(key, open(key));
        return sessions.get(key)!;
      });
      for (const s of sessions.values()) await (await s).api.dispose();
    },
    { scope: 'worker' },
  ],
  openAs: async ({ session, openSeparatePage }, use) => {
    await use(async (key, { lang } = {}) => {
      const page = await openSeparatePage({ storageState: (await session(key)).state });
      if (lang) await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
      return page;
    });
  },
});

const ZONE = 'America/Los_Angeles';

/** The local date (YYYY-MM-DD) of an instant in the drive's zone, as the date filters take it. */
const localDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/** The value a datetime-local input shows for an instant in the drive's zone ("2024-05-03T16:05"). */
function localDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * Logs a one-hour drive as the student, supervised by the linked parent, with a short GPS track.
 * Each drive starts at a random minute of the last eight years, so drives of this and other
 * specs never overlap.
 */
async function logDrive(
  session: (key: DemoKey) => Promise<Session>,
  opts: { track?: boolean } = {},
): Promise<{ id: string; startedAt: string }> {
  const student = await session('student');
  const parent = await session('parent');
  const minutes = 60 * 24 * (30 + Math.floor(Math.random() * 2900)) + Math.floor(Math.random() * 1440);
  const start = Math.floor((Date.now() - minutes * 60_000) / 60_000) * 60_000;
  const id = crypto.randomUUID();
  const track = opts.track
    ? Array.from({ length: 20 }, (_, i) => [38.57 + i * 0.002, -121.5 + Math.sin(i / 3) * 0.01, start + i * 180_000])
    : undefined;
  const response = await student.api.post('/api/drive-logs', {
    data: {
      id,
      studentId: student.uid,
      source: 'manual',
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(start + 60 * 60_000).toISOString(),
      timeZone: ZONE,
      supervisor: { type: 'parent', userId: parent.uid },
      start: { label: 'Home' },
      end: { label: 'School parking lot' },
      weather: ['rain'],
      roadTypes: ['residential', 'highway'],
      notes: 'Practised merging.',
      ...(track ? { track } : {}),
    },
  });
  expect(response.status(), `POST /api/drive-logs: ${await response.text()}`).toBe(201);
  return { id, startedAt: new Date(start).toISOString() };
}

const drivePath = (id: string) => `/drivelogs/${id}`;

/** The value of one fact in the drive's details (the <dd> after its <dt>). */
const fact = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Details' }).locator(`dt:text-is("${label}") + dd`);

test.describe('the drive page', () => {
  test('the linked parent approves a drive; its status and audit trail show the approval', async ({
    session,
    openAs,
  }) => {
    const drive = await logDrive(session);
    const page = await openAs('parent');
    await page.goto(drivePath(drive.id));
    await expectPageSettled(page);
    await expect(page.getByText('Waiting for approval').first()).toBeVisible();
    await expect(page.getByText('Drive of Jamie Parker')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Drive logged')).toBeVisible();

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Drive approved.')).toBeVisible();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(history.getByText('Approved', { exact: true })).toBeVisible();
    await expect(history.getByText(/^Pat Parker, /)).toBeVisible();
  });

  test('a reviewer rejects a drive with a reason', async ({ session, openAs }) => {
    const drive = await logDrive(session);
    const page = await openAs('teacher');
    await page.goto(drivePath(drive.id));
    await expectPageSettled(page);
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this drive' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('This was a paid lesson, not practice.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('This drive was rejected: This was a paid lesson, not practice.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Reason: This was a paid lesson, not practice.'),
    ).toBeVisible();
  });

  test('a reviewer corrects the night minutes with a reason', async ({ session, openAs }) => {
    const drive = await logDrive(session);
    const page = await openAs('teacher');
    await page.goto(drivePath(drive.id));
    await expectPageSettled(page);
    await page.getByRole('button', { name: 'Correct night minutes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct the night minutes' });
    const minutes = dialog.getByRole('spinbutton', { name: 'Night minutes' });
    await minutes.fill('75');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(dialog.getByText('Enter whole minutes from 0 to 60.')).toBeVisible();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await minutes.fill('25');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('We drove after dusk for most of the way.');
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Night minutes corrected.')).toBeVisible();
    await expect(fact(page, 'Night minutes')).toHaveText(
      /^25 minCorrected by the supervisor \(computed: .*\)\. Reason: We drove after dusk for most of the way\.$/,
    );
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Night minutes corrected')).toBeVisible();
    await expect(history.getByText(/^Night minutes: .* → 25 min$/)).toBeVisible();
  });

  test('the student archives a drive, finds it among the archived drives and restores it', async ({
    session,
    openAs,
  }) => {
    const drive = await logDrive(session);
    const student = await session('student');
    const page = await openAs('student');
    await page.goto(drivePath(drive.id));
    await expectPageSettled(page);
    // Students log drives but never review them.
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Drive archived. It no longer counts towards the totals.')).toBeVisible();
    await expect(page.getByText(/This drive is archived/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText('Archived', { exact: true })).toBeVisible();

    await page.goto(`/archived-drives/${student.uid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Archived drives' })).toBeVisible();
    // Other drives may be archived too: narrow the list to the drive's local date.
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(localDate(drive.startedAt));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(localDate(drive.startedAt));
    const link = page.locator(`a[href="${drivePath(drive.id)}"]`);
    await expect(link).toBeVisible();
    await page
      .getByRole('row')
      .filter({ has: link })
      .getByRole('button', { name: /^Restore the drive of / })
      .click();
    await expect(link).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await page.goto(drivePath(drive.id));
    await expectPageSettled(page);
    await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' }).getByText('Restored', { exact: true })).toBeVisible();
  });

  test('the student proposes a correction to an approved drive and the parent approves it', async ({
    session,
    openAs,
  }) => {
    const drive = await logDrive(session);
    const parent = await session('parent');
    expect(
      (await parent.api.post('/api/drive-logs/review', { data: { driveIds: [drive.id], decision: 'approve' } })).ok(),
    ).toBe(true);

    const page = await openAs('student');
    await page.goto(drivePath(drive.id));
    await expectPageSettled(page);
    await page.getByRole('button', { name: 'Propose a correction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose a correction' });
    // The inputs show the drive's own zone: the drive lasted an hour; end it after 45 minutes.
    const end = dialog.getByLabel('End time');
    await expect(dialog.getByLabel('Start time')).toHaveValue(localDateTime(drive.startedAt));
    await end.fill(localDateTime(new Date(new Date(drive.startedAt).getTime() + 45 * 60_000).toISOString()));
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('We stopped earlier than I wrote.');
    await dialog.getByRole('button', { name: 'Send for approval' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Correction sent for approval.')).toBeVisible();
    await expect(page.getByText('A correction to this drive is waiting for approval.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Corrections' }).getByText(/^End time: .* → .*$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve correction' })).toHaveCount(0);

    const parentPage = await openAs('parent');
    await parentPage.goto(drivePath(drive.id));
    await expectPageSettled(parentPage);
    await parentPage.getByRole('button', { name: 'Approve correction' }).click();
    await expect(fact(parentPage, 'Duration')).toHaveText('45 min');
    await expect(parentPage.getByRole('region', { name: 'History' }).getByText('Correction approved')).toBeVisible();
  });

  test('a signed-out visitor is sent to sign in', async ({ session, page }) => {
    const drive = await logDrive(session);
    await page.goto(drivePath(drive.id));
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a parent who is not linked gets the same answer as for a drive that does not exist', async ({
    session,
    openAs,
    consoleGuard,
  }) => {
    consoleGuard.allowFailedRequest(
      404,
      /^\/api\/drive-logs\/[^/]+$/,
      'a drive the viewer may not see answers 404, like a missing one',
    );
    const drive = await logDrive(session);
    const page = await openAs('parent2');

    await page.goto(drivePath(drive.id));
    await expectPageSettled(page);
    const forbidden = await page.locator('main').innerText();
    expect(forbidden).toContain('We could not find what you were looking for.');
    expect(forbidden).not.toContain('Jamie');

    await page.goto(drivePath(crypto.randomUUID()));
    await expectPageSettled(page);
    expect(await page.locator('main').innerText()).toBe(forbidden);
  });
});

test.describe('accessibility of the drive pages', () => {
  for (const lang of ['en', 'ar']) {
    test(`the drive page has no serious or critical axe violations (${lang})`, async ({ session, openAs }) => {
      const drive = await logDrive(session, { track: true });
      const page = await openAs('parent', { lang });
      await page.goto(drivePath(drive.id));
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectPageSettled(page);
      // The route's accessible name is translated; in every language it is the only titled SVG image.
      await expect(page.locator('svg[role="img"][aria-labelledby]')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the archived drives page has no serious or critical axe violations, at phone width too', async ({
    session,
    openAs,
  }) => {
    const drive = await logDrive(session);
    const student = await session('student');
    expect((await student.api.post(`/api/drive-logs/${drive.id}/archive`, { data: {} })).ok()).toBe(true);
    const page = await openAs('student');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/archived-drives/${student.uid}`);
      await expectPageSettled(page);
      expect(pathOf(page)).toBe(`/archived-drives/${student.uid}`);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
