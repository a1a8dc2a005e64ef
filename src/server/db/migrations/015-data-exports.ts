import { sql, type Kysely } from 'kysely';

/**
 * Personal data exports (docs/product/data-export.md): one row per request with its progress and,
 * once built, the archive itself (in the database, so that any app process can serve it). Rows go
 * with the requester or the subject; the retention job removes expired archives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dataExport')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('requestedBy', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('subjectId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued','building','ready','failed')`))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('timeZone', 'text', (c) => c.notNull())
    .addColumn('archive', 'bytea')
    .addColumn('size', 'integer')
    .addColumn('error', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('readyAt', 'timestamptz')
    .addColumn('expiresAt', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('dataExport_requestedBy')
    .on('dataExport')
    .columns(['requestedBy', 'createdAt'])
    .execute();
  await db.schema.createIndex('dataExport_subjectId').on('dataExport').column('subjectId').execute();
  await db.schema.createIndex('dataExport_expiresAt').on('dataExport').column('expiresAt').execute();
}
