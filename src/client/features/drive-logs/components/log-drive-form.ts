/**
 * The "Log past drive" form without React: its values, the same checks the server makes
 * (validate-drive.ts, with the shared limits) and the request body. Kept pure for unit tests.
 */
import {
  FUTURE_TOLERANCE_MS,
  MAX_DRIVE_MINUTES,
  MIN_DRIVE_MINUTES,
  type CreateDriveBody,
  type RoadType,
  type StudentSupervisors,
  type SupervisorInput,
  type Weather,
} from '../../../../shared/api/drive-logs';
import { zonedInputToIso } from '../../../lib/format';

export type Traffic = NonNullable<CreateDriveBody['traffic']>;

export interface LogDriveValues {
  /** "2026-03-03", a local date in `timeZone`. */
  date: string;
  /** "16:00"; an end time earlier than the start means the drive ended after midnight. */
  startTime: string;
  endTime: string;
  /** `parent:<id>`, `teacher:<id>` or `other`. */
  supervisor: string;
  otherName: string;
  otherLicense: string;
  startLabel: string;
  endLabel: string;
  odometerStart: string;
  odometerEnd: string;
  weather: Weather[];
  roadTypes: RoadType[];
  traffic: Traffic | '';
  notes: string;
  /** Skill ids of the skills tree (content/skills/tree.json). */
  skills?: string[];
}

export type LogDriveField =
  'date' | 'startTime' | 'endTime' | 'supervisor' | 'otherName' | 'otherLicense' | 'odometerStart' | 'odometerEnd';

/** A refused field: `required`, `invalid`, or one of the server's rules (driveLogs.rules.*). */
export type FieldErrors = Partial<Record<LogDriveField, string>>;

/** The server's field names and the form's inputs that show their refusals. */
export const SERVER_FIELDS: Record<string, LogDriveField> = {
  startedAt: 'startTime',
  endedAt: 'endTime',
  supervisor: 'supervisor',
  odometerStart: 'odometerStart',
  odometerEnd: 'odometerEnd',
};

export function emptyValues(today: string): LogDriveValues {
  return {
    date: today,
    startTime: '',
    endTime: '',
    supervisor: '',
    otherName: '',
    otherLicense: '',
    startLabel: '',
    endLabel: '',
    odometerStart: '',
    odometerEnd: '',
    weather: [],
    roadTypes: [],
    traffic: '',
    notes: '',
  };
}

/** Today in `timeZone` as "YYYY-MM-DD". */
export function localToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** Whether the end time is on the day after the start (an end earlier than the start). */
export function endsNextDay(v: Pick<LogDriveValues, 'startTime' | 'endTime'>): boolean {
  return Boolean(v.startTime && v.endTime && v.endTime < v.startTime);
}

/** Start and end instants (UTC ISO) of the form's times in `timeZone`, or null while incomplete. */
export function driveTimes(v: LogDriveValues, timeZone: string): { startedAt: string; endedAt: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date) || !v.startTime || !v.endTime) return null;
  const startedAt = zonedInputToIso(`${v.date}T${v.startTime}`, timeZone);
  const endedAt = zonedInputToIso(`${endsNextDay(v) ? nextDay(v.date) : v.date}T${v.endTime}`, timeZone);
  return startedAt && endedAt ? { startedAt, endedAt } : null;
}

const odometer = (s: string): number | undefined | null => {
  if (s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isInteger(n) && n >= 0 && n <= 2_000_000 ? n : null;
};

/** The server's checks, in its order, on the fields the form has. Empty when the form may be sent. */
export function validateDrive(v: LogDriveValues, timeZone: string, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.date) errors.date = 'required';
  if (!v.startTime) errors.startTime = 'required';
  if (!v.endTime) errors.endTime = 'required';
  const times = driveTimes(v, timeZone);
  if (times) {
    const start = new Date(times.startedAt).getTime();
    const end = new Date(times.endedAt).getTime();
    const minutes = Math.round((end - start) / 60_000);
    if (!(end > start)) errors.endTime = 'end-before-start';
    else if (minutes < MIN_DRIVE_MINUTES) errors.endTime = 'too-short';
    else if (minutes > MAX_DRIVE_MINUTES) errors.endTime = 'too-long';
    else if (end > now.getTime() + FUTURE_TOLERANCE_MS) errors.endTime = 'in-future';
  } else if (v.date && v.startTime && v.endTime) {
    errors.date = 'invalid';
  }
  if (!v.supervisor) errors.supervisor = 'required';
  if (v.supervisor === 'other') {
    if (v.otherName.trim().length < 2) errors.otherName = v.otherName.trim() ? 'invalid' : 'required';
    if (v.otherLicense.trim().length < 3) errors.otherLicense = v.otherLicense.trim() ? 'invalid' : 'required';
  }
  const [odoStart, odoEnd] = [odometer(v.odometerStart), odometer(v.odometerEnd)];
  if (odoStart === null) errors.odometerStart = 'invalid';
  if (odoEnd === null) errors.odometerEnd = 'invalid';
  else if (odoStart != null && odoEnd !== undefined && odoEnd < odoStart) errors.odometerEnd = 'odometer-order';
  return errors;
}

export function supervisorInput(v: LogDriveValues): SupervisorInput {
  if (v.supervisor === 'other')
    return { type: 'other', name: v.otherName.trim(), licenseNumber: v.otherLicense.trim() };
  const [type, ...rest] = v.supervisor.split(':');
  return { type: type === 'teacher' ? 'teacher' : 'parent', userId: rest.join(':') };
}

/** The request body of a valid form (call validateDrive first). */
export function toDriveBody(
  v: LogDriveValues,
  ids: { id: string; studentId: string },
  timeZone: string,
): CreateDriveBody {
  const times = driveTimes(v, timeZone);
  if (!times) throw new Error('The drive times are incomplete.');
  const odoStart = odometer(v.odometerStart);
  const odoEnd = odometer(v.odometerEnd);
  return {
    id: ids.id,
    studentId: ids.studentId,
    source: 'manual',
    ...times,
    timeZone,
    supervisor: supervisorInput(v),
    start: { label: v.startLabel.trim() },
    end: { label: v.endLabel.trim() },
    ...(odoStart != null ? { odometerStart: odoStart } : {}),
    ...(odoEnd != null ? { odometerEnd: odoEnd } : {}),
    weather: v.weather,
    roadTypes: v.roadTypes,
    ...(v.traffic ? { traffic: v.traffic } : {}),
    skills: v.skills ?? [],
    notes: v.notes.trim(),
  };
}

/**
 * The supervisor chosen when the form opens: the caller when they may supervise (a parent, a
 * school's staff), else the student's first linked parent, else another licensed adult.
 */
export function defaultSupervisor(callerId: string | undefined, options: StudentSupervisors | undefined): string {
  if (!options) return '';
  if (callerId && options.parents.some((p) => p.id === callerId)) return `parent:${callerId}`;
  if (callerId && options.teachers.some((p) => p.id === callerId)) return `teacher:${callerId}`;
  const parent = options.parents[0];
  return parent ? `parent:${parent.id}` : 'other';
}

export { newDriveId } from '../drive-id';
