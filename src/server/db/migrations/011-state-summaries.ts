import { sql, type Kysely } from 'kysely';

/**
 * Summary tables behind the state admin dashboard (docs/decisions/018-state-summaries.md), kept by
 * triggers so that no write path can forget them and they never disagree with the drives:
 *
 * - `stateRule`: each state's rule in minutes (total, night), copied from the requirements data
 *   at every start (features/state-dashboard/state-rules.ts);
 * - `studentSummary`: one row per student: their school (an existing one, else null), the school's
 *   state (the state whose figures they count in), the state whose rule applies to them (their
 *   own, else the school's), name and e-mail for search, and their drive figures (approved and
 *   approved night minutes, logged minutes, drives, live drives, drives awaiting review) with
 *   the progress band those give under the rule;
 * - `organizationSummary`: the same figures summed per school, with counts per band;
 * - `stateWeekSummary`: drives and minutes per state and week (UTC, Monday first);
 * - `stateMonthStudents`: new students per state and month of their account (UTC).
 *
 * A drive counts when it is not archived and not rejected; approved figures count approved ones.
 * `rebuildStateSummaries()` recomputes everything from scratch (bulk loads, and the tests that
 * prove the triggers right).
 *
 * Also: deleting a student with drives failed, because the drive-version trigger of migration
 * 008 re-inserted a version row for the student being deleted; it now skips students that are
 * gone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function "bumpStudentDrivesVersion"(student text) returns void language sql as $$
      insert into "studentDrivesVersion" ("studentId", version)
      select student, 1 where exists (select 1 from "user" where id = student)
      on conflict ("studentId") do update set version = "studentDrivesVersion".version + 1
    $$`.execute(db);

  await sql`create table "stateRule" (
    code text primary key,
    minutes integer,
    "nightMinutes" integer
  )`.execute(db);

  await sql`create table "studentSummary" (
    "studentId" text primary key,
    "organizationId" text,
    state text,
    "ruleState" text,
    name text not null,
    email text not null,
    "createdAt" timestamptz not null,
    "approvedMinutes" integer not null default 0,
    "nightMinutes" integer not null default 0,
    "loggedMinutes" integer not null default 0,
    drives integer not null default 0,
    "liveDrives" integer not null default 0,
    "pendingDrives" integer not null default 0,
    band smallint
  )`.execute(db);
  await sql`create index "studentSummary_state_name" on "studentSummary" (state, name, "studentId")`.execute(db);
  await sql`create index "studentSummary_state_band_name" on "studentSummary" (state, band, name, "studentId")`.execute(
    db,
  );
  await sql`create index "studentSummary_org_name" on "studentSummary" ("organizationId", name, "studentId")`.execute(
    db,
  );

  await sql`create table "organizationSummary" (
    "organizationId" text primary key,
    students integer not null default 0,
    band0 integer not null default 0,
    band1 integer not null default 0,
    band2 integer not null default 0,
    band3 integer not null default 0,
    met integer not null default 0,
    "noRule" integer not null default 0,
    "approvedMinutes" bigint not null default 0,
    "loggedMinutes" bigint not null default 0,
    drives integer not null default 0,
    "liveDrives" integer not null default 0,
    "pendingDrives" integer not null default 0
  )`.execute(db);

  await sql`create table "stateWeekSummary" (
    state text not null,
    "weekStart" date not null,
    drives integer not null default 0,
    "loggedMinutes" bigint not null default 0,
    "approvedMinutes" bigint not null default 0,
    primary key (state, "weekStart")
  )`.execute(db);

  await sql`create table "stateMonthStudents" (
    state text not null,
    "monthStart" date not null,
    students integer not null default 0,
    primary key (state, "monthStart")
  )`.execute(db);

  await sql`
    create function "summaryWeek"(t timestamptz) returns date language sql immutable as $$
      select date_trunc('week', t at time zone 'UTC')::date
    $$`.execute(db);
  await sql`
    create function "summaryMonth"(t timestamptz) returns date language sql immutable as $$
      select date_trunc('month', t at time zone 'UTC')::date
    $$`.execute(db);

  // The band of a student's row under their rule: 0-3 for each quarter of the hours, 4 when the
  // rule is met (hours and night hours), null when their state has no rule.
  await sql`
    create function "studentSummaryBand"() returns trigger language plpgsql as $$
    declare r "stateRule";
    begin
      select * into r from "stateRule" where code = new."ruleState";
      if r.minutes is null then
        new.band := null;
      elsif new."approvedMinutes" >= r.minutes and new."nightMinutes" >= coalesce(r."nightMinutes", 0) then
        new.band := 4;
      elsif r.minutes = 0 then
        new.band := 3;
      else
        new.band := least(3, (new."approvedMinutes"::bigint * 4) / r.minutes);
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger "studentSummary_band" before insert or update on "studentSummary" for each row execute function "studentSummaryBand"()`.execute(
    db,
  );

  // A student row's share of the school, month and week summaries: taken out for the old row,
  // put in for the new one.
  await sql`
    create function "studentSummaryChanged"() returns trigger language plpgsql as $$
    begin
      if current_setting('roadlog.summaries', true) = 'rebuild' then return null; end if;
      if tg_op <> 'INSERT' and old."organizationId" is not null then
        update "organizationSummary" set
          students = students - 1,
          band0 = band0 - (old.band is not distinct from 0)::int,
          band1 = band1 - (old.band is not distinct from 1)::int,
          band2 = band2 - (old.band is not distinct from 2)::int,
          band3 = band3 - (old.band is not distinct from 3)::int,
          met = met - (old.band is not distinct from 4)::int,
          "noRule" = "noRule" - (old.band is null)::int,
          "approvedMinutes" = "approvedMinutes" - old."approvedMinutes",
          "loggedMinutes" = "loggedMinutes" - old."loggedMinutes",
          drives = drives - old.drives,
          "liveDrives" = "liveDrives" - old."liveDrives",
          "pendingDrives" = "pendingDrives" - old."pendingDrives"
        where "organizationId" = old."organizationId";
      end if;
      if tg_op <> 'DELETE' and new."organizationId" is not null then
        insert into "organizationSummary" as s ("organizationId", students, band0, band1, band2, band3, met, "noRule",
          "approvedMinutes", "loggedMinutes", drives, "liveDrives", "pendingDrives")
        values (new."organizationId", 1, (new.band is not distinct from 0)::int, (new.band is not distinct from 1)::int,
          (new.band is not distinct from 2)::int, (new.band is not distinct from 3)::int,
          (new.band is not distinct from 4)::int, (new.band is null)::int, new."approvedMinutes", new."loggedMinutes",
          new.drives, new."liveDrives", new."pendingDrives")
        on conflict ("organizationId") do update set
          students = s.students + 1,
          band0 = s.band0 + excluded.band0,
          band1 = s.band1 + excluded.band1,
          band2 = s.band2 + excluded.band2,
          band3 = s.band3 + excluded.band3,
          met = s.met + excluded.met,
          "noRule" = s."noRule" + excluded."noRule",
          "approvedMinutes" = s."approvedMinutes" + excluded."approvedMinutes",
          "loggedMinutes" = s."loggedMinutes" + excluded."loggedMinutes",
          drives = s.drives + excluded.drives,
          "liveDrives" = s."liveDrives" + excluded."liveDrives",
          "pendingDrives" = s."pendingDrives" + excluded."pendingDrives";
      end if;

      if tg_op = 'UPDATE' and old.state is not distinct from new.state and old."createdAt" = new."createdAt" then
        return null;
      end if;
      if tg_op <> 'INSERT' and old.state is not null then
        update "stateMonthStudents" set students = students - 1
        where state = old.state and "monthStart" = "summaryMonth"(old."createdAt");
      end if;
      if tg_op <> 'DELETE' and new.state is not null then
        insert into "stateMonthStudents" as m (state, "monthStart", students)
        values (new.state, "summaryMonth"(new."createdAt"), 1)
        on conflict (state, "monthStart") do update set students = m.students + 1;
      end if;

      if tg_op = 'UPDATE' and old.state is not distinct from new.state then return null; end if;
      -- The student's drives move with them from one state's weeks to another's.
      if tg_op <> 'INSERT' and old.state is not null then
        update "stateWeekSummary" w set
          drives = w.drives - x.drives,
          "loggedMinutes" = w."loggedMinutes" - x.logged,
          "approvedMinutes" = w."approvedMinutes" - x.approved
        from (
          select "summaryWeek"(d."startedAt") as week, count(*)::int as drives, sum(d."durationMinutes") as logged,
            coalesce(sum(d."durationMinutes") filter (where d.status = 'approved'), 0) as approved
          from "driveLog" d
          where d."studentId" = old."studentId" and d."archivedAt" is null and d.status <> 'rejected'
          group by 1
        ) x
        where w.state = old.state and w."weekStart" = x.week;
      end if;
      if tg_op <> 'DELETE' and new.state is not null then
        insert into "stateWeekSummary" as w (state, "weekStart", drives, "loggedMinutes", "approvedMinutes")
        select new.state, "summaryWeek"(d."startedAt"), count(*)::int, sum(d."durationMinutes"),
          coalesce(sum(d."durationMinutes") filter (where d.status = 'approved'), 0)
        from "driveLog" d
        where d."studentId" = new."studentId" and d."archivedAt" is null and d.status <> 'rejected'
        group by 2
        on conflict (state, "weekStart") do update set
          drives = w.drives + excluded.drives,
          "loggedMinutes" = w."loggedMinutes" + excluded."loggedMinutes",
          "approvedMinutes" = w."approvedMinutes" + excluded."approvedMinutes";
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger "studentSummary_rollup" after insert or update or delete on "studentSummary" for each row execute function "studentSummaryChanged"()`.execute(
    db,
  );

  // A drive's share of its student's row and of its state's week.
  await sql`
    create function "driveLogSummarize"() returns trigger language plpgsql as $$
    declare st text;
    begin
      if current_setting('roadlog.summaries', true) = 'rebuild' then return null; end if;
      if tg_op = 'UPDATE' and old."studentId" = new."studentId" and old.status = new.status
        and old."archivedAt" is not distinct from new."archivedAt" and old."durationMinutes" = new."durationMinutes"
        and old."nightMinutes" = new."nightMinutes" and old.source = new.source and old."startedAt" = new."startedAt" then
        return null;
      end if;
      if tg_op <> 'INSERT' and old."archivedAt" is null and old.status <> 'rejected' then
        update "studentSummary" set
          "approvedMinutes" = "approvedMinutes" - case when old.status = 'approved' then old."durationMinutes" else 0 end,
          "nightMinutes" = "nightMinutes" - case when old.status = 'approved' then old."nightMinutes" else 0 end,
          "loggedMinutes" = "loggedMinutes" - old."durationMinutes",
          drives = drives - 1,
          "liveDrives" = "liveDrives" - (old.source = 'live')::int,
          "pendingDrives" = "pendingDrives" - (old.status = 'submitted')::int
        where "studentId" = old."studentId"
        returning state into st;
        if st is not null then
          update "stateWeekSummary" set
            drives = drives - 1,
            "loggedMinutes" = "loggedMinutes" - old."durationMinutes",
            "approvedMinutes" = "approvedMinutes" - case when old.status = 'approved' then old."durationMinutes" else 0 end
          where state = st and "weekStart" = "summaryWeek"(old."startedAt");
        end if;
      end if;
      if tg_op <> 'DELETE' and new."archivedAt" is null and new.status <> 'rejected' then
        update "studentSummary" set
          "approvedMinutes" = "approvedMinutes" + case when new.status = 'approved' then new."durationMinutes" else 0 end,
          "nightMinutes" = "nightMinutes" + case when new.status = 'approved' then new."nightMinutes" else 0 end,
          "loggedMinutes" = "loggedMinutes" + new."durationMinutes",
          drives = drives + 1,
          "liveDrives" = "liveDrives" + (new.source = 'live')::int,
          "pendingDrives" = "pendingDrives" + (new.status = 'submitted')::int
        where "studentId" = new."studentId"
        returning state into st;
        if st is not null then
          insert into "stateWeekSummary" as w (state, "weekStart", drives, "loggedMinutes", "approvedMinutes")
          values (st, "summaryWeek"(new."startedAt"), 1, new."durationMinutes",
            case when new.status = 'approved' then new."durationMinutes" else 0 end)
          on conflict (state, "weekStart") do update set
            drives = w.drives + 1,
            "loggedMinutes" = w."loggedMinutes" + excluded."loggedMinutes",
            "approvedMinutes" = w."approvedMinutes" + excluded."approvedMinutes";
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger "driveLog_summary" after insert or update or delete on "driveLog" for each row execute function "driveLogSummarize"()`.execute(
    db,
  );

  // A student's row follows their account: made when they become a student (with the figures of
  // any drives they already have), kept in step with their school, state, name and e-mail.
  await sql`
    create function "userSummarize"() returns trigger language plpgsql as $$
    begin
      if current_setting('roadlog.summaries', true) = 'rebuild' then return null; end if;
      if tg_op = 'UPDATE' and old.role is not distinct from new.role
        and old."organizationId" is not distinct from new."organizationId" and old.state is not distinct from new.state
        and old.name = new.name and old.email = new.email and old."createdAt" = new."createdAt" then
        return null;
      end if;
      if new.role is distinct from 'student' then
        if tg_op = 'UPDATE' then delete from "studentSummary" where "studentId" = old.id; end if;
        return null;
      end if;
      insert into "studentSummary" as s ("studentId", "organizationId", state, "ruleState", name, email, "createdAt",
        "approvedMinutes", "nightMinutes", "loggedMinutes", drives, "liveDrives", "pendingDrives")
      select new.id, o.id, o.state, upper(coalesce(new.state, o.state)), new.name, new.email, new."createdAt",
        coalesce(f.approved, 0), coalesce(f.night, 0), coalesce(f.logged, 0), coalesce(f.drives, 0),
        coalesce(f.live, 0), coalesce(f.pending, 0)
      from (select 1) one
      left join organization o on o.id = new."organizationId"
      left join lateral (
        select sum(d."durationMinutes") filter (where d.status = 'approved') as approved,
          sum(d."nightMinutes") filter (where d.status = 'approved') as night,
          sum(d."durationMinutes") as logged, count(*) as drives,
          count(*) filter (where d.source = 'live') as live,
          count(*) filter (where d.status = 'submitted') as pending
        from "driveLog" d
        where d."studentId" = new.id and d."archivedAt" is null and d.status <> 'rejected'
      ) f on true
      on conflict ("studentId") do update set
        "organizationId" = excluded."organizationId",
        state = excluded.state,
        "ruleState" = excluded."ruleState",
        name = excluded.name,
        email = excluded.email,
        "createdAt" = excluded."createdAt";
      return null;
    end $$`.execute(db);
  await sql`create trigger "user_summary" after insert or update on "user" for each row execute function "userSummarize"()`.execute(
    db,
  );
  // Before the delete cascades to the drives, so the student's drives are taken out of their
  // state's weeks while they are still there.
  await sql`
    create function "userSummaryDelete"() returns trigger language plpgsql as $$
    begin
      delete from "studentSummary" where "studentId" = old.id;
      return old;
    end $$`.execute(db);
  await sql`create trigger "user_summary_delete" before delete on "user" for each row execute function "userSummaryDelete"()`.execute(
    db,
  );

  // A school that changes state takes its students' figures along; a deleted school leaves them
  // without one.
  await sql`
    create function "organizationSummarize"() returns trigger language plpgsql as $$
    begin
      if current_setting('roadlog.summaries', true) = 'rebuild' then return null; end if;
      if tg_op = 'DELETE' then
        update "studentSummary" s set "organizationId" = null, state = null, "ruleState" = upper(u.state)
        from "user" u where s."organizationId" = old.id and u.id = s."studentId";
        delete from "organizationSummary" where "organizationId" = old.id;
      elsif tg_op = 'INSERT' then
        -- Students whose school id named no school yet.
        update "studentSummary" s set "organizationId" = new.id, state = new.state,
          "ruleState" = upper(coalesce(u.state, new.state))
        from "user" u where u."organizationId" = new.id and u.role = 'student' and s."studentId" = u.id;
      elsif new.state is distinct from old.state then
        update "studentSummary" s set state = new.state, "ruleState" = upper(coalesce(u.state, new.state))
        from "user" u where s."organizationId" = new.id and u.id = s."studentId";
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger "organization_summary" after insert or update or delete on organization for each row execute function "organizationSummarize"()`.execute(
    db,
  );

  await sql`
    create function "rebuildStateSummaries"() returns void language plpgsql as $$
    begin
      perform set_config('roadlog.summaries', 'rebuild', true);
      delete from "studentSummary";
      delete from "organizationSummary";
      delete from "stateWeekSummary";
      delete from "stateMonthStudents";
      insert into "studentSummary" ("studentId", "organizationId", state, "ruleState", name, email, "createdAt",
        "approvedMinutes", "nightMinutes", "loggedMinutes", drives, "liveDrives", "pendingDrives")
      select u.id, o.id, o.state, upper(coalesce(u.state, o.state)), u.name, u.email, u."createdAt",
        coalesce(f.approved, 0), coalesce(f.night, 0), coalesce(f.logged, 0), coalesce(f.drives, 0),
        coalesce(f.live, 0), coalesce(f.pending, 0)
      from "user" u
      left join organization o on o.id = u."organizationId"
      left join (
        select d."studentId", sum(d."durationMinutes") filter (where d.status = 'approved') as approved,
          sum(d."nightMinutes") filter (where d.status = 'approved') as night,
          sum(d."durationMinutes") as logged, count(*) as drives,
          count(*) filter (where d.source = 'live') as live,
          count(*) filter (where d.status = 'submitted') as pending
        from "driveLog" d
        where d."archivedAt" is null and d.status <> 'rejected'
        group by d."studentId"
      ) f on f."studentId" = u.id
      where u.role = 'student';
      insert into "organizationSummary" ("organizationId", students, band0, band1, band2, band3, met, "noRule",
        "approvedMinutes", "loggedMinutes", drives, "liveDrives", "pendingDrives")
      select "organizationId", count(*), count(*) filter (where band = 0), count(*) filter (where band = 1),
        count(*) filter (where band = 2), count(*) filter (where band = 3), count(*) filter (where band = 4),
        count(*) filter (where band is null), sum("approvedMinutes"), sum("loggedMinutes"), sum(drives),
        sum("liveDrives"), sum("pendingDrives")
      from "studentSummary" where "organizationId" is not null group by 1;
      insert into "stateMonthStudents" (state, "monthStart", students)
      select state, "summaryMonth"("createdAt"), count(*) from "studentSummary" where state is not null group by 1, 2;
      insert into "stateWeekSummary" (state, "weekStart", drives, "loggedMinutes", "approvedMinutes")
      select s.state, "summaryWeek"(d."startedAt"), count(*), sum(d."durationMinutes"),
        coalesce(sum(d."durationMinutes") filter (where d.status = 'approved'), 0)
      from "driveLog" d join "studentSummary" s on s."studentId" = d."studentId"
      where s.state is not null and d."archivedAt" is null and d.status <> 'rejected'
      group by 1, 2;
      perform set_config('roadlog.summaries', '', true);
    end $$`.execute(db);
  await sql`select "rebuildStateSummaries"()`.execute(db);
}
