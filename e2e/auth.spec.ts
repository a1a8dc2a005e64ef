import { demoEmail, HOME_OF } from './support/accounts';
import {
  expectPageSettled,
  expectRed,
  expectSignedInBar,
  expectSignedOutBar,
  logOutThroughUI,
  NO_STUDENT_MESSAGE,
  pathOf,
  signInThroughApi,
  signInThroughUI,
} from './support/auth';
import { expect, test } from './support/fixtures';

test.describe('signed out', () => {
  test('a wrong password is refused with a clear message', async ({ page, consoleGuard }) => {
    consoleGuard.allowFailedRequest(401, /^\/api\/auth\/sign-in\/email$/, 'the refused sign-in this test provokes');
    await signInThroughUI(page, demoEmail('teacher'), 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not correct.');
    expect(pathOf(page)).toBe('/login');
    await expectSignedOutBar(page);
  });

  test('a protected page sends to /login and, after signing in, back to that page', async ({ page }) => {
    await page.goto('/instructor-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please sign in to open that page.')).toBeVisible();
    await signInThroughUI(page, demoEmail('teacher'), undefined, { stay: true });
    await expect(page).toHaveURL(/\/instructor-dashboard$/);
    await expectSignedInBar(page);
  });
});

test.describe('forbidden', () => {
  test('a teacher opening /admin is sent to the landing page', async ({ page }) => {
    await signInThroughApi(page, 'teacher');
    await page.goto('/admin');
    await expect.poll(() => pathOf(page)).toBe('/');
    await expectSignedInBar(page);
  });
});

test.describe('each role signs in and lands on its home', () => {
  for (const key of Object.keys(HOME_OF) as (keyof typeof HOME_OF)[]) {
    test(`${key}`, async ({ page }) => {
      await signInThroughUI(page, demoEmail(key));
      await expect(page).toHaveURL(HOME_OF[key]);
      await expectPageSettled(page);
      if (key === 'parent') {
        // The parent's home is the dashboard of their first linked student.
        const me = (await (await page.request.get('/api/me')).json()) as { user: { studentIds: string[] } };
        expect(pathOf(page)).toBe(`/student/${me.user.studentIds[0]}`);
      }
      await expectSignedInBar(page);

      await logOutThroughUI(page);
      await expect.poll(() => pathOf(page)).toBe('/');
      await expectSignedOutBar(page);
    });
  }
});

test('a parent with no linked student sees the red message on /login', async ({ page }) => {
  await signInThroughUI(page, demoEmail('parent2'));
  const message = page.getByText(NO_STUDENT_MESSAGE);
  await expect(message).toBeVisible();
  await expectRed(message);
  expect(pathOf(page)).toBe('/login');
});
