/**
 * GPS track arithmetic for live drives: which fixes to keep, the distance so far, the downsampled
 * track sent with the drive, and the projection for the live route drawing. Pure functions.
 */
import { MAX_TRACK_POINTS, type TrackPoint } from '../../../../shared/api/drive-logs';

const EARTH_RADIUS_M = 6_371_008.8;
export const METERS_PER_MILE = 1609.344;

/** A kept point is at least this long after the previous one… */
export const MIN_POINT_INTERVAL_MS = 5_000;
/** …and at least this far from it. */
export const MIN_POINT_DISTANCE_M = 20;
/** Fixes less precise than this are ignored (a phone indoors, a cell-tower guess). */
export const MAX_ACCURACY_M = 100;

export function haversineMeters(
  a: readonly [number, number, ...unknown[]],
  b: readonly [number, number, ...unknown[]],
): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Fix {
  latitude: number;
  longitude: number;
  /** Metres (95 % radius), as the Geolocation API reports it. */
  accuracy: number;
  time: number;
}

/**
 * Whether a fix becomes a point of the track: the first precise fix always; after that at most one
 * point every 5 s and only once the car has moved 20 m (a parked car adds nothing, a fast one a
 * point every 5 s).
 */
export function shouldKeep(last: TrackPoint | undefined, fix: Fix): boolean {
  if (!Number.isFinite(fix.latitude) || !Number.isFinite(fix.longitude)) return false;
  if (Math.abs(fix.latitude) > 90 || Math.abs(fix.longitude) > 180) return false;
  if (!(fix.accuracy <= MAX_ACCURACY_M)) return false;
  if (!last) return true;
  if (fix.time - last[2] < MIN_POINT_INTERVAL_MS) return false;
  return haversineMeters(last, [fix.latitude, fix.longitude]) >= MIN_POINT_DISTANCE_M;
}

/** Coordinates rounded to ~1 m (6 decimals): enough for a route, smaller to store and send. */
export function toPoint(fix: Fix): TrackPoint {
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return [round(fix.latitude), round(fix.longitude), Math.max(0, Math.round(fix.time))];
}

/** Adds the fix when it qualifies; the same array otherwise (cheap for React state). */
export function addFix(track: readonly TrackPoint[], fix: Fix): readonly TrackPoint[] {
  return shouldKeep(track.at(-1), fix) ? [...track, toPoint(fix)] : track;
}

export function trackDistanceMeters(track: readonly TrackPoint[]): number {
  let total = 0;
  for (let i = 1; i < track.length; i++) total += haversineMeters(track[i - 1]!, track[i]!);
  return total;
}

/**
 * At most `max` points in time order, keeping the first and the last. Points are chosen where the
 * route bends rather than at even steps (Ramer-Douglas-Peucker with a tolerance found by
 * bisection), so turns survive and straight stretches shrink; the server's own even-step
 * downsampling then has nothing left to do.
 */
export function downsample(track: readonly TrackPoint[], max = MAX_TRACK_POINTS): TrackPoint[] {
  const sorted = [...track].sort((a, b) => a[2] - b[2]);
  if (sorted.length <= max) return sorted;
  if (max < 2) return sorted.slice(0, Math.max(0, max));
  let low = 0;
  let high = Math.max(1, trackDistanceMeters(sorted));
  let best = evenSteps(sorted, max);
  for (let i = 0; i < 30; i++) {
    const tolerance = (low + high) / 2;
    const kept = simplify(sorted, tolerance);
    if (kept.length <= max) {
      best = kept;
      high = tolerance;
    } else low = tolerance;
    if (high - low < 0.5) break;
  }
  return best;
}

function evenSteps(sorted: readonly TrackPoint[], max: number): TrackPoint[] {
  const step = (sorted.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => sorted[Math.round(i * step)]!);
}

/** Ramer-Douglas-Peucker on a local flat projection (metres), iterative. */
function simplify(points: readonly TrackPoint[], toleranceM: number): TrackPoint[] {
  const lat0 = (points[0]![0] * Math.PI) / 180;
  const xy = points.map(
    (p) => [(p[1] * Math.PI * EARTH_RADIUS_M * Math.cos(lat0)) / 180, (p[0] * Math.PI * EARTH_RADIUS_M) / 180] as const,
  );
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstDistance = toleranceM;
    for (let i = from + 1; i < to; i++) {
      const d = segmentDistance(xy[i]!, xy[from]!, xy[to]!);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([from, worst], [worst, to]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function segmentDistance(
  p: readonly [number, number],
  a: readonly [number, number],
  b: readonly [number, number],
): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const lengthSq = dx * dx + dy * dy;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSq));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * SVG coordinates for a track in a `width` × `height` box with `padding`: north up, longitude
 * scaled by cos(latitude) so shapes are not stretched, the whole route centred and fitted.
 */
export function projectTrack(
  track: readonly TrackPoint[],
  width: number,
  height: number,
  padding = 8,
): [number, number][] {
  if (track.length === 0) return [];
  const midLat = (track.reduce((s, p) => s + p[0], 0) / track.length) * (Math.PI / 180);
  const kx = Math.cos(midLat);
  const xs = track.map((p) => p[1] * kx);
  const ys = track.map((p) => p[0]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  const scale =
    spanX === 0 && spanY === 0
      ? 0
      : Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const offsetX = padding + (innerW - spanX * scale) / 2;
  const offsetY = padding + (innerH - spanY * scale) / 2;
  const round = (v: number) => Math.round(v * 10) / 10;
  return track.map((_, i) => [round(offsetX + (xs[i]! - minX) * scale), round(offsetY + (maxY - ys[i]!) * scale)]);
}
