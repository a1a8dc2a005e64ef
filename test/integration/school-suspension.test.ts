/**
 * A suspended school stops its staff and students on every route that acts for the school, from
 * their next request on and on every app process; the printable log stays for the student's
 * family records, and the school's own status stays readable. A disabled account is signed out
 * everywhere at once. (docs/SECURITY.md)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveBody } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { routeSamples } from '../helpers/route-samples.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Routes a member of a suspended school may still use: their own account and family records. */
const STILL_OPEN = new Set([
  'GET /api/me',
  'PATCH /api/account',
  'POST /api/account/password',
  'GET /api/my-organization',
  'GET /api/students/:id/drive-log.pdf',
  'GET /api/students/:id/drive-log.csv',
  // Certificates already earned stay the student's (docs/product/certificates.md).
  'GET /api/students/:id/certificates',
  'GET /api/certificates/:id/certificate.pdf',
  // A person's own data: its export and its deletion (docs/product/data-export.md, data-deletion.md).
  'GET /api/data-exports',
  'POST /api/data-exports',
  'GET /api/data-exports/:id',
  'GET /api/data-exports/:id/archive.zip',
  'GET /api/deletion-requests/subjects',
  'POST /api/deletion-requests/account',
]);

let a: TestApp;
let b: TestApp;
let schoolId: string;
const people: Record<'owner' | 'teacher' | 'student', { id: string; email: string; cookie: string }> = {} as never;
let parentCookie: string;
let adminCookie: string;
let feedPath: string;

beforeAll(async () => {
  a = await createTestApp();
  // A second app process on the same database: what one suspends, the other refuses.
  b = await createTestApp({ database: a.database, seed: false });
  schoolId = await createSchool(a.app, { name: 'Suspended Driving School' });
  const owner = await createPerson(a.app, { role: 'organization', organizationId: schoolId });
  await a.db.updateTable('organization').set({ ownerId: owner.id }).where('id', '=', schoolId).execute();
  const teacher = await createPerson(a.app, { role: 'teacher', organizationId: schoolId });
  const student = await createPerson(a.app, { role: 'student', organizationId: schoolId, state: 'CA' });
  const parent = await createPerson(a.app, { role: 'parent', studentIds: [student.id] });
  for (const [key, p] of Object.entries({ owner, teacher, student }))
    people[key as keyof typeof people] = { ...p, cookie: await b.signIn(p.email) };
  parentCookie = await b.signIn(parent.email);
  adminCookie = await a.signIn('admin');
  // A drive waiting for approval, logged before the suspension.
  expectOk(
    await b.request({
      method: 'POST',
      url: '/api/drive-logs',
      cookie: people.student.cookie,
      payload: driveBody(student.id),
    }),
    201,
  );
  feedPath = new URL(
    expectOk(
      await b.request({ method: 'POST', url: '/api/calendar-feeds', cookie: people.teacher.cookie, payload: {} }),
      201,
    ).url,
  ).pathname;
  expectOk(
    await a.request({
      method: 'POST',
      url: `/api/organizations/${schoolId}/status`,
      cookie: adminCookie,
      payload: { status: 'suspended', reason: 'Test suspension' },
    }),
  );
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('a suspended school', () => {
  it('refuses a new drive from its student on the other process, and stores nothing', async () => {
    const before = await a.db.selectFrom('driveLog').select('id').where('studentId', '=', people.student.id).execute();
    const response = await b.request({
      method: 'POST',
      url: '/api/drive-logs',
      cookie: people.student.cookie,
      payload: driveBody(people.student.id),
    });
    expectError(response, 403, 'school-suspended');
    expect(await a.db.selectFrom('driveLog').select('id').where('studentId', '=', people.student.id).execute()).toEqual(
      before,
    );
  });

  it("closes the teacher's dashboard and pending list", async () => {
    expectError(
      await b.request({ method: 'GET', url: '/api/drive-logs/pending', cookie: people.teacher.cookie }),
      403,
      'school-suspended',
    );
    expectError(
      await b.request({ method: 'GET', url: `/api/organizations/${schoolId}/people`, cookie: people.teacher.cookie }),
      403,
      'school-suspended',
    );
  });

  it("keeps the school's status readable so its dashboard can say why", async () => {
    const body = expectOk(await b.request({ method: 'GET', url: '/api/my-organization', cookie: people.owner.cookie }));
    expect(body.organization.status).toBe('suspended');
    const me = expectOk(await b.request({ method: 'GET', url: '/api/me', cookie: people.student.cookie }));
    expect(me.user.organizationStatus).toBe('suspended');
  });

  it("stops the teacher's iCalendar feed", async () => {
    expectError(await b.request({ method: 'GET', url: feedPath }), 404, 'not-found');
  });

  it('keeps the printable log for the student (family records), not for staff', async () => {
    const pdf = await b.request({
      method: 'GET',
      url: `/api/students/${people.student.id}/drive-log.pdf`,
      cookie: people.student.cookie,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expectError(
      await b.request({
        method: 'GET',
        url: `/api/students/${people.student.id}/drive-log.csv`,
        cookie: people.teacher.cookie,
      }),
      403,
      'school-suspended',
    );
  });

  it('leaves the linked parent their own view of the family', async () => {
    expectOk(
      await b.request({ method: 'GET', url: `/api/students/${people.student.id}/progress`, cookie: parentCookie }),
    );
  });

  it.each(['owner', 'teacher', 'student'] as const)('refuses the %s on every other signed-in route', async (who) => {
    const answered: string[] = [];
    for (const route of routeSamples()) {
      if (route.signedOut !== 401 || STILL_OPEN.has(route.key)) continue;
      const url = route.url.replace('demo-school-sacramento', schoolId).replace('some-student', people.student.id);
      const response = await b.request({
        method: route.method as 'GET',
        url,
        cookie: people[who].cookie,
        ...(route.payload ? { payload: route.payload } : {}),
      });
      if (response.statusCode !== 403 || response.json().error?.code !== 'school-suspended')
        answered.push(`${route.key}: ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(answered).toEqual([]);
  });

  it('lets everyone back in once it is approved again', async () => {
    expectOk(
      await a.request({
        method: 'POST',
        url: `/api/organizations/${schoolId}/status`,
        cookie: adminCookie,
        payload: { status: 'approved' },
      }),
    );
    expectOk(await b.request({ method: 'GET', url: '/api/drive-logs/pending', cookie: people.teacher.cookie }));
    expect((await b.request({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expectOk(
      await b.request({
        method: 'POST',
        url: '/api/drive-logs',
        cookie: people.student.cookie,
        payload: driveBody(people.student.id),
      }),
      201,
    );
    expectOk(
      await a.request({
        method: 'POST',
        url: `/api/organizations/${schoolId}/status`,
        cookie: adminCookie,
        payload: { status: 'suspended', reason: 'Test suspension' },
      }),
    );
  });
});

describe('a disabled account', () => {
  it('is signed out on every process at its next request and cannot sign in again', async () => {
    const { id, email } = await createPerson(a.app, { role: 'parent' });
    const cookie = await b.signIn(email);
    expectOk(await b.request({ method: 'GET', url: '/api/plans', cookie }));
    expectOk(
      await a.request({
        method: 'PATCH',
        url: `/api/admin/users/${id}`,
        cookie: adminCookie,
        payload: { status: 'disabled' },
      }),
    );
    expectError(await b.request({ method: 'GET', url: '/api/plans', cookie }), 401, 'unauthenticated');
    expect(expectOk(await b.request({ method: 'GET', url: '/api/me', cookie })).user).toBeNull();
    await expect(b.signIn(email)).rejects.toThrow(/403/);
  });
});
