/** SQL for lessons. Every read is scoped by the caller's rights before it reaches here. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Lesson, LessonStatus } from '../../../shared/api/calendar.js';
import type { TeacherRef } from '../../../shared/access.js';
import type { Database, LessonRow } from '../../db/schema.js';
import { writeAudit } from '../../audit.js';

export type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** A lesson row with its teacher's and student's names. */
export type LessonWithNames = LessonRow & { teacherName: string; studentName: string };

export function toLesson(row: LessonWithNames): Lesson {
  return {
    id: row.id,
    organizationId: row.organizationId,
    teacherId: row.teacherId,
    teacherName: row.teacherName,
    studentId: row.studentId,
    studentName: row.studentName,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    timeZone: row.timeZone,
    pickupPlace: row.pickupPlace,
    planId: row.planId,
    notes: row.notes,
    status: row.status,
    cancelReason: row.cancelReason,
    driveLogId: row.driveLogId,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Lessons joined with their people's names; callers add their filters. */
export function lessonsWithNames(db: Db) {
  return db
    .selectFrom('lesson as l')
    .innerJoin('user as t', 't.id', 'l.teacherId')
    .innerJoin('user as s', 's.id', 'l.studentId')
    .selectAll('l')
    .select(['t.name as teacherName', 's.name as studentName']);
}

export async function findLesson(db: Db, id: string): Promise<LessonWithNames | null> {
  return (await lessonsWithNames(db).where('l.id', '=', id).executeTakeFirst()) ?? null;
}

export interface Person extends TeacherRef {
  name: string;
  email: string;
  preferredLanguage: string | null;
}

export async function findPerson(db: Db, id: string): Promise<Person | null> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'role', 'organizationId', 'name', 'email', 'preferredLanguage'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', '!=', 'disabled')]))
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Locks the teacher's and the student's rows until the transaction ends, in id order so two
 * bookings never wait on each other. Every write that checks for double booking takes them first,
 * so two bookings cannot both pass the check and then overlap.
 */
export async function lockPeople(trx: Transaction<Database>, ids: string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  await sql`select id from "user" where id in (${sql.join(sorted)}) order by id for update`.execute(trx);
}

/** Statuses that take a teacher's and a student's time (cancelled and no-show lessons free it). */
export const BLOCKING: LessonStatus[] = ['scheduled', 'completed'];

export interface Clash {
  who: 'teacher' | 'student';
  startsAt: string;
  endsAt: string;
}

/** The first lesson of the teacher, then of the student, that overlaps [start, end). */
export async function findClash(
  db: Db,
  p: { teacherId: string; studentId: string; start: Date; end: Date; exceptId?: string },
): Promise<Clash | null> {
  for (const who of ['teacher', 'student'] as const) {
    let q = db
      .selectFrom('lesson')
      .select(['startsAt', 'endsAt'])
      .where(who === 'teacher' ? 'teacherId' : 'studentId', '=', who === 'teacher' ? p.teacherId : p.studentId)
      .where('status', 'in', BLOCKING)
      .where('startsAt', '<', p.end)
      .where('endsAt', '>', p.start);
    if (p.exceptId) q = q.where('id', '!=', p.exceptId);
    const row = await q.orderBy('startsAt').executeTakeFirst();
    if (row) return { who, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
  }
  return null;
}

export async function auditLesson(
  db: Db,
  entry: { actorId: string; action: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await writeAudit(db, { ...entry, entity: 'lesson' });
}
