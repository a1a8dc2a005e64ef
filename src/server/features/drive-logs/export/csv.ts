/**
 * The CSV export: one row per drive under a header row, RFC 4180 quoting, CRLF line ends, UTF-8
 * with a byte-order mark so Excel reads accents right, and formula injection defused.
 */
import type { DriveLogRow } from '../../../db/schema.js';
import { isoDate, isoTime, type DocumentText } from './document-text.js';

export type CsvValue = string | number | null | undefined;

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could run as a formula gets a leading apostrophe; then RFC 4180 quoting. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const COLUMNS = [
  'date',
  'start',
  'end',
  'timeZone',
  'durationMinutes',
  'nightMinutes',
  'supervisor',
  'supervisorType',
  'license',
  'weather',
  'roadTypes',
  'traffic',
  'startPlace',
  'endPlace',
  'distanceKm',
  'odometerStart',
  'odometerEnd',
  'status',
  'source',
  'notes',
] as const;

const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

/** The student's log as CSV: approved and pending drives, oldest first, status in its column. */
export function driveLogCsv(drives: readonly DriveLogRow[], text: DocumentText): string {
  const header = COLUMNS.map((c) => text.t(`csv.columns.${c}`));
  const rows = drives.map((d): CsvValue[] => {
    const start = new Date(d.startedAt);
    const end = new Date(d.endedAt);
    return [
      isoDate(start, d.timeZone),
      isoTime(start, d.timeZone),
      isoTime(end, d.timeZone),
      d.timeZone,
      d.durationMinutes,
      d.nightMinutes,
      d.supervisorName,
      text.label(`supervisorTypes.${d.supervisorType}`),
      d.supervisorLicense,
      list(d.weather)
        .map((w) => text.label(`weather.${w}`))
        .join('; '),
      list(d.roadTypes)
        .map((r) => text.label(`roadTypes.${r}`))
        .join('; '),
      d.traffic ? text.label(`traffic.${d.traffic}`) : '',
      d.startLabel,
      d.endLabel,
      d.distanceKm === null ? null : Math.round(d.distanceKm * 10) / 10,
      d.odometerStart,
      d.odometerEnd,
      text.label(`status.${d.status}`),
      text.label(`sources.${d.source}`),
      d.notes,
    ];
  });
  return csvDocument([header, ...rows]);
}
