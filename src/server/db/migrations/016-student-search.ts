import { sql, type Kysely } from 'kysely';

/**
 * Searching a state's students by any part of a name or e-mail (docs/product/state-admin.md):
 * trigram indexes, so `ilike '%…%'` reads matching rows instead of every student of the state.
 * pg_trgm is a trusted contrib extension on PostgreSQL 13+ (the database owner may create it);
 * the embedded database loads it in src/server/db/connection.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index "studentSummary_name_trgm" on "studentSummary" using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index "studentSummary_email_trgm" on "studentSummary" using gin (email gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index "studentSummary_email_trgm"`.execute(db);
  await sql`drop index "studentSummary_name_trgm"`.execute(db);
}
