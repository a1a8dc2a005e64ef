/**
 * A student's drive list and progress (docs/product/drive-logs.md): totals against the state rule (California:
 * 50 hours, 10 at night) equal the sums of the stored rows; approved and pending apart; weather,
 * road type and supervisor for approved drives only; archived and rejected drives never count.
 * The list filters by status, local date in the drive's own time zone, weather and road type, and
 * pages with a total.
 * Fixtures: Pia, a fresh student of the demo school with her own parent and a log of every kind of
 * drive; Jamie's demo family for access; a second school's teacher and Texas's state admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drive, Progress } from '../../src/shared/api/drive-logs.js';
import { driveApi, type DriveApi } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

const HOUR = 3600_000;

let t: TestApp;
let api: DriveApi;
let pia: string;
let piaEmail: string;
let piaParent: { id: string; email: string };
let teacherId: string;
let otherTeacher: string;
let texasAdmin: string;
/** Pia's drives by name. */
type DriveName =
  'rainHighway' | 'night' | 'rural' | 'recent' | 'pending' | 'rejected' | 'archived' | 'lateLa' | 'earlyNy';
const d = {} as Record<DriveName, Drive>;

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  teacherId = await t.userId('teacher');
  ({ id: pia, email: piaEmail } = await createPerson(t.app, {
    role: 'student',
    organizationId: DEMO_SCHOOL_ID,
    state: 'CA',
    firstName: 'Pia',
    lastName: 'Progress',
  }));
  piaParent = await createPerson(t.app, {
    role: 'parent',
    state: 'CA',
    studentIds: [pia],
    firstName: 'Paz',
    lastName: 'Progress',
  });
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;

  const parentSupervisor = { type: 'parent', userId: piaParent.id } as const;
  const teacherSupervisor = { type: 'teacher', userId: teacherId } as const;
  // Approved: a daytime highway drive in the rain, a night drive, a short rural one, and a recent one.
  d.rainHighway = await api.log(piaEmail, pia, {
    startedAt: '2026-03-10T10:00:00-07:00',
    endedAt: '2026-03-10T11:30:00-07:00',
    weather: ['rain', 'wind'],
    roadTypes: ['highway', 'urban'],
    supervisor: parentSupervisor,
  });
  d.night = await api.log(piaParent.email, pia, {
    startedAt: '2026-01-15T19:00:00-08:00',
    endedAt: '2026-01-15T20:00:00-08:00',
    weather: ['clear'],
    roadTypes: ['residential'],
    supervisor: teacherSupervisor,
  });
  d.rural = await api.log('teacher', pia, {
    startedAt: '2026-02-02T09:00:00-08:00',
    endedAt: '2026-02-02T09:45:00-08:00',
    weather: [],
    roadTypes: ['rural'],
  });
  // Three days ago, whatever the time of day; its night minutes are pinned by a correction so the
  // totals below do not depend on when the test runs.
  const recentStart = new Date(Date.now() - 3 * 24 * HOUR);
  d.recent = await api.log(piaParent.email, pia, {
    startedAt: recentStart.toISOString(),
    endedAt: new Date(recentStart.getTime() + HOUR).toISOString(),
    weather: ['clear'],
    roadTypes: ['urban'],
    supervisor: parentSupervisor,
  });
  expectOk(
    await api.post('teacher', `/api/drive-logs/${d.recent.id}/night-minutes`, { nightMinutes: 0, reason: 'Daylight' }),
  );
  await api.review(piaParent.email, [d.rainHighway.id, d.night.id, d.rural.id, d.recent.id]);
  // Pending, rejected, and an archived approved drive.
  d.pending = await api.log(piaEmail, pia, {
    startedAt: '2026-03-12T10:00:00-07:00',
    endedAt: '2026-03-12T10:30:00-07:00',
    weather: ['snow'],
    roadTypes: ['gravel'],
  });
  d.rejected = await api.log(piaEmail, pia, {
    startedAt: '2026-03-13T10:00:00-07:00',
    endedAt: '2026-03-13T12:00:00-07:00',
    weather: ['fog'],
    roadTypes: ['highway'],
  });
  await api.review('teacher', [d.rejected.id], 'reject', 'No supervisor licence');
  d.archived = await api.log(piaEmail, pia, {
    startedAt: '2026-03-14T10:00:00-07:00',
    endedAt: '2026-03-14T13:20:00-07:00',
    weather: ['ice'],
    roadTypes: ['highway'],
  });
  await api.review('teacher', [d.archived.id]);
  expectOk(await api.post(piaEmail, `/api/drive-logs/${d.archived.id}/archive`));
  // Late evening on 30 April in Los Angeles (already 1 May in UTC), and just after midnight on 1 May
  // in New York (still 30 April in Los Angeles).
  d.lateLa = await api.log(piaEmail, pia, {
    startedAt: '2026-04-30T23:00:00-07:00',
    endedAt: '2026-04-30T23:30:00-07:00',
    weather: [],
    roadTypes: ['urban'],
  });
  d.earlyNy = await api.log(piaEmail, pia, {
    startedAt: '2026-05-01T01:00:00-04:00',
    endedAt: '2026-05-01T01:30:00-04:00',
    timeZone: 'America/New_York',
    weather: [],
    roadTypes: ['urban'],
  });
});
afterAll(() => t?.close());

// Pia is only theirs to see through her own parent and her school.
const strangers: [string, () => string][] = [
  ['another student', () => 'student'],
  ['a parent of other students', () => 'parent'],
  ['a parent without students', () => 'parent2'],
  ['a teacher of another school', () => otherTeacher],
  ["another state's admin", () => texasAdmin],
];
/** A demo account key, or `pia` / `piaParent` for the fixtures' own accounts. */
const account = (who: string) => (who === 'pia' ? piaEmail : who === 'piaParent' ? piaParent.email : who);

/** The progress the stored rows imply, computed here in plain code. */
async function expectedFromRows(): Promise<
  Omit<
    Progress,
    'weeklyPaceMinutes' | 'estimatedCompletion' | 'state' | 'requiredMinutes' | 'requiredNightMinutes' | 'missing'
  >
> {
  const rows = await t.db
    .selectFrom('driveLog')
    .selectAll()
    .where('studentId', '=', pia)
    .where('archivedAt', 'is', null)
    .execute();
  const sum = (status: string) => {
    const of = rows.filter((r) => r.status === status);
    return {
      totalMinutes: of.reduce((s, r) => s + r.durationMinutes, 0),
      nightMinutes: of.reduce((s, r) => s + r.nightMinutes, 0),
      drives: of.length,
    };
  };
  const approved = rows.filter((r) => r.status === 'approved');
  const by = (key: (r: (typeof rows)[number]) => string[]) => {
    const out: Record<string, number> = {};
    for (const r of approved) for (const k of key(r)) out[k] = (out[k] ?? 0) + r.durationMinutes;
    return out;
  };
  return {
    approved: sum('approved'),
    pending: sum('submitted'),
    byWeather: by((r) => r.weather as string[]),
    byRoadType: by((r) => r.roadTypes as string[]),
    bySupervisor: by((r) => [r.supervisorType]),
  };
}

describe('GET /api/students/:id/progress', () => {
  const url = () => `/api/students/${pia}/progress`;

  it('refuses a signed-out caller with 401', async () => {
    expectError(await api.get(null, url()), 401, 'unauthenticated');
  });

  it.each(strangers)('answers 404 to %s', async (_label, who) => {
    expectError(await api.get(who(), url()), 404, 'not-found');
  });

  it('answers 404 for an id that is not a student', async () => {
    expectError(await api.get('admin', `/api/students/${teacherId}/progress`), 404, 'not-found');
    expectError(await api.get('admin', '/api/students/no-such-student/progress'), 404, 'not-found');
  });

  it('totals equal the sums of the stored rows', async () => {
    const progress = await api.progress('teacher', pia);
    expect(progress).toMatchObject(await expectedFromRows());
  });

  it('matches the log: approved and pending apart; rejected and archived drives left out; categories from approved drives only', async () => {
    const progress = await api.progress(piaParent.email, pia);
    expect(progress.approved).toEqual({ totalMinutes: 90 + 60 + 45 + 60, nightMinutes: 60, drives: 4 });
    expect(progress.pending).toEqual({
      totalMinutes: 30 + 30 + 30,
      nightMinutes: d.pending.nightMinutes + d.lateLa.nightMinutes + d.earlyNy.nightMinutes,
      drives: 3,
    });
    expect(progress.byWeather).toEqual({ rain: 90, wind: 90, clear: 120 });
    expect(progress.byRoadType).toEqual({ highway: 90, urban: 150, residential: 60, rural: 45 });
    expect(progress.bySupervisor).toEqual({ parent: 150, teacher: 60, other: 45 });
  });

  it("measures against California's rule: 50 hours, 10 of them at night", async () => {
    const own = await api.progress(piaEmail, pia);
    expect(own).toMatchObject({ state: 'CA', requiredMinutes: 3000, requiredNightMinutes: 600 });
    expect(own.missing).toEqual([
      { category: 'total', minutes: 3000 - 255 },
      { category: 'night', minutes: 600 - 60 },
    ]);
  });

  it('paces on the approved minutes of the last four weeks and estimates the completion date from it', async () => {
    const progress = await api.progress('admin', pia);
    expect(progress.weeklyPaceMinutes).toBe(15); // only the 60-minute drive of three days ago
    const weeks = (3000 - 255) / 15;
    const expected = Date.now() + weeks * 7 * 24 * HOUR;
    expect(Math.abs(Date.parse(progress.estimatedCompletion!) - expected)).toBeLessThanOrEqual(2 * 24 * HOUR);
  });

  it.each(['teacher', 'owner', 'orgadmin', 'admin', 'state'])('shows %s the same progress', async (who) => {
    expect(await api.progress(who, pia)).toEqual(await api.progress(piaParent.email, pia));
  });

  it('starts a new learner at zero with everything missing and no estimate', async () => {
    const fresh = (await createPerson(t.app, { role: 'student', organizationId: DEMO_SCHOOL_ID, state: 'CA' })).id;
    expect(await api.progress('teacher', fresh)).toEqual({
      state: 'CA',
      requiredMinutes: 3000,
      requiredNightMinutes: 600,
      approved: { totalMinutes: 0, nightMinutes: 0, drives: 0 },
      pending: { totalMinutes: 0, nightMinutes: 0, drives: 0 },
      byWeather: {},
      byRoadType: {},
      bySupervisor: {},
      weeklyPaceMinutes: 0,
      estimatedCompletion: null,
      missing: [
        { category: 'total', minutes: 3000 },
        { category: 'night', minutes: 600 },
      ],
    });
  });

  it('has no requirement for a student without a state', async () => {
    const stateless = await createPerson(t.app, { role: 'student', organizationId: null, state: null });
    const drive = await api.log(stateless.email, stateless.id);
    expect(drive.organizationId).toBeNull();
    const progress = await api.progress('admin', stateless.id);
    expect(progress).toMatchObject({
      state: null,
      requiredMinutes: null,
      requiredNightMinutes: null,
      missing: [],
      estimatedCompletion: null,
      pending: { totalMinutes: 60, drives: 1 },
    });
  });
});

describe('GET /api/drive-logs', () => {
  const ids = (drives: Drive[]) => drives.map((x) => x.id);
  const list = async (query: Record<string, string | number | boolean> = {}, who = 'teacher') =>
    api.list(who, pia, query);

  it('refuses a signed-out caller with 401', async () => {
    expectError(await api.get(null, `/api/drive-logs?studentId=${pia}`), 401, 'unauthenticated');
  });

  it.each(strangers)('answers 404 to %s', async (_label, who) => {
    expectError(await api.get(who(), `/api/drive-logs?studentId=${pia}`), 404, 'not-found');
  });

  it.each([
    ['no student', '', 'studentId'],
    ['an unknown status', '&status=pending', 'status'],
    ['an impossible date', '&from=2026-13-01', 'from'],
    ['a US-style date', '&to=04/30/2026', 'to'],
    ['an unknown weather', '&weather=hail', 'weather'],
    ['an unknown road type', '&roadType=dirt', 'roadType'],
    ['archived=yes', '&archived=yes', 'archived'],
    ['a limit of 0', '&limit=0', 'limit'],
    ['a limit over 500', '&limit=501', 'limit'],
    ['a negative offset', '&offset=-1', 'offset'],
  ])('refuses %s with validation-failed', async (_label, query, field) => {
    const url = query === '' ? '/api/drive-logs' : `/api/drive-logs?studentId=${pia}${query}`;
    expect(expectError(await api.get('teacher', url), 400, 'validation-failed').fields).toHaveProperty(field);
  });

  it.each(['pia', 'piaParent', 'teacher', 'owner', 'orgadmin', 'admin', 'state'])(
    'lists the live drives, newest first, with the progress, to %s',
    async (who) => {
      const result = await api.list(account(who), pia);
      // Newest first by the instant: 23:00 in Los Angeles comes after 01:00 in New York.
      expect(ids(result.drives)).toEqual(
        [d.recent, d.lateLa, d.earlyNy, d.rejected, d.pending, d.rainHighway, d.rural, d.night].map((x) => x.id),
      );
      expect(result.total).toBe(8);
      expect(result.drives.every((x) => x.studentName === 'Pia Progress')).toBe(true);
      expect(result.progress).toEqual(await api.progress('admin', pia));
    },
  );

  it('shows the archived drives apart with archived=true', async () => {
    const result = await list({ archived: true });
    expect(ids(result.drives)).toEqual([d.archived.id]);
    expect(result.total).toBe(1);
  });

  it.each([
    ['approved', () => [d.recent, d.rainHighway, d.rural, d.night]],
    ['submitted', () => [d.lateLa, d.earlyNy, d.pending]],
    ['rejected', () => [d.rejected]],
  ])('filters by status %s', async (status, expected) => {
    const result = await list({ status });
    expect(ids(result.drives)).toEqual(expected().map((x) => x.id));
    expect(result.total).toBe(expected().length);
  });

  it.each([
    ['rain', {}, () => [d.rainHighway]],
    ['clear', {}, () => [d.recent, d.night]],
    ['snow', {}, () => [d.pending]],
    ['ice', { archived: true }, () => [d.archived]],
  ])('filters by weather %s', async (weather, extra, expected) => {
    expect(ids((await list({ weather, ...extra })).drives)).toEqual(expected().map((x) => x.id));
  });

  it.each([
    ['highway', () => [d.rejected, d.rainHighway]],
    ['gravel', () => [d.pending]],
    ['parking-lot', () => []],
  ])('filters by road type %s', async (roadType, expected) => {
    expect(ids((await list({ roadType })).drives)).toEqual(expected().map((x) => x.id));
  });

  it("filters by local dates in each drive's own time zone", async () => {
    // 30 April 23:00 in Los Angeles is 1 May in UTC; 1 May 01:00 in New York is 30 April in Los Angeles.
    expect(ids((await list({ from: '2026-04-30', to: '2026-04-30' })).drives)).toEqual([d.lateLa.id]);
    expect(ids((await list({ from: '2026-05-01', to: '2026-05-01' })).drives)).toEqual([d.earlyNy.id]);
    expect(ids((await list({ from: '2026-03-10', to: '2026-03-13' })).drives)).toEqual(
      [d.rejected, d.pending, d.rainHighway].map((x) => x.id),
    );
    expect(ids((await list({ to: '2026-01-31' })).drives)).toEqual([d.night.id]);
    expect((await list({ from: '2026-03-11' })).total).toBe(5);
  });

  it('combines filters', async () => {
    expect(ids((await list({ status: 'approved', roadType: 'urban', from: '2026-03-01' })).drives)).toEqual(
      [d.recent, d.rainHighway].map((x) => x.id),
    );
  });

  it('pages with limit and offset and keeps the total of the whole list', async () => {
    const all = ids((await list()).drives);
    const pages = [];
    for (let offset = 0; offset < 10; offset += 3) {
      const page = await list({ limit: 3, offset });
      expect(page.total).toBe(8);
      expect(page.drives.length).toBe(Math.max(0, Math.min(3, 8 - offset)));
      pages.push(...ids(page.drives));
    }
    expect(pages).toEqual(all);
    const filtered = await list({ status: 'approved', limit: 1, offset: 1 });
    expect({ ids: ids(filtered.drives), total: filtered.total }).toEqual({ ids: [d.rainHighway.id], total: 4 });
  });

  it('marks a drive with a waiting amendment', async () => {
    expectOk(
      await api.post(piaParent.email, `/api/drive-logs/${d.rural.id}/amendments`, {
        changes: { notes: 'Farm roads' },
        reason: 'Add notes',
      }),
      201,
    );
    const result = await list({ status: 'approved' });
    expect(result.drives.find((x) => x.id === d.rural.id)?.pendingAmendment).toBe(true);
    expect(result.drives.filter((x) => x.pendingAmendment)).toHaveLength(1);
  });
});
