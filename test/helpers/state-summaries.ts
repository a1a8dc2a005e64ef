/** Reads the summary tables of migration 011 and compares them with a recomputation from scratch. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.js';

type Row = Record<string, unknown>;

async function rows(db: Kysely<Database>, query: string): Promise<string[]> {
  const result = await sql.raw<Row>(query).execute(db);
  return result.rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v))).sort();
}

/** Every summary row that holds anything (rows counted down to zero are as good as none). */
export async function readSummaries(db: Kysely<Database>) {
  return {
    students: await rows(
      db,
      `select "studentId", "organizationId", state, "ruleState", name, email, "createdAt"::text, "approvedMinutes",
        "nightMinutes", "loggedMinutes", drives, "liveDrives", "pendingDrives", band from "studentSummary"`,
    ),
    schools: await rows(
      db,
      `select "organizationId", students, band0, band1, band2, band3, met, "noRule", "approvedMinutes"::int,
        "loggedMinutes"::int, drives, "liveDrives", "pendingDrives" from "organizationSummary"
       where students <> 0 or drives <> 0 or "approvedMinutes" <> 0 or "loggedMinutes" <> 0 or "pendingDrives" <> 0`,
    ),
    weeks: await rows(
      db,
      `select state, "weekStart"::text, drives, "loggedMinutes"::int, "approvedMinutes"::int from "stateWeekSummary"
       where drives <> 0 or "loggedMinutes" <> 0 or "approvedMinutes" <> 0`,
    ),
    months: await rows(db, `select state, "monthStart"::text, students from "stateMonthStudents" where students <> 0`),
  };
}

/** The summaries as the triggers left them, and as `rebuildStateSummaries()` computes them. */
export async function summariesAndRecomputation(db: Kysely<Database>) {
  const kept = await readSummaries(db);
  const recomputed = await db.transaction().execute(async (tx) => {
    await sql`select "rebuildStateSummaries"()`.execute(tx);
    return readSummaries(tx);
  });
  return { kept, recomputed };
}
