import { sql, type Kysely } from 'kysely';

/** Schools, feature flags, analytics, mail outbox, audit trail and rate counters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organization')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('cityCounty', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('contactEmail', 'text', (c) => c.notNull())
    .addColumn('contactPhone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending','approved','suspended')`),
    )
    .addColumn('ownerId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('statusChangedAt', 'timestamptz')
    .addColumn('statusChangedBy', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('organization_state_status').on('organization').columns(['state', 'status']).execute();

  await db.schema
    .createTable('featureFlags')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('showPartners', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('adPanels', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedBy', 'text')
    .execute();
  await sql`insert into "featureFlags" (id) values (1) on conflict do nothing`.execute(db);

  await db.schema
    .createTable('pageView')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('language', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('pageView_createdAt').on('pageView').column('createdAt').execute();

  await db.schema
    .createTable('mailOutbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('error', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sentAt', 'timestamptz')
    .execute();
  await db.schema.createIndex('mailOutbox_to').on('mailOutbox').columns(['to', 'createdAt']).execute();

  await db.schema
    .createTable('auditLog')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actorId', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entityId', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auditLog_entity').on('auditLog').columns(['entity', 'entityId', 'createdAt']).execute();

  await db.schema
    .createTable('rateCounter')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('resetAt', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('user_organizationId').on('user').column('organizationId').execute();
  await db.schema.createIndex('user_role_state').on('user').columns(['role', 'state']).execute();
}
