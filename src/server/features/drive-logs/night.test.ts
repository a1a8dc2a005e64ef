import { describe, expect, it } from 'vitest';
import { computeNightMinutes, isNight, sunTimes, zipCentroid } from './night';

const SACRAMENTO = { latitude: 38.5816, longitude: -121.4944 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const MIAMI = { latitude: 25.7617, longitude: -80.1918 };
const ANCHORAGE = { latitude: 61.2181, longitude: -149.9003 };

/** Minutes between two instants. */
const minutes = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 60_000;

/**
 * Published sunset/sunrise times (US Naval Observatory / NOAA tables, rounded to the minute);
 * we accept ±2 minutes for the table's rounding and refraction model.
 */
describe('sunset and sunrise at known places and dates', () => {
  it.each([
    ['Sacramento, winter solstice', SACRAMENTO, '2026-12-21T12:00:00-08:00', '2026-12-21T16:49:00-08:00'],
    ['Sacramento, summer solstice', SACRAMENTO, '2026-06-21T12:00:00-07:00', '2026-06-21T20:34:00-07:00'],
    ['New York, spring equinox', NEW_YORK, '2026-03-20T12:00:00-04:00', '2026-03-20T19:10:00-04:00'],
    ['Miami, 4 July', MIAMI, '2026-07-04T12:00:00-04:00', '2026-07-04T20:16:00-04:00'],
  ])('%s', (_name, place, noon, published) => {
    const { sunset } = sunTimes(new Date(noon), place);
    expect(Math.abs(sunset!.getTime() - Date.parse(published)) / 60_000).toBeLessThanOrEqual(2);
  });
});

describe('night minutes', () => {
  it('counts a whole drive after dark as night', () => {
    expect(
      computeNightMinutes(new Date('2026-12-10T19:00:00-08:00'), new Date('2026-12-10T20:00:00-08:00'), SACRAMENTO),
    ).toBe(60);
  });

  it('counts a midday drive as day', () => {
    expect(
      computeNightMinutes(new Date('2026-12-10T11:00:00-08:00'), new Date('2026-12-10T12:30:00-08:00'), SACRAMENTO),
    ).toBe(0);
  });

  it('splits a drive that crosses sunset at the sunset minute', () => {
    const start = new Date('2026-12-21T16:19:00-08:00');
    const end = new Date('2026-12-21T17:19:00-08:00');
    const { sunset } = sunTimes(new Date('2026-12-21T12:00:00-08:00'), SACRAMENTO);
    const expected = Math.round((end.getTime() - sunset!.getTime()) / 60_000);
    const night = computeNightMinutes(start, end, SACRAMENTO);
    // getTimes (tables) and getPosition (altitude) are separate approximations: allow 2 minutes.
    expect(Math.abs(night - expected)).toBeLessThanOrEqual(2);
    expect(night).toBeGreaterThan(25);
    expect(night).toBeLessThan(35);
  });

  it('splits a drive that crosses sunrise', () => {
    const start = new Date('2026-12-22T06:45:00-08:00');
    const end = new Date('2026-12-22T07:45:00-08:00');
    const { sunrise } = sunTimes(new Date('2026-12-21T12:00:00-08:00'), SACRAMENTO);
    expect(
      Math.abs(
        computeNightMinutes(start, end, SACRAMENTO) - Math.round((sunrise!.getTime() - start.getTime()) / 60_000),
      ),
    ).toBeLessThanOrEqual(2);
  });

  it('is unaffected by the DST change in the middle of a night drive (New York, 1 Nov 2026)', () => {
    // Clocks go back from 02:00 EDT to 01:00 EST: this drive lasts 90 real minutes.
    const start = '2026-11-01T01:15:00-04:00';
    const end = '2026-11-01T01:45:00-05:00';
    expect(minutes(start, end)).toBe(90);
    expect(computeNightMinutes(new Date(start), new Date(end), NEW_YORK)).toBe(90);
  });

  it('a spring-forward evening drive counts real minutes (Sacramento, 8 March 2026)', () => {
    const start = new Date('2026-03-08T18:30:00-07:00');
    const end = new Date('2026-03-08T19:30:00-07:00');
    const night = computeNightMinutes(start, end, SACRAMENTO);
    const { sunset } = sunTimes(new Date('2026-03-08T12:00:00-07:00'), SACRAMENTO);
    expect(Math.abs(night - Math.round((end.getTime() - sunset!.getTime()) / 60_000))).toBeLessThanOrEqual(2);
  });

  it('handles the long Alaskan winter night and the midnight sun', () => {
    expect(isNight(new Date('2026-12-21T08:00:00-09:00'), ANCHORAGE)).toBe(true);
    expect(
      computeNightMinutes(new Date('2026-06-21T23:00:00-08:00'), new Date('2026-06-21T23:30:00-08:00'), {
        latitude: 71.29,
        longitude: -156.79,
      }),
    ).toBe(0);
  });

  it('finds ZIP centroids', () => {
    const c = zipCentroid('95814');
    expect(c?.latitude).toBeCloseTo(38.58, 1);
    expect(zipCentroid('00000')).toBeNull();
    expect(zipCentroid(null)).toBeNull();
  });
});
