/**
 * Scanning a certificate's QR code on /verify-certificate (docs/product/certificates.md): Chromium's
 * fake camera plays a picture of a QR code (a Y4M file this spec writes before the browser starts),
 * and the page decodes it with jsQR (Chromium on Linux has no BarcodeDetector). Its own file: the
 * camera needs its own browser launch options, which a describe block cannot set.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import {
  canonicalContent,
  encodeSignedPayload,
  makeCertificateNumber,
  verificationLink,
  type CertificateContent,
} from '../src/shared/certificates';
import { BASE_URL } from './support/env';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };
const SCAN_NUMBER = makeCertificateNumber(crypto.createHash('sha256').update('roadlog-e2e-scan').digest());
const SCAN_KEY_ID = 'ed25519-notpublished';
const SCAN_VIDEO = path.join(os.tmpdir(), `roadlog-e2e-qr-${process.env.E2E_PORT ?? 3100}.y4m`);

/** A still 640×480 Y4M video of `text` as a QR code, black on white. */
function writeQrVideo(file: string, text: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const width = 640;
  const height = 480;
  const scale = Math.floor((height - 40) / (modules.size + 8));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c))
        for (let y = 0; y < scale; y++)
          luma.fill(
            16,
            (top + r * scale + y) * width + left + c * scale,
            (top + r * scale + y) * width + left + (c + 1) * scale,
          );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from('FRAME\n'), luma, chroma]));
}

const scanContent: CertificateContent = {
  v: 1,
  number: SCAN_NUMBER,
  type: 'supervised-hours',
  student: 'Scan Test',
  school: 'Nowhere School',
  state: 'CA',
  issuedOn: '2026-01-15',
  minutes: 3000,
  nightMinutes: 600,
  keyId: SCAN_KEY_ID,
};
writeQrVideo(
  SCAN_VIDEO,
  verificationLink(
    BASE_URL,
    SCAN_NUMBER,
    encodeSignedPayload(canonicalContent(scanContent), new Uint8Array(64).fill(9)),
  ),
);

test.use({
  viewport: PHONE,
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${SCAN_VIDEO}`,
    ],
  },
});

test('the scanned link fills in the number and runs both checks; the camera stops', async ({ page }) => {
  // Keeps the camera streams the page opens, to see that each is stopped after the scan.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      streams.push(stream);
      return stream;
    };
  });
  await page.goto('/verify-certificate');
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan the QR code' });
  await expect(dialog).toBeVisible();
  // The QR code is read: the dialog closes by itself and the checks run.
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Certificate number')).toHaveValue(SCAN_NUMBER);
  await expect(page).toHaveURL(new RegExp(`\\?number=${SCAN_NUMBER}#c=`));
  await expect(page.getByTestId('online-not-found')).toBeVisible();
  // Signed with a key Roadlog never published: the device says so.
  await expect(page.getByTestId('device-unknown-key')).toContainText(SCAN_KEY_ID);
  const tracks = await page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((s) =>
      s.getTracks().map((t) => t.readyState),
    ),
  );
  expect(tracks.length).toBeGreaterThan(0);
  expect(tracks.every((state) => state === 'ended')).toBe(true);
});
