/** A student's overview: visible to the student, linked parents, school staff and supervisors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let studentId: string;
let otherTeacher: string;
let texasAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  studentId = await t.userId('student');
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;
});
afterAll(() => t?.close());

const view = async (id: string, who: string) =>
  t.request({ method: 'GET', url: `/api/students/${encodeURIComponent(id)}`, cookie: await t.signIn(who) });

describe('GET /api/students/:id', () => {
  it.each(['student', 'parent', 'teacher', 'teacher2', 'owner', 'orgadmin', 'admin', 'state'])(
    'shows Jamie to %s',
    async (who) => {
      const overview = expectOk(await view(studentId, who));
      expect(overview.student).toMatchObject({
        id: studentId,
        name: 'Jamie Parker',
        firstName: 'Jamie',
        lastName: 'Parker',
        email: 'student@roadlog.test',
        state: 'CA',
        parentEmail: 'parent@roadlog.test',
        status: 'active',
      });
      expect(overview.organization).toEqual({
        id: DEMO_SCHOOL_ID,
        name: 'Golden State Driving School',
        state: 'CA',
        status: 'approved',
      });
      expect(overview.requirement).toMatchObject({ code: 'CA', name: 'California' });
    },
  );

  // A student's existence is private: forbidden and missing answer alike.
  it.each([
    ['another student of the same school', () => 'student2'],
    ['a parent not linked to Jamie', () => 'parent2'],
    ['a teacher of another school', () => otherTeacher],
    ["another state's admin", () => texasAdmin],
  ])('answers 404 to %s', async (_label, who) => {
    expectError(await view(studentId, who()), 404, 'not-found');
  });

  it('answers 404 for an id that is not a student', async () => {
    expectError(await view(await t.userId('teacher'), 'admin'), 404, 'not-found');
    expectError(await view('no-such-student', 'admin'), 404, 'not-found');
  });

  it('shows a student without a school with their own state', async () => {
    const { id } = await createPerson(t.app, { role: 'student', state: 'TX', organizationId: null });
    const overview = expectOk(await view(id, 'admin'));
    expect(overview.organization).toBeNull();
    expect(overview.student.state).toBe('TX');
    expect(overview.requirement).toMatchObject({ code: 'TX' });
  });

  it('refuses an over-long id with validation-failed', async () => {
    expectError(await view('x'.repeat(101), 'admin'), 414, 'uri-too-long');
  });
});
