/** CSV exports of the dashboard's tables (docs/product/state-admin.md#exports), cells defused against formulas. */
import type { StateSchool, StateStudent, StateTrends } from '../../../shared/api/state-dashboard.js';
import { translate } from '../../i18n.js';
import { csvDocument, type CsvValue } from '../drive-logs/export/csv.js';

const hours = (minutes: number) => Math.round(minutes / 6) / 10;
const percent = (share: number) => Math.round(share * 1000) / 10;

function header(lng: string, columns: readonly string[]): string[] {
  return columns.map((c) => translate(lng, `stateAdmin.csv.${c}`));
}

export function studentsCsv(lng: string, students: readonly StateStudent[]): string {
  const columns = [
    'name',
    'email',
    'school',
    'approvedHours',
    'nightHours',
    'requiredHours',
    'loggedHours',
    'drives',
    'band',
  ];
  const rows = students.map((s): CsvValue[] => [
    s.name,
    s.email,
    s.schoolName,
    hours(s.approvedMinutes),
    hours(s.nightMinutes),
    s.requiredMinutes === null ? null : hours(s.requiredMinutes),
    hours(s.loggedMinutes),
    s.drives,
    translate(lng, `stateAdmin.bands.${s.band}`),
  ]);
  return csvDocument([header(lng, columns), ...rows]);
}

export function schoolsCsv(lng: string, schools: readonly StateSchool[]): string {
  const columns = [
    'school',
    'cityCounty',
    'status',
    'students',
    'medianHours',
    'metPercent',
    'pendingDrives',
    'drives',
    'livePercent',
  ];
  const rows = schools.map((s): CsvValue[] => [
    s.name,
    s.cityCounty,
    translate(lng, `stateAdmin.status.${s.status}`),
    s.students,
    hours(s.medianApprovedMinutes),
    percent(s.metShare),
    s.pendingDrives,
    s.drives,
    percent(s.liveShare),
  ]);
  return csvDocument([header(lng, columns), ...rows]);
}

export function trendsCsv(lng: string, trends: StateTrends): string {
  const weeks = trends.weeks.map((w): CsvValue[] => [
    w.weekStart,
    w.drives,
    hours(w.loggedMinutes),
    hours(w.approvedMinutes),
  ]);
  const months = trends.months.map((m): CsvValue[] => [m.monthStart, m.students]);
  return csvDocument([
    header(lng, ['weekStart', 'drives', 'loggedHours', 'approvedHours']),
    ...weeks,
    [],
    header(lng, ['monthStart', 'newStudents']),
    ...months,
  ]);
}
