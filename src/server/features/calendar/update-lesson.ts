import type { FastifyInstance } from 'fastify';
import { canManageLesson, canManageLessonsOf } from '../../../shared/access.js';
import type { Lesson, LessonStatus, UpdateLessonBody } from '../../../shared/api/calendar.js';
import type { CurrentUser } from '../../auth/session.js';
import type { LessonTable } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findDriveRow } from '../drive-logs/repository.js';
import { sendLessonMail } from './lesson-mail.js';
import {
  auditLesson,
  BLOCKING,
  findClash,
  findLesson,
  findPerson,
  lockPeople,
  toLesson,
  type LessonWithNames,
} from './repository.js';
import { checkLessonTimes, doubleBooked, refuseLesson } from './validate-lesson.js';

/** Where a lesson may go from each status: a cancellation is final; completed and no-show can be reopened. */
const TRANSITIONS: Record<LessonStatus, readonly LessonStatus[]> = {
  scheduled: ['completed', 'cancelled', 'no-show'],
  completed: ['scheduled'],
  'no-show': ['scheduled'],
  cancelled: [],
};

const closed = (why: string) => new AppError('lesson-closed', why);

/**
 * Moves, edits or changes the status of a lesson (complete, cancel with a reason, no-show,
 * reopen), and links the drive logged from it. Refused when the lesson changed since the caller
 * read it (`version`). A move is checked for double booking under the same locks as a booking.
 */
export async function updateLesson(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
  body: UpdateLessonBody,
): Promise<Lesson> {
  const row = await findLesson(app.db, id);
  if (!row || !canManageLesson(actor, row)) throw notFound('Lesson');
  if (body.version !== row.version)
    throw new AppError('lesson-changed', 'The lesson was changed meanwhile; reload it.');

  const status = body.status ?? row.status;
  if (status !== row.status && !TRANSITIONS[row.status].includes(status))
    throw closed(`A ${row.status} lesson cannot become ${status}.`);
  if (row.status === 'cancelled') throw closed('A cancelled lesson cannot be changed.');

  let teacher = { id: row.teacherId, name: row.teacherName };
  if (body.teacherId && body.teacherId !== row.teacherId) {
    const next = await findPerson(app.db, body.teacherId);
    if (!next || !canManageLessonsOf(actor, next)) {
      if (actor.role === 'teacher')
        throw new AppError('forbidden', 'Teachers cannot give their lessons to someone else.');
      throw notFound('Teacher');
    }
    teacher = { id: next.id, name: next.name };
  }
  const timeZone = body.timeZone ?? row.timeZone;
  const times =
    body.startsAt && body.endsAt
      ? checkLessonTimes(body.startsAt, body.endsAt, timeZone)
      : checkLessonTimes(new Date(row.startsAt).toISOString(), new Date(row.endsAt).toISOString(), timeZone);
  const moved =
    times.start.getTime() !== new Date(row.startsAt).getTime() ||
    times.end.getTime() !== new Date(row.endsAt).getTime() ||
    teacher.id !== row.teacherId;
  if (moved && (row.status !== 'scheduled' || status !== 'scheduled'))
    throw closed('Only a scheduled lesson can be moved.');

  if (body.driveLogId !== undefined) {
    if (status !== 'completed') throw refuseLesson('driveLogId', 'not-completed');
    const drive = await findDriveRow(app.db, body.driveLogId);
    if (!drive || drive.studentId !== row.studentId) throw refuseLesson('driveLogId', 'other-student');
  }

  const changes: Partial<Record<keyof LessonTable, unknown>> = {};
  if (teacher.id !== row.teacherId) changes.teacherId = teacher.id;
  if (moved) Object.assign(changes, { startsAt: times.start, endsAt: times.end });
  if (timeZone !== row.timeZone) changes.timeZone = timeZone;
  if (body.pickupPlace !== undefined && body.pickupPlace !== row.pickupPlace) changes.pickupPlace = body.pickupPlace;
  if (body.planId !== undefined && (body.planId || null) !== row.planId) changes.planId = body.planId || null;
  if (body.notes !== undefined && body.notes !== row.notes) changes.notes = body.notes;
  if (status !== row.status) changes.status = status;
  if (status === 'cancelled') changes.cancelReason = body.cancelReason ?? null;
  if (body.driveLogId !== undefined && body.driveLogId !== row.driveLogId) changes.driveLogId = body.driveLogId;
  if (Object.keys(changes).length === 0) return toLesson(row);

  // Time is taken again by a move, a new teacher, or a no-show reopened.
  const takesTime = BLOCKING.includes(status) && (moved || !BLOCKING.includes(row.status));
  await app.db.transaction().execute(async (trx) => {
    if (takesTime) {
      await lockPeople(trx, [teacher.id, row.studentId]);
      const clash = await findClash(trx, {
        teacherId: teacher.id,
        studentId: row.studentId,
        start: times.start,
        end: times.end,
        exceptId: row.id,
      });
      if (clash) throw doubleBooked(clash, clash.who === 'teacher' ? teacher.name : row.studentName);
    }
    const updated = await trx
      .updateTable('lesson')
      .set({ ...(changes as Partial<LessonTable>), version: row.version + 1, updatedAt: new Date() } as never)
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw new AppError('lesson-changed', 'The lesson was changed meanwhile; reload it.');
    await auditLesson(trx, {
      actorId: actor.id,
      action: actionOf(row, status, moved, changes),
      entityId: row.id,
      before: pick(row, changes),
      after: serializable(changes),
    });
  });

  const saved = (await findLesson(app.db, row.id))!;
  if (status === 'cancelled') await sendLessonMail(app, 'lesson-cancelled', saved);
  else if (status === 'scheduled' && (moved || 'pickupPlace' in changes))
    await sendLessonMail(app, 'lesson-moved', saved, row);
  return toLesson(saved);
}

function actionOf(row: LessonWithNames, status: LessonStatus, moved: boolean, changes: object): string {
  if (status !== row.status)
    return status === 'scheduled'
      ? 'reopen'
      : status === 'completed'
        ? 'complete'
        : status === 'cancelled'
          ? 'cancel'
          : 'no-show';
  if (moved) return 'move';
  if ('driveLogId' in changes && Object.keys(changes).length === 1) return 'link-drive';
  return 'update';
}

const serializable = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
const pick = (row: LessonWithNames, changes: object) =>
  serializable(
    Object.fromEntries(Object.keys(changes).map((k) => [k, (row as unknown as Record<string, unknown>)[k]])),
  );
