import type { StoredConsentStatus } from '../../../shared/api/consent.js';
import { AppError } from '../../errors.js';

/**
 * A student's drives can be logged (by anyone) only once a parent has given consent (docs/product/invitations-and-consent.md).
 * Checked on the server for every new drive, manual or live; the status comes with the student's
 * row (`findStudent` in drive-logs), so the check costs no query of its own.
 */
export function assertConsentForDrives(student: { consentStatus: StoredConsentStatus | null }): void {
  if (student.consentStatus !== 'granted') {
    throw new AppError('consent-required', 'A parent must give consent before drives can be logged.', {
      details: { consent: student.consentStatus ?? 'none' },
    });
  }
}
