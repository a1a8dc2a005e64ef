/**
 * The parent's answer on /parent-consent. Accepting needs the parent signed in with the e-mail the
 * request went to; rejecting needs only the link (its holder received the e-mail), and records
 * that e-mail. Either answer is final for this request; the school can send a new one.
 */
import type { FastifyInstance } from 'fastify';
import type { PublicConsent } from '../../../shared/api/consent.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError } from '../../errors.js';
import { notifySchool } from './consent-mail.js';
import { audit, findConsentByToken, grantConsent, recordEvent, type Db } from './repository.js';

const notFound = () => new AppError('consent-not-found', 'This consent link is not valid.');

async function studentAndSchool(db: Db, studentId: string) {
  return db
    .selectFrom('user as s')
    .leftJoin('organization as o', 'o.id', 's.organizationId')
    .select(['s.id', 's.name', 's.firstName', 's.organizationId', 'o.name as schoolName'])
    .where('s.id', '=', studentId)
    .where('s.role', '=', 'student')
    .executeTakeFirst();
}

/** What the consent page shows to the link holder. */
export async function publicConsent(app: FastifyInstance, token: string): Promise<PublicConsent> {
  const row = await findConsentByToken(app.db, token);
  const student = row ? await studentAndSchool(app.db, row.studentId) : undefined;
  if (!row || !student) throw notFound();
  return {
    status: row.status,
    schoolName: student.schoolName ?? '',
    studentFirstName: student.firstName ?? student.name,
    studentName: student.name,
    parentEmail: row.parentEmail,
    requestedAt: new Date(row.requestedAt).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
  };
}

export async function acceptConsent(
  app: FastifyInstance,
  parent: CurrentUser,
  token: string,
): Promise<{ studentId: string }> {
  const result = await app.db.transaction().execute(async (trx) => {
    const row = await findConsentByToken(trx, token, true);
    const student = row ? await studentAndSchool(trx, row.studentId) : undefined;
    if (!row || !student) throw notFound();
    if (row.status === 'granted' && parent.studentIds?.includes(row.studentId))
      return { studentId: row.studentId, student, granted: false };
    if (row.status !== 'pending')
      throw new AppError('consent-already-decided', 'This request has already been answered.');
    if (parent.role !== 'parent' || parent.email.toLowerCase() !== row.parentEmail.toLowerCase()) {
      throw new AppError(
        'consent-wrong-account',
        'Sign in with the parent account of the e-mail this request was sent to.',
      );
    }
    await grantConsent(trx, {
      studentId: row.studentId,
      organizationId: student.organizationId,
      parent: { id: parent.id, email: parent.email },
      previous: row,
    });
    return { studentId: row.studentId, student, granted: true };
  });
  if (result.granted) {
    await notifySchool(app, 'consent-granted', {
      organizationId: result.student.organizationId,
      studentId: result.studentId,
      studentName: result.student.name,
      parentEmail: parent.email,
    });
  }
  return { studentId: result.studentId };
}

export async function rejectConsent(
  app: FastifyInstance,
  caller: CurrentUser | null,
  token: string,
): Promise<{ studentId: string }> {
  const result = await app.db.transaction().execute(async (trx) => {
    const row = await findConsentByToken(trx, token, true);
    const student = row ? await studentAndSchool(trx, row.studentId) : undefined;
    if (!row || !student) throw notFound();
    if (row.status !== 'pending')
      throw new AppError('consent-already-decided', 'This request has already been answered.');
    const now = new Date();
    // The link went to parentEmail; whoever uses it answers for that address. A signed-in caller
    // is recorded too.
    await trx
      .updateTable('parentConsent')
      .set({
        status: 'rejected',
        decidedBy: caller?.id ?? null,
        decidedByEmail: row.parentEmail,
        decidedAt: now,
        updatedAt: now,
      })
      .where('studentId', '=', row.studentId)
      .execute();
    await recordEvent(trx, {
      studentId: row.studentId,
      action: 'rejected',
      actorId: caller?.id ?? null,
      actorEmail: row.parentEmail,
      parentEmail: row.parentEmail,
    });
    await audit(trx, {
      actorId: caller?.id ?? null,
      action: 'reject',
      entityId: row.studentId,
      before: { status: row.status },
      after: { status: 'rejected', byEmail: row.parentEmail },
    });
    return { row, student };
  });
  await notifySchool(app, 'consent-rejected', {
    organizationId: result.student.organizationId,
    studentId: result.row.studentId,
    studentName: result.student.name,
    parentEmail: result.row.parentEmail,
  });
  return { studentId: result.row.studentId };
}
