/** Parent consent: the link, accepting and rejecting, withdrawal, resending, and the drive block. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let otherOwner: string;
let n = 0;
const stamp = Date.now().toString(36);
const mail = (name: string) => `${name}-${++n}-${stamp}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherOwner = (await createPerson(t.app, { role: 'organization', organizationId: otherSchool, state: 'CA' })).email;
});
afterAll(() => t?.close());

/** A student added by the owner with a parent e-mail: the id, the consent token, the e-mails. */
async function addStudent(parentEmail = mail('parent')) {
  const email = mail('kid');
  const { student } = expectOk(
    await t.request({
      method: 'POST',
      url: `/api/organizations/${DEMO_SCHOOL_ID}/students`,
      cookie: await t.signIn('owner'),
      payload: { mode: 'create', email, firstName: 'Kid', lastName: 'Learner', parentEmail },
    }),
    201,
  );
  const row = await t.db
    .selectFrom('parentConsent')
    .select('token')
    .where('studentId', '=', student.studentId)
    .executeTakeFirstOrThrow();
  // The student replaces the temporary password, as the app makes them do first.
  const cookie = await t.signIn(email, student.temporaryPassword);
  expectOk(
    await t.request({
      method: 'POST',
      url: '/api/account/password',
      cookie,
      payload: { currentPassword: student.temporaryPassword, newPassword: 'a-good-password' },
    }),
  );
  return { id: student.studentId as string, email, parentEmail, token: row.token };
}

const drive = (studentId: string, day: number) => ({
  id: crypto.randomUUID(),
  studentId,
  source: 'manual',
  startedAt: `2026-03-${String(day).padStart(2, '0')}T16:00:00-08:00`,
  endedAt: `2026-03-${String(day).padStart(2, '0')}T17:00:00-08:00`,
  timeZone: 'America/Los_Angeles',
  supervisor: { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' },
});

describe('the consent link', () => {
  it('shows the school, the student and the state to the link holder; unknown and malformed tokens are refused', async () => {
    const s = await addStudent();
    const { consent } = expectOk(await t.request({ method: 'GET', url: `/api/consent?token=${s.token}` }));
    expect(consent).toMatchObject({
      status: 'pending',
      schoolName: 'Golden State Driving School',
      studentName: 'Kid Learner',
      studentFirstName: 'Kid',
      parentEmail: s.parentEmail,
      decidedAt: null,
    });
    expectError(
      await t.request({ method: 'GET', url: `/api/consent?token=${'A'.repeat(32)}` }),
      404,
      'consent-not-found',
    );
    expectError(await t.request({ method: 'GET', url: '/api/consent?token=bad!' }), 400, 'validation-failed');
  });

  it('blocks drives until the parent accepts; accepting links the parent, records who and when, and tells the school', async () => {
    const parent = await createPerson(t.app, { role: 'parent', email: mail('registered-parent') });
    const s = await addStudent(parent.email);
    const studentCookie = await t.signIn(s.email, 'a-good-password');
    const blocked = expectError(
      await t.request({ method: 'POST', url: '/api/drive-logs', cookie: studentCookie, payload: drive(s.id, 2) }),
      403,
      'consent-required',
    );
    expect(blocked.details).toEqual({ consent: 'pending' });
    // The school's staff cannot log for the student either.
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/drive-logs',
        cookie: await t.signIn('teacher'),
        payload: drive(s.id, 3),
      }),
      403,
      'consent-required',
    );
    const own = expectOk(
      await t.request({ method: 'GET', url: `/api/students/${s.id}/consent`, cookie: studentCookie }),
    );
    expect(own.consent).toMatchObject({ status: 'pending', canLogDrives: false, parentEmail: parent.email });

    expectError(
      await t.request({ method: 'POST', url: '/api/consent/accept', payload: { token: s.token } }),
      401,
      'unauthenticated',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/consent/accept',
        cookie: await t.signIn('parent2'),
        payload: { token: s.token },
      }),
      403,
      'consent-wrong-account',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/consent/accept',
        cookie: await t.signIn('parent2'),
        payload: { token: 'short' },
      }),
      400,
      'validation-failed',
    );
    const parentCookie = await t.signIn(parent.email);
    expect(
      expectOk(
        await t.request({
          method: 'POST',
          url: '/api/consent/accept',
          cookie: parentCookie,
          payload: { token: s.token },
        }),
      ),
    ).toEqual({ ok: true, studentId: s.id });
    const me = expectOk(await t.request({ method: 'GET', url: '/api/me', cookie: parentCookie }));
    expect(me.user.studentIds).toEqual([s.id]);
    const row = await t.db
      .selectFrom('parentConsent')
      .selectAll()
      .where('studentId', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'granted', decidedBy: parent.id, decidedByEmail: parent.email });
    expect(row.decidedAt).toBeTruthy();
    expect((await mailsTo(t.db, 'office@goldenstate-driving.test', 'consent-granted')).length).toBeGreaterThan(0);
    // Accepting again is harmless; the student can now log drives.
    expectOk(
      await t.request({
        method: 'POST',
        url: '/api/consent/accept',
        cookie: parentCookie,
        payload: { token: s.token },
      }),
    );
    expectOk(
      await t.request({ method: 'POST', url: '/api/drive-logs', cookie: studentCookie, payload: drive(s.id, 4) }),
      201,
    );
    const history = expectOk(
      await t.request({ method: 'GET', url: `/api/students/${s.id}/consent`, cookie: await t.signIn('owner') }),
    );
    expect(history.consent.history.map((h: { action: string }) => h.action)).toEqual(['granted', 'requested']);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'parentConsent')
      .where('entityId', '=', s.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['request', 'grant']);
  });

  it('lets the link holder reject without an account; the school is told and drives stay blocked', async () => {
    const s = await addStudent();
    expect(
      expectOk(await t.request({ method: 'POST', url: '/api/consent/reject', payload: { token: s.token } })),
    ).toEqual({ ok: true, studentId: s.id });
    const row = await t.db
      .selectFrom('parentConsent')
      .selectAll()
      .where('studentId', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'rejected', decidedBy: null, decidedByEmail: s.parentEmail });
    const rejected = await mailsTo(t.db, 'owner@roadlog.test', 'consent-rejected');
    expect(rejected.at(-1)?.text).toContain('Kid Learner');
    expectError(
      await t.request({ method: 'POST', url: '/api/consent/reject', payload: { token: s.token } }),
      409,
      'consent-already-decided',
    );
    const parent = await createPerson(t.app, { role: 'parent', email: s.parentEmail });
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/consent/accept',
        cookie: await t.signIn(parent.email),
        payload: { token: s.token },
      }),
      409,
      'consent-already-decided',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/drive-logs',
        cookie: await t.signIn(s.email, 'a-good-password'),
        payload: drive(s.id, 5),
      }),
      403,
      'consent-required',
    );
    expectError(await t.request({ method: 'POST', url: '/api/consent/reject', payload: {} }), 400, 'validation-failed');
  });
});

describe('staff resend the request', () => {
  it('resends to the same address with the same link, or starts a new request for a corrected address', async () => {
    const s = await addStudent();
    const url = `/api/students/${s.id}/consent/request`;
    const owner = await t.signIn('owner');
    expectOk(await t.request({ method: 'POST', url, cookie: owner, payload: {} }));
    const links = (await mailsTo(t.db, s.parentEmail, 'consent-request')).map((m) => m.link);
    expect(links).toHaveLength(2);
    expect(links[0]).toBe(links[1]);
    const corrected = mail('corrected');
    const { consent } = expectOk(
      await t.request({ method: 'POST', url, cookie: owner, payload: { parentEmail: corrected } }),
    );
    expect(consent).toMatchObject({ status: 'pending', parentEmail: corrected });
    expect(
      (await t.db.selectFrom('user').select('parentEmail').where('id', '=', s.id).executeTakeFirstOrThrow())
        .parentEmail,
    ).toBe(corrected);
    // The old link no longer answers.
    expectError(await t.request({ method: 'GET', url: `/api/consent?token=${s.token}` }), 404, 'consent-not-found');
  });

  it('refuses granted consent, bad input, signed out, other roles and other schools', async () => {
    const jamie = await t.userId('student');
    const url = (id: string) => `/api/students/${id}/consent/request`;
    expectError(
      await t.request({ method: 'POST', url: url(jamie), cookie: await t.signIn('owner'), payload: {} }),
      409,
      'consent-already-granted',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: url(jamie),
        cookie: await t.signIn('owner'),
        payload: { parentEmail: 'bad' },
      }),
      400,
      'validation-failed',
    );
    expectError(await t.request({ method: 'POST', url: url(jamie), payload: {} }), 401, 'unauthenticated');
    for (const who of ['teacher', 'student', 'parent'])
      expectError(
        await t.request({ method: 'POST', url: url(jamie), cookie: await t.signIn(who), payload: {} }),
        403,
        'forbidden',
      );
    expectError(
      await t.request({ method: 'POST', url: url(jamie), cookie: await t.signIn(otherOwner), payload: {} }),
      404,
      'not-found',
    );
  });
});

describe('GET /api/students/:id/consent', () => {
  it('shows the consent to the student, linked parents, the school’s staff and admins only', async () => {
    const jamie = await t.userId('student');
    const url = `/api/students/${jamie}/consent`;
    for (const who of ['student', 'parent', 'teacher', 'owner', 'orgadmin', 'admin', 'state']) {
      expect(expectOk(await t.request({ method: 'GET', url, cookie: await t.signIn(who) })).consent).toMatchObject({
        status: 'granted',
        canLogDrives: true,
      });
    }
    for (const who of ['student2', 'parent2', otherOwner])
      expectError(await t.request({ method: 'GET', url, cookie: await t.signIn(who) }), 404, 'not-found');
    expectError(await t.request({ method: 'GET', url }), 401, 'unauthenticated');
  });
});

describe('withdrawal', () => {
  it('lets a linked parent withdraw: unlinked, drives blocked again, recorded, school told', async () => {
    const parent = await createPerson(t.app, { role: 'parent', email: mail('withdrawing') });
    const s = await addStudent(parent.email);
    const parentCookie = await t.signIn(parent.email);
    expectOk(
      await t.request({
        method: 'POST',
        url: '/api/consent/accept',
        cookie: parentCookie,
        payload: { token: s.token },
      }),
    );
    const url = `/api/students/${s.id}/consent/withdraw`;
    expectError(await t.request({ method: 'POST', url }), 401, 'unauthenticated');
    expectError(await t.request({ method: 'POST', url, cookie: await t.signIn('parent2') }), 404, 'not-found');
    expectError(await t.request({ method: 'POST', url, cookie: await t.signIn('owner') }), 403, 'forbidden');
    expectOk(await t.request({ method: 'POST', url, cookie: parentCookie }));
    expect(expectOk(await t.request({ method: 'GET', url: '/api/me', cookie: parentCookie })).user.studentIds).toEqual(
      [],
    );
    const row = await t.db
      .selectFrom('parentConsent')
      .selectAll()
      .where('studentId', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'withdrawn', decidedBy: parent.id });
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/drive-logs',
        cookie: await t.signIn(s.email, 'a-good-password'),
        payload: drive(s.id, 6),
      }),
      403,
      'consent-required',
    );
    expect((await mailsTo(t.db, 'office@goldenstate-driving.test', 'consent-withdrawn')).length).toBeGreaterThan(0);
    // The school may ask again after a withdrawal.
    expectOk(
      await t.request({
        method: 'POST',
        url: `/api/students/${s.id}/consent/request`,
        cookie: await t.signIn('owner'),
        payload: {},
      }),
    );
  });
});

describe('people list', () => {
  it('gives each student’s consent state and parent e-mail to the school', async () => {
    const s = await addStudent();
    const { students, staff } = expectOk(
      await t.request({
        method: 'GET',
        url: `/api/organizations/${DEMO_SCHOOL_ID}/people`,
        cookie: await t.signIn('owner'),
      }),
    );
    expect(students.find((p: { id: string }) => p.id === s.id)).toMatchObject({
      consentStatus: 'pending',
      parentEmail: s.parentEmail,
    });
    expect(students.find((p: { email: string }) => p.email === 'student@roadlog.test')).toMatchObject({
      consentStatus: 'granted',
    });
    expect(staff.every((p: { consentStatus: string | null }) => p.consentStatus === null)).toBe(true);
  });
});
