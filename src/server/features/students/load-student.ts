/**
 * The one way to reach a student: `loadStudent(app, actor, id, need)`. Every feature that acts on
 * a student (drive logs, exports, skills, plans, exams, consent, lessons) loads them here, so the
 * rules of docs/product/access.md hold the same everywhere:
 * - a student the caller may not see answers 404 exactly like a missing one (existence is private);
 * - a student the caller may see but not act on in the way asked answers 403;
 * - a state admin oversees the students of the schools of their state, and a student without a
 *   school by the student's own state (`oversightState`). The requirement that counts for the
 *   student's hours is a different thing: the student's own state, else the school's (`state`).
 */
import type { Kysely, Transaction } from 'kysely';
import {
  canLogDriveFor,
  canManageMembers,
  canPlanDrivesFor,
  canReviewDrivesOf,
  canSetSkillLevel,
  canViewStudent,
  type Actor,
  type StudentRef,
} from '../../../shared/access.js';
import type { StoredConsentStatus } from '../../../shared/api/consent.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface StudentContext {
  id: string;
  name: string;
  organizationId: string | null;
  /** The state whose requirement the student's hours count toward: their own, else the school's. */
  state: string | null;
  /** The state whose admin oversees the student: the school's, else the student's own. */
  oversightState: string | null;
  zip: string | null;
  schoolZip: string | null;
  /** Moves on with every change to the student's drives (migration 008); keys cached lists. */
  drivesVersion: number;
  /** The parent-consent status (features/consent), `null` when none was ever requested. */
  consentStatus: StoredConsentStatus | null;
}

/** What the caller wants to do with the student; each need has its rule in src/shared/access.ts. */
export type StudentNeed = 'view' | 'log' | 'review' | 'set-skills' | 'plan' | 'manage';

const RULES: Record<
  Exclude<StudentNeed, 'view'>,
  { allowed: (actor: Actor, student: StudentRef) => boolean; message: string }
> = {
  log: { allowed: canLogDriveFor, message: 'You cannot log drives for this student.' },
  review: { allowed: canReviewDrivesOf, message: 'Only a linked parent or the school’s staff can do this.' },
  'set-skills': {
    allowed: canSetSkillLevel,
    message: 'Only a linked parent or the school’s staff can change skill levels.',
  },
  plan: {
    allowed: canPlanDrivesFor,
    message: 'Only a linked parent or the school’s staff can plan drives for this student.',
  },
  manage: {
    allowed: (actor, student) =>
      Boolean(student.organizationId && canManageMembers(actor, { id: student.organizationId })),
    message: 'Only the school’s admins can do this.',
  },
};

/** The student without any access check, or null (internal reads: verification pages, batches). */
export async function findStudent(db: Db, id: string): Promise<StudentContext | null> {
  const row = await db
    .selectFrom('user as u')
    .leftJoin('organization as o', 'o.id', 'u.organizationId')
    .leftJoin('studentDrivesVersion as v', 'v.studentId', 'u.id')
    .leftJoin('parentConsent as c', 'c.studentId', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.organizationId',
      'u.state',
      'u.zip',
      'o.state as schoolState',
      'o.zip as schoolZip',
      'v.version as drivesVersion',
      'c.status as consentStatus',
    ])
    .where('u.id', '=', id)
    .where('u.role', '=', 'student')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    state: row.state ?? row.schoolState,
    oversightState: row.schoolState ?? row.state,
    zip: row.zip,
    schoolZip: row.schoolZip,
    drivesVersion: Number(row.drivesVersion ?? 0),
    consentStatus: row.consentStatus ?? null,
  };
}

/** The reference the access rules judge a student by. */
export function studentRef(student: Pick<StudentContext, 'id' | 'organizationId' | 'oversightState'>): StudentRef {
  return { id: student.id, organizationId: student.organizationId, state: student.oversightState };
}

/** Throws 403 unless `actor` may do `need` with a student they can see. */
export function assertStudentNeed(actor: Actor, student: StudentContext, need: StudentNeed): void {
  if (need === 'view') return;
  const rule = RULES[need];
  if (!rule.allowed(actor, studentRef(student))) throw new AppError('forbidden', rule.message);
}

/**
 * The student for `actor` and `need`: 404 when missing or not theirs to see, 403 when seen but
 * not theirs to act on. `source` is the app, or `{ db: trx }` inside a transaction.
 */
export async function loadStudent(
  source: { db: Db },
  actor: Actor,
  studentId: string,
  need: StudentNeed,
): Promise<StudentContext> {
  const student = await findStudent(source.db, studentId);
  if (!student || !canViewStudent(actor, studentRef(student))) throw notFound('Student');
  assertStudentNeed(actor, student, need);
  return student;
}
