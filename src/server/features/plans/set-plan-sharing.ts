import type { FastifyInstance } from 'fastify';
import type { Plan } from '../../../shared/api/plans.js';
import type { CurrentUser } from '../../auth/session.js';
import { ownPlan } from './plan-access.js';
import { auditPlan, findPlan, newShareToken, toPlan } from './repository.js';

/**
 * Revoke: the token is dropped, so the old link answers 404 for good. Share: a fresh token, never
 * the old one, so a link once revoked stays dead.
 */
export async function setPlanSharing(
  app: FastifyInstance,
  actor: CurrentUser,
  planId: string,
  shared: boolean,
): Promise<Plan> {
  const plan = await ownPlan(app, actor, planId);
  const isShared = plan.shareToken !== null;
  if (isShared !== shared) {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('drivePlan')
        .set(
          shared
            ? { shareToken: newShareToken(), revokedAt: null, updatedAt: new Date() }
            : { shareToken: null, revokedAt: new Date(), updatedAt: new Date() },
        )
        .where('id', '=', planId)
        .execute();
      await auditPlan(trx, {
        actorId: actor.id,
        action: shared ? 'share-link' : 'revoke-link',
        planId,
        before: { shared: isShared },
        after: { shared },
      });
    });
  }
  return toPlan((await findPlan(app.db, planId))!, actor.id);
}
