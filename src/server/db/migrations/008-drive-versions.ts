import { sql, type Kysely } from 'kysely';

/**
 * A counter per student that every change to their drives or amendments moves on, kept by
 * triggers so no write path can forget it. Readers key cached drive lists on it
 * (features/drive-logs/list-cache.ts): a cached answer is only ever used for the version it was
 * read at, so it can never be stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('studentDrivesVersion')
    .addColumn('studentId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();

  await sql`
    create function "bumpStudentDrivesVersion"(student text) returns void language sql as $$
      insert into "studentDrivesVersion" ("studentId", version) values (student, 1)
      on conflict ("studentId") do update set version = "studentDrivesVersion".version + 1
    $$`.execute(db);

  await sql`
    create function "driveLogChanged"() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then perform "bumpStudentDrivesVersion"(old."studentId"); end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new."studentId" <> old."studentId") then perform "bumpStudentDrivesVersion"(new."studentId"); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger "driveLog_version" after insert or update or delete on "driveLog" for each row execute function "driveLogChanged"()`.execute(
    db,
  );

  await sql`
    create function "driveAmendmentChanged"() returns trigger language plpgsql as $$
    begin
      perform "bumpStudentDrivesVersion"(d."studentId") from "driveLog" d where d.id = coalesce(new."driveId", old."driveId");
      return null;
    end $$`.execute(db);
  await sql`create trigger "driveAmendment_version" after insert or update or delete on "driveAmendment" for each row execute function "driveAmendmentChanged"()`.execute(
    db,
  );
}
