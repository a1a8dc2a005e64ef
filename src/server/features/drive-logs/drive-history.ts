import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The audit trail of a drive, oldest first, and its amendments. */
export async function driveHistory(db: Kysely<Database>, driveId: string) {
  const [history, amendments] = await Promise.all([
    db
      .selectFrom('auditLog as a')
      .leftJoin('user as u', 'u.id', 'a.actorId')
      .select(['a.id', 'a.action', 'u.name as actorName', 'a.createdAt', 'a.before', 'a.after'])
      .where('a.entity', '=', 'driveLog')
      .where('a.entityId', '=', driveId)
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('driveAmendment as m')
      .leftJoin('user as u', 'u.id', 'm.proposedBy')
      .select(['m.id', 'u.name as proposedByName', 'm.reason', 'm.changes', 'm.status', 'm.createdAt'])
      .where('m.driveId', '=', driveId)
      .orderBy('m.createdAt')
      .execute(),
  ]);
  return {
    history: history.map((h) => ({
      id: String(h.id),
      action: h.action,
      actorName: h.actorName,
      at: new Date(h.createdAt).toISOString(),
      before: h.before ?? null,
      after: h.after ?? null,
    })),
    amendments: amendments.map((m) => ({
      ...m,
      changes: (m.changes ?? {}) as Record<string, unknown>,
      createdAt: new Date(m.createdAt).toISOString(),
    })),
  };
}
