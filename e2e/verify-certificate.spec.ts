/**
 * The public certificate check /verify-certificate (docs/product/certificates.md): a signed-out
 * visitor on a phone types a number or opens a certificate's QR link. A typo is caught before any
 * request, an unknown number is "not found", an issued certificate is valid, and the signed content
 * in the link's fragment is checked on the device against the published key too (and still when
 * Roadlog's records cannot be reached). Scanning with a camera: verify-certificate-scan.spec.ts.
 * Right to left in Arabic; axe-clean at 390 px.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { Certificate, IssueCertificatesResult } from '../src/shared/api/certificates';
import {
  canonicalContent,
  encodeSignedPayload,
  makeCertificateNumber,
  NUMBER_ALPHABET,
  verificationLink,
  type CertificateContent,
} from '../src/shared/certificates';
import { DEMO_PASSWORD, demoEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
/** Where the test server keeps its signing key (playwright.config.ts: DATA_DIR). */
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');

/** The same number with a wrong check symbol: a one-character typo. */
function withTypo(number: string): string {
  const check = number.at(-1)!;
  const other = NUMBER_ALPHABET[(NUMBER_ALPHABET.indexOf(check) + 1) % NUMBER_ALPHABET.length]!;
  return `${number.slice(0, -1)}${other}`;
}

const randomNumber = () => makeCertificateNumber(crypto.randomBytes(32));

function contentOf(certificate: Certificate): CertificateContent {
  return {
    v: 1,
    number: certificate.number,
    type: certificate.type,
    student: certificate.studentName,
    school: certificate.schoolName,
    state: certificate.state,
    issuedOn: certificate.issuedOn,
    minutes: certificate.minutes,
    nightMinutes: certificate.nightMinutes,
    keyId: certificate.keyId,
  };
}

/**
 * The link a certificate's QR code holds, its content signed with the test server's own key
 * (DATA_DIR/certificate-keys): what the printed PDF carries. `tamper` changes the content after
 * signing, as a forger would.
 */
function qrLink(certificate: Certificate, tamper?: (c: CertificateContent) => CertificateContent): string {
  const folder = path.join(DATA_DIR, 'certificate-keys');
  const keyId = fs.readFileSync(path.join(folder, 'active'), 'utf8').trim();
  expect(keyId).toBe(certificate.keyId);
  const privateKey = crypto.createPrivateKey(fs.readFileSync(path.join(folder, `${keyId}.key.pem`)));
  const content = contentOf(certificate);
  const signature = crypto.sign(null, Buffer.from(canonicalContent(content), 'utf8'), privateKey);
  const printed = canonicalContent(tamper ? tamper(content) : content);
  return verificationLink('', certificate.number, encodeSignedPayload(printed, signature));
}

async function signIn(key: 'owner'): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: demoEmail(key), password: DEMO_PASSWORD },
  });
  expect(response.ok(), `sign-in as ${key}: ${response.status()}`).toBe(true);
  return api;
}

async function verifyNumber(page: Page, number: string): Promise<void> {
  await page.getByLabel('Certificate number').fill(number);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test.describe('certificate check, signed out, on a phone', () => {
  test.use({ viewport: PHONE });

  test('a number with a typo or the wrong length is refused before any request', async ({ page }) => {
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/certificate-verification/')) lookups.push(r.url());
    });
    await page.goto('/verify-certificate');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate check' })).toBeVisible();
    const field = page.getByLabel('Certificate number');
    await expect(page.getByText('Nine characters, e.g. K7M-Q9X-T4C')).toBeVisible();

    // Typed in lower case, shown in capitals.
    await field.fill(withTypo(randomNumber()).toLowerCase());
    await expect(field).toHaveValue(/^[0-9A-Z-]+$/);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('This number has a typo: please check each character.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await verifyNumber(page, 'K7M-Q9X');
    await expect(page.getByText('A certificate number has 9 characters')).toBeVisible();
    await verifyNumber(page, 'K7M-Q9X-T4O');
    await expect(page.getByText('Certificate numbers use only the digits 2 to 9')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    expect(lookups).toEqual([]);
    await expect(page).toHaveURL(/\/verify-certificate$/);
  });

  test('a number no certificate has is not found, and the address keeps it for sharing', async ({ page }) => {
    const number = randomNumber();
    await page.goto('/verify-certificate');
    // Spaces and lower case are fine: the number is read the way a person reads it out.
    await verifyNumber(page, number.toLowerCase().replace(/-/g, ' '));
    await expect(page.getByTestId('online-not-found')).toContainText('Not found');
    await expect(page.getByTestId('online-not-found')).toContainText(number);
    await expect(page.getByLabel('Certificate number')).toHaveValue(number);
    await expect(page).toHaveURL(new RegExp(`/verify-certificate\\?number=${number}$`));
    await expect(page.getByTestId('checks-made')).toContainText("Checked online against Roadlog's records");
    await expect(page.getByTestId('device-check')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the scanner opens in a dialog and can be cancelled; without a camera it says so', async ({ page }) => {
    await page.goto('/verify-certificate');
    const scan = page.getByRole('button', { name: 'Scan QR code' });
    await scan.click();
    const dialog = page.getByRole('dialog', { name: 'Scan the QR code' });
    await expect(dialog).toBeVisible();
    // This browser has no camera (nor a permission for one): the dialog explains, the field still works.
    await expect(dialog.getByTestId('scanner-problem')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(scan).toBeFocused();
  });

  test.describe('an issued certificate', () => {
    let owner: APIRequestContext;
    let certificate: Certificate;

    test.beforeAll(async () => {
      owner = await signIn('owner');
      const me = (await (await owner.get('/api/me')).json()) as { user: { organizationId: string } };
      const orgId = me.user.organizationId;
      const candidates = (await (await owner.get(`/api/organizations/${orgId}/certificate-candidates`)).json()) as {
        students: { studentId: string; name: string }[];
      };
      // Noah Kim (student3): no other spec issues him a driver-education certificate.
      const noah = candidates.students.find((s) => s.name === 'Noah Kim');
      expect(noah, 'the demo student Noah Kim').toBeTruthy();
      const response = await owner.post(`/api/organizations/${orgId}/certificates`, {
        data: {
          type: 'driver-education',
          studentIds: [noah!.studentId],
          manualReason: 'Completed the course at another branch (end-to-end test)',
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      const [result] = ((await response.json()) as IssueCertificatesResult).results;
      expect(['issued', 'already-issued']).toContain(result!.outcome);
      certificate = result!.certificate!;
    });
    test.afterAll(async () => {
      await owner?.dispose();
    });

    test('its number shows it valid, with what the certificate shows and nothing else', async ({ page }) => {
      await page.goto(`/verify-certificate?number=${certificate.number}`);
      const valid = page.getByTestId('online-valid');
      await expect(valid).toContainText('Valid');
      await expect(valid).toContainText('The school issued this certificate and has not revoked it.');
      const facts = page.getByTestId('online-facts');
      await expect(facts).toContainText('Noah Kim');
      await expect(facts).toContainText('Golden State Driving School');
      await expect(facts).toContainText('Driver education completion');
      await expect(facts).toContainText('CA');
      await expect(page.getByTestId('checks-made')).toContainText("Checked online against Roadlog's records");
      await expect(page.getByTestId('checks-made')).not.toContainText('on this device');
      await expectNoSeriousA11yViolations(page);
    });

    test('its QR link is checked online and on the device; a tampered one fails on the device', async ({ page }) => {
      await page.goto(qrLink(certificate));
      await expect(page.getByTestId('online-valid')).toBeVisible();
      await expect(page.getByTestId('device-valid')).toContainText(
        "The printed certificate's signed content matches Roadlog's published key",
      );
      await expect(page.getByTestId('device-valid')).toContainText(certificate.keyId);
      await expect(page.getByTestId('printed-matches')).toContainText("The printed details match Roadlog's records.");
      const checks = page.getByTestId('checks-made');
      await expect(checks).toContainText("Checked online against Roadlog's records");
      await expect(checks).toContainText('Checked on this device against the published key');
      await expectNoSeriousA11yViolations(page);

      // The printed hours were raised after signing: the device check catches it. (Only the
      // fragment changes: the page reads the new link without a reload.)
      await page.goto(qrLink(certificate, (c) => ({ ...c, minutes: c.minutes + 600 })));
      await expect(page.getByTestId('online-valid')).toBeVisible();
      await expect(page.getByTestId('device-invalid')).toContainText('does not match');
      await expect(page.getByTestId('device-invalid')).toContainText('Do not accept this certificate.');
    });

    test('without Roadlog’s records, the device check still shows, with the note about revocation', async ({
      page,
      consoleGuard,
    }) => {
      await page.route('**/api/certificate-verification/**', (route) => route.abort('internetdisconnected'));
      await page.goto(qrLink(certificate));
      await expect(page.getByTestId('device-valid')).toBeVisible();
      await expect(page.getByTestId('revocation-online-only')).toContainText('Revocation can only be seen online');
      await expect(page.getByTestId('printed-facts')).toContainText('Noah Kim');
      await expect(page.getByTestId('checks-made')).not.toContainText('Checked online');
      await expect(page.getByRole('alert').filter({ hasText: 'We could not reach Roadlog' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      consoleGuard.take(/ERR_INTERNET_DISCONNECTED/);
    });

    test('in Arabic the page reads right to left and stays accessible', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
      await page.goto(qrLink(certificate));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: 'التحقق من الشهادة' })).toBeVisible();
      await expect(page.getByTestId('online-valid')).toContainText('صالحة');
      await expect(page.getByTestId('device-valid')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('once revoked, it shows revoked with the date (this test revokes it: keep it last)', async ({ page }) => {
      const response = await owner.post(`/api/certificates/${certificate.id}/revoke`, {
        data: { reason: 'Issued by mistake (end-to-end test)' },
      });
      expect(response.ok(), await response.text()).toBe(true);
      await page.goto(qrLink(certificate));
      const revoked = page.getByTestId('online-revoked');
      await expect(revoked).toContainText('Revoked on');
      await expect(revoked).toContainText('it no longer counts');
      // The signature still holds: it was issued; only the online check sees the revocation.
      await expect(page.getByTestId('device-valid')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
});
