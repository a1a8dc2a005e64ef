/**
 * A school invites an instructor, who completes the invitation from the e-mailed link and lands on
 * the instructor dashboard; a revoked link gets its own clear page.
 */
import { expectNoSeriousA11yViolations } from './support/a11y';
import { NEW_PASSWORD, uniqueEmail } from './support/accounts';
import { expectPageSettled, pathOf, signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

function pathOfLink(link: string | null): string {
  expect(link, 'the e-mail has a link').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test('the school invites a teacher, who completes the invitation and lands on the instructor dashboard', async ({
  page,
  adminApi,
  openSeparatePage,
}) => {
  const email = uniqueEmail('new-teacher');
  await signInThroughApi(page, 'owner');
  await page.goto('/dashboard?tab=invitations');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The teacher, at their own computer, follows the link in the e-mail.
  const mail = await adminApi.waitForMail(email, 'invitation-teacher');
  const teacher = await openSeparatePage();
  await teacher.goto(pathOfLink(mail.link));
  await expect(teacher.getByRole('heading', { name: 'Your invitation', level: 1 })).toBeVisible();
  await expect(teacher.getByText('Golden State Driving School invites you to join as an instructor.')).toBeVisible();
  await teacher.getByRole('link', { name: 'Create my account' }).click();
  await expect(teacher).toHaveURL(/\/complete-invitation\?invitation=/);
  await expectNoSeriousA11yViolations(teacher);
  await teacher.getByRole('textbox', { name: 'First name', exact: true }).fill('Quinn');
  await teacher.getByRole('textbox', { name: 'Last name', exact: true }).fill('Instructor');
  await teacher.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await teacher.getByRole('button', { name: 'Create account and continue' }).click();
  await expect.poll(() => pathOf(teacher)).toBe('/instructor-dashboard');
  await expectPageSettled(teacher);

  // The link is spent; the school sees the invitation accepted.
  await teacher.goto(pathOfLink(mail.link));
  await expect(teacher.getByRole('heading', { name: 'Invitation already used', level: 1 })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: email }).getByText('Accepted', { exact: true }),
  ).toBeVisible();
});

test('a revoked invitation link says so', async ({ page, adminApi, openSeparatePage, consoleGuard }) => {
  consoleGuard.allowFailedRequest(
    404,
    /^\/api\/invitations\/not-a-real-invitation$/,
    'the unknown invitation this test opens on purpose',
  );
  const email = uniqueEmail('revoked-admin');
  await signInThroughApi(page, 'orgadmin');
  await page.goto('/dashboard?tab=invitations');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'School administrator' }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  await page.getByRole('button', { name: 'Confirm revoke' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: email }).getByText('Revoked', { exact: true }),
  ).toBeVisible();

  const mail = await adminApi.waitForMail(email, 'invitation-org-admin');
  const invitee = await openSeparatePage();
  await invitee.goto(pathOfLink(mail.link));
  await expect(invitee.getByRole('heading', { name: 'Invitation withdrawn', level: 1 })).toBeVisible();
  await invitee.goto('/accept-invitation/not-a-real-invitation');
  await expect(invitee.getByRole('heading', { name: 'Invitation not found', level: 1 })).toBeVisible();
});
