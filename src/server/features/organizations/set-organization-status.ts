import type { FastifyInstance } from 'fastify';
import { canApproveOrganization, canViewOrganization } from '../../../shared/access.js';
import type { SetOrganizationStatusBody } from '../../../shared/api/organizations.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { writeAudit } from '../../audit.js';

/**
 * Approve or suspend a school (admin, or the state admin of its state); audited; owner told in
 * their language. A suspension needs a reason (docs/product/admin.md): it is stored on the school,
 * kept in the audit row and e-mailed; approving clears it.
 */
export async function setOrganizationStatus(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
  { status, reason }: SetOrganizationStatusBody,
) {
  const org = await app.db.selectFrom('organization').selectAll().where('id', '=', id).executeTakeFirst();
  if (!org || !canViewOrganization(actor, org)) throw notFound('School');
  if (!canApproveOrganization(actor, org)) throw forbidden();
  if (status === 'suspended' && !reason) {
    throw new AppError('suspension-reason-required', 'Give the reason for the suspension.', {
      fields: { reason: 'required' },
    });
  }
  if (org.status === status) return;
  const statusReason = status === 'suspended' ? (reason ?? null) : null;
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('organization')
      .set({ status, statusReason, statusChangedAt: new Date(), statusChangedBy: actor.id, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      actorId: actor.id,
      action: status === 'approved' ? 'approve' : 'suspend',
      entity: 'organization',
      entityId: id,
      before: { status: org.status },
      after: statusReason ? { status, reason: statusReason } : { status },
    });
  });
  if (org.ownerId) {
    const owner = await app.db
      .selectFrom('user')
      .select(['email', 'preferredLanguage'])
      .where('id', '=', org.ownerId)
      .executeTakeFirst();
    if (owner) {
      await app.mailer.send({
        kind: status === 'approved' ? 'organization-approved' : 'organization-suspended',
        to: owner.email,
        language: owner.preferredLanguage,
        vars: { school: org.name, ...(statusReason ? { reason: statusReason } : {}) },
        link: `${app.config.baseUrl}/dashboard`,
      });
    }
  }
}
