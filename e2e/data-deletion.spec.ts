/**
 * Data deletion (docs/product/data-deletion.md): a person asks on the public page, follows the
 * e-mailed link (read from the outbox), a used link gets its own message, and an admin carries the
 * request out from /admin?tab=deletion. Each page passes axe, also at phone width in Arabic.
 */
import type { Page } from '@playwright/test';
import { NEW_PASSWORD, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, signInThroughApi } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

/** A fresh parent account (not the demo ones other specs use), registered through the API. */
async function registerParent(page: Page, lastName: string): Promise<string> {
  const email = uniqueEmail('erase-me');
  const response = await page.request.post('/api/registrations/parent', {
    headers: { origin: BASE_URL },
    data: {
      firstName: 'Morgan',
      lastName,
      email,
      password: NEW_PASSWORD,
      contactPhone: '(916) 555-0199',
      state: 'CA',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

const relative = (link: string | null) => {
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
};

test('a person asks, confirms by e-mail, and an admin carries the request out', async ({
  page,
  adminApi,
  consoleGuard,
}) => {
  test.slow(); // several pages, two sign-ins and axe four times
  consoleGuard.allowFailedRequest(
    409,
    /^\/api\/deletion-requests\/confirm$/,
    'the used link is opened again on purpose',
  );
  const lastName = `Eraseworth${Date.now() % 100_000}`;
  const email = await registerParent(page, lastName);

  await page.goto('/data-deletion-request');
  // The first page of a run may wait for its chunk on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your data' })).toBeVisible({ timeout: 30_000 });
  await expectPageSettled(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('I no longer drive with Roadlog');
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByRole('status')).toContainText('If this address belongs to a Roadlog account');

  const mail = await adminApi.waitForMail(email, 'deletion-confirm');
  const link = relative(mail.link);
  expect(link).toMatch(/^\/data-deletion-request\?token=/);
  await page.goto(link);
  await expect(page.getByText('Request confirmed')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new request' })).toBeVisible();

  await signInThroughApi(page, 'admin');
  await page.goto('/admin?tab=deletion');
  const card = page.getByRole('article', { name: `Morgan ${lastName}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('Reason: I no longer drive with Roadlog')).toBeVisible();
  await expect(card.getByText('The account and everything listed will be deleted.')).toBeVisible();
  await expect(card.getByText('Accounts', { exact: true })).toBeVisible();
  await expectPageSettled(page);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Carry out' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase the data of Morgan ${lastName}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Carry out' }).click();
  await expect(page.getByText('Carried out. The requester has been told.')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The account is gone, and the requester was told: the outbox keeps that message without the address.
  const outbox = await adminApi.outbox();
  expect(outbox.some((m) => m.to === email)).toBe(false);
  expect(outbox.some((m) => m.kind === 'deletion-completed' && m.to === '(erased)')).toBe(true);
});

test('the request page and the account section at phone width, in Arabic', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('i18nextLng', 'ar'));
  await page.goto('/data-deletion-request');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'احذف بياناتك' })).toBeVisible({ timeout: 30_000 });
  await expectPageSettled(page);
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await signInThroughApi(page, 'parent');
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'حذف البيانات' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('button', { name: /اطلب الحذف/ }).first()).toBeVisible();
  await expectPageSettled(page);
  await expectNoSeriousA11yViolations(page);
});
