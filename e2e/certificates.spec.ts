/**
 * Certificates (docs/product/certificates.md): the school issues one from its dashboard (by hand,
 * with a reason: the demo student has no approved hours), the student downloads its PDF from their
 * dashboard, anyone checks the number, the school revokes it and the check says so. The school's
 * certificates tab passes axe at phone width, in English and Arabic.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { CertificateCandidates } from '../src/shared/api/certificates';
import { NUMBER_PATTERN } from '../src/shared/certificates';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, signInThroughApi } from './support/auth';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

const STUDENT = 'Jamie Parker';
const TYPE = 'supervised-hours';

/** The demo school's id and Jamie's, through the owner's session on `page`. */
async function schoolAndStudent(page: Page): Promise<{ orgId: string; candidates: CertificateCandidates }> {
  const org = (await (await page.request.get('/api/my-organization')).json()) as { organization: { id: string } };
  const response = await page.request.get(`/api/organizations/${org.organization.id}/certificate-candidates`);
  expect(response.ok(), await response.text()).toBe(true);
  return { orgId: org.organization.id, candidates: (await response.json()) as CertificateCandidates };
}

/**
 * Another spec may have left Jamie a valid certificate of this type: revoke it first through the API,
 * so this one starts from "not eligible, no certificate".
 */
async function revokeLeftovers(page: Page): Promise<void> {
  const { candidates } = await schoolAndStudent(page);
  const held = candidates.students.find((s) => s.name === STUDENT)?.types[TYPE].certificate;
  if (!held) return;
  const response = await page.request.post(`/api/certificates/${held.id}/revoke`, {
    headers: { origin: BASE_URL },
    data: { reason: 'Cleared before the certificates spec' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the school issues a certificate, the student downloads it, anyone checks it, the school revokes it', async ({
  page,
  openSeparatePage,
}) => {
  test.slow(); // three people, an issue, a download, two checks and a revocation
  await signInThroughApi(page, 'owner');
  await revokeLeftovers(page);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Certificates' }).click();
  await expect(page).toHaveURL(/tab=certificates/);

  // Ready for a certificate: supervised hours; Jamie is far from California's 50, so by hand with a reason.
  const ready = page.getByRole('region', { name: 'Ready for a certificate' });
  await expect(ready.getByRole('button', { name: 'Supervised hours' })).toHaveAttribute('aria-pressed', 'true');
  const jamie = ready.getByRole('row').filter({ hasText: STUDENT });
  await expect(jamie).toContainText('Missing: approved hours');
  await jamie.getByRole('button', { name: `Issue manually to ${STUDENT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Issue a certificate manually to ${STUDENT}` });
  await dialog.getByRole('button', { name: 'Issue certificate' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Completed the course at our partner school');
  await dialog.getByRole('button', { name: 'Issue certificate' }).click();
  await expect(dialog).toBeHidden();
  await expect(ready.getByRole('status')).toHaveText(/Issued: 1\. Already had one: 0\. Not eligible: 0\./);
  await expect(jamie).toContainText(/Holds [2-9A-Y]{3}-[2-9A-Y]{3}-[2-9A-Y]{3}/);

  // The issued list shows it, valid and marked as issued by hand; the counts include it.
  const issued = page.getByRole('table', { name: 'Issued certificates' });
  const row = issued
    .getByRole('row')
    .filter({ hasText: STUDENT })
    .filter({ hasText: 'Completed the course at our partner school' })
    .filter({ hasText: 'Valid' });
  await expect(row).toHaveCount(1);
  const number = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  expect(number).toMatch(NUMBER_PATTERN);
  await expect(jamie).toContainText(number);

  // The student downloads the PDF from their dashboard.
  const student = await openSeparatePage();
  await signInThroughApi(student, 'student');
  await student.goto('/user');
  await expectPageSettled(student);
  const card = student.getByRole('region', { name: 'Certificates' });
  await expect(card.getByRole('heading', { name: 'Supervised driving hours completion' })).toBeVisible();
  await expect(card.getByText(number)).toBeVisible();
  const download = card.getByRole('link', { name: `Download PDF of certificate ${number}` });
  const pdfResponse = await student.request.get((await download.getAttribute('href')) ?? '');
  expect(pdfResponse.status()).toBe(200);
  expect(pdfResponse.headers()['content-type']).toContain('application/pdf');
  const saved = student.waitForEvent('download');
  await download.click();
  const file = await (await saved).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(card.getByRole('link', { name: `Verify certificate ${number}` })).toHaveAttribute(
    'href',
    `/verify-certificate?number=${number}`,
  );

  // A signed-out visitor opens the student's "Verify" link: valid.
  const visitor = await openSeparatePage();
  await visitor.goto(`/verify-certificate?number=${number}`);
  await expect(visitor.getByTestId('online-valid')).toContainText('Valid');

  // The school revokes it, with a reason.
  await issued.getByRole('button', { name: `Revoke certificate ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke certificate ${number}?` });
  await confirm.getByRole('textbox', { name: 'Reason for revoking' }).fill('Issued to the wrong student');
  await confirm.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Certificate ${number} was revoked.` })).toBeVisible();
  const revokedRow = issued.getByRole('row').filter({ hasText: number });
  await expect(revokedRow).toContainText('Revoked');
  await expect(revokedRow).toContainText(/Revoked on .+ by Olivia Chen: Issued to the wrong student/);
  await expect(issued.getByRole('button', { name: `Revoke certificate ${number}` })).toHaveCount(0);
  // Jamie is back to "not eligible" for the type, ready to be issued to again by hand.
  await expect(jamie.getByRole('button', { name: `Issue manually to ${STUDENT}` })).toBeVisible();

  // The visitor's check now says revoked; the student's card too.
  await visitor.reload();
  await expect(visitor.getByTestId('online-revoked')).toContainText('Revoked on');
  await student.reload();
  await expect(card.getByText('Revoked on')).toBeVisible();
  await expect(card.getByRole('link', { name: `Download PDF of certificate ${number}` })).toHaveCount(0);
});

test('the school sets its driver-education criteria and sees who lacks what', async ({ page }) => {
  await signInThroughApi(page, 'owner');
  const { orgId, candidates } = await schoolAndStudent(page);
  const before = candidates.criteria;
  await page.goto('/dashboard?tab=certificates');
  const ready = page.getByRole('region', { name: 'Ready for a certificate' });
  await ready.getByRole('button', { name: 'Driver education' }).click();
  await expect(ready.getByRole('button', { name: 'Driver education' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ready.getByRole('columnheader', { name: 'Completed lessons' })).toBeVisible();

  const criteria = page.getByRole('region', { name: 'Driver education criteria' });
  await criteria.getByRole('spinbutton', { name: 'Lessons required' }).fill('40');
  await criteria.getByRole('button', { name: 'Save criteria' }).click();
  await expect(criteria.getByRole('status')).toHaveText('Criteria saved.');
  const jamie = ready.getByRole('row').filter({ hasText: STUDENT });
  await expect(jamie).toContainText(/ of 40/);
  await expect(jamie).toContainText(/Missing: .*completed lessons/);

  // Put the school's criteria back for other specs.
  const restored = await page.request.put(`/api/organizations/${orgId}/certificate-criteria`, {
    headers: { origin: BASE_URL },
    data: before,
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`phone width, ${lang}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`the certificates tab fits 390 px and has no serious accessibility problems (${lang})`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
      await signInThroughApi(page, 'owner');
      await page.goto('/dashboard?tab=certificates', { waitUntil: 'networkidle' });
      await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('id', 'school-tab-certificates');
      await expectPageSettled(page);
      const ready = page.getByRole('region', {
        name: lang === 'en' ? 'Ready for a certificate' : 'جاهزون للحصول على شهادة',
      });
      // Phones get cards, not a clipped table.
      await expect(ready.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousA11yViolations(page);

      // The manual issue dialog, opened from the keyboard.
      const manual = ready.getByRole('button', { name: lang === 'en' ? /^Issue manually to / : /^إصدار يدوي إلى / });
      await manual.first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  });
}
