/** A school invites a teacher, an org-admin or a student's parent (students: add-students.ts). */
import type { FastifyInstance } from 'fastify';
import type { CreateInvitationBody, Invitation } from '../../../shared/api/invitations.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError } from '../../errors.js';
import { schoolForMembers } from './add-students.js';
import {
  auditInvitation,
  expiryFromNow,
  hasOpenInvitation,
  newInvitationId,
  sendInvitationMail,
  toInvitation,
} from './repository.js';

export async function createInvitation(
  app: FastifyInstance,
  actor: CurrentUser,
  organizationId: string,
  body: CreateInvitationBody,
): Promise<Invitation> {
  const school = await schoolForMembers(app, actor, organizationId, body.role);
  const email = body.email;
  let studentId: string | null = null;
  if (body.role === 'parent') {
    const student = await app.db
      .selectFrom('user')
      .select('id')
      .where('id', '=', body.studentId ?? '')
      .where('role', '=', 'student')
      .where('organizationId', '=', school.id)
      .executeTakeFirst();
    if (!student) throw new AppError('not-found', 'Student not found.', { fields: { studentId: 'not-found' } });
    studentId = student.id;
  }

  // Only what the school may know is told: its own members, and the parents linked to its student.
  // An account anywhere else is invited exactly like a new address (no answer says it exists);
  // accepting decides whether that account may join (accept-invitation.ts).
  const existing = await app.db
    .selectFrom('user')
    .select(['id', 'role', 'organizationId', 'studentIds'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) {
    const linked = Array.isArray(existing.studentIds) && studentId !== null && existing.studentIds.includes(studentId);
    const member = existing.organizationId === school.id;
    if (body.role === 'parent' ? linked : member && existing.role === body.role) {
      throw new AppError('already-member', 'This person is already a member.', { fields: { email: 'member' } });
    }
    if (member && existing.role !== body.role) {
      throw new AppError(
        'invitation-role-conflict',
        'This e-mail belongs to a member of the school with another role.',
        { fields: { email: 'role-conflict' } },
      );
    }
  }
  if (await hasOpenInvitation(app.db, school.id, email))
    throw new AppError('already-invited', 'This e-mail already has an open invitation; resend it instead.', {
      fields: { email: 'invited' },
    });

  const now = new Date();
  const row = await app.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('invitation')
      .values({
        id: newInvitationId(),
        organizationId: school.id,
        email,
        role: body.role,
        studentId,
        invitedBy: actor.id,
        status: 'pending',
        expiresAt: expiryFromNow(now),
        lastSentAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditInvitation(trx, {
      actorId: actor.id,
      action: 'create',
      entityId: inserted.id,
      after: { role: body.role, email, studentId },
    });
    return inserted;
  });
  await sendInvitationMail(app, row, actor.profile.preferredLanguage);
  return toInvitation(app.db, row);
}
