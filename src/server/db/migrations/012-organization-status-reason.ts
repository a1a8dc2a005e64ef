import type { Kysely } from 'kysely';

/**
 * Why a school was suspended (docs/product/admin.md): the reason the admin or state admin gave,
 * shown to the school's owner on their "suspended" page and e-mailed to them. Cleared when the
 * school is approved or reinstated; the audit log keeps every reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organization').addColumn('statusReason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organization').dropColumn('statusReason').execute();
}
