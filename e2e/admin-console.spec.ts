/**
 * The platform admin console (docs/product/admin.md): the system health tab shows its figures, a
 * suspension asks for a reason in a dialog and e-mails it to the owner (who sees it on the
 * "suspended" page), and /admin/organization/{orgId} shows the school's dashboard; axe in en and ar.
 */
import { expectNoSeriousA11yViolations } from './support/a11y';
import { AdminApi } from './support/admin-api';
import { signInThroughApi } from './support/auth';
import { BASE_URL } from './support/env';
import { newSchool, organizationRegistration } from './support/registration';
import { expect, test } from './support/fixtures';

const DEMO_SCHOOL_ID = 'demo-school-sacramento';

test('the admin opens the system health tab and sees the figures', async ({ page }) => {
  await signInThroughApi(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'System health', exact: true }).click();
  await expect(page).toHaveURL(/tab=health/);
  await expect(page.getByRole('heading', { name: 'System health', level: 2 })).toBeVisible();
  await expect(page.getByTestId('health-database-status')).toHaveText('Reachable');
  await expect(page.getByTestId('health-database-size')).toContainText(/\d/);
  await expect(page.getByTestId('health-migrations')).toHaveText(/^(\d+) of \1 applied$/);
  await expect(page.getByText('012-organization-status-reason')).toBeVisible();
  await expect(page.getByTestId('health-listeners')).toHaveText('1');
  await expect(page.getByTestId('health-uptime')).toContainText(/\d/);
  await expect(page.getByTestId('health-version')).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(page.getByTestId('health-commit')).toHaveText(/^[0-9a-f]{12}$|Not recorded/);
  await expect(page.getByTestId('health-outbox-unsent')).toContainText(/\d/);
  await expectNoSeriousA11yViolations(page);
});

test('the admin suspends a school with a reason; the owner is e-mailed it and sees it', async ({ page, browser }) => {
  // Registration, approval, the dialog, the outbox and the owner's sign-in: a long walk.
  test.slow();
  const school = newSchool();
  const admin = await AdminApi.signIn();
  try {
    const registered = await admin.request.post('/api/registrations/organization', {
      data: organizationRegistration(school),
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const found = await admin.request.get(`/api/organizations?q=${encodeURIComponent(school.schoolName)}`);
    const [org] = ((await found.json()) as { organizations: { id: string }[] }).organizations;
    expect(org).toBeTruthy();
    const approved = await admin.request.post(`/api/organizations/${org!.id}/status`, { data: { status: 'approved' } });
    expect(approved.ok(), await approved.text()).toBe(true);

    await signInThroughApi(page, 'admin');
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Search schools' }).fill(school.schoolName);
    await page.getByRole('button', { name: `Suspend ${school.schoolName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${school.schoolName}?` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // A reason is required: the dialog says so and stays open.
    await dialog.getByRole('button', { name: 'Suspend school' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason for the suspension' }).fill('  ab ');
    await dialog.getByRole('button', { name: 'Suspend school' }).click();
    await expect(dialog.getByText('Write 3 to 500 characters.')).toBeVisible();
    const reason = 'Insurance certificate expired on November 1.';
    await dialog.getByRole('textbox', { name: 'Reason for the suspension' }).fill(reason);
    await dialog.getByRole('button', { name: 'Suspend school' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Reinstate ${school.schoolName}` })).toBeVisible();

    // The outbox has the owner's e-mail with the reason; its details open from the outbox tab.
    await admin.waitForMail(school.email, 'organization-suspended');
    await page.getByRole('tab', { name: 'E-mail outbox', exact: true }).click();
    await page
      .getByRole('button', { name: `Details of “${school.schoolName} has been suspended on Roadlog”` })
      .first()
      .click();
    const mail = page.getByRole('dialog', { name: `${school.schoolName} has been suspended on Roadlog` });
    await expect(mail.getByText(`Reason given: ${reason}`)).toBeVisible();
    await mail.getByRole('button', { name: 'Close' }).click();

    // The owner (after verifying the address) sees the reason on the "suspended" page.
    const owner = await browser.newPage({ baseURL: BASE_URL });
    try {
      await owner.goto(await admin.verificationLink(school.email));
      await signInThroughApi(owner, { email: school.email, password: school.password });
      await owner.goto('/dashboard');
      await expect(owner.getByRole('heading', { name: 'Your school is suspended', level: 1 })).toBeVisible();
      await expect(owner.getByRole('heading', { name: 'Reason given' })).toBeVisible();
      await expect(owner.getByText(reason)).toBeVisible();
    } finally {
      await owner.close();
    }
  } finally {
    await admin.dispose();
  }
});

for (const lang of ['en', 'ar'] as const) {
  test(`the admin sees the school's dashboard with its students tab (${lang})`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signInThroughApi(page, 'admin');
    await page.goto(`/admin/organization/${DEMO_SCHOOL_ID}`);
    const students = lang === 'ar' ? 'الطلاب' : 'Students';
    await expect(page.getByRole('tab', { name: students, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table').first()).toBeVisible();
    if (lang === 'en') {
      await expect(page.getByRole('table', { name: 'Students' }).getByText('Noah Kim')).toBeVisible();
      for (const name of ['Teachers and admins', 'Invitations', 'Pending approvals', 'Settings'])
        await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Suspend / })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('tab', { name: lang === 'ar' ? 'بانتظار الاعتماد' : 'Pending approvals', exact: true })
      .click();
    await expect(page).toHaveURL(/tab=approvals/);
    await expect(page.getByText(lang === 'ar' ? /يراها المسؤولون هنا/ : /Administrators see them here/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`the analytics and health tabs have no serious accessibility problems (${lang})`, async ({ page }) => {
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
    await signInThroughApi(page, 'admin');
    await page.goto('/admin?tab=analytics');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.locator('svg').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/admin?tab=health');
    await expect(page.getByTestId('health-database-status')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
