import type { FastifyInstance } from 'fastify';
import { canApproveOrganization, canViewOrganization } from '../../../shared/access.js';
import type { CurrentUser } from '../../auth/session.js';
import { forbidden, notFound } from '../../errors.js';
import { writeAudit } from '../../audit.js';

/** Approve or suspend a school (admin, or the state admin of its state); audited; owner told. */
export async function setOrganizationStatus(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
  status: 'approved' | 'suspended',
) {
  const org = await app.db.selectFrom('organization').selectAll().where('id', '=', id).executeTakeFirst();
  if (!org || !canViewOrganization(actor, org)) throw notFound('School');
  if (!canApproveOrganization(actor, org)) throw forbidden();
  if (org.status === status) return;
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('organization')
      .set({ status, statusChangedAt: new Date(), statusChangedBy: actor.id, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, {
      actorId: actor.id,
      action: status === 'approved' ? 'approve' : 'suspend',
      entity: 'organization',
      entityId: id,
      before: { status: org.status },
      after: { status },
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
        vars: { school: org.name },
        link: `${app.config.baseUrl}/dashboard`,
      });
    }
  }
}
