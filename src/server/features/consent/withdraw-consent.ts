/**
 * A linked parent withdraws consent: they are unlinked, the student is blocked from logging drives
 * again, the school is told. Other linked parents stay linked, but consent is withdrawn for the
 * student as a whole until the school asks again.
 */
import type { FastifyInstance } from 'fastify';
import { canWithdrawConsent } from '../../../shared/access.js';
import type { CurrentUser } from '../../auth/session.js';
import { notFound } from '../../errors.js';
import { loadStudent } from '../students/load-student.js';
import { notifySchool } from './consent-mail.js';
import { audit, newConsentToken, recordEvent, unlinkParent } from './repository.js';

export async function withdrawConsent(app: FastifyInstance, parent: CurrentUser, studentId: string): Promise<void> {
  const student = await loadStudent(app, parent, studentId, 'view');
  if (!canWithdrawConsent(parent, student.id)) throw notFound('Student');
  await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('parentConsent')
      .selectAll()
      .where('studentId', '=', studentId)
      .forUpdate()
      .executeTakeFirst();
    const now = new Date();
    if (row) {
      await trx
        .updateTable('parentConsent')
        .set({
          status: 'withdrawn',
          decidedBy: parent.id,
          decidedByEmail: parent.email,
          decidedAt: now,
          updatedAt: now,
        })
        .where('studentId', '=', studentId)
        .execute();
    } else {
      await trx
        .insertInto('parentConsent')
        .values({
          studentId,
          organizationId: student.organizationId,
          parentEmail: parent.email,
          status: 'withdrawn',
          token: newConsentToken(),
          requestedBy: null,
          requestedAt: now,
          decidedBy: parent.id,
          decidedByEmail: parent.email,
          decidedAt: now,
          updatedAt: now,
        })
        .execute();
    }
    await unlinkParent(trx, parent.id, studentId);
    await recordEvent(trx, {
      studentId,
      action: 'withdrawn',
      actorId: parent.id,
      actorEmail: parent.email,
      parentEmail: row?.parentEmail ?? parent.email,
    });
    await audit(trx, {
      actorId: parent.id,
      action: 'withdraw',
      entityId: studentId,
      before: { status: row?.status ?? 'none' },
      after: { status: 'withdrawn', parentId: parent.id },
    });
  });
  await notifySchool(app, 'consent-withdrawn', {
    organizationId: student.organizationId,
    studentId,
    studentName: student.name,
    parentEmail: parent.email,
  });
}
