import { sql, type Kysely } from 'kysely';

/**
 * The platform team's project board (docs/product/project-board.md,
 * docs/decisions/017-project-board-ordering.md). One board: a single `projectBoard` row whose lock
 * serialises every board write and whose revision moves on at each; columns and cards are ordered
 * by rank keys compared byte by byte (collation "C"), and each carries a version that a stale edit
 * is refused on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projectBoard')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into "projectBoard" (id, revision) values (1, 0)`.execute(db);

  await db.schema
    .createTable('boardColumn')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 60`))
    .addColumn('rank', sql`text collate "C"`, (c) => c.notNull().check(sql`rank ~ '^[0-9a-z]*[1-9a-z]$'`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('boardCard')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('columnId', 'text', (c) => c.notNull().references('boardColumn.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 200`))
    .addColumn('description', 'text', (c) =>
      c
        .notNull()
        .defaultTo('')
        .check(sql`char_length(description) <= 4000`),
    )
    .addColumn('assigneeId', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('dueOn', 'text', (c) => c.check(sql`"dueOn" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('labels', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rank', sql`text collate "C"`, (c) => c.notNull().check(sql`rank ~ '^[0-9a-z]*[1-9a-z]$'`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('createdBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('updatedBy', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('boardCard_column_rank').on('boardCard').columns(['columnId', 'rank']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('boardCard').execute();
  await db.schema.dropTable('boardColumn').execute();
  await db.schema.dropTable('projectBoard').execute();
}
