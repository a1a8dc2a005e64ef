import { MAX_TRACK_POINTS, type TrackPoint } from '../../../shared/api/drive-logs.js';

const EARTH_RADIUS_KM = 6371.0088;

export function haversineKm(a: TrackPoint, b: TrackPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLng = (b[1] - a[1]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length of a track, measured on the full-resolution points. */
export function trackDistanceKm(track: readonly TrackPoint[]): number {
  let total = 0;
  for (let i = 1; i < track.length; i++) total += haversineKm(track[i - 1]!, track[i]!);
  return Math.round(total * 100) / 100;
}

/** Keeps at most `max` points at even steps, always the first and the last, in time order. */
export function downsampleTrack(track: readonly TrackPoint[], max = MAX_TRACK_POINTS): TrackPoint[] {
  const sorted = [...track].sort((a, b) => a[2] - b[2]);
  if (sorted.length <= max) return sorted;
  const step = (sorted.length - 1) / (max - 1);
  return Array.from({ length: max }, (_, i) => sorted[Math.round(i * step)]!);
}
