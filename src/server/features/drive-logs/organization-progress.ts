import { sql, type Kysely } from 'kysely';
import type { StudentTotals } from '../../../shared/api/drive-logs.js';
import type { Database } from '../../db/schema.js';
import { requirementFor } from '../requirements/requirements.js';

/** A school's id and state, for the access check. */
export async function findOrganizationRef(
  db: Kysely<Database>,
  id: string,
): Promise<{ id: string; state: string } | null> {
  return (await db.selectFrom('organization').select(['id', 'state']).where('id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * Approved, night and pending minutes of every student of a school, in one grouped query, with
 * each student's requirement (their own state, else the school's). Archived drives are left out,
 * as in a student's own progress, so the two always agree.
 */
export async function organizationProgress(db: Kysely<Database>, organizationId: string): Promise<StudentTotals[]> {
  const rows = await db
    .selectFrom('user as u')
    .leftJoin('organization as o', 'o.id', 'u.organizationId')
    .leftJoin('driveLog as d', (join) => join.onRef('d.studentId', '=', 'u.id').on('d.archivedAt', 'is', null))
    .select([
      'u.id as studentId',
      sql<string | null>`coalesce(u.state, o.state)`.as('state'),
      sql<number>`coalesce(sum(d."durationMinutes") filter (where d.status = 'approved'), 0)::int`.as(
        'approvedMinutes',
      ),
      sql<number>`coalesce(sum(d."nightMinutes") filter (where d.status = 'approved'), 0)::int`.as('nightMinutes'),
      sql<number>`coalesce(sum(d."durationMinutes") filter (where d.status = 'submitted'), 0)::int`.as(
        'pendingMinutes',
      ),
    ])
    .where('u.organizationId', '=', organizationId)
    .where('u.role', '=', 'student')
    .groupBy(['u.id', 'u.state', 'o.state'])
    .orderBy('u.id')
    .execute();
  return rows.map(({ state, ...totals }) => {
    const rule = requirementFor(state);
    return {
      ...totals,
      requiredMinutes: rule?.supervisedHours != null ? rule.supervisedHours * 60 : null,
      requiredNightMinutes: rule?.nightHours != null ? rule.nightHours * 60 : null,
    };
  });
}
