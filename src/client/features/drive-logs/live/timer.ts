/**
 * The live drive's clock. Elapsed time is always computed from the start timestamp, never counted
 * up tick by tick, so it is right after the tab slept, the phone locked or the page reloaded.
 */
import { MAX_DRIVE_MINUTES, MIN_DRIVE_MINUTES } from '../../../../shared/api/drive-logs';

export function elapsedMs(startedAt: number, now: number): number {
  return Math.max(0, now - startedAt);
}

/** "hh:mm:ss" (hours keep growing past 99) with digits in the user's language. */
export function formatClock(ms: number, lang: string): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  let two: Intl.NumberFormat;
  try {
    two = new Intl.NumberFormat(lang, { minimumIntegerDigits: 2, useGrouping: false });
  } catch {
    two = new Intl.NumberFormat('en', { minimumIntegerDigits: 2, useGrouping: false });
  }
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${two.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`;
}

/** Whole minutes as the server counts them (rounded), for the 5-minute and 12-hour rules. */
export function driveMinutes(startedAt: number, endedAt: number): number {
  return Math.round((endedAt - startedAt) / 60_000);
}

export type LengthCheck = 'ok' | 'too-short' | 'too-long';

export function checkLength(startedAt: number, endedAt: number): LengthCheck {
  const minutes = driveMinutes(startedAt, endedAt);
  if (minutes < MIN_DRIVE_MINUTES) return 'too-short';
  if (minutes > MAX_DRIVE_MINUTES) return 'too-long';
  return 'ok';
}

/** Milliseconds until the next whole second of the drive, so the display ticks on the second. */
export function msToNextSecond(startedAt: number, now: number): number {
  const into = elapsedMs(startedAt, now) % 1000;
  return into === 0 ? 1000 : 1000 - into;
}
