/**
 * The InstructorCalendar (docs/product/schools.md): a teacher books a lesson, then an overlapping one and is
 * told who is double booked; week and month views switch; completing a lesson offers the drive log
 * pre-filled with the teacher as supervisor; the dashboard passes axe in English and Arabic.
 *
 * The browser runs in UTC so times typed here are the times the server stores. Lessons are placed
 * far from the demo seed's week, on days that differ per retry and repeat (they share the server).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/env';

test.use({ timezoneId: 'UTC', locale: 'en-US' });

const DAY = 86_400_000;

interface ApiLesson {
  id: string;
  studentName: string;
  status: string;
  driveLogId: string | null;
  startsAt: string;
}

/** A UTC day `days` from today, moved by a week for each retry and repeat. */
function dayFromToday(days: number, info: TestInfo): Date {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return new Date(d.getTime() + (days + 7 * (info.retry + 2 * info.repeatEachIndex)) * DAY);
}

const localInput = (d: Date) => d.toISOString().slice(0, 16);

async function lessonsBetween(page: Page, from: Date, to: Date): Promise<ApiLesson[]> {
  const response = await page.request.get(`/api/lessons?from=${from.toISOString()}&to=${to.toISOString()}`);
  expect(response.ok(), `GET /api/lessons: ${response.status()}`).toBe(true);
  return ((await response.json()) as { lessons: ApiLesson[] }).lessons;
}

async function bookThroughDialog(page: Page, student: string, start: Date, place: string) {
  await page.getByRole('button', { name: 'New lesson' }).click();
  const dialog = page.getByRole('dialog', { name: 'New lesson' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Student' }).click();
  await page.getByRole('option', { name: student }).click();
  await dialog.getByLabel('Start').fill(localInput(start));
  // The end follows the start: the lesson keeps its hour.
  await expect(dialog.getByLabel('End')).toHaveValue(localInput(new Date(start.getTime() + 3_600_000)));
  await dialog.getByLabel('Pickup place').fill(place);
  await dialog.getByRole('button', { name: 'Book lesson' }).click();
  return dialog;
}

test('a teacher books a lesson, then an overlapping one, and is told who is double booked', async ({
  page,
  consoleGuard,
}, info) => {
  consoleGuard.allowFailedRequest(409, /^\/api\/lessons$/, 'the overlapping booking is refused on purpose');
  await signInThroughApi(page, 'teacher');
  await page.goto('/instructor-dashboard');
  await expectPageSettled(page);
  await expect(page.getByRole('heading', { level: 2, name: 'My calendar' })).toBeVisible();

  const start = new Date(dayFromToday(60, info).getTime() + 14 * 3_600_000);
  const first = await bookThroughDialog(page, 'Noah Kim', start, `Library ${info.testId}`);
  await expect(first).toBeHidden();
  await expect(page.getByText('Lesson booked. The student and their parents have been told.')).toBeVisible();

  const second = await bookThroughDialog(page, 'Riley Parker', new Date(start.getTime() + 30 * 60_000), 'Riley’s home');
  const alert = second.getByRole('alert');
  await expect(alert).toContainText('Tara Nguyen already has a lesson on');
  await expect(alert).toContainText('2:00 PM – 3:00 PM. Choose another time.');
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).click();

  const booked = await lessonsBetween(page, start, new Date(start.getTime() + 3 * 3_600_000));
  expect(booked.map((l) => l.studentName)).toEqual(['Noah Kim']);
});

test('the calendar switches between week and month views and moves through time', async ({ page }) => {
  await signInThroughApi(page, 'teacher');
  await page.goto('/instructor-dashboard');
  await expectPageSettled(page);
  const range = page.getByTestId('calendar-range');
  const calendar = page.getByRole('region', { name: 'My calendar' });

  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const weekTitle = await range.textContent();
  expect(weekTitle).toMatch(/ – /);
  await expect(calendar.getByRole('heading', { level: 3 })).toHaveCount(7);

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  );
  await expect(range).toHaveText(month);
  const cells = await calendar.getByRole('heading', { level: 3 }).count();
  expect([28, 35, 42]).toContain(cells);

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(range).not.toHaveText(month);
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(range).toHaveText(month);

  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(range).toHaveText(weekTitle ?? '');
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(range).not.toHaveText(weekTitle ?? '');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(range).toHaveText(weekTitle ?? '');
});

test('completing a lesson offers the drive log pre-filled with the teacher as supervisor', async ({ page }, info) => {
  await signInThroughApi(page, 'teacher');
  // A lesson two days ago, at an hour no seeded lesson uses, booked through the API.
  const start = new Date(dayFromToday(-2, info).getTime() + 6 * 3_600_000);
  const response = await page.request.post('/api/lessons', {
    data: {
      studentId: await studentId(page, 'Noah Kim'),
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 45 * 60_000).toISOString(),
      timeZone: 'UTC',
      pickupPlace: 'Driving school office',
    },
    headers: { origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(201);
  const lessonId = ((await response.json()) as { lesson: ApiLesson }).lesson.id;

  await page.goto('/instructor-dashboard');
  await expectPageSettled(page);
  // Two days ago may be in the previous week.
  const sunday = new Date();
  sunday.setUTCHours(0, 0, 0, 0);
  sunday.setUTCDate(sunday.getUTCDate() - sunday.getUTCDay());
  if (start < sunday) await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: /^6:00\sAM – 6:45\sAM, Noah Kim with Tara Nguyen, Scheduled/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Lesson with Noah Kim' });
  await dialog.getByRole('button', { name: 'Mark completed' }).click();
  await expect(dialog.getByText('Lesson completed. You can now log the drive')).toBeVisible();
  await dialog.getByRole('button', { name: 'Log this drive' }).click();

  const log = page.getByRole('dialog', { name: 'Log past drive' });
  await expect(log.getByLabel('Start time')).toHaveValue('06:00');
  await expect(log.getByLabel('End time')).toHaveValue('06:45');
  await expect(log.getByRole('textbox', { name: 'Start place (optional)' })).toHaveValue('Driving school office');
  await expectNoSeriousA11yViolations(page);
  await log.getByRole('button', { name: 'Save drive' }).click();
  await expect(log).toBeHidden();
  await expect(dialog.getByText('Drive logged and linked to the lesson.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the logged drive' })).toBeVisible();

  const [lesson] = (await lessonsBetween(page, start, new Date(start.getTime() + 3_600_000))).filter(
    (l) => l.id === lessonId,
  );
  expect(lesson?.status).toBe('completed');
  const drive = await page.request.get(`/api/drive-logs/${lesson?.driveLogId ?? 'none'}`);
  expect(drive.ok()).toBe(true);
  const body = (await drive.json()) as {
    drive: { supervisor: { type: string; name: string }; durationMinutes: number };
  };
  expect(body.drive.supervisor).toMatchObject({ type: 'teacher', name: 'Tara Nguyen' });
  expect(body.drive.durationMinutes).toBe(45);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the instructor dashboard passes axe (${lang})`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signInThroughApi(page, 'teacher');
    await page.goto('/instructor-dashboard');
    await expectPageSettled(page);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: lang === 'ar' ? 'شهر' : 'Month', exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: lang === 'ar' ? 'درس جديد' : 'New lesson' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

async function studentId(page: Page, name: string): Promise<string> {
  const org = (await (await page.request.get('/api/my-organization')).json()) as { organization: { id: string } };
  const people = (await (await page.request.get(`/api/organizations/${org.organization.id}/people`)).json()) as {
    students: { id: string; name: string }[];
  };
  const found = people.students.find((s) => s.name === name);
  if (!found) throw new Error(`no student ${name}`);
  return found.id;
}
