/**
 * The rules every drive passes (docs/product/drive-logs.md). A refusal names the field and the rule, so the
 * client can say "End time: a drive lasts at most 12 hours" in the user's language.
 */
import type { FastifyInstance } from 'fastify';
import {
  FUTURE_TOLERANCE_MS,
  MAX_DRIVE_MINUTES,
  MIN_DRIVE_MINUTES,
  type SupervisorInput,
} from '../../../shared/api/drive-logs.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError } from '../../errors.js';
import type { StudentContext } from '../students/load-student.js';

export type DriveRule =
  | 'end-before-start'
  | 'too-short'
  | 'too-long'
  | 'in-future'
  | 'overlap'
  | 'supervisor-not-allowed'
  | 'odometer-order'
  | 'unknown-time-zone';

export const refuse = (field: string, rule: DriveRule) =>
  new AppError('validation-failed', `${field}: ${rule}`, { fields: { [field]: rule } });

/**
 * Zones already accepted: building a DateTimeFormat to check one costs about 0.1 ms. Bounded,
 * because Intl also accepts every upper/lower-case spelling of a name.
 */
const knownTimeZones = new Set<string>();
const MAX_KNOWN_TIME_ZONES = 2000;

export function isTimeZone(zone: string): boolean {
  if (knownTimeZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    if (knownTimeZones.size < MAX_KNOWN_TIME_ZONES) knownTimeZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

export function checkTimes(start: Date, end: Date, now = new Date()): number {
  if (!(end > start)) throw refuse('endedAt', 'end-before-start');
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  if (minutes < MIN_DRIVE_MINUTES) throw refuse('endedAt', 'too-short');
  if (minutes > MAX_DRIVE_MINUTES) throw refuse('endedAt', 'too-long');
  if (end.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) throw refuse('endedAt', 'in-future');
  return minutes;
}

export function checkOdometer(start: number | undefined, end: number | undefined): void {
  if (start !== undefined && end !== undefined && end < start) throw refuse('odometerEnd', 'odometer-order');
}

export interface ResolvedSupervisor {
  type: SupervisorInput['type'];
  userId: string | null;
  name: string;
  license: string | null;
}

/**
 * A supervisor is a parent linked to the student, a teacher (or admin) of the student's school,
 * or another licensed adult named with a licence number. Disabled accounts supervise no one (the
 * supervisor picker leaves them out too).
 */
export async function resolveSupervisor(
  app: FastifyInstance,
  student: StudentContext,
  input: SupervisorInput,
  caller?: CurrentUser,
): Promise<ResolvedSupervisor> {
  if (input.type === 'other') return { type: 'other', userId: null, name: input.name, license: input.licenseNumber };
  // The caller supervising their own drive (the usual case) was read from the database for this
  // request already.
  const found =
    caller && caller.id === input.userId
      ? {
          id: caller.id,
          name: caller.profile.name,
          role: caller.role,
          organizationId: caller.organizationId,
          studentIds: caller.studentIds,
          status: caller.profile.status,
        }
      : await app.db
          .selectFrom('user')
          .select(['id', 'name', 'role', 'organizationId', 'studentIds', 'status'])
          .where('id', '=', input.userId)
          .executeTakeFirst();
  const user = found?.status === 'disabled' ? undefined : found;
  const linkedParent =
    input.type === 'parent' &&
    user?.role === 'parent' &&
    Array.isArray(user.studentIds) &&
    user.studentIds.includes(student.id);
  const schoolStaff =
    input.type === 'teacher' &&
    Boolean(user?.role && ['teacher', 'org-admin', 'organization'].includes(user.role)) &&
    Boolean(student.organizationId) &&
    user?.organizationId === student.organizationId;
  if (!user || !(linkedParent || schoolStaff)) throw refuse('supervisor', 'supervisor-not-allowed');
  return { type: input.type, userId: user.id, name: user.name, license: null };
}

/** The supervisor a drive is logged with by default: the caller, when they may supervise. */
export function callerAsSupervisor(actor: CurrentUser): SupervisorInput | null {
  if (actor.role === 'parent') return { type: 'parent', userId: actor.id };
  if (actor.role === 'teacher' || actor.role === 'org-admin' || actor.role === 'organization')
    return { type: 'teacher', userId: actor.id };
  return null;
}
