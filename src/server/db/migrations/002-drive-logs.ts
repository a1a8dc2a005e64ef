import { sql, type Kysely } from 'kysely';

/** Drive logs, their amendments, and the log snapshots behind public PDF verification. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('driveLog')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('studentId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('organizationId', 'text', (c) => c.references('organization.id').onDelete('set null'))
    .addColumn('supervisorType', 'text', (c) =>
      c.notNull().check(sql`"supervisorType" in ('parent','teacher','other')`),
    )
    .addColumn('supervisorId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('supervisorName', 'text', (c) => c.notNull())
    .addColumn('supervisorLicense', 'text')
    .addColumn('startedAt', 'timestamptz', (c) => c.notNull())
    .addColumn('endedAt', 'timestamptz', (c) => c.notNull())
    .addColumn('timeZone', 'text', (c) => c.notNull())
    .addColumn('durationMinutes', 'integer', (c) => c.notNull())
    .addColumn('nightMinutes', 'integer', (c) => c.notNull())
    .addColumn('nightMinutesComputed', 'integer', (c) => c.notNull())
    .addColumn('nightCorrectionReason', 'text')
    .addColumn('startLabel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('startLat', 'double precision')
    .addColumn('startLng', 'double precision')
    .addColumn('endLabel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('endLat', 'double precision')
    .addColumn('endLng', 'double precision')
    .addColumn('track', 'jsonb')
    .addColumn('distanceKm', 'double precision')
    .addColumn('odometerStart', 'integer')
    .addColumn('odometerEnd', 'integer')
    .addColumn('weather', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('roadTypes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('traffic', 'text')
    .addColumn('skills', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('live','manual','import')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted','approved','rejected')`),
    )
    .addColumn('rejectionReason', 'text')
    .addColumn('reviewedBy', 'text')
    .addColumn('reviewedAt', 'timestamptz')
    .addColumn('archivedAt', 'timestamptz')
    .addColumn('archivedBy', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('driveLog_time_order', sql`"endedAt" > "startedAt"`)
    .execute();
  await db.schema.createIndex('driveLog_student_time').on('driveLog').columns(['studentId', 'startedAt']).execute();
  await db.schema.createIndex('driveLog_org_status').on('driveLog').columns(['organizationId', 'status']).execute();

  await db.schema
    .createTable('driveAmendment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('driveId', 'text', (c) => c.notNull().references('driveLog.id').onDelete('cascade'))
    .addColumn('proposedBy', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted','approved','rejected')`),
    )
    .addColumn('reviewedBy', 'text')
    .addColumn('reviewedAt', 'timestamptz')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('driveAmendment_drive').on('driveAmendment').columns(['driveId', 'status']).execute();

  await db.schema
    .createTable('logExport')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('studentId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('totals', 'jsonb', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
