import type { FastifyInstance } from 'fastify';
import { canManageOrganization, canViewOrganization } from '../../../shared/access.js';
import type { Organization, UpdateOrganizationBody } from '../../../shared/api/organizations.js';
import type { CurrentUser } from '../../auth/session.js';
import { forbidden, notFound } from '../../errors.js';
import { findOrganization } from './repository.js';
import { writeAudit } from '../../audit.js';

/** School settings: its owner, its admins or a platform admin change them; audited with before and after. */
export async function updateOrganization(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
  changes: UpdateOrganizationBody,
): Promise<Organization> {
  const org = await app.db.selectFrom('organization').selectAll().where('id', '=', id).executeTakeFirst();
  if (!org || !canViewOrganization(actor, org)) throw notFound('School');
  if (!canManageOrganization(actor, org)) throw forbidden();
  const changed = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => org[key as keyof typeof org] !== value),
  ) as UpdateOrganizationBody;
  if (Object.keys(changed).length > 0) {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('organization')
        .set({ ...changed, updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
      const before = Object.fromEntries(Object.keys(changed).map((key) => [key, org[key as keyof typeof org]]));
      await writeAudit(trx, {
        actorId: actor.id,
        action: 'update',
        entity: 'organization',
        entityId: id,
        before: before,
        after: changed,
      });
    });
  }
  return (await findOrganization(app.db, id))!;
}
