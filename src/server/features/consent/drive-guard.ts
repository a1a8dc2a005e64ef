import { AppError } from '../../errors.js';
import type { Db } from './repository.js';

/**
 * A student's drives can be logged (by anyone) only once a parent has given consent (PRODUCT §6).
 * Checked on the server for every new drive, manual or live.
 */
export async function assertConsentForDrives(db: Db, studentId: string): Promise<void> {
  const row = await db.selectFrom('parentConsent').select('status').where('studentId', '=', studentId).executeTakeFirst();
  if (row?.status !== 'granted') {
    throw new AppError('consent-required', 403, 'A parent must give consent before drives can be logged.', { consent: row?.status ?? 'none' });
  }
}
