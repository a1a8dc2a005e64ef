import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { canBookLesson, canManageLessonsOf } from '../../../shared/access.js';
import type { CreateLessonBody, Lesson } from '../../../shared/api/calendar.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, notFound } from '../../errors.js';
import { sendLessonMail } from './lesson-mail.js';
import { auditLesson, findClash, findLesson, findPerson, lockPeople, toLesson } from './repository.js';
import { checkLessonTimes, doubleBooked } from './validate-lesson.js';
import { loadStudent, studentRef } from '../students/load-student.js';

/**
 * Books a lesson. Teachers book their own; school admins book for any teacher of the school. The
 * teacher's and the student's rows are locked while the double-booking check and the insert run,
 * so two bookings racing each other cannot both succeed. The student and linked parents are told.
 */
export async function createLesson(app: FastifyInstance, actor: CurrentUser, body: CreateLessonBody): Promise<Lesson> {
  const teacherId = body.teacherId ?? (actor.role === 'teacher' ? actor.id : undefined);
  if (!teacherId) throw new AppError('validation-failed', 'Choose the teacher.', { fields: { teacherId: 'required' } });
  const teacher = await findPerson(app.db, teacherId);
  if (!teacher || !canManageLessonsOf(actor, teacher)) {
    // A teacher booking for a colleague is refused outright; anything else is not the caller's to see.
    if (
      teacher &&
      actor.role === 'teacher' &&
      teacher.organizationId === actor.organizationId &&
      teacher.role === 'teacher'
    )
      throw new AppError('forbidden', 'Teachers book only their own lessons.');
    throw notFound('Teacher');
  }
  const student = await loadStudent(app, actor, body.studentId, 'view');
  if (!canBookLesson(actor, teacher, studentRef(student))) throw notFound('Student');
  const { start, end } = checkLessonTimes(body.startsAt, body.endsAt, body.timeZone);

  const id = crypto.randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await lockPeople(trx, [teacher.id, student.id]);
    const clash = await findClash(trx, { teacherId: teacher.id, studentId: student.id, start, end });
    if (clash) throw doubleBooked(clash, clash.who === 'teacher' ? teacher.name : student.name);
    await trx
      .insertInto('lesson')
      .values({
        id,
        organizationId: teacher.organizationId!,
        teacherId: teacher.id,
        studentId: student.id,
        startsAt: start,
        endsAt: end,
        timeZone: body.timeZone,
        pickupPlace: body.pickupPlace,
        planId: body.planId || null,
        notes: body.notes,
        status: 'scheduled',
        createdBy: actor.id,
        updatedAt: new Date(),
      })
      .execute();
    await auditLesson(trx, {
      actorId: actor.id,
      action: 'create',
      entityId: id,
      after: { teacherId: teacher.id, studentId: student.id, startsAt: start.toISOString(), endsAt: end.toISOString() },
    });
  });
  const lesson = (await findLesson(app.db, id))!;
  await sendLessonMail(app, 'lesson-booked', lesson);
  return toLesson(lesson);
}
