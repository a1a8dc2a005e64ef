import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../auth/session.js';
import { ownPlan } from './plan-access.js';
import { auditPlan } from './repository.js';

/** Archive (the product's delete): the plan leaves every list and its link stops working. */
export async function archivePlan(app: FastifyInstance, actor: CurrentUser, planId: string): Promise<void> {
  await ownPlan(app, actor, planId);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('drivePlan')
      .set({ archivedAt: new Date(), shareToken: null, revokedAt: new Date(), updatedAt: new Date() })
      .where('id', '=', planId)
      .execute();
    await auditPlan(trx, { actorId: actor.id, action: 'archive', planId });
  });
}
