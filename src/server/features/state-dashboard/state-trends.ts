import { sql, type Kysely } from 'kysely';
import type { StateTrends } from '../../../shared/api/state-dashboard.js';
import type { Database } from '../../db/schema.js';

const day = (v: Date | string) => (typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

/** Drives and minutes per week and new students per month, zero-filled, oldest first (UTC). */
export async function stateTrends(
  db: Kysely<Database>,
  state: string,
  range: { weeks: number; months: number },
): Promise<StateTrends> {
  const [weeks, months] = await Promise.all([
    sql<{ weekStart: string; drives: number; loggedMinutes: string; approvedMinutes: string }>`
      select g.week::text as "weekStart", coalesce(w.drives, 0)::int as drives,
        coalesce(w."loggedMinutes", 0)::bigint as "loggedMinutes", coalesce(w."approvedMinutes", 0)::bigint as "approvedMinutes"
      from generate_series(0, ${range.weeks - 1}::int) i
      cross join lateral (select ("summaryWeek"(now()) - (${range.weeks - 1}::int - i) * 7) as week) g
      left join "stateWeekSummary" w on w.state = ${state} and w."weekStart" = g.week
      order by g.week`.execute(db),
    sql<{ monthStart: string; students: number }>`
      select g.month::text as "monthStart", coalesce(m.students, 0)::int as students
      from generate_series(0, ${range.months - 1}::int) i
      cross join lateral (select ("summaryMonth"(now()) - make_interval(months => ${range.months - 1}::int - i))::date as month) g
      left join "stateMonthStudents" m on m.state = ${state} and m."monthStart" = g.month
      order by g.month`.execute(db),
  ]);
  return {
    weeks: weeks.rows.map((w) => ({
      weekStart: day(w.weekStart),
      drives: w.drives,
      loggedMinutes: Number(w.loggedMinutes),
      approvedMinutes: Number(w.approvedMinutes),
    })),
    months: months.rows.map((m) => ({ monthStart: day(m.monthStart), students: m.students })),
  };
}
