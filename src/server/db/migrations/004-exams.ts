import { sql, type Kysely } from 'kysely';

/**
 * Practice-exam attempts. `questions` is the answer key (choice order and the right choice per
 * question) and never leaves the server before the answer; `answers` holds what was given.
 * Attempts of signed-out visitors and of non-students are not history (`recorded` false) and are
 * pruned after a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('examAttempt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('recorded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('category','mock')`))
    .addColumn('category', 'text')
    .addColumn('state', 'text')
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('practice','exam')`))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('passPercent', 'integer', (c) => c.notNull())
    .addColumn('timeLimitSeconds', 'integer')
    .addColumn('startedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submittedAt', 'timestamptz')
    .addColumn('score', 'integer')
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('passed', 'boolean')
    .addColumn('breakdown', 'jsonb')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('examAttempt_history')
    .on('examAttempt')
    .columns(['userId', 'submittedAt'])
    .where(sql.ref('recorded'), '=', true)
    .execute();
  await db.schema
    .createIndex('examAttempt_unrecorded')
    .on('examAttempt')
    .columns(['createdAt'])
    .where(sql.ref('recorded'), '=', false)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('examAttempt').execute();
}
