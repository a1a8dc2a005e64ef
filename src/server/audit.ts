/**
 * The audit trail (docs/product/data-and-notifications.md#audit-trail): one `auditLog` row per
 * change to drives, skills, lessons, plans, invitations, consent, schools, flags, roles and links,
 * written in the same transaction as the change itself. The only writer: a lint rule refuses
 * `insertInto('auditLog')` anywhere else.
 */
import type { QueryCreator } from 'kysely';
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

/** The row for an entry. */
function auditRow(entry: AuditEntry) {
  return {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  };
}

/** The insert of an entry as a query, for a statement that writes it with its change (a CTE). */
export function auditInsert(db: QueryCreator<Database>, entry: AuditEntry) {
  return db.insertInto('auditLog').values(auditRow(entry));
}

export async function writeAudit(db: QueryCreator<Database>, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry).execute();
}

/** Several entries in one statement (a batch, e.g. certificates issued together). */
export async function writeAudits(db: QueryCreator<Database>, entries: AuditEntry[]): Promise<void> {
  if (entries.length) await db.insertInto('auditLog').values(entries.map(auditRow)).execute();
}
