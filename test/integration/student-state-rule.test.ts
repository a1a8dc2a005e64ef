/**
 * One rule for state admins on every student-facing route (src/server/features/students/
 * load-student.ts): a student of a school is overseen by the admin of the school's state, even
 * when the student's own state differs; a student without a school by their own state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admittedRoles } from '../../src/server/auth/route-access.js';
import { createPerson } from '../helpers/fixtures.js';
import { routeSamples } from '../helpers/route-samples.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let californiaAdmin: string;
let nevadaAdmin: string;
let movedStudent: string;
let familyStudent: string;

/** Every GET route about one student that admits state admins, with the student's id filled in. */
function studentRoutes(studentId: string) {
  const table = new Map(t.app.routeTable.map((r) => [`${r.method} ${r.url}`, r.access]));
  return routeSamples()
    .filter(
      (r) =>
        r.method === 'GET' &&
        r.url.includes('some-student') &&
        admittedRoles(table.get(r.key))?.includes('state-admin'),
    )
    .map((r) => ({ key: r.key, url: r.url.replace('some-student', studentId) }));
}

beforeAll(async () => {
  t = await createTestApp();
  // Lives in Nevada, learns at the demo school in California.
  movedStudent = (await createPerson(t.app, { role: 'student', organizationId: DEMO_SCHOOL_ID, state: 'NV' })).id;
  // A family's own learner in Nevada, without a school.
  familyStudent = (await createPerson(t.app, { role: 'student', organizationId: null, state: 'NV' })).id;
  californiaAdmin = await t.signIn('state');
  nevadaAdmin = await t.signIn((await createPerson(t.app, { role: 'state-admin', state: 'NV' })).email);
});
afterAll(() => t?.close());

describe('state admins and students', () => {
  it('probes every student-facing route a state admin may call', () => {
    expect(studentRoutes('x').map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'GET /api/students/:id',
        'GET /api/drive-logs',
        'GET /api/students/:id/progress',
        'GET /api/students/:id/drive-log.pdf',
        'GET /api/students/:id/skills',
        'GET /api/students/:id/consent',
        'GET /api/exams/history',
      ]),
    );
  });

  it("lets the school's state admin see a student who lives in another state, on every route", async () => {
    const answers = [];
    for (const { key, url } of studentRoutes(movedStudent))
      answers.push({ key, status: (await t.request({ method: 'GET', url, cookie: californiaAdmin })).statusCode });
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  });

  it("answers 404 to the admin of the student's home state, on every route", async () => {
    const answers = [];
    for (const { key, url } of studentRoutes(movedStudent))
      answers.push({ key, status: (await t.request({ method: 'GET', url, cookie: nevadaAdmin })).statusCode });
    expect(answers.filter((a) => a.status !== 404)).toEqual([]);
  });

  it('oversees a student without a school by their own state', async () => {
    const answers = [];
    for (const { key, url } of studentRoutes(familyStudent)) {
      answers.push({
        key,
        who: 'NV',
        status: (await t.request({ method: 'GET', url, cookie: nevadaAdmin })).statusCode,
        expected: 200,
      });
      answers.push({
        key,
        who: 'CA',
        status: (await t.request({ method: 'GET', url, cookie: californiaAdmin })).statusCode,
        expected: 404,
      });
    }
    expect(answers.filter((a) => a.status !== a.expected)).toEqual([]);
  });
});
