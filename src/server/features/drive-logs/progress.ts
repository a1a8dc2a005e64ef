import { sql, type Kysely } from 'kysely';
import type { DriveStatus, Progress } from '../../../shared/api/drive-logs.js';
import type { Database } from '../../db/schema.js';
import { requirementFor } from '../requirements/requirements.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Pace is measured over the last four weeks. */
const PACE_WEEKS = 4;

/**
 * A student's totals against their state's rule (docs/product/drive-logs.md progress): approved and pending
 * minutes, night minutes, minutes by weather, road type and supervisor type (approved only),
 * weekly pace and the date the requirement will be met at that pace.
 */
export async function studentProgress(
  db: Kysely<Database>,
  studentId: string,
  state: string | null,
  now = new Date(),
): Promise<Progress> {
  // One statement, one scan of the student's drives: totals by status, then minutes of approved
  // drives by weather, road type and supervisor type.
  const recentSince = new Date(now.getTime() - PACE_WEEKS * WEEK_MS);
  const result = await sql<{
    kind: 'status' | 'weather' | 'road' | 'supervisor';
    key: string;
    drives: number;
    minutes: number;
    night: number;
    recent: number;
  }>`
    with live as materialized (
      select status, "durationMinutes", "nightMinutes", "endedAt", weather, "roadTypes", "supervisorType"
      from "driveLog" where "studentId" = ${studentId} and "archivedAt" is null
    )
    select 'status' as kind, status as key, count(*)::int as drives, coalesce(sum("durationMinutes"), 0)::int as minutes,
      coalesce(sum("nightMinutes"), 0)::int as night, coalesce(sum("durationMinutes") filter (where "endedAt" >= ${recentSince}), 0)::int as recent
    from live group by status
    union all
    select 'weather', w.value, 0, sum("durationMinutes")::int, 0, 0 from live cross join jsonb_array_elements_text(live.weather) as w where status = 'approved' group by w.value
    union all
    select 'road', r.value, 0, sum("durationMinutes")::int, 0, 0 from live cross join jsonb_array_elements_text(live."roadTypes") as r where status = 'approved' group by r.value
    union all
    select 'supervisor', "supervisorType", 0, sum("durationMinutes")::int, 0, 0 from live where status = 'approved' group by "supervisorType"
  `.execute(db);
  const rowsOf = (kind: 'status' | 'weather' | 'road' | 'supervisor') => result.rows.filter((r) => r.kind === kind);
  const totals = rowsOf('status').map((r) => ({
    status: r.key,
    drives: r.drives,
    minutes: r.minutes,
    night: r.night,
    recent: r.recent,
  }));
  const weather = rowsOf('weather');
  const roads = rowsOf('road');
  const supervisors = rowsOf('supervisor');

  const of = (status: DriveStatus) => totals.find((t) => t.status === status);
  const approved = {
    totalMinutes: of('approved')?.minutes ?? 0,
    nightMinutes: of('approved')?.night ?? 0,
    drives: of('approved')?.drives ?? 0,
  };
  const pending = {
    totalMinutes: of('submitted')?.minutes ?? 0,
    nightMinutes: of('submitted')?.night ?? 0,
    drives: of('submitted')?.drives ?? 0,
  };
  const rule = requirementFor(state);
  const requiredMinutes = rule?.supervisedHours != null ? rule.supervisedHours * 60 : null;
  const requiredNightMinutes = rule?.nightHours != null ? rule.nightHours * 60 : null;

  const missing: Progress['missing'] = [];
  if (requiredMinutes !== null && approved.totalMinutes < requiredMinutes)
    missing.push({ category: 'total', minutes: requiredMinutes - approved.totalMinutes });
  if (requiredNightMinutes !== null && approved.nightMinutes < requiredNightMinutes)
    missing.push({ category: 'night', minutes: requiredNightMinutes - approved.nightMinutes });

  const weeklyPaceMinutes = Math.round((of('approved')?.recent ?? 0) / PACE_WEEKS);
  let estimatedCompletion: string | null = null;
  const remaining = Math.max(0, ...missing.map((m) => m.minutes));
  if (missing.length === 0 && requiredMinutes !== null) estimatedCompletion = now.toISOString().slice(0, 10);
  else if (remaining > 0 && weeklyPaceMinutes > 0)
    estimatedCompletion = new Date(now.getTime() + (remaining / weeklyPaceMinutes) * WEEK_MS)
      .toISOString()
      .slice(0, 10);

  const record = (rows: { key: string; minutes: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.minutes]));
  return {
    state,
    requiredMinutes,
    requiredNightMinutes,
    approved,
    pending,
    byWeather: record(weather),
    byRoadType: record(roads),
    bySupervisor: record(supervisors),
    weeklyPaceMinutes,
    estimatedCompletion,
    missing,
  };
}
