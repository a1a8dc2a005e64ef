import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { changesOf } from './audit-trail';
import { driveErrorMessages } from './drive-errors';
import { projectTrack } from './route-drawing';

const pointsOf = (path: string): [number, number][] =>
  [...path.matchAll(/[ML]([\d.-]+) ([\d.-]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

/** A stand-in for i18next: the key and its options, so tests see what would be translated. */
const t = ((key: string, options?: Record<string, unknown>) => {
  if (key.startsWith('driveLogs.rules.') && key.endsWith('unknown-rule')) return options?.defaultValue ?? '';
  return options && Object.keys(options).some((k) => k !== 'defaultValue')
    ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(options).filter(([k]) => k !== 'defaultValue')))}`
    : key;
}) as unknown as TFunction;

describe('projectTrack', () => {
  it('fits the track into the box, north up, with the start and end marked', () => {
    const p = projectTrack(
      [
        [38.5, -121.5, 0],
        [38.6, -121.5, 1],
        [38.6, -121.4, 2],
      ],
      600,
      360,
      20,
    )!;
    const coords = pointsOf(p.path);
    for (const [x, y] of coords) {
      expect(x).toBeGreaterThanOrEqual(20);
      expect(x).toBeLessThanOrEqual(580);
      expect(y).toBeGreaterThanOrEqual(20);
      expect(y).toBeLessThanOrEqual(340);
    }
    // Going north moves up; going east moves right.
    expect(coords[1]![1]).toBeLessThan(coords[0]![1]);
    expect(coords[2]![0]).toBeGreaterThan(coords[1]![0]);
    expect(p.start).toEqual({ x: coords[0]![0], y: coords[0]![1] });
    expect(p.end).toEqual({ x: coords[2]![0], y: coords[2]![1] });
  });

  it('scales longitude by the cosine of the latitude (a square area looks square)', () => {
    // 0.1° of latitude and 0.1°/cos(60°) = 0.2° of longitude are the same distance at 60° N.
    const p = projectTrack(
      [
        [60, 10, 0],
        [60.1, 10.2, 1],
      ],
      1000,
      1000,
      0,
    )!;
    const [[x0, y0], [x1, y1]] = pointsOf(p.path) as [[number, number], [number, number]];
    // (The mean latitude, 60.05°, is used: within half a percent.)
    expect(Math.abs(x1 - x0) / Math.abs(y1 - y0)).toBeCloseTo(1, 2);
  });

  it('draws nothing for fewer than two points and a dot for a car standing still', () => {
    expect(projectTrack([[38.5, -121.5, 0]])).toBeNull();
    const still = projectTrack(
      [
        [38.5, -121.5, 0],
        [38.5, -121.5, 1],
      ],
      600,
      360,
      20,
    )!;
    expect(still.start).toEqual({ x: 300, y: 180 });
  });
});

describe('changesOf', () => {
  it('shows a night correction as before → after with its reason', () => {
    expect(
      changesOf({
        action: 'correct-night',
        before: { nightMinutes: 30 },
        after: { nightMinutes: 12, reason: 'Dark early' },
      }),
    ).toEqual({
      changes: [{ field: 'nightMinutes', before: 30, after: 12 }],
      reason: 'Dark early',
      wholeLog: false,
    });
  });

  it('shows an approved amendment with the values it replaced', () => {
    const r = changesOf({
      action: 'amend-approve',
      before: { endedAt: 'A', durationMinutes: 60 },
      after: { amendmentId: 'x', changes: { endedAt: 'B', notes: 'n', supervisor: {} } },
    });
    expect(r.changes).toEqual([
      { field: 'endedAt', before: 'A', after: 'B' },
      { field: 'notes', after: 'n' },
      { field: 'supervisor' },
    ]);
  });

  it('marks a drive archived with the whole log', () => {
    expect(changesOf({ action: 'archive', before: null, after: { wholeLog: true } }).wholeLog).toBe(true);
  });
});

describe('driveErrorMessages', () => {
  it('names each refused field with its rule', () => {
    const error = new ApiError('validation-failed', 400, 'x', { endedAt: 'too-long', 'changes.startedAt': 'overlap' });
    expect(driveErrorMessages(t, error)).toEqual([
      'driveLogs.ruleWithField{"field":"driveLogs.fields.endedAt","rule":"driveLogs.rules.too-long"}',
      'driveLogs.ruleWithField{"field":"driveLogs.fields.startedAt","rule":"driveLogs.rules.overlap"}',
    ]);
  });

  it('falls back to the error code, and explains conflicts', () => {
    expect(driveErrorMessages(t, new ApiError('not-found', 404, 'x'))).toEqual(['errors.not-found']);
    expect(driveErrorMessages(t, new ApiError('conflict', 409, 'x'))).toEqual(['driveLogs.errors.conflict']);
    expect(driveErrorMessages(t, null)).toEqual([]);
  });
});
