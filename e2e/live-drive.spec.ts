/**
 * Live drive logging (docs/product/drive-logs.md): a timer and, with permission, GPS; a reload resumes the drive;
 * offline drives wait in the queue and sync once, however often the sync runs; the app installs
 * and opens offline.
 *
 * Time is simulated with Playwright's clock, started in the past so a 20-minute drive still ends
 * before the server's "now" (it refuses drives that end in the future). Each test uses its own
 * day, so drives never overlap those of other tests of the run.
 */
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInThroughApi } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

interface ApiDrive {
  id: string;
  source: string;
  status: string;
  durationMinutes: number;
  distanceKm: number | null;
  hasTrack: boolean;
  weather: string[];
  roadTypes: string[];
  notes: string;
  supervisor: { type: string; name: string };
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * 16:05 UTC some days before today: in the past, on a day no other test uses, and a different day
 * for each retry and repeat (they share the server, and a drive on the same day would overlap).
 */
function pastStart(daysAgo: number, info: TestInfo): Date {
  const today = new Date();
  today.setUTCHours(16, 5, 0, 0);
  const attempt = info.retry + 2 * info.repeatEachIndex;
  return new Date(today.getTime() - (daysAgo + 7 * attempt) * DAY);
}

async function me(page: Page): Promise<{ uid: string; studentIds: string[] }> {
  const response = await page.request.get('/api/me');
  return ((await response.json()) as { user: { uid: string; studentIds: string[] } }).user;
}

async function drivesOf(page: Page, studentId: string): Promise<ApiDrive[]> {
  const response = await page.request.get(`/api/drive-logs?studentId=${encodeURIComponent(studentId)}&limit=500`);
  expect(response.ok(), `GET /api/drive-logs: ${response.status()}`).toBe(true);
  return ((await response.json()) as { drives: ApiDrive[] }).drives;
}

/** A drive east along a Sacramento street, a point every ~435 m. */
const ROUTE = Array.from({ length: 8 }, (_, i) => ({ latitude: 38.5816, longitude: -121.4944 + i * 0.005 }));

async function moveTo(context: BrowserContext, point: { latitude: number; longitude: number }) {
  await context.setGeolocation({ ...point, accuracy: 8 });
}

test('a student records a live drive with GPS, survives a reload, and it waits for approval with its distance', async ({
  page,
  context,
}, info) => {
  await context.grantPermissions(['geolocation'], { origin: BASE_URL });
  await moveTo(context, ROUTE[0]!);
  await page.clock.install({ time: pastStart(40, info) });
  await signInThroughApi(page, 'student');
  const { uid } = await me(page);
  const note = `Lane changes downtown ${info.testId} ${info.retry}.${info.repeatEachIndex}`;

  await page.goto(`/live-drive/${uid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live drive' })).toBeVisible();
  await expect(page.getByText('the supervisor operates the phone, never the driver')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Pat Parker (Parent or guardian)' }).check();
  await page.getByRole('checkbox', { name: 'Record the route with GPS' }).check();
  await page.getByRole('button', { name: 'Start drive' }).click();

  const timer = page.getByRole('timer', { name: 'Driving time' });
  await expect(timer).toHaveText('00:00:00');
  await expect(page.getByText('GPS on')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Route so far: 1 point' })).toBeVisible();

  // Three minutes along the road, a point a minute.
  for (const point of ROUTE.slice(1, 4)) {
    await page.clock.fastForward(60_000);
    await moveTo(context, point);
  }
  await expect(page.getByRole('img', { name: 'Route so far: 4 points' })).toBeVisible();
  await expect(timer).toHaveText(/^00:03:\d\d$/);
  await expectNoSeriousA11yViolations(page);

  // The tab crashes or is reloaded: the drive is offered again, with its time and route.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Resume your drive in progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume drive' }).click();
  await expect(timer).toHaveText(/^00:03:\d\d$/);
  await expect(page.getByRole('img', { name: 'Route so far: 4 points' })).toBeVisible();

  for (const point of ROUTE.slice(4)) {
    await page.clock.fastForward(60_000);
    await moveTo(context, point);
  }
  await expect(page.getByRole('img', { name: 'Route so far: 8 points' })).toBeVisible();
  // A GPS jitter a few metres away a moment later adds nothing.
  await page.clock.fastForward(2_000);
  await moveTo(context, { latitude: ROUTE[7]!.latitude + 0.00005, longitude: ROUTE[7]!.longitude });
  await expect(page.getByTestId('live-distance')).toHaveText(/^Distance: 1\.[89] mi$/);

  // Parked for the rest of the twenty minutes: the clock keeps counting.
  await page.clock.fastForward('13:00');
  await expect(timer).toHaveText(/^00:2\d:\d\d$/);
  await page.getByRole('button', { name: 'Stop drive' }).click();

  await expect(page.getByRole('heading', { name: 'Drive details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'City' }).click();
  await page.getByRole('button', { name: 'Moderate traffic' }).click();
  await expect(page.getByRole('button', { name: 'City' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Notes (optional)' }).fill(note);
  await page.getByRole('button', { name: 'Save drive' }).click();

  await expect(page.getByRole('heading', { name: 'Drive saved' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View drive' })).toBeVisible();

  const drives = (await drivesOf(page, uid)).filter((d) => d.source === 'live' && d.notes === note);
  expect(drives).toHaveLength(1);
  const [drive] = drives;
  expect(drive).toMatchObject({
    status: 'submitted',
    hasTrack: true,
    weather: ['clear'],
    roadTypes: ['urban'],
    supervisor: { type: 'parent', name: 'Pat Parker' },
  });
  expect(drive!.durationMinutes).toBeGreaterThanOrEqual(20);
  expect(drive!.durationMinutes).toBeLessThanOrEqual(22);
  // Seven legs of ~435 m.
  expect(drive!.distanceKm).toBeGreaterThan(2.9);
  expect(drive!.distanceKm).toBeLessThan(3.2);

  // Nothing is left to resume.
  await page.goto(`/live-drive/${uid}`);
  await expect(page.getByRole('button', { name: 'Start drive' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resume your drive in progress' })).toHaveCount(0);
});

test.describe('offline', () => {
  // Requests are intercepted below; a service worker would hide them from page.route.
  test.use({ serviceWorkers: 'block' });

  test('a drive recorded offline is queued, then syncs exactly once however often the sync runs', async ({
    page,
    context,
    consoleGuard,
  }, info) => {
    await page.clock.install({ time: pastStart(41, info) });
    await signInThroughApi(page, 'parent');
    const { studentIds } = await me(page);
    const studentId = studentIds[1] ?? studentIds[0]!;
    const note = `Recorded offline ${info.testId} ${info.retry}.${info.repeatEachIndex}`;
    const ours = async () => (await drivesOf(page, studentId)).filter((d) => d.notes === note);

    await page.goto(`/live-drive/${studentId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Live drive' })).toBeVisible();
    await expect(page.getByText(/^Driver: /)).toBeVisible();
    // A parent supervises their own drives (GPS left off: time only).
    await expect(page.getByRole('radio', { name: 'Me (Pat Parker)' })).toBeChecked();
    await page.getByRole('button', { name: 'Start drive' }).click();
    await expect(page.getByText('Time only, no route')).toBeVisible();

    // Stopped after two minutes: too short to count; continue.
    await page.clock.fastForward('02:00');
    await page.getByRole('button', { name: 'Stop drive' }).click();
    await expect(page.getByRole('heading', { name: 'This drive is too short to count' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue driving' }).click();
    await page.clock.fastForward('15:00');
    await expect(page.getByRole('timer', { name: 'Driving time' })).toHaveText(/^00:17:\d\d$/);

    // The connection drops before the drive is saved.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Stop drive' }).click();
    await page.getByRole('button', { name: 'Rain' }).click();
    await page.getByRole('textbox', { name: 'Notes (optional)' }).fill(note);
    await page.getByRole('button', { name: 'Save drive' }).click();
    await expect(page.getByRole('heading', { name: 'Drive saved on this device' })).toBeVisible();
    const banner = page.getByTestId('queued-drives');
    await expect(banner).toContainText('1 drive waiting to sync');
    expect(await ours()).toHaveLength(0);

    // Back online, but the server's answer to the first sync is lost on the way: the drive was
    // created, yet the page cannot know and keeps it queued.
    let lostAnswers = 0;
    await page.route('**/api/drive-logs', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      lostAnswers += 1;
      await route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => lostAnswers).toBe(1);
    await expect(banner).toContainText('1 drive waiting to sync');
    expect(await ours()).toHaveLength(1);
    await page.unroute('**/api/drive-logs');

    // The sync runs again, twice at once: the same id makes the repeat harmless.
    await context.setOffline(true);
    await context.setOffline(false);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Drive sent' })).toBeVisible();
    const drives = await ours();
    expect(drives).toHaveLength(1);
    expect(drives[0]).toMatchObject({
      source: 'live',
      status: 'submitted',
      hasTrack: false,
      distanceKm: null,
      weather: ['rain'],
      supervisor: { type: 'parent', name: 'Pat Parker' },
    });
    expect(drives[0]!.durationMinutes).toBe(17);

    // A later sync has nothing to send.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Live drive' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await ours()).toHaveLength(1);

    // The dropped answer is the one failed request this test provokes on purpose.
    const dropped = consoleGuard.take(/ERR_CONNECTION_RESET/);
    expect(dropped.length).toBeLessThanOrEqual(1);
  });
});

test('the app is installable and opens offline from its service worker', async ({ page, context, consoleGuard }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  const m = (await manifest.json()) as {
    name: string;
    theme_color: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(m).toMatchObject({ name: 'Roadlog', theme_color: '#1565c0', display: 'standalone', start_url: '/' });
  expect(m.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
  for (const icon of m.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);

  await page.goto('/about');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The worker installs, precaches the app and takes control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // API calls are never answered from a cache.
  const apiOffline = await page.evaluate(() =>
    fetch('/api/health').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(apiOffline).toBe('failed');
  await context.setOffline(false);

  // Offline, the page's own API calls (session, flags, page view, the fetch above) fail on purpose.
  const offlineCalls = consoleGuard.take(/net::ERR_INTERNET_DISCONNECTED/);
  for (const call of offlineCalls) expect(new URL(call.url).pathname).toMatch(/^\/api\//);
});
