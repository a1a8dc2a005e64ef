import { sql, type Kysely } from 'kysely';

/**
 * Data deletion requests (docs/product/data-deletion.md, decision 020).
 *
 * - `deletionRequest`: who asked, for whom, the SHA-256 of the e-mailed confirmation token (and
 *   of a linked parent's, when one must confirm), and the outcome. Once carried out or declined,
 *   the personal fields are emptied; the row keeps only the status, dates and counts.
 * - `certificate.anonymizedAt`: a certificate whose student was erased stays as a revoked record
 *   without the name.
 * - Migration 008's `bumpStudentDrivesVersion` inserted a version row for a student whose user
 *   row the same statement was deleting, so deleting a student with drives failed on the foreign
 *   key. It now skips a student who no longer exists (the version row goes with them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('deletionRequest')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subjectId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('requesterId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('requesterEmail', 'text')
    .addColumn('relation', 'text', (c) => c.notNull().check(sql`relation in ('self','parent','former-school')`))
    .addColumn('language', 'text')
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('unconfirmed','awaiting-parent','confirmed','completed','declined')`),
    )
    .addColumn('tokenHash', 'text', (c) => c.unique())
    .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmedAt', 'timestamptz')
    .addColumn('parentTokenHash', 'text', (c) => c.unique())
    .addColumn('parentExpiresAt', 'timestamptz')
    .addColumn('parentConfirmedAt', 'timestamptz')
    .addColumn('decidedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('decidedAt', 'timestamptz')
    .addColumn('declineReason', 'text')
    .addColumn('removed', 'jsonb')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('deletionRequest_status')
    .on('deletionRequest')
    .columns(['status', 'createdAt'])
    .execute();
  await db.schema.createIndex('deletionRequest_subject').on('deletionRequest').column('subjectId').execute();

  await db.schema.alterTable('certificate').addColumn('anonymizedAt', 'timestamptz').execute();

  await sql`
    create or replace function "bumpStudentDrivesVersion"(student text) returns void language sql as $$
      insert into "studentDrivesVersion" ("studentId", version)
      select student, 1 where exists (select 1 from "user" where id = student)
      on conflict ("studentId") do update set version = "studentDrivesVersion".version + 1
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function "bumpStudentDrivesVersion"(student text) returns void language sql as $$
      insert into "studentDrivesVersion" ("studentId", version) values (student, 1)
      on conflict ("studentId") do update set version = "studentDrivesVersion".version + 1
    $$`.execute(db);
  await db.schema.alterTable('certificate').dropColumn('anonymizedAt').execute();
  await db.schema.dropTable('deletionRequest').execute();
}
