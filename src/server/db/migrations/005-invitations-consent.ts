import { sql, type Kysely } from 'kysely';

/**
 * Invitations (staff, students, parents) and parent consent: one current consent per student with
 * its request token, plus every request, decision and withdrawal as history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organizationId', 'text', (c) => c.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('teacher','org-admin','student','parent')`))
    .addColumn('firstName', 'text')
    .addColumn('lastName', 'text')
    .addColumn('parentEmail', 'text')
    .addColumn('studentId', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('invitedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending','accepted','revoked')`),
    )
    .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('resendCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastSentAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('acceptedAt', 'timestamptz')
    .addColumn('acceptedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('revokedAt', 'timestamptz')
    .addColumn('revokedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('invitation_org_created')
    .on('invitation')
    .columns(['organizationId', 'createdAt'])
    .execute();
  await db.schema.createIndex('invitation_email').on('invitation').columns(['email', 'status']).execute();

  await db.schema
    .createTable('parentConsent')
    .addColumn('studentId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('organizationId', 'text', (c) => c.references('organization.id').onDelete('set null'))
    .addColumn('parentEmail', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','granted','rejected','withdrawn')`))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('requestedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('requestedAt', 'timestamptz', (c) => c.notNull())
    .addColumn('resendCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('decidedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('decidedByEmail', 'text')
    .addColumn('decidedAt', 'timestamptz')
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('parentConsentEvent')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('studentId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('requested','resent','granted','rejected','withdrawn')`),
    )
    .addColumn('actorId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('actorEmail', 'text')
    .addColumn('parentEmail', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('parentConsentEvent_student')
    .on('parentConsentEvent')
    .columns(['studentId', 'createdAt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('parentConsentEvent').ifExists().execute();
  await db.schema.dropTable('parentConsent').ifExists().execute();
  await db.schema.dropTable('invitation').ifExists().execute();
}
