/**
 * Skills tree (docs/product/skills.md): the public tree (graph on wide screens, tiered list on phones), a
 * parent opening their student's tree, a teacher marking a skill mastered from the student's
 * dashboard (and undoing it), the student seeing it without controls; axe in English and Arabic.
 * The demo seed gives Jamie a few levels; the mastered skill is reset through the API first, so a
 * retry on the same server starts from the same state.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, pathOf, signInThroughApi } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const WIDE = { viewport: { width: 1280, height: 900 } };

async function uidOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/me');
  return ((await response.json()) as { user: { uid: string } }).user.uid;
}

async function jamieId(page: Page): Promise<string> {
  const response = await page.request.get('/api/me');
  return ((await response.json()) as { user: { studentIds: string[] } }).user.studentIds[0]!;
}

async function setLevel(page: Page, studentId: string, skillId: string, level: string) {
  const response = await page.request.put(`/api/students/${studentId}/skills/${skillId}`, {
    data: { level },
    headers: { origin: BASE_URL },
  });
  expect(response.ok(), `PUT level: ${response.status()} ${await response.text()}`).toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe('signed out', () => {
  test('a student’s tree asks for sign-in; the public tree is open to all', async ({ page }) => {
    await page.goto('/skills-tree/some-student');
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/skills-tree');
    await expect(page.getByRole('heading', { level: 1, name: 'Driving skills tree' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a parent account' })).toBeVisible();
  });
});

test.describe('the public tree on a phone', () => {
  test.use(PHONE);

  test('renders as a tiered list without sideways scrolling, and a skill opens its details', async ({ page }) => {
    await page.goto('/skills-tree');
    await expectPageSettled(page);
    await expect(page.getByTestId('skills-list')).toBeVisible();
    await expect(page.getByTestId('skills-graph')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Tier 1: Vehicle basics' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Tier 9: Defensive driving' })).toBeVisible();
    const parallel = page.getByRole('button', { name: /^Parallel parking/ });
    await expect(parallel).toContainText('Needs: Reversing in a straight line, Signalling');
    await expectNoSidewaysScroll(page);

    await parallel.click();
    const dialog = page.getByRole('dialog', { name: 'Parallel parking' });
    await expect(dialog.getByRole('heading', { name: 'Practice tips' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Learn first' })).toBeVisible();
    // A prerequisite opens in the same dialog.
    await dialog.getByRole('button', { name: 'Reversing in a straight line' }).click();
    await expect(page.getByRole('dialog', { name: 'Reversing in a straight line' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('in Arabic it is mirrored and still fits', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto('/skills-tree');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectPageSettled(page);
    await expect(page.getByTestId('skills-list')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the public tree on a wide screen', () => {
  test.use(WIDE);

  test('is drawn as a graph whose skills are keyboard buttons; the list is one click away', async ({ page }) => {
    await page.goto('/skills-tree');
    await expectPageSettled(page);
    const graph = page.getByTestId('skills-graph');
    await expect(graph).toBeVisible();
    expect(await graph.locator('svg path').count()).toBeGreaterThan(40);
    const first = graph.getByRole('button', { name: 'Seat, mirrors and seat belt' });
    await expect(first).toHaveAccessibleDescription('No prerequisites: a good place to start');
    await expect(graph.getByRole('button', { name: 'Parallel parking' })).toHaveAccessibleDescription(
      'Needs: Reversing in a straight line, Signalling',
    );
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Seat, mirrors and seat belt' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(first).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByTestId('skills-list')).toBeVisible();
    await expect(page.getByTestId('skills-graph')).toHaveCount(0);
  });

  test('in Arabic has no serious axe violations', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto('/skills-tree');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectPageSettled(page);
    await expect(page.getByTestId('skills-graph')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a student’s tree', () => {
  test.use(WIDE);

  test('a parent opens their student’s tree from the top bar and sees the levels', async ({ page }) => {
    await signInThroughApi(page, 'parent');
    const jamie = await jamieId(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Skills Tree' }).click();
    expect(pathOf(page)).toBe(`/skills-tree/${jamie}`);
    await expect(page.getByRole('heading', { level: 1, name: "Jamie Parker's skills tree" })).toBeVisible();
    await expectPageSettled(page);
    const graph = page.getByTestId('skills-graph');
    await expect(graph.getByRole('button', { name: 'Seat, mirrors and seat belt, Mastered' })).toBeVisible();
    await expect(graph.getByRole('button', { name: 'Steering control, Practising' })).toBeVisible();
    await expect(page.getByText('Open a skill to set its level.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await graph.getByRole('button', { name: /^Steering control/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Steering control' });
    await expect(dialog.getByText('Level: Practising')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Set the level' })).toBeVisible();
    await expect(dialog.getByText('Not started → Practising')).toBeVisible();
    await expect(dialog.getByText(/by Pat Parker on/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('in Arabic the student’s tree has no serious axe violations', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signInThroughApi(page, 'parent');
    await page.goto(`/skills-tree/${await jamieId(page)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectPageSettled(page);
    await expect(page.getByTestId('skills-graph')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a teacher marks a skill mastered from the student’s dashboard and undoes it; the student sees it but cannot change it', async ({
    page,
    openSeparatePage,
  }) => {
    const student = await openSeparatePage(WIDE);
    await signInThroughApi(student, 'student');
    const jamie = await uidOf(student);
    await signInThroughApi(page, 'teacher');
    await setLevel(page, jamie, 'reversing-straight', 'not-started');

    await page.goto(`/student/${jamie}`);
    await expectPageSettled(page);
    const section = page.getByRole('region', { name: 'Skills tree' });
    await section.getByRole('button', { name: 'Reversing in a straight line, Not started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reversing in a straight line' });
    await dialog.getByRole('radio', { name: 'Mastered' }).check();
    await expect(
      dialog.getByText(
        'These skills that come first are not mastered yet: Steering control, Mirror and blind-spot checks.',
      ),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('Straight back along the whole lot');
    await dialog.getByRole('button', { name: 'Save level' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Saved. The level is now Mastered.');
    await expect(dialog.getByText('Level: Mastered')).toBeVisible();
    await expect(dialog.getByText('Not started → Mastered').first()).toBeVisible();
    await expect(dialog.getByText(/by Tara Nguyen on/).first()).toBeVisible();
    await expect(dialog.getByText('Note: Straight back along the whole lot').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(section.getByRole('button', { name: 'Reversing in a straight line, Mastered' })).toBeVisible();

    // The student sees the new level, with no way to change it.
    await student.goto(`/skills-tree/${jamie}`);
    await expectPageSettled(student);
    await student.getByRole('button', { name: 'Reversing in a straight line, Mastered' }).click();
    const own = student.getByRole('dialog', { name: 'Reversing in a straight line' });
    await expect(own.getByText('Level: Mastered')).toBeVisible();
    await expect(own.getByRole('heading', { name: 'Set the level' })).toHaveCount(0);
    await expect(own.getByRole('radio')).toHaveCount(0);

    // Undo: a lower level, kept in the history.
    await section.getByRole('button', { name: 'Reversing in a straight line, Mastered' }).click();
    await dialog.getByRole('radio', { name: 'Practising' }).check();
    await expect(dialog.getByText('This lowers the level from Mastered.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save level' }).click();
    await expect(dialog.getByText('Level: Practising')).toBeVisible();
    await expect(dialog.getByText('Mastered → Practising').first()).toBeVisible();
  });
});

test.describe('skills on drives', () => {
  test.use({ ...WIDE, timezoneId: 'America/Los_Angeles' });

  test('a skill picked by name on a logged drive moves to Practising when the drive is approved', async ({
    page,
  }, info) => {
    await signInThroughApi(page, 'student2');
    const riley = await uidOf(page);
    // A day of its own for each attempt (a retry or repeat must not overlap an earlier drive).
    const day = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(Date.now() - (13 + 2 * info.retry + 4 * info.repeatEachIndex) * 86_400_000));
    await page.goto('/user');
    await expectPageSettled(page);
    await page.getByRole('button', { name: 'Log past drive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log past drive' });
    await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(day);
    await dialog.getByRole('textbox', { name: 'Start time', exact: true }).fill('05:10');
    await dialog.getByRole('textbox', { name: 'End time', exact: true }).fill('05:55');
    const picker = dialog.getByRole('combobox', { name: 'Skills practised' });
    await picker.fill('Round');
    await page.getByRole('option', { name: 'Roundabouts' }).click();
    await expect(dialog.getByRole('button', { name: 'Roundabouts' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save drive' }).click();
    await expect(dialog).toBeHidden();

    const drives = (await (await page.request.get(`/api/drive-logs?studentId=${riley}&limit=500`)).json()) as {
      drives: { id: string; skills: string[]; status: string }[];
    };
    const drive = drives.drives.find((d) => d.status === 'submitted' && d.skills.includes('roundabouts'));
    expect(drive, 'the drive was saved with the skill id').toBeTruthy();

    // The linked parent approves it; the skill is practising from then on, with the drive in its history.
    const parent = await page.context().browser()!.newContext({ baseURL: BASE_URL });
    const review = await parent.request.post('/api/auth/sign-in/email', {
      data: { email: 'parent@roadlog.test', password: 'Roadlog-demo-2026' },
      headers: { origin: BASE_URL },
    });
    expect(review.ok()).toBe(true);
    const approved = await parent.request.post('/api/drive-logs/review', {
      data: { driveIds: [drive!.id], decision: 'approve' },
      headers: { origin: BASE_URL },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await parent.close();

    await page.goto(`/skills-tree/${riley}`);
    await expectPageSettled(page);
    await page.getByRole('button', { name: 'Roundabouts, Practising' }).click();
    const details = page.getByRole('dialog', { name: 'Roundabouts' });
    await expect(details.getByText('Level: Practising')).toBeVisible();
    await expect(details.locator(`a[href="/drivelogs/${drive!.id}"]`)).toHaveText(/^drive of /);
  });
});
