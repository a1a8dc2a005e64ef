/**
 * Builds one English certificate and throws it away, so that the first certificate a school
 * downloads after a restart does not also pay for reading and parsing the Latin fonts and for the
 * PDF code's first run (about 0.4 s, against the 300 ms goal: bench/README.md, certificate PDF).
 * Other scripts' fonts are still read on first use: the CJK ones are large and rarely needed.
 */
import { buildCertificatePdf } from './build-certificate-pdf.js';

export async function warmUpCertificatePdf(): Promise<void> {
  await buildCertificatePdf({
    certificate: {
      number: '222-222-222',
      type: 'supervised-hours',
      studentName: 'Roadlog',
      schoolName: 'Roadlog',
      state: 'CA',
      stateName: 'California',
      issuedOn: '2026-01-01',
      minutes: 0,
      nightMinutes: 0,
      issuedByName: null,
      manualReason: null,
      status: 'valid',
      revokedOn: null,
    },
    logo: null,
    verifyUrl: 'https://roadlog.invalid/verify-certificate?number=222-222-222',
    verifyUrlShort: 'https://roadlog.invalid/verify-certificate?number=222-222-222',
    lng: 'en',
    keyId: 'warm-up',
  });
}
