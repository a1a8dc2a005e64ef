import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrackPoint } from '../../../../shared/api/drive-logs';
import {
  addFix,
  downsample,
  haversineMeters,
  projectTrack,
  shouldKeep,
  toPoint,
  trackDistanceMeters,
  type Fix,
} from './track';

const fix = (latitude: number, longitude: number, time: number, accuracy = 10): Fix => ({
  latitude,
  longitude,
  time,
  accuracy,
});
/** Roughly `m` metres north of `lat` (1° of latitude ≈ 111.2 km). */
const north = (lat: number, m: number) => lat + m / 111_195;

describe('haversineMeters', () => {
  it('measures known distances', () => {
    // Sacramento Capitol to San Francisco City Hall: about 121 km in a straight line.
    const d = haversineMeters([38.5767, -121.4934], [37.7793, -122.4193]);
    expect(d / 1000).toBeGreaterThan(119);
    expect(d / 1000).toBeLessThan(123);
    expect(haversineMeters([38.5, -121.5], [38.5, -121.5])).toBe(0);
    expect(haversineMeters([38.5, -121.5], [north(38.5, 100), -121.5])).toBeCloseTo(100, 0);
  });
});

describe('shouldKeep', () => {
  const start: TrackPoint = [38.5, -121.5, 0];
  it('keeps the first precise fix', () => {
    expect(shouldKeep(undefined, fix(38.5, -121.5, 0))).toBe(true);
  });
  it('ignores imprecise, missing or impossible fixes', () => {
    expect(shouldKeep(undefined, fix(38.5, -121.5, 0, 500))).toBe(false);
    expect(shouldKeep(undefined, fix(Number.NaN, -121.5, 0))).toBe(false);
    expect(shouldKeep(undefined, fix(91, -121.5, 0))).toBe(false);
    expect(shouldKeep(undefined, { latitude: 38.5, longitude: -121.5, time: 0, accuracy: Number.NaN })).toBe(false);
  });
  it('keeps at most one point every 5 s', () => {
    expect(shouldKeep(start, fix(north(38.5, 200), -121.5, 4_999))).toBe(false);
    expect(shouldKeep(start, fix(north(38.5, 200), -121.5, 5_000))).toBe(true);
  });
  it('keeps a point only after 20 m of movement (a parked car adds nothing)', () => {
    expect(shouldKeep(start, fix(north(38.5, 19), -121.5, 60_000))).toBe(false);
    expect(shouldKeep(start, fix(north(38.5, 21), -121.5, 60_000))).toBe(true);
  });
});

describe('addFix', () => {
  it('returns the same array when nothing is kept, a longer one otherwise', () => {
    const t0: readonly TrackPoint[] = [];
    const t1 = addFix(t0, fix(38.5, -121.5, 1_000));
    expect(t1).toEqual([[38.5, -121.5, 1_000]]);
    expect(addFix(t1, fix(38.5, -121.5, 2_000))).toBe(t1);
    expect(addFix(t1, fix(north(38.5, 50), -121.5, 7_000))).toHaveLength(2);
  });
  it('rounds coordinates to 6 decimals and times to whole milliseconds', () => {
    expect(toPoint(fix(38.123456789, -121.987654321, 1234.6))).toEqual([38.123457, -121.987654, 1235]);
  });
});

describe('trackDistanceMeters', () => {
  it('adds up the legs', () => {
    const track: TrackPoint[] = [
      [38.5, -121.5, 0],
      [north(38.5, 100), -121.5, 10_000],
      [north(38.5, 300), -121.5, 20_000],
    ];
    expect(trackDistanceMeters(track)).toBeCloseTo(300, 0);
    expect(trackDistanceMeters([])).toBe(0);
    expect(trackDistanceMeters([track[0]!])).toBe(0);
  });
});

describe('downsample', () => {
  const walk = (n: number, seed = 1): TrackPoint[] => {
    let lat = 38.5;
    let lng = -121.5;
    let s = seed;
    const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
    return Array.from({ length: n }, (_, i) => {
      lat += (rnd() - 0.45) * 0.0005;
      lng += (rnd() - 0.45) * 0.0005;
      return [lat, lng, i * 5_000] as TrackPoint;
    });
  };

  it('leaves short tracks alone (sorted by time)', () => {
    const t = walk(10);
    expect(downsample([...t].reverse())).toEqual(t);
  });

  it('keeps at most 500 points, the first and the last, in time order', () => {
    const t = walk(8_640); // 12 hours at one point every 5 s
    const started = performance.now();
    const d = downsample(t);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(d.length).toBeLessThanOrEqual(500);
    expect(d.length).toBeGreaterThan(400);
    expect(d[0]).toEqual(t[0]);
    expect(d.at(-1)).toEqual(t.at(-1));
    for (let i = 1; i < d.length; i++) expect(d[i]![2]).toBeGreaterThan(d[i - 1]![2]);
  });

  it('keeps the corners of a route', () => {
    // 300 points east, then 300 points north: the corner must survive a cut to 10 points.
    const east = Array.from({ length: 300 }, (_, i): TrackPoint => [38.5, -121.5 + i * 0.0003, i * 5_000]);
    const corner = east.at(-1)!;
    const northLeg = Array.from({ length: 300 }, (_, i): TrackPoint => [
      38.5 + (i + 1) * 0.0003,
      corner[1],
      (300 + i) * 5_000,
    ]);
    const d = downsample([...east, ...northLeg], 10);
    expect(d).toContainEqual(corner);
  });

  it('is a time-ordered subset within the limit for any track', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -80, max: 80, noNaN: true }),
            fc.double({ min: -179, max: 179, noNaN: true }),
            fc.integer({ min: 0, max: 1e12 }),
          ),
          { maxLength: 1_200 },
        ),
        fc.integer({ min: 2, max: 600 }),
        (points, max) => {
          const track = points as TrackPoint[];
          const d = downsample(track, max);
          expect(d.length).toBeLessThanOrEqual(Math.max(max, 0));
          if (track.length <= max) expect(d).toHaveLength(track.length);
          const keys = new Set(track.map((p) => p.join(',')));
          for (const p of d) expect(keys.has(p.join(','))).toBe(true);
          for (let i = 1; i < d.length; i++) expect(d[i]![2]).toBeGreaterThanOrEqual(d[i - 1]![2]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('projectTrack', () => {
  it('fits the route in the box with north up', () => {
    const track: TrackPoint[] = [
      [38.5, -121.5, 0],
      [38.51, -121.5, 1],
      [38.51, -121.49, 2],
    ];
    const pts = projectTrack(track, 200, 100, 10);
    for (const [x, y] of pts) {
      expect(x).toBeGreaterThanOrEqual(10);
      expect(x).toBeLessThanOrEqual(190);
      expect(y).toBeGreaterThanOrEqual(10);
      expect(y).toBeLessThanOrEqual(90);
    }
    // Going north moves up the picture; going east moves right.
    expect(pts[1]![1]).toBeLessThan(pts[0]![1]);
    expect(pts[2]![0]).toBeGreaterThan(pts[1]![0]);
    // The taller side fills the height.
    expect(pts[0]![1] - pts[1]![1]).toBeCloseTo(80, 0);
  });

  it('puts a single point in the middle', () => {
    expect(projectTrack([[38.5, -121.5, 0]], 200, 100)).toEqual([[100, 50]]);
    expect(projectTrack([], 200, 100)).toEqual([]);
  });
});
