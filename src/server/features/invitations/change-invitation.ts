/**
 * Resend (a fresh 7 days from now, the same link) and revoke. Used invitations cannot be changed;
 * revoked ones cannot be resent (invite again instead).
 */
import type { FastifyInstance } from 'fastify';
import { canManageMembers, canViewOrganization } from '../../../shared/access.js';
import type { Invitation } from '../../../shared/api/invitations.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, forbidden } from '../../errors.js';
import {
  auditInvitation,
  expiryFromNow,
  findInvitation,
  findSchool,
  sendInvitationMail,
  statusOf,
  toInvitation,
} from './repository.js';

async function managedInvitation(app: FastifyInstance, actor: CurrentUser, id: string) {
  const row = await findInvitation(app.db, id);
  const school = row ? await findSchool(app.db, row.organizationId) : undefined;
  if (!row || !school || !canViewOrganization(actor, school))
    throw new AppError('invitation-not-found', 'Invitation not found.');
  if (!canManageMembers(actor, school)) throw forbidden();
  return { row, school };
}

export async function resendInvitation(app: FastifyInstance, actor: CurrentUser, id: string): Promise<Invitation> {
  const { school } = await managedInvitation(app, actor, id);
  if (school.status !== 'approved') throw new AppError('school-not-approved', 'The school is not approved.');
  const row = await app.db.transaction().execute(async (trx) => {
    const current = await findInvitation(trx, id, true);
    if (!current) throw new AppError('invitation-not-found', 'Invitation not found.');
    const status = statusOf(current);
    if (status === 'accepted') throw new AppError('invitation-used', 'This invitation has already been used.');
    if (status === 'revoked')
      throw new AppError('invitation-revoked', 'This invitation was revoked; invite again instead.');
    const now = new Date();
    const updated = await trx
      .updateTable('invitation')
      .set({ expiresAt: expiryFromNow(now), lastSentAt: now, resendCount: current.resendCount + 1 })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditInvitation(trx, {
      actorId: actor.id,
      action: 'resend',
      entityId: id,
      before: { expiresAt: new Date(current.expiresAt).toISOString() },
      after: { expiresAt: new Date(updated.expiresAt).toISOString() },
    });
    return updated;
  });
  await sendInvitationMail(app, row, actor.profile.preferredLanguage);
  return toInvitation(app.db, row);
}

export async function revokeInvitation(app: FastifyInstance, actor: CurrentUser, id: string): Promise<Invitation> {
  await managedInvitation(app, actor, id);
  const row = await app.db.transaction().execute(async (trx) => {
    const current = await findInvitation(trx, id, true);
    if (!current) throw new AppError('invitation-not-found', 'Invitation not found.');
    if (current.status === 'accepted') throw new AppError('invitation-used', 'This invitation has already been used.');
    if (current.status === 'revoked') return current;
    const updated = await trx
      .updateTable('invitation')
      .set({ status: 'revoked', revokedAt: new Date(), revokedBy: actor.id })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await auditInvitation(trx, {
      actorId: actor.id,
      action: 'revoke',
      entityId: id,
      before: { status: current.status },
    });
    return updated;
  });
  return toInvitation(app.db, row);
}
