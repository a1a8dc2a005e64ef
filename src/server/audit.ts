/**
 * The audit trail (DESIGN: an audit row for every change to drives, certificates, roles and links):
 * one `auditLog` row per change, written in the same transaction as the change itself.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './db/schema.js';

export interface AuditEntry {
  /** Who made the change; null for a link holder without an account (e.g. declining consent). */
  actorId: string | null;
  action: string;
  /** The kind of record changed: `driveLog`, `lesson`, `invitation`, `parentConsent`, `drivePlan`… */
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** The row for an entry, for statements that write it themselves (e.g. in a CTE). */
export function auditRow(entry: AuditEntry) {
  return {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
}

export async function writeAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('auditLog').values(auditRow(entry)).execute();
}
