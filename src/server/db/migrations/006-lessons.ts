import { sql, type Kysely } from 'kysely';

/**
 * Lessons of the InstructorCalendar and the teachers' iCalendar feeds. `planId` has no foreign
 * key: drive plans come in their own migration and a lesson keeps its plan reference as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organizationId', 'text', (c) => c.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('teacherId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('studentId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('startsAt', 'timestamptz', (c) => c.notNull())
    .addColumn('endsAt', 'timestamptz', (c) => c.notNull())
    .addColumn('timeZone', 'text', (c) => c.notNull())
    .addColumn('pickupPlace', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('planId', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('scheduled')
        .check(sql`status in ('scheduled','completed','cancelled','no-show')`),
    )
    .addColumn('cancelReason', 'text')
    .addColumn('driveLogId', 'text', (c) => c.references('driveLog.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('lesson_time_order', sql`"endsAt" > "startsAt"`)
    .execute();
  await db.schema.createIndex('lesson_teacher_time').on('lesson').columns(['teacherId', 'startsAt']).execute();
  await db.schema.createIndex('lesson_student_time').on('lesson').columns(['studentId', 'startsAt']).execute();
  await db.schema.createIndex('lesson_org_time').on('lesson').columns(['organizationId', 'startsAt']).execute();

  await db.schema
    .createTable('calendarFeed')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    /** SHA-256 of the token in the feed's address; the token itself is never stored. */
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lastUsedAt', 'timestamptz')
    .addColumn('revokedAt', 'timestamptz')
    .execute();
  await db.schema.createIndex('calendarFeed_user').on('calendarFeed').columns(['userId']).execute();
}
