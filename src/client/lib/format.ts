/**
 * Dates, times, durations and distances: drives, lessons, plans and school figures. A drive is
 * shown in its own time zone (the local date of a drive keeps its zone); audit entries in the
 * viewer's zone.
 */
import type { TFunction } from 'i18next';

const KM_PER_MILE = 1.609344;

/** The viewer's own IANA zone. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A safe formatter: an unknown zone falls back to the viewer's zone instead of throwing. */
function formatter(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(lang, options);
  } catch {
    const { timeZone: _ignored, ...rest } = options;
    return new Intl.DateTimeFormat(lang, rest);
  }
}

/** "Tue, Mar 3, 2026" in the drive's zone. */
export function formatDriveDate(iso: string, timeZone: string, lang: string): string {
  return formatter(lang, { timeZone, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );
}

/** "4:00 – 5:10 PM" in the drive's zone, with the zone's short name when it is not the viewer's. */
export function formatDriveTimes(startIso: string, endIso: string, timeZone: string, lang: string): string {
  const showZone = timeZone !== viewerTimeZone();
  const f = formatter(lang, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(showZone ? { timeZoneName: 'short' } : {}),
  });
  return f.formatRange(new Date(startIso), new Date(endIso));
}

/** "Tue, Mar 3, 2026, 4:00 – 5:10 PM" in the drive's zone. */
export function formatDriveRange(startIso: string, endIso: string, timeZone: string, lang: string): string {
  const showZone = timeZone !== viewerTimeZone();
  const f = formatter(lang, {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(showZone ? { timeZoneName: 'short' } : {}),
  });
  return f.formatRange(new Date(startIso), new Date(endIso));
}

/**
 * Date and time of one instant; in `timeZone` when given (named when it is not the viewer's),
 * else in the viewer's zone.
 */
export function formatDateTime(iso: string, lang: string, timeZone?: string): string {
  const showZone = Boolean(timeZone) && timeZone !== viewerTimeZone();
  return formatter(lang, {
    ...(timeZone ? { timeZone } : {}),
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(showZone ? { timeZoneName: 'short' } : {}),
  }).format(new Date(iso));
}

/** "1 h 25 min", "45 min", "2 h" with numbers in the user's language. */
export function formatDuration(t: TFunction, minutes: number, lang: string): string {
  const n = new Intl.NumberFormat(lang);
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return t('driveLogs.duration.m', { minutes: n.format(rest) });
  if (rest === 0) return t('driveLogs.duration.h', { hours: n.format(hours) });
  return t('driveLogs.duration.hm', { hours: n.format(hours), minutes: n.format(rest) });
}

/** A distance in miles (US product), one decimal. */
export function formatMiles(km: number, lang: string): string {
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: 'mile',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(km / KM_PER_MILE);
}

export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(value);
}

/** Milliseconds to add to UTC to get the wall-clock time in `timeZone` at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of a datetime-local input ("2026-03-03T16:00") in `timeZone`. */
export function isoToZonedInput(iso: string, timeZone: string): string {
  const instant = new Date(iso).getTime();
  const d = new Date(instant + zoneOffsetMs(instant, timeZone));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/**
 * A datetime-local value read as wall-clock time in `timeZone`, as a UTC ISO string; null when the
 * value is not a date and time. A wall time that does not exist (a DST gap) maps to an instant an
 * hour away.
 */
export function zonedInputToIso(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  if (Number.isNaN(wall)) return null;
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}
