import { sql } from 'kysely';
import type { DriveWarning } from '../../../shared/api/drive-logs.js';
import type { Db } from './repository.js';
import { requirementFor } from '../requirements/requirements.js';

/**
 * Warnings for a state's daily and weekly practice caps (docs/product/drive-logs.md: shown, never refused). Totals
 * are the student's live drives (not rejected, not archived) on the new drive's local day and its
 * Monday-to-Sunday week, in the drive's own time zone, the new drive included.
 */
export async function capWarnings(
  db: Db,
  studentId: string,
  state: string | null,
  drive: { startedAt: Date; timeZone: string },
): Promise<DriveWarning[]> {
  const caps = requirementFor(state)?.caps;
  if (!caps || (caps.dailyMinutes === null && caps.weeklyMinutes === null)) return [];
  const local = (column: unknown) => sql`(${column} at time zone ${drive.timeZone})`;
  const started = sql`${drive.startedAt}::timestamptz`;
  const day = 24 * 60 * 60 * 1000;
  const row = await db
    .selectFrom('driveLog as d')
    .select([
      sql<number>`coalesce(sum(d."durationMinutes") filter (where ${local(sql.ref('d.startedAt'))}::date = ${local(started)}::date), 0)::int`.as(
        'dayMinutes',
      ),
      sql<number>`coalesce(sum(d."durationMinutes") filter (where date_trunc('week', ${local(sql.ref('d.startedAt'))}) = date_trunc('week', ${local(started)})), 0)::int`.as(
        'weekMinutes',
      ),
    ])
    .where('d.studentId', '=', studentId)
    .where('d.status', '!=', 'rejected')
    .where('d.archivedAt', 'is', null)
    // A week around the drive is all that can count; the bounds keep the scan on the index.
    .where('d.startedAt', '>', new Date(drive.startedAt.getTime() - 8 * day))
    .where('d.startedAt', '<', new Date(drive.startedAt.getTime() + 8 * day))
    .executeTakeFirstOrThrow();
  const warnings: DriveWarning[] = [];
  if (caps.dailyMinutes !== null && row.dayMinutes > caps.dailyMinutes)
    warnings.push({ code: 'daily-cap', limitMinutes: caps.dailyMinutes, totalMinutes: row.dayMinutes });
  if (caps.weeklyMinutes !== null && row.weekMinutes > caps.weeklyMinutes)
    warnings.push({ code: 'weekly-cap', limitMinutes: caps.weeklyMinutes, totalMinutes: row.weekMinutes });
  return warnings;
}
