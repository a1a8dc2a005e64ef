/**
 * The state admin dashboard's endpoints (docs/product/state-admin.md): who may read them, what bad
 * input answers, and the figures and CSV exports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  StateSchoolsResponse,
  StateStudentsResponse,
  StateSummary,
  StateTrends,
} from '../../src/shared/api/state-dashboard.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let jamie: string;
let texasAdmin: string;
let texasSchool: string;
const cookies = new Map<string, string>();

async function as(who?: string): Promise<string | undefined> {
  if (!who) return undefined;
  if (!cookies.has(who)) cookies.set(who, await t.signIn(who));
  return cookies.get(who);
}

async function drive(
  studentId: string,
  o: { minutes: number; night?: number; status?: 'approved' | 'submitted' | 'rejected'; source?: 'live' | 'manual' },
) {
  const start = new Date(Date.now() - 86_400_000);
  await t.db
    .insertInto('driveLog')
    .values({
      id: crypto.randomUUID(),
      studentId,
      organizationId: null,
      supervisorType: 'other',
      supervisorName: 'Alex Doe',
      startedAt: start,
      endedAt: new Date(start.getTime() + o.minutes * 60_000),
      timeZone: 'UTC',
      durationMinutes: o.minutes,
      nightMinutes: o.night ?? 0,
      nightMinutesComputed: 0,
      weather: '[]',
      roadTypes: '[]',
      skills: '[]',
      notes: '',
      startLabel: '',
      endLabel: '',
      source: o.source ?? 'manual',
      status: o.status ?? 'approved',
      createdBy: studentId,
      updatedAt: new Date(),
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  jamie = await t.userId('student');
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;
  texasSchool = await createSchool(t.app, { state: 'TX' });
  // California needs 50 hours with 10 at night: Jamie meets it, Riley is half way.
  await drive(jamie, { minutes: 50 * 60, night: 10 * 60, source: 'live' });
  await drive(await t.userId('student2'), { minutes: 25 * 60 });
  await drive(await t.userId('student3'), { minutes: 30, status: 'submitted' });
  // A Texan student counts for Texas only.
  const texan = await createPerson(t.app, { role: 'student', organizationId: texasSchool, state: 'TX' });
  await drive(texan.id, { minutes: 600 });
  // A school named like a formula, for the CSV check.
  await createSchool(t.app, { state: 'CA', name: '=HYPERLINK("http://evil.test")' });
});
afterAll(() => t?.close());

const ENDPOINTS = ['', '/students', '/students.csv', '/schools', '/schools.csv', '/trends', '/trends.csv'];

describe('access', () => {
  it.each(ENDPOINTS)('GET /api/state-dashboard/CA%s: signed out 401, other roles 403, other state 403', async (end) => {
    const url = `/api/state-dashboard/CA${end}`;
    expectError(await t.request({ method: 'GET', url }), 401, 'unauthenticated');
    for (const who of ['owner', 'orgadmin', 'teacher', 'student', 'parent']) {
      expectError(await t.request({ method: 'GET', url, cookie: await as(who) }), 403, 'forbidden');
    }
    expectError(await t.request({ method: 'GET', url, cookie: await as(texasAdmin) }), 403, 'forbidden');
    for (const who of ['state', 'admin']) {
      const res = await t.request({ method: 'GET', url, cookie: await as(who) });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('bad input answers 400 validation-failed', async () => {
    const cookie = await as('state');
    for (const url of [
      '/api/state-dashboard/XX',
      '/api/state-dashboard/ca/students',
      '/api/state-dashboard/CA/students?band=half',
      '/api/state-dashboard/CA/students?page=0',
      '/api/state-dashboard/CA/students?pageSize=1000',
      `/api/state-dashboard/CA/students?q=${'x'.repeat(101)}`,
      '/api/state-dashboard/CA/schools?page=abc',
      '/api/state-dashboard/CA/trends?weeks=1000',
      '/api/state-dashboard/CA/students.csv?lang=xx',
    ]) {
      expectError(await t.request({ method: 'GET', url, cookie }), 400, 'validation-failed');
    }
  });
});

describe('figures', () => {
  it("summarises the state's schools, students, hours and who meets the rule", async () => {
    const s = expectOk<StateSummary>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA', cookie: await as('state') }),
    );
    expect(s.students).toBe(3);
    expect(s.metRequirement).toBe(1);
    expect(s.bands).toMatchObject({ '0-25': 1, '50-75': 1, met: 1 });
    expect(s.approvedMinutes).toBe(75 * 60);
    expect(s.loggedMinutes).toBe(75 * 60 + 30);
    expect(s.drives).toBe(3);
    expect(s.liveDrives).toBe(1);
    expect(s.pendingDrives).toBe(1);
    expect(s.schools.total).toBe(2);
    const tx = expectOk<StateSummary>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/TX', cookie: await as(texasAdmin) }),
    );
    expect(tx.students).toBe(1);
    expect(tx.approvedMinutes).toBe(600);
  });

  it('the same count of students meeting the rule as the school dashboard', async () => {
    const stats = expectOk<{ metRequirement: number }>(
      await t.request({ method: 'GET', url: `/api/organizations/${DEMO_SCHOOL_ID}/stats`, cookie: await as('owner') }),
    );
    const s = expectOk<StateSummary>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA', cookie: await as('admin') }),
    );
    expect(s.metRequirement).toBe(stats.metRequirement);
  });

  it('lists, searches, filters and pages students', async () => {
    const cookie = await as('state');
    const all = expectOk<StateStudentsResponse>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA/students', cookie }),
    );
    expect(all.total).toBe(3);
    expect(all.students.map((s) => s.name)).toEqual([...all.students.map((s) => s.name)].sort());
    const met = expectOk<StateStudentsResponse>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA/students?band=met', cookie }),
    );
    expect(met).toMatchObject({ total: 1, students: [{ id: jamie, band: 'met', requiredMinutes: 3000 }] });
    const search = expectOk<StateStudentsResponse>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA/students?q=RILEY', cookie }),
    );
    expect(search.total).toBe(1);
    expect(search.students[0]?.band).toBe('50-75');
    const byMail = expectOk<StateStudentsResponse>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA/students?q=student3%40', cookie }),
    );
    expect(byMail.total).toBe(1);
    const literal = expectOk<StateStudentsResponse>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA/students?q=%25', cookie }),
    );
    expect(literal.total).toBe(0);
    const school = expectOk<StateStudentsResponse>(
      await t.request({ method: 'GET', url: `/api/state-dashboard/CA/students?school=${texasSchool}`, cookie }),
    );
    expect(school.total).toBe(0);
    const page = expectOk<StateStudentsResponse>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA/students?page=2&pageSize=2', cookie }),
    );
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.students).toHaveLength(1);
  });

  it('compares schools', async () => {
    const res = expectOk<StateSchoolsResponse>(
      await t.request({ method: 'GET', url: '/api/state-dashboard/CA/schools', cookie: await as('state') }),
    );
    expect(res.total).toBe(2);
    const demo = res.schools.find((s) => s.id === DEMO_SCHOOL_ID)!;
    expect(demo).toMatchObject({ students: 3, metRequirement: 1, pendingDrives: 1, drives: 3 });
    expect(demo.medianApprovedMinutes).toBe(25 * 60);
    expect(demo.metShare).toBeCloseTo(1 / 3);
    expect(demo.liveShare).toBeCloseTo(1 / 3);
  });

  it('draws trends: this week and this month hold the new figures', async () => {
    const res = expectOk<StateTrends>(
      await t.request({
        method: 'GET',
        url: '/api/state-dashboard/CA/trends?weeks=8&months=6',
        cookie: await as('state'),
      }),
    );
    expect(res.weeks).toHaveLength(8);
    expect(res.months).toHaveLength(6);
    expect(res.weeks.reduce((n, w) => n + w.drives, 0)).toBe(3);
    expect(res.months.at(-1)?.students).toBe(3);
  });

  it('exports CSV with defused formulas', async () => {
    const cookie = await as('state');
    const schools = await t.request({ method: 'GET', url: '/api/state-dashboard/CA/schools.csv?lang=en', cookie });
    expect(schools.statusCode).toBe(200);
    expect(schools.headers['content-type']).toMatch(/^text\/csv/);
    expect(schools.headers['content-disposition']).toContain('schools-CA.csv');
    expect(schools.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(schools.body).toContain('Golden State Driving School');
    const students = await t.request({ method: 'GET', url: '/api/state-dashboard/CA/students.csv?band=met', cookie });
    const lines = students.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Jamie Parker');
    const es = await t.request({ method: 'GET', url: '/api/state-dashboard/CA/trends.csv?lang=es', cookie });
    expect(es.statusCode).toBe(200);
    expect(es.body.split('\r\n')[0]).not.toContain('weekStart');
  });
});
