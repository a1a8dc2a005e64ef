/**
 * The admins' review of confirmed deletion requests (docs/product/data-deletion.md#admin-review):
 * the list with what each would remove, carrying one out (one transaction, erase-person.ts) or
 * declining it with a reason; the requester is told by e-mail either way.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Actor } from '../../../shared/access.js';
import type { AdminDeletionRequest, DeletionCounts } from '../../../shared/api/deletion.js';
import { writeAudit } from '../../audit.js';
import { AppError, notFound } from '../../errors.js';
import { OPEN_STATUSES } from './requests.js';
import { countErasure, ERASED_ADDRESS, erasePerson, erasureMode } from './erase-person.js';

export async function listConfirmedRequests(app: FastifyInstance): Promise<AdminDeletionRequest[]> {
  const rows = await app.db
    .selectFrom('deletionRequest as r')
    .innerJoin('user as u', 'u.id', 'r.subjectId')
    .select([
      'r.id',
      'r.createdAt',
      'r.confirmedAt',
      'r.relation',
      'r.reason',
      'r.requesterEmail',
      'u.id as subjectId',
      'u.name',
      'u.email',
      'u.role',
      'u.firstName',
      'u.lastName',
    ])
    .where('r.status', '=', 'confirmed')
    .orderBy('r.confirmedAt')
    .limit(200)
    .execute();
  const out: AdminDeletionRequest[] = [];
  for (const row of rows) {
    const person = {
      id: row.subjectId,
      email: row.email,
      name: row.name,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role,
    };
    out.push({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      confirmedAt: row.confirmedAt ? new Date(row.confirmedAt).toISOString() : null,
      relation: row.relation,
      reason: row.reason,
      requesterEmail: row.requesterEmail,
      subject: { id: row.subjectId, name: row.name, email: row.email, role: row.role },
      mode: erasureMode(row.role),
      counts: await countErasure(app.db, person),
    });
  }
  return out;
}

/** The request, locked for its decision; 404 when unknown, 409 unless it waits for review. */
async function lockConfirmedRequest(trx: Transaction<Database>, requestId: string) {
  const request = await trx
    .selectFrom('deletionRequest')
    .selectAll()
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  if (!request) throw notFound('Deletion request');
  if (request.status !== 'confirmed')
    throw new AppError('deletion-request-closed', 'This request is not waiting for review.');
  return request;
}

/** Carries a confirmed request out; the requester is told once it is committed. */
export async function carryOutRequest(app: FastifyInstance, actor: Actor, requestId: string): Promise<DeletionCounts> {
  const outcome = await app.db.transaction().execute(async (trx) => {
    const request = await lockConfirmedRequest(trx, requestId);
    if (!request.subjectId) throw new AppError('deletion-request-closed', 'This request is not waiting for review.');
    const person = await trx
      .selectFrom('user')
      .select(['id', 'email', 'name', 'firstName', 'lastName', 'role'])
      .where('id', '=', request.subjectId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const requester = { email: request.requesterEmail, language: request.language, id: request.requesterId };
    const removed = await erasePerson(trx, person);
    await trx
      .updateTable('deletionRequest')
      .set({
        status: 'completed',
        decidedBy: actor.id,
        decidedAt: new Date(),
        removed: JSON.stringify(removed),
        subjectId: null,
        requesterEmail: null,
        reason: null,
        tokenHash: null,
        parentTokenHash: null,
      })
      .where('id', '=', request.id)
      .execute();
    // Other open requests about the same person have nothing left to do.
    await trx
      .updateTable('deletionRequest')
      .set({
        status: 'completed',
        decidedBy: actor.id,
        decidedAt: new Date(),
        tokenHash: null,
        parentTokenHash: null,
        subjectId: null,
      })
      .where('subjectId', '=', person.id)
      .where('status', 'in', OPEN_STATUSES)
      .execute();
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'deletion.carry-out',
      entity: 'deletionRequest',
      entityId: request.id,
      before: { status: 'confirmed' },
      after: { status: 'completed', mode: erasureMode(person.role), removed },
    });
    const erased = requester.id === person.id || requester.email?.toLowerCase() === person.email.toLowerCase();
    return { removed, requester, erased };
  });
  const { requester } = outcome;
  if (requester.email)
    await app.mailer.send({
      kind: 'deletion-completed',
      to: requester.email,
      language: requester.language,
      ...(outcome.erased ? { storedTo: ERASED_ADDRESS } : {}),
    });
  return outcome.removed;
}

export async function declineRequest(
  app: FastifyInstance,
  actor: Actor,
  requestId: string,
  reason: string,
): Promise<void> {
  const requester = await app.db.transaction().execute(async (trx) => {
    const request = await lockConfirmedRequest(trx, requestId);
    await trx
      .updateTable('deletionRequest')
      .set({ status: 'declined', decidedBy: actor.id, decidedAt: new Date(), declineReason: reason })
      .where('id', '=', request.id)
      .execute();
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'deletion.decline',
      entity: 'deletionRequest',
      entityId: request.id,
      before: { status: 'confirmed' },
      after: { status: 'declined', reason },
    });
    return { email: request.requesterEmail, language: request.language };
  });
  if (requester.email)
    await app.mailer.send({
      kind: 'deletion-declined',
      to: requester.email,
      language: requester.language,
      vars: { reason },
    });
}
