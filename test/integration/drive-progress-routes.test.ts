/**
 * The dashboards' two drive-log look-ups: who may supervise a student's drive (for "Log past
 * drive") and every student's totals of a school (one grouped query).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentSupervisors, StudentTotals } from '../../src/shared/api/drive-logs.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let jamie: string;
let riley: string;
let noah: string;
let otherTeacher: string;
let texasAdmin: string;
let otherSchool: string;

beforeAll(async () => {
  t = await createTestApp();
  [jamie, riley, noah] = await Promise.all([t.userId('student'), t.userId('student2'), t.userId('student3')]);
  otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;
});
afterAll(() => t?.close());

const get = async (url: string, who?: string) =>
  t.request({ method: 'GET', url, cookie: who ? await t.signIn(who) : undefined });

const HOUR = 3600_000;
/** Logs a drive of `minutes` that ended `daysAgo` days ago at 10:00 UTC (daytime in California is not needed). */
async function logDrive(who: string, studentId: string, daysAgo: number, minutes: number): Promise<string> {
  const end = new Date(Date.now() - daysAgo * 24 * HOUR);
  const start = new Date(end.getTime() - minutes * 60_000);
  const id = crypto.randomUUID();
  const body = {
    id,
    studentId,
    source: 'manual',
    startedAt: start.toISOString(),
    endedAt: end.toISOString(),
    timeZone: 'America/Los_Angeles',
    supervisor: { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' },
  };
  expectOk(
    await t.request({ method: 'POST', url: '/api/drive-logs', cookie: await t.signIn(who), payload: body }),
    201,
  );
  return id;
}

async function review(who: string, driveIds: string[], decision: 'approve' | 'reject') {
  const payload = decision === 'approve' ? { driveIds, decision } : { driveIds, decision, reason: 'Not with me' };
  return expectOk(
    await t.request({ method: 'POST', url: '/api/drive-logs/review', cookie: await t.signIn(who), payload }),
  );
}

describe('GET /api/students/:id/supervisors', () => {
  const url = (id: string) => `/api/students/${encodeURIComponent(id)}/supervisors`;

  it('answers 401 when signed out', async () => {
    expectError(await get(url(jamie)), 401, 'unauthenticated');
  });

  it.each(['student', 'parent', 'teacher', 'owner', 'orgadmin'])(
    "lists Jamie's linked parent and the school's staff to %s",
    async (who) => {
      const body = expectOk<StudentSupervisors>(await get(url(jamie), who));
      expect(body.parents).toEqual([{ id: await t.userId('parent'), name: 'Pat Parker' }]);
      const staff = body.teachers.map((p) => p.name);
      expect(staff).toEqual(expect.arrayContaining(['Tara Nguyen', 'Diego Alvarez', 'Olivia Chen', 'Marcus Green']));
      expect(staff).toHaveLength(4);
      expect(staff).toEqual([...staff].sort());
    },
  );

  it('gives an unlinked student no parents, only staff', async () => {
    const body = expectOk<StudentSupervisors>(await get(url(noah), 'student3'));
    expect(body.parents).toEqual([]);
    expect(body.teachers.length).toBe(4);
  });

  it('leaves out disabled staff and staff of other schools', async () => {
    const gone = await createPerson(t.app, {
      role: 'teacher',
      organizationId: DEMO_SCHOOL_ID,
      state: 'CA',
      firstName: 'Gone',
    });
    await t.db.updateTable('user').set({ status: 'disabled' }).where('id', '=', gone.id).execute();
    const body = expectOk<StudentSupervisors>(await get(url(jamie), 'teacher'));
    expect(body.teachers.map((p) => p.id)).not.toContain(gone.id);
    expect(body.teachers.map((p) => p.name)).not.toContain('Test teacher');
  });

  // Existence is private: a student the caller may not see answers like a missing one.
  it.each([
    ['another student', () => 'student2'],
    ['an unlinked parent', () => 'parent2'],
    ['a teacher of another school', () => otherTeacher],
  ])('answers 404 to %s', async (_label, who) => {
    expectError(await get(url(jamie), who()), 404, 'not-found');
  });

  it('answers 404 for an id that is not a student', async () => {
    expectError(await get(url(await t.userId('teacher')), 'teacher'), 404, 'not-found');
    expectError(await get(url('no-such-student'), 'teacher'), 404, 'not-found');
  });

  it.each(['admin', 'state'])('answers 403 to %s, who cannot log drives', async (who) => {
    expectError(await get(url(jamie), who), 403, 'forbidden');
  });

  it('refuses an over-long id with uri-too-long', async () => {
    expectError(await get(url('x'.repeat(101)), 'teacher'), 414, 'uri-too-long');
  });
});

describe('GET /api/organizations/:id/progress', () => {
  const url = (id: string) => `/api/organizations/${encodeURIComponent(id)}/progress`;
  const totalsOf = (body: { students: StudentTotals[] }, id: string) => body.students.find((s) => s.studentId === id);

  it('answers 401 when signed out', async () => {
    expectError(await get(url(DEMO_SCHOOL_ID)), 401, 'unauthenticated');
  });

  it('lists every student of the school with zero totals before any drive', async () => {
    const body = expectOk<{ students: StudentTotals[] }>(await get(url(DEMO_SCHOOL_ID), 'teacher'));
    expect(body.students.map((s) => s.studentId).sort()).toEqual([jamie, riley, noah].sort());
    // California: 50 hours, 10 of them at night.
    expect(totalsOf(body, noah)).toEqual({
      studentId: noah,
      approvedMinutes: 0,
      nightMinutes: 0,
      pendingMinutes: 0,
      requiredMinutes: 3000,
      requiredNightMinutes: 600,
    });
  });

  it("sums approved and pending minutes, leaving out rejected and archived drives, as the student's own progress does", async () => {
    const approved = await logDrive('student', jamie, 3, 60);
    const archived = await logDrive('student', jamie, 4, 45);
    await logDrive('student', jamie, 2, 30);
    const rejected = await logDrive('parent', riley, 3, 50);
    const rileyApproved = await logDrive('teacher', riley, 5, 20);
    await review('parent', [approved, archived], 'approve');
    await review('teacher', [rileyApproved], 'approve');
    await review('parent', [rejected], 'reject');
    expectOk(
      await t.request({ method: 'POST', url: `/api/drive-logs/${archived}/archive`, cookie: await t.signIn('parent') }),
    );

    const body = expectOk<{ students: StudentTotals[] }>(await get(url(DEMO_SCHOOL_ID), 'owner'));
    expect(totalsOf(body, jamie)).toMatchObject({ approvedMinutes: 60, pendingMinutes: 30 });
    expect(totalsOf(body, riley)).toMatchObject({ approvedMinutes: 20, pendingMinutes: 0 });
    for (const id of [jamie, riley]) {
      const progress = expectOk(await get(`/api/students/${id}/progress`, 'owner'));
      expect(totalsOf(body, id)).toEqual({
        studentId: id,
        approvedMinutes: progress.approved.totalMinutes,
        nightMinutes: progress.approved.nightMinutes,
        pendingMinutes: progress.pending.totalMinutes,
        requiredMinutes: progress.requiredMinutes,
        requiredNightMinutes: progress.requiredNightMinutes,
      });
    }
  });

  it.each(['teacher', 'orgadmin', 'owner', 'admin', 'state'])('shows the school to %s', async (who) => {
    const body = expectOk<{ students: StudentTotals[] }>(await get(url(DEMO_SCHOOL_ID), who));
    expect(body.students).toHaveLength(3);
  });

  it('gives a school without students an empty list', async () => {
    expect(expectOk(await get(url(otherSchool), 'admin'))).toEqual({ students: [] });
  });

  it.each([
    ['a teacher of another school', () => otherTeacher],
    ["another state's admin", () => texasAdmin],
  ])('answers 404 to %s', async (_label, who) => {
    expectError(await get(url(DEMO_SCHOOL_ID), who()), 404, 'not-found');
  });

  it('answers 404 for a school that does not exist', async () => {
    expectError(await get(url('no-such-school'), 'admin'), 404, 'not-found');
  });

  it.each(['student', 'parent'])('answers 403 to %s', async (who) => {
    expectError(await get(url(DEMO_SCHOOL_ID), who), 403, 'forbidden');
  });

  it('refuses an over-long id with uri-too-long', async () => {
    expectError(await get(url('x'.repeat(101)), 'admin'), 414, 'uri-too-long');
  });
});
