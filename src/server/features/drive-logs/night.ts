/**
 * Night minutes (docs/product/drive-logs.md): the minutes of a drive during which the sun is below the horizon at
 * the drive's place. Each minute is judged by the sun's altitude at its middle, so a drive that
 * crosses sunset or sunrise is split to the minute, polar days and nights need no special case,
 * and clock changes (DST) cannot matter: the computation is in absolute time.
 */
import { createRequire } from 'node:module';

// Both are CommonJS; requiring them behaves the same under Node and under the test runner.
const require = createRequire(import.meta.url);
const SunCalc = require('suncalc') as typeof import('suncalc');
const zipcodes = require('zipcodes') as typeof import('zipcodes');

/** Sunset and sunrise are when the sun's upper edge meets the horizon, with refraction: −0.833°. */
const HORIZON = (-0.833 * Math.PI) / 180;
const MINUTE = 60_000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export function isNight(at: Date, place: Coordinates): boolean {
  return SunCalc.getPosition(at, place.latitude, place.longitude).altitude < HORIZON;
}

export function computeNightMinutes(start: Date, end: Date, place: Coordinates): number {
  const minutes = Math.floor((end.getTime() - start.getTime()) / MINUTE);
  let night = 0;
  for (let i = 0; i < minutes; i++) {
    if (isNight(new Date(start.getTime() + i * MINUTE + MINUTE / 2), place)) night++;
  }
  return night;
}

/** The centroid of a US ZIP code, for drives recorded without GPS. */
export function zipCentroid(zip: string | null | undefined): Coordinates | null {
  if (!zip) return null;
  const found = zipcodes.lookup(zip.slice(0, 5));
  return found && typeof found.latitude === 'number' ? { latitude: found.latitude, longitude: found.longitude } : null;
}

/** Sunset and next sunrise at a place for the local day containing `day` (for display and tests). */
export function sunTimes(day: Date, place: Coordinates): { sunset: Date | null; sunrise: Date | null } {
  const times = SunCalc.getTimes(day, place.latitude, place.longitude);
  const next = SunCalc.getTimes(new Date(day.getTime() + 24 * 3600 * 1000), place.latitude, place.longitude);
  return { sunset: times.sunset, sunrise: next.sunrise };
}
