/**
 * Drive plans (docs/product/plans.md): a teacher plans a drive for a student (from a suggestion), the link
 * opens signed out on a phone, and once revoked the same link shows the clear "no longer works" page.
 */
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/env';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('a teacher shares a plan that opens signed out on a phone, until the link is revoked', async ({
  page,
  openSeparatePage,
  consoleGuard,
}) => {
  consoleGuard.allowFailedRequest(
    404,
    /^\/api\/drive-plans\/shared\/[^/]+$/,
    'the revoked link answers 404 on purpose',
  );
  const title = `Night loop ${Date.now().toString(36)}`;
  await signInThroughApi(page, 'teacher');
  await page.goto('/instructor-dashboard');
  const panel = page.getByRole('region', { name: 'Drive plans' });
  await panel.getByRole('button', { name: 'New plan' }).click();

  const dialog = page.getByRole('dialog', { name: 'New drive plan' });
  await dialog.getByRole('combobox', { name: 'Student' }).click();
  await page.getByRole('option', { name: 'Noah Kim' }).click();
  // Noah has driven nothing: night driving is what he lacks first; one click fills the form.
  await dialog.getByRole('button', { name: 'Use suggestion: Night driving practice' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Night driving practice');
  await expect(dialog.getByRole('button', { name: 'Night', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Route notes' }).fill('School lot → Oak St → Elm St and back');
  await dialog.getByRole('textbox', { name: 'Instructions' }).fill('Low beams on. Scan every intersection.');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toContainText(title);

  const link = await panel.getByRole('link', { name: `Open the plan ${title} in a new tab` }).getAttribute('href');
  expect(link).toMatch(/\/drive-plan\/[A-Za-z0-9_-]{43}$/);

  // A parent on a phone, not signed in.
  const phone = await openSeparatePage(PHONE);
  await phone.goto(link!);
  await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(phone.getByText('For Noah')).toBeVisible();
  await expect(phone.getByText('Low beams on. Scan every intersection.')).toBeVisible();
  await expect(phone.getByText('Night', { exact: true })).toBeVisible();
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(phone);

  await panel.getByRole('button', { name: `Revoke the link to ${title}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke link' }).click();
  await expect(panel.getByRole('status')).toContainText('no longer works');

  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'This plan link no longer works' })).toBeVisible();
  await expect(phone.getByText(title)).toHaveCount(0);
});

test('the student sees the plan on their dashboard', async ({ page, openSeparatePage }) => {
  const title = `Highway merge ${Date.now().toString(36)}`;
  await signInThroughApi(page, 'teacher');
  const me = (await (await page.request.get('/api/organizations/demo-school-sacramento/people')).json()) as {
    students: { id: string; name: string }[];
  };
  const jamie = me.students.find((s) => s.name === 'Jamie Parker')!;
  const created = await page.request.post('/api/plans', {
    data: {
      title,
      studentId: jamie.id,
      targetMinutes: 45,
      conditions: ['highway'],
      instructions: 'Match speed before merging.',
    },
    headers: { origin: BASE_URL },
  });
  expect(created.status()).toBe(201);

  const student = await openSeparatePage();
  await signInThroughApi(student, 'student');
  await student.goto('/user');
  const card = student.getByRole('region', { name: 'Drive plans' });
  await card.getByRole('button', { name: new RegExp(title) }).click();
  await expect(card.getByText('Match speed before merging.')).toBeVisible();
});
