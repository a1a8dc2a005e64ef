import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { canManageLessonsOf } from '../../../shared/access.js';
import type { Lesson, listLessonsQuery } from '../../../shared/api/calendar.js';
import { isSchoolAdmin } from '../../../shared/roles.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, notFound } from '../../errors.js';
import { findPerson, lessonsWithNames, toLesson } from './repository.js';
import { loadStudent } from '../students/load-student.js';

type Query = z.infer<typeof listLessonsQuery>;

/** Throws unless the caller may read `teacherId`'s calendar: 403 for a colleague's, 404 for anyone else's. */
export async function assertTeacherCalendar(
  app: FastifyInstance,
  actor: CurrentUser,
  teacherId: string,
): Promise<void> {
  const teacher = await findPerson(app.db, teacherId);
  if (teacher && canManageLessonsOf(actor, teacher)) return;
  if (
    teacher &&
    actor.role === 'teacher' &&
    teacher.role === 'teacher' &&
    teacher.organizationId === actor.organizationId
  )
    throw new AppError('forbidden', 'Teachers see only their own calendar.');
  throw notFound('Teacher');
}

/**
 * Lessons overlapping [from, to): a teacher's own, or for school admins the whole school's,
 * optionally one teacher's or one student's. Ordered by start.
 */
export async function listLessons(app: FastifyInstance, actor: CurrentUser, q: Query): Promise<Lesson[]> {
  if (!actor.organizationId) return [];
  if (q.teacherId) await assertTeacherCalendar(app, actor, q.teacherId);
  let query = lessonsWithNames(app.db)
    .where('l.organizationId', '=', actor.organizationId)
    .where('l.startsAt', '<', new Date(q.to))
    .where('l.endsAt', '>', new Date(q.from));
  if (actor.role === 'teacher') query = query.where('l.teacherId', '=', actor.id);
  else if (!isSchoolAdmin(actor.role)) return [];
  if (q.teacherId) query = query.where('l.teacherId', '=', q.teacherId);
  if (q.studentId) query = query.where('l.studentId', '=', q.studentId);
  const rows = await query.orderBy('l.startsAt').orderBy('l.id').limit(2000).execute();
  return rows.map(toLesson);
}

/** A student's next scheduled lessons (and one in progress), soonest first. */
export async function upcomingLessons(
  app: FastifyInstance,
  actor: CurrentUser,
  studentId: string,
  limit: number,
): Promise<Lesson[]> {
  const student = await loadStudent(app, actor, studentId, 'view');
  const rows = await lessonsWithNames(app.db)
    .where('l.studentId', '=', student.id)
    .where('l.status', '=', 'scheduled')
    .where('l.endsAt', '>', new Date())
    .orderBy('l.startsAt')
    .limit(limit)
    .execute();
  return rows.map(toLesson);
}
