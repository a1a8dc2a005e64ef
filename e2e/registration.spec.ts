import {
  expectPageSettled,
  expectRed,
  NO_STUDENT_MESSAGE,
  pathOf,
  signInThroughApi,
  signInThroughUI,
} from './support/auth';
import { expect, test } from './support/fixtures';
import { newParent, newSchool, registerParentThroughUI, registerSchoolThroughUI } from './support/registration';

test.describe('signed out', () => {
  test('a parent who has not confirmed the e-mail is sent to /check-email after signing in', async ({ page }) => {
    const parent = newParent();
    await registerParentThroughUI(page, parent);
    await expect(page).toHaveURL(/\/check-email\?/);

    await signInThroughUI(page, parent.email, parent.password);
    await expect.poll(() => pathOf(page)).toBe('/check-email');
    await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
    // The top bar does not treat an unverified user as signed in (docs/product/accounts.md#sign-in-states-and-redirects).
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Login / Register' }),
    ).toBeVisible();
  });
});

test('a parent registers, confirms the e-mail and signs in', async ({ page, adminApi }) => {
  const parent = newParent();
  await registerParentThroughUI(page, parent);
  await expect(page).toHaveURL(/\/check-email\?/);
  await expect(page.getByText(`We sent a confirmation link to ${parent.email}`)).toBeVisible();

  await page.goto(await adminApi.verificationLink(parent.email));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeVisible();

  await signInThroughUI(page, parent.email, parent.password, { stay: true });
  // A new parent has no linked student yet: that is their correct state (docs/product/accounts.md#sign-in-states-and-redirects).
  const message = page.getByText(NO_STUDENT_MESSAGE);
  await expect(message).toBeVisible();
  await expectRed(message);
  expect(pathOf(page)).toBe('/login');
});

test('a school registers, its owner waits for approval, an admin approves it', async ({
  page,
  adminApi,
  openSeparatePage,
}) => {
  const school = newSchool();
  await registerSchoolThroughUI(page, school);
  await expect(page).toHaveURL(/\/check-email\?.*registered=school/);
  await expect(page.getByText('Thank you for registering your school.')).toBeVisible();

  await page.goto(await adminApi.verificationLink(school.email));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await signInThroughUI(page, school.email, school.password, { stay: true });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your school is awaiting approval', level: 1 })).toBeVisible();

  // An admin, at another computer, approves the school in the Schools tab.
  const adminPage = await openSeparatePage();
  await signInThroughApi(adminPage, 'admin');
  await adminPage.goto('/admin');
  await adminPage.getByRole('button', { name: `Approve ${school.schoolName}` }).click();
  await expect(adminPage.getByRole('button', { name: `Suspend ${school.schoolName}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: school.schoolName, level: 1 })).toBeVisible();
  await expectPageSettled(page);
});
