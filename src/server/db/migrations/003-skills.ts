import { sql, type Kysely } from 'kysely';

/**
 * Skills progress (docs/product/skills.md): the current level of each (student, skill) and the history of
 * every change or practice (who, when, which drive). Skill ids refer to content/skills/tree.json,
 * so they carry no foreign key. A missing row means "not started".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const level = (column: string) => sql`${sql.ref(column)} in ('not-started','introduced','practising','mastered')`;

  await db.schema
    .createTable('skillLevel')
    .addColumn('studentId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('skillId', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(level('level')))
    .addColumn('updatedBy', 'text')
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('skillLevel_pk', ['studentId', 'skillId'])
    .execute();

  await db.schema
    .createTable('skillEvent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('studentId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('skillId', 'text', (c) => c.notNull())
    .addColumn('fromLevel', 'text', (c) => c.notNull().check(level('fromLevel')))
    .addColumn('toLevel', 'text', (c) => c.notNull().check(level('toLevel')))
    .addColumn('actorId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('driveId', 'text', (c) => c.references('driveLog.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('skillEvent_student_time').on('skillEvent').columns(['studentId', 'createdAt']).execute();
  // One practice event per drive and skill: approving an amendment that keeps a skill adds nothing.
  await db.schema.createIndex('skillEvent_drive_skill').on('skillEvent').columns(['driveId', 'skillId']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('skillEvent').execute();
  await db.schema.dropTable('skillLevel').execute();
}
