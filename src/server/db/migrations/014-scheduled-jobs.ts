import { sql, type Kysely } from 'kysely';

/**
 * Scheduled jobs (decision 021): one row per job, locked while the job runs, so that however many
 * app processes share the database each job runs once per period; its last run and result are
 * what the admin's system health shows. Also indexes for the retention job's deletes by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduledJob')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('lastStartedAt', 'timestamptz')
    .addColumn('lastFinishedAt', 'timestamptz')
    .addColumn('lastStatus', 'text', (c) => c.check(sql`"lastStatus" in ('ok','failed')`))
    .addColumn('lastResult', 'jsonb')
    .addColumn('lastError', 'text')
    .addColumn('runCount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('mailOutbox_createdAt_idx').on('mailOutbox').column('createdAt').execute();
  await db.schema.createIndex('session_expiresAt_idx').on('session').column('expiresAt').execute();
  await db.schema.createIndex('invitation_expiresAt_idx').on('invitation').column('expiresAt').execute();
  await db.schema.createIndex('invitation_revokedAt_idx').on('invitation').column('revokedAt').execute();
  await db.schema.createIndex('rateCounter_resetAt_idx').on('rateCounter').column('resetAt').execute();
  await db.schema.createIndex('verification_expiresAt_idx').on('verification').column('expiresAt').execute();
}
