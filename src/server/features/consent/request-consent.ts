/**
 * Staff send (or send again) a student's consent request, optionally to a corrected parent
 * e-mail. A pending request to the same address is resent with the same link; otherwise a new
 * request with a new link starts (after a rejection or withdrawal, or for another address).
 */
import type { FastifyInstance } from 'fastify';
import type { StudentConsent } from '../../../shared/api/consent.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, notFound } from '../../errors.js';
import { loadStudent } from '../students/load-student.js';
import { sendConsentRequest } from './consent-mail.js';
import { audit, openConsentRequest, recordEvent, studentConsent } from './repository.js';

export async function requestConsent(
  app: FastifyInstance,
  actor: CurrentUser,
  studentId: string,
  newParentEmail: string | undefined,
): Promise<StudentConsent> {
  await loadStudent(app, actor, studentId, 'manage');
  const student = await app.db
    .selectFrom('user as s')
    .innerJoin('organization as o', 'o.id', 's.organizationId')
    .select([
      's.id',
      's.name',
      's.email',
      's.parentEmail',
      's.organizationId',
      'o.name as schoolName',
      'o.status as schoolStatus',
    ])
    .where('s.id', '=', studentId)
    .where('s.role', '=', 'student')
    .executeTakeFirst();
  if (!student?.organizationId) throw notFound('Student');
  if (student.schoolStatus !== 'approved') throw new AppError('school-not-approved', 'The school is not approved.');
  const parentEmail = newParentEmail ?? student.parentEmail;
  if (!parentEmail)
    throw new AppError('validation-failed', 'A parent e-mail is needed.', { fields: { parentEmail: 'required' } });
  if (parentEmail === student.email.toLowerCase())
    throw new AppError('validation-failed', 'The parent e-mail must differ from the student’s.', {
      fields: { parentEmail: 'same-as-student' },
    });

  const token = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('parentConsent')
      .selectAll()
      .where('studentId', '=', studentId)
      .forUpdate()
      .executeTakeFirst();
    if (row?.status === 'granted') throw new AppError('consent-already-granted', 'A parent has already given consent.');
    if (parentEmail !== student.parentEmail) {
      await trx.updateTable('user').set({ parentEmail, updatedAt: new Date() }).where('id', '=', studentId).execute();
    }
    if (row?.status === 'pending' && row.parentEmail === parentEmail) {
      await trx
        .updateTable('parentConsent')
        .set({ resendCount: row.resendCount + 1, updatedAt: new Date() })
        .where('studentId', '=', studentId)
        .execute();
      await recordEvent(trx, { studentId, action: 'resent', actorId: actor.id, actorEmail: actor.email, parentEmail });
      await audit(trx, { actorId: actor.id, action: 'resend', entityId: studentId, after: { parentEmail } });
      return row.token;
    }
    return openConsentRequest(trx, {
      studentId,
      organizationId: student.organizationId,
      parentEmail,
      requestedBy: actor.id,
      requestedByEmail: actor.email,
    });
  });
  await sendConsentRequest(app, {
    token,
    parentEmail,
    studentName: student.name,
    schoolName: student.schoolName,
    fallbackLanguage: actor.profile.preferredLanguage,
  });
  return studentConsent(app.db, studentId);
}
