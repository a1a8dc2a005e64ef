/**
 * Revoking a certificate (docs/product/certificates.md#revocation): by its school's owner or
 * admins, or a platform admin, with a reason; the verification page says "revoked" from the next
 * request on. The change and its audit row are one transaction.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { canRevokeCertificate, type Actor } from '../../../shared/access.js';
import type { Certificate } from '../../../shared/api/certificates.js';
import { writeAudit } from '../../audit.js';
import { AppError, notFound } from '../../errors.js';
import { notifyCertificate } from './notify.js';
import { findCertificate } from './repository.js';

export async function revokeCertificate(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  reason: string,
): Promise<Certificate> {
  const current = await findCertificate(app.db, id);
  if (!current || !canRevokeCertificate(actor, current)) throw notFound('Certificate');
  await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('certificate')
      .set({ status: 'revoked', revokedAt: sql<Date>`now()`, revokedBy: actor.id, revokedReason: reason })
      .where('id', '=', id)
      .where('status', '=', 'valid')
      .returning(['id', 'revokedAt'])
      .executeTakeFirst();
    if (!row) throw new AppError('certificate-already-revoked', 'This certificate has already been revoked.');
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'certificate.revoke',
      entity: 'certificate',
      entityId: id,
      before: { status: 'valid' },
      after: { status: 'revoked', reason, revokedAt: row.revokedAt },
    });
  });
  const revoked = (await findCertificate(app.db, id))!;
  notifyCertificate(app, 'revoked', revoked);
  return revoked;
}
