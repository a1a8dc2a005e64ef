import { sql, type Kysely } from 'kysely';
import type { OrganizationStats } from '../../../shared/api/organizations.js';
import type { Database } from '../../db/schema.js';
import { stateRuleMinutes } from '../requirements/requirements.js';

/** A valid IANA zone, else UTC. */
export function safeTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * A school's figures in one statement (docs/product/schools.md): its learners, teachers, time driven this month
 * in the viewer's zone, drives waiting for review, and learners who met their state's rule (each
 * learner's own state, else the school's; approved, non-archived drives, as everywhere else).
 */
export async function organizationStats(
  db: Kysely<Database>,
  organizationId: string,
  timeZone: string,
): Promise<OrganizationStats> {
  const zone = safeTimeZone(timeZone);
  const rules = JSON.stringify(stateRuleMinutes());
  const { rows } = await sql<Omit<OrganizationStats, 'monthStart'> & { monthStart: Date | string }>`
    with bounds as (
      select (date_trunc('month', now() at time zone ${zone}::text) at time zone ${zone}::text) as "monthStart"
    ),
    rule as (
      select * from jsonb_to_recordset(${rules}::jsonb) as r(code text, minutes int, night int)
    ),
    learner as (
      select u.id, u.status, coalesce(u.state, o.state) as state
      from "user" u join organization o on o.id = u."organizationId"
      where u."organizationId" = ${organizationId} and u.role = 'student'
    ),
    drive as (
      select d."studentId", d.status, d."durationMinutes", d."nightMinutes", d."startedAt"
      from "driveLog" d join learner l on l.id = d."studentId"
      where d."archivedAt" is null
    ),
    totals as (
      select l.id, r.minutes as "requiredMinutes", r.night as "requiredNight",
        coalesce(sum(d."durationMinutes") filter (where d.status = 'approved'), 0) as approved,
        coalesce(sum(d."nightMinutes") filter (where d.status = 'approved'), 0) as night
      from learner l left join rule r on r.code = upper(l.state) left join drive d on d."studentId" = l.id
      group by l.id, r.minutes, r.night
    )
    select
      (select count(*)::int from learner) as students,
      (select count(*)::int from learner where coalesce(status, 'active') = 'active') as "activeStudents",
      (select count(*)::int from "user" where "organizationId" = ${organizationId} and role = 'teacher') as teachers,
      (select coalesce(sum("durationMinutes"), 0)::int from drive, bounds where status <> 'rejected' and "startedAt" >= bounds."monthStart") as "minutesThisMonth",
      (select coalesce(sum("durationMinutes"), 0)::int from drive, bounds where status = 'approved' and "startedAt" >= bounds."monthStart") as "approvedMinutesThisMonth",
      (select count(*)::int from drive, bounds where status <> 'rejected' and "startedAt" >= bounds."monthStart") as "drivesThisMonth",
      (select count(*)::int from drive where status = 'submitted') as "drivesPending",
      (select count(*)::int from totals where "requiredMinutes" is not null and approved >= "requiredMinutes" and night >= coalesce("requiredNight", 0)) as "metRequirement",
      (select count(*)::int from totals where "requiredMinutes" is null) as "noRequirement",
      (select "monthStart" from bounds) as "monthStart"
  `.execute(db);
  const row = rows[0]!;
  return { ...row, monthStart: new Date(row.monthStart).toISOString() };
}
