/**
 * Parent consent: the school adds a student with a parent e-mail; the parent registers from the
 * consent link, comes back, consents and sees the student. A declined consent blocks drives.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { NEW_PASSWORD, uniqueEmail } from './support/accounts';
import { pathOf, signInThroughApi, signInThroughUI } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

function pathOfLink(link: string | null): string {
  expect(link, 'the e-mail has a link').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** The owner adds one student through "Add students" with a temporary password; returns it. */
async function addStudentThroughUI(
  page: Page,
  student: { first: string; last: string; email: string; parentEmail: string },
): Promise<string> {
  await signInThroughApi(page, 'owner');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add students' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add students' });
  await dialog.getByRole('radio', { name: /Create the account now/ }).check();
  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill(student.first);
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill(student.last);
  await dialog.getByRole('textbox', { name: "Student's e-mail" }).fill(student.email);
  await dialog.getByRole('textbox', { name: "Parent's e-mail (optional)" }).fill(student.parentEmail);
  await dialog.getByRole('button', { name: 'Add student' }).click();
  await expect(dialog.getByText('1 student added.')).toBeVisible();
  const password =
    (await dialog.getByLabel(`Temporary password for ${student.first} ${student.last}`).textContent())?.trim() ?? '';
  expect(password).toHaveLength(14);
  await dialog.getByRole('button', { name: 'Done' }).click();
  return password;
}

test('a parent registers from the consent e-mail, consents, and then sees the student', async ({
  page,
  adminApi,
  openSeparatePage,
}) => {
  test.slow(); // a school adds a student, a parent registers and consents: three people, many pages
  const parentEmail = uniqueEmail('consenting-parent');
  const student = { first: 'Mila', last: `Consent${Date.now()}`, email: uniqueEmail('mila'), parentEmail };
  await addStudentThroughUI(page, student);
  await page.goto('/dashboard');
  await expect(page.getByRole('row').filter({ hasText: student.last }).getByText('Consent pending')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const request = await adminApi.waitForMail(parentEmail, 'consent-request');
  const parent = await openSeparatePage();
  await parent.goto(pathOfLink(request.link));
  await expect(parent.getByRole('heading', { name: 'Parental consent', level: 1 })).toBeVisible();
  await expect(parent.getByText(`Golden State Driving School has added Mila ${student.last} to Roadlog`)).toBeVisible();
  await expect(parent.getByRole('heading', { name: 'What is kept' })).toBeVisible();
  await expectNoSeriousA11yViolations(parent);
  await parent.getByRole('link', { name: 'Create a parent account' }).click();

  // The e-mail is filled in from the link.
  await expect(parent.getByRole('textbox', { name: 'E-mail address', exact: true })).toHaveValue(parentEmail);
  await parent.getByRole('textbox', { name: 'First name', exact: true }).fill('Dana');
  await parent.getByRole('textbox', { name: 'Last name', exact: true }).fill(student.last);
  await parent.getByRole('textbox', { name: 'Phone number', exact: true }).fill('(916) 555-0177');
  await parent.getByRole('combobox', { name: 'State' }).click();
  await parent.getByRole('option', { name: 'California', exact: true }).click();
  await parent.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await parent.getByRole('button', { name: 'Create account' }).click();
  await expect(parent).toHaveURL(/\/check-email\?/);

  await parent.goto(await adminApi.verificationLink(parentEmail));
  await expect(parent).toHaveURL(/\/login\?verified=1&next=/);
  await signInThroughUI(parent, parentEmail, NEW_PASSWORD, { stay: true });
  await expect.poll(() => pathOf(parent)).toBe('/parent-consent');
  await parent.getByRole('button', { name: 'I give my consent' }).click();
  await expect.poll(() => pathOf(parent)).toBe('/parent-consent/success');
  await expect(parent.getByRole('heading', { name: 'Thank you', level: 1 })).toBeVisible();
  await parent.getByRole('link', { name: "Open the student's page" }).click();
  await expect(parent.getByRole('heading', { name: `Mila ${student.last}`, level: 1 })).toBeVisible();

  await adminApi.waitForMail('owner@roadlog.test', 'consent-granted');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: student.last }).getByText('Consent given')).toBeVisible();
});

test('a declined consent blocks drive logging, and the student sees why', async ({
  page,
  adminApi,
  openSeparatePage,
}) => {
  test.slow(); // a school adds a student, the parent declines, the student signs in: many pages
  const parentEmail = uniqueEmail('declining-parent');
  const student = { first: 'Rory', last: `Declined${Date.now()}`, email: uniqueEmail('rory'), parentEmail };
  const temporary = await addStudentThroughUI(page, student);

  const request = await adminApi.waitForMail(parentEmail, 'consent-request');
  const parent = await openSeparatePage();
  await parent.goto(pathOfLink(request.link));
  await parent.getByRole('button', { name: 'I decline' }).click();
  await expect.poll(() => pathOf(parent)).toBe('/parent-consent/rejected');
  await expect(parent.getByRole('heading', { name: 'Consent declined', level: 1 })).toBeVisible();
  await adminApi.waitForMail('owner@roadlog.test', 'consent-rejected');
  // The school sees it on the student's page, with the history and a way to ask again.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: `Rory ${student.last}` }).click();
  await expect(page.getByRole('heading', { name: 'Parental consent', level: 2 })).toBeVisible();
  await expect(page.getByText('Consent declined', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the request' })).toBeVisible();

  // The student signs in with the temporary password, chooses a new one, and lands on /user.
  const learner = await openSeparatePage();
  await signInThroughUI(learner, student.email, temporary);
  await expect.poll(() => pathOf(learner)).toBe('/set-password');
  await learner.getByRole('textbox', { name: 'Temporary password', exact: true }).fill(temporary);
  await learner.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await learner.getByRole('button', { name: /Save|Change password|Set password/ }).click();
  await expect.poll(() => pathOf(learner)).toBe('/user');
  await expect(learner.getByText('You cannot log drives yet')).toBeVisible();
  await expect(learner.getByText('Your parent declined consent, so drives cannot be logged.')).toBeVisible();
  await expectNoSeriousA11yViolations(learner);

  // The server refuses a drive whatever the page offers.
  const me = (await (await learner.request.get('/api/me')).json()) as { user: { uid: string } };
  const response = await learner.request.post('/api/drive-logs', {
    headers: { origin: BASE_URL },
    data: {
      id: crypto.randomUUID(),
      studentId: me.user.uid,
      source: 'manual',
      startedAt: '2026-03-02T16:00:00-08:00',
      endedAt: '2026-03-02T17:00:00-08:00',
      timeZone: 'America/Los_Angeles',
      supervisor: { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' },
    },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('consent-required');
});
