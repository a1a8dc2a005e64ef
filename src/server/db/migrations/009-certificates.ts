import { sql, type Kysely } from 'kysely';

/**
 * Certificates (docs/product/certificates.md): what was printed (name, school, state, date,
 * hours) is stored as issued and signed; the status changes on revocation. A student holds at
 * most one valid certificate of each type (a partial unique index, so two issuers at once cannot
 * both succeed). Students and schools may be deleted later: the certificate stays, as a record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificate')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('supervised-hours','driver-education')`))
    .addColumn('studentId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('organizationId', 'text', (c) => c.references('organization.id').onDelete('set null'))
    .addColumn('studentName', 'text', (c) => c.notNull())
    .addColumn('schoolName', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('issuedOn', 'text', (c) => c.notNull().check(sql`"issuedOn" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('minutes', 'integer', (c) => c.notNull().check(sql`minutes >= 0`))
    .addColumn('nightMinutes', 'integer', (c) => c.notNull().check(sql`"nightMinutes" >= 0`))
    .addColumn('keyId', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('manualReason', 'text')
    .addColumn('issuedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('issuedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('valid')
        .check(sql`status in ('valid','revoked')`),
    )
    .addColumn('revokedAt', 'timestamptz')
    .addColumn('revokedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('revokedReason', 'text')
    .execute();
  await sql`create unique index "certificate_one_valid" on certificate ("studentId", type) where status = 'valid'`.execute(
    db,
  );
  await db.schema.createIndex('certificate_student').on('certificate').columns(['studentId', 'issuedAt']).execute();
  await db.schema
    .createIndex('certificate_organization')
    .on('certificate')
    .columns(['organizationId', 'issuedAt'])
    .execute();

  // A school's own criteria for driver-education completion.
  await db.schema
    .alterTable('organization')
    .addColumn('certificateLessonsRequired', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`"certificateLessonsRequired" between 0 and 200`),
    )
    .execute();
  await db.schema
    .alterTable('organization')
    .addColumn('certificateMockExamRequired', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organization').dropColumn('certificateMockExamRequired').execute();
  await db.schema.alterTable('organization').dropColumn('certificateLessonsRequired').execute();
  await db.schema.dropTable('certificate').execute();
}
