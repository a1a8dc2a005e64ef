import { describe, expect, it } from 'vitest';
import { checkLength, driveMinutes, elapsedMs, formatClock, msToNextSecond } from './timer';

describe('live drive timer', () => {
  it('computes elapsed time from the start, never negative', () => {
    expect(elapsedMs(1_000, 61_000)).toBe(60_000);
    expect(elapsedMs(5_000, 1_000)).toBe(0);
  });

  it('shows hh:mm:ss', () => {
    expect(formatClock(0, 'en')).toBe('00:00:00');
    expect(formatClock(59_999, 'en')).toBe('00:00:59');
    expect(formatClock((1 * 3600 + 2 * 60 + 3) * 1000, 'en')).toBe('01:02:03');
    expect(formatClock(125 * 3600 * 1000, 'en')).toBe('125:00:00');
    expect(formatClock(-5, 'en')).toBe('00:00:00');
  });

  it('uses the digits of the language', () => {
    expect(formatClock(3_723_000, 'ar-EG')).toBe('٠١:٠٢:٠٣');
    expect(formatClock(3_723_000, 'not a language!')).toBe('01:02:03');
  });

  it('is right after the tab slept: the next reading jumps to the true time', () => {
    const start = Date.UTC(2026, 2, 3, 16, 0, 0);
    const afterSleep = start + 20 * 60_000 + 7_000;
    expect(formatClock(elapsedMs(start, afterSleep), 'en')).toBe('00:20:07');
  });

  it('ticks on the drive’s whole seconds', () => {
    expect(msToNextSecond(1_000, 1_000)).toBe(1000);
    expect(msToNextSecond(1_000, 1_250)).toBe(750);
    expect(msToNextSecond(1_000, 2_999)).toBe(1);
  });

  it('applies the 5-minute and 12-hour rules in rounded minutes like the server', () => {
    expect(driveMinutes(0, 4 * 60_000 + 29_000)).toBe(4);
    expect(checkLength(0, 4 * 60_000 + 29_000)).toBe('too-short');
    expect(checkLength(0, 4 * 60_000 + 30_000)).toBe('ok');
    expect(checkLength(0, 12 * 3_600_000)).toBe('ok');
    expect(checkLength(0, 12 * 3_600_000 + 31_000)).toBe('too-long');
  });
});
