import { describe, expect, it } from 'vitest';
import { isoToZonedInput, zonedInputToIso } from './format';

describe('drive times in the drive’s own zone', () => {
  it('reads a datetime-local value as wall-clock time in the zone', () => {
    expect(zonedInputToIso('2026-01-15T16:30', 'America/Los_Angeles')).toBe('2026-01-16T00:30:00.000Z');
    expect(zonedInputToIso('2026-07-15T16:30', 'America/Los_Angeles')).toBe('2026-07-15T23:30:00.000Z');
    expect(zonedInputToIso('2026-07-15T16:30', 'America/New_York')).toBe('2026-07-15T20:30:00.000Z');
    expect(zonedInputToIso('2026-07-15T16:30', 'UTC')).toBe('2026-07-15T16:30:00.000Z');
    expect(zonedInputToIso('2026-07-15T16:30', 'Pacific/Honolulu')).toBe('2026-07-16T02:30:00.000Z');
  });

  it('shows an instant as a datetime-local value in the zone', () => {
    expect(isoToZonedInput('2026-01-16T00:30:00.000Z', 'America/Los_Angeles')).toBe('2026-01-15T16:30');
    expect(isoToZonedInput('2026-07-15T20:30:00Z', 'America/New_York')).toBe('2026-07-15T16:30');
  });

  it('round-trips around the DST changes', () => {
    for (const iso of [
      '2026-03-08T09:59:00.000Z',
      '2026-03-08T10:00:00.000Z',
      '2026-11-01T08:30:00.000Z',
      '2026-11-01T09:30:00.000Z',
    ]) {
      const local = isoToZonedInput(iso, 'America/Los_Angeles');
      const back = zonedInputToIso(local, 'America/Los_Angeles');
      // The repeated hour in November is ambiguous: either instant shows the same wall time.
      expect(isoToZonedInput(back!, 'America/Los_Angeles')).toBe(local);
    }
  });

  it('refuses values that are not a date and time', () => {
    expect(zonedInputToIso('', 'UTC')).toBeNull();
    expect(zonedInputToIso('2026-07-15', 'UTC')).toBeNull();
  });
});
