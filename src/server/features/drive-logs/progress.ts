import { sql, type Kysely } from 'kysely';
import type { Progress } from '../../../shared/api/drive-logs.js';
import type { Database } from '../../db/schema.js';
import { requirementFor } from '../requirements/requirements.js';

const WEEK_MS = 7 * 24 * 3600 * 1000;
/** Pace is measured over the last four weeks. */
const PACE_WEEKS = 4;

/**
 * A student's totals against their state's rule (PRODUCT §2 progress): approved and pending
 * minutes, night minutes, minutes by weather, road type and supervisor type (approved only),
 * weekly pace and the date the requirement will be met at that pace.
 */
export async function studentProgress(db: Kysely<Database>, studentId: string, state: string | null, now = new Date()): Promise<Progress> {
  const live = db.selectFrom('driveLog').where('studentId', '=', studentId).where('archivedAt', 'is', null);
  const [totals, weather, roads, supervisors] = await Promise.all([
    live
      .select([
        'status',
        sql<number>`count(*)::int`.as('drives'),
        sql<number>`coalesce(sum("durationMinutes"), 0)::int`.as('minutes'),
        sql<number>`coalesce(sum("nightMinutes"), 0)::int`.as('night'),
        sql<number>`coalesce(sum("durationMinutes") filter (where "endedAt" >= ${new Date(now.getTime() - PACE_WEEKS * WEEK_MS)}), 0)::int`.as('recent'),
      ])
      .groupBy('status')
      .execute(),
    live
      .innerJoin(sql<{ value: string }>`jsonb_array_elements_text("driveLog"."weather")`.as('w'), (join) => join.onTrue())
      .select([sql<string>`w.value`.as('key'), sql<number>`sum("durationMinutes")::int`.as('minutes')])
      .where('status', '=', 'approved')
      .groupBy(sql`w.value`)
      .execute(),
    live
      .innerJoin(sql<{ value: string }>`jsonb_array_elements_text("driveLog"."roadTypes")`.as('r'), (join) => join.onTrue())
      .select([sql<string>`r.value`.as('key'), sql<number>`sum("durationMinutes")::int`.as('minutes')])
      .where('status', '=', 'approved')
      .groupBy(sql`r.value`)
      .execute(),
    live.select(['supervisorType as key', sql<number>`sum("durationMinutes")::int`.as('minutes')]).where('status', '=', 'approved').groupBy('supervisorType').execute(),
  ]);

  const of = (status: string) => totals.find((t) => t.status === status);
  const approved = { totalMinutes: of('approved')?.minutes ?? 0, nightMinutes: of('approved')?.night ?? 0, drives: of('approved')?.drives ?? 0 };
  const pending = { totalMinutes: of('submitted')?.minutes ?? 0, nightMinutes: of('submitted')?.night ?? 0, drives: of('submitted')?.drives ?? 0 };
  const rule = requirementFor(state);
  const requiredMinutes = rule?.supervisedHours != null ? rule.supervisedHours * 60 : null;
  const requiredNightMinutes = rule?.nightHours != null ? rule.nightHours * 60 : null;

  const missing: Progress['missing'] = [];
  if (requiredMinutes !== null && approved.totalMinutes < requiredMinutes) missing.push({ category: 'total', minutes: requiredMinutes - approved.totalMinutes });
  if (requiredNightMinutes !== null && approved.nightMinutes < requiredNightMinutes) missing.push({ category: 'night', minutes: requiredNightMinutes - approved.nightMinutes });

  const weeklyPaceMinutes = Math.round((of('approved')?.recent ?? 0) / PACE_WEEKS);
  let estimatedCompletion: string | null = null;
  const remaining = Math.max(0, ...missing.map((m) => m.minutes));
  if (missing.length === 0 && requiredMinutes !== null) estimatedCompletion = now.toISOString().slice(0, 10);
  else if (remaining > 0 && weeklyPaceMinutes > 0) estimatedCompletion = new Date(now.getTime() + (remaining / weeklyPaceMinutes) * WEEK_MS).toISOString().slice(0, 10);

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
