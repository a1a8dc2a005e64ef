/**
 * Bench data for the state dashboard, bulk-loaded with generate_series (seconds to minutes, not
 * hours): `schools` schools and `students` students in CA (the demo state admin's state), the same
 * again at a tenth of the size in TX and NY around it, and `drives` drives spread over the CA
 * students (a tenth as many per other state). Triggers are off during the load (session_replication_role
 * = replica); the summaries are then rebuilt once with rebuildStateSummaries() and the tables analysed.
 */
export interface StateSeed {
  state: string;
  schools: number;
  students: number;
  drives: number;
}

export function seedStatements(seed: StateSeed): string[] {
  const p = `bench-${seed.state.toLowerCase()}`;
  return [
    `insert into organization (id, name, state, address, "cityCounty", zip, "contactEmail", "contactPhone", status, "statusChangedAt", "createdAt", "updatedAt")
     select '${p}-school-' || i, 'Bench School ' || lpad(i::text, 5, '0') || ' ${seed.state}', '${seed.state}', i || ' Main St', 'City ' || (i % 50),
       '90001', 'office' || i || '@${p}.test', '555-0100',
       case when i % 50 = 0 then 'pending' when i % 97 = 0 then 'suspended' else 'approved' end, now(), now(), now()
     from generate_series(1::bigint, ${seed.schools}) i`,
    `insert into "user" (id, name, email, "emailVerified", role, "organizationId", "firstName", "lastName", state, status, "createdAt", "updatedAt")
     select '${p}-student-' || i,
       (array['Jordan','Taylor','Morgan','Casey','Riley','Avery','Quinn','Jamie','Drew','Skyler'])[1 + i % 10] || ' ' ||
       (array['Smith','Garcia','Nguyen','Johnson','Brown','Lee','Martinez','Kim','Davis','Lopez'])[1 + (i / 10) % 10] || ' ' || i,
       'student' || i || '@${p}.test', true, 'student', '${p}-school-' || (1 + i % ${seed.schools}),
       case when i % 20 = 0 then null else 'Student' end, 'Bench', case when i % 40 = 0 then 'NV' else '${seed.state}' end,
       'active', now() - make_interval(days => ((i * 7919) % 730)::int), now()
     from generate_series(1::bigint, ${seed.students}) i`,
    `insert into "driveLog" (id, "studentId", "organizationId", "supervisorType", "supervisorName", "startedAt", "endedAt", "timeZone",
       "durationMinutes", "nightMinutes", "nightMinutesComputed", source, status, "archivedAt", "createdBy", "createdAt", "updatedAt")
     select '${p}-drive-' || i, '${p}-student-' || s, '${p}-school-' || (1 + s % ${seed.schools}), 'parent', 'Pat Bench',
       t, t + make_interval(mins => d), 'America/Los_Angeles', d, case when i % 5 = 0 then d / 2 else 0 end, 0,
       case when i % 5 < 2 then 'live' else 'manual' end,
       case when i % 20 = 0 then 'rejected' when i % 7 = 0 then 'submitted' else 'approved' end,
       case when i % 97 = 0 then now() end, '${p}-student-' || s, t, t
     from generate_series(1::bigint, ${seed.drives}) i,
       lateral (select (1 + (i * 48271) % ${seed.students})::int as s, (20 + (i * 31) % 100)::int as d,
         now() - make_interval(days => ((i * 16807) % 540)::int, mins => ((i * 13) % 1440)::int) as t) x`,
  ];
}
