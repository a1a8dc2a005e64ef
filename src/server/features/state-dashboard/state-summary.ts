import { sql, type Kysely } from 'kysely';
import type { StateSummary } from '../../../shared/api/state-dashboard.js';
import type { Database } from '../../db/schema.js';

/** The state's headline figures from the per-school summaries (docs/product/state-admin.md). */
export async function stateSummary(db: Kysely<Database>, state: string): Promise<StateSummary> {
  const { rows } = await sql<Record<string, string | number | null>>`
    select
      (select count(*) from organization where state = ${state})::int as "schoolsTotal",
      (select count(*) from organization where state = ${state} and status = 'approved')::int as "schoolsApproved",
      (select count(*) from organization where state = ${state} and status = 'pending')::int as "schoolsPending",
      (select count(*) from organization where state = ${state} and status = 'suspended')::int as "schoolsSuspended",
      coalesce(sum(s.students), 0)::int as students,
      coalesce(sum(s.band0), 0)::int as band0,
      coalesce(sum(s.band1), 0)::int as band1,
      coalesce(sum(s.band2), 0)::int as band2,
      coalesce(sum(s.band3), 0)::int as band3,
      coalesce(sum(s.met), 0)::int as met,
      coalesce(sum(s."noRule"), 0)::int as "noRule",
      coalesce(sum(s.drives), 0)::int as drives,
      coalesce(sum(s."liveDrives"), 0)::int as "liveDrives",
      coalesce(sum(s."pendingDrives"), 0)::int as "pendingDrives",
      coalesce(sum(s."loggedMinutes"), 0)::bigint as "loggedMinutes",
      coalesce(sum(s."approvedMinutes"), 0)::bigint as "approvedMinutes"
    from "organizationSummary" s join organization o on o.id = s."organizationId"
    where o.state = ${state}`.execute(db);
  const r = rows[0]!;
  const n = (k: string) => Number(r[k] ?? 0);
  return {
    state,
    schools: {
      total: n('schoolsTotal'),
      approved: n('schoolsApproved'),
      pending: n('schoolsPending'),
      suspended: n('schoolsSuspended'),
    },
    students: n('students'),
    metRequirement: n('met'),
    noRequirement: n('noRule'),
    bands: {
      '0-25': n('band0'),
      '25-50': n('band1'),
      '50-75': n('band2'),
      '75-100': n('band3'),
      met: n('met'),
      'no-rule': n('noRule'),
    },
    drives: n('drives'),
    liveDrives: n('liveDrives'),
    pendingDrives: n('pendingDrives'),
    loggedMinutes: n('loggedMinutes'),
    approvedMinutes: n('approvedMinutes'),
  };
}
