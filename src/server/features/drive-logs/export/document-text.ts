/**
 * Texts and number/date formats of the exported documents, in the requester's language
 * (locales/<lng>/logExport.json and driveLogs.json, English fallback).
 */
import { baseLanguage } from '../../../../shared/languages.js';
import { translate } from '../../../i18n.js';

export interface DocumentText {
  lng: string;
  /** A key of logExport.json. */
  t(key: string, vars?: Record<string, string | number>): string;
  /** `key_one`, `key_other`… by the language's plural rules, with `{{count}}` formatted. */
  plural(key: string, count: number, vars?: Record<string, string | number>): string;
  /** A key of driveLogs.json (weather.rain, roadTypes.highway, status.approved…). */
  label(key: string): string;
  number(n: number, fractionDigits?: number): string;
  /** 95 → "1 h 35 min"; 40 → "40 min"; 600 → "10 h". */
  duration(minutes: number): string;
  /** The drive's local date, in its own time zone. */
  date(instant: Date, timeZone: string): string;
  /** The drive's local time, in its own time zone. */
  time(instant: Date, timeZone: string, withZone?: boolean): string;
  dateTime(instant: Date, timeZone: string): string;
}

export function documentText(language: string | null | undefined): DocumentText {
  const lng = baseLanguage(language);
  const numbers = new Map<number, Intl.NumberFormat>();
  const number = (n: number, fractionDigits = 0) => {
    let f = numbers.get(fractionDigits);
    if (!f)
      numbers.set(
        fractionDigits,
        (f = new Intl.NumberFormat(lng, { maximumFractionDigits: fractionDigits, minimumFractionDigits: 0 })),
      );
    return f.format(n);
  };
  // Building a formatter costs far more than using one: one per pattern and zone per document.
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const dates = (key: string, options: Intl.DateTimeFormatOptions) => {
    let f = formatters.get(key);
    if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(lng, options)));
    return f;
  };
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(lng, `logExport.${key}`, vars);
  const rules = new Intl.PluralRules(lng);
  return {
    lng,
    t,
    plural(key, count, vars = {}) {
      const all = { ...vars, count: number(count) };
      const form = t(`${key}_${rules.select(count)}`, all);
      return form === `logExport.${key}_${rules.select(count)}` ? t(`${key}_other`, all) : form;
    },
    label: (key) => translate(lng, `driveLogs.${key}`),
    number,
    duration(minutes) {
      const h = Math.floor(minutes / 60);
      const m = minutes % 60;
      if (h === 0) return t('format.minutes', { minutes: number(m) });
      return m === 0
        ? t('format.hours', { hours: number(h) })
        : t('format.hoursMinutes', { hours: number(h), minutes: number(m) });
    },
    date: (instant, timeZone) =>
      dates(`date ${timeZone}`, { timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(instant),
    time: (instant, timeZone, withZone = false) =>
      dates(`time ${withZone} ${timeZone}`, {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        ...(withZone ? { timeZoneName: 'short' } : {}),
      }).format(instant),
    dateTime: (instant, timeZone) =>
      dates(`dateTime ${timeZone}`, {
        timeZone,
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(instant),
  };
}

/** "2026-05-17" in the zone, for file names and CSV dates. */
export function isoDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "16:05" in the zone, for CSV times (sortable and locale-neutral). */
export function isoTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
}

/** `roadlog-jamie-parker-2026-05-17.csv`: ASCII only, safe in any Content-Disposition. */
export function exportFileName(studentName: string, date: string, extension: 'csv' | 'pdf'): string {
  const slug =
    studentName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'student';
  return `roadlog-${slug}-${date}.${extension}`;
}
