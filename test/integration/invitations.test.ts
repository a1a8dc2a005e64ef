/** Invitations: who may send, resend and revoke them; accepting and completing; every dead end. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../helpers/test-app.js';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';
import { invitationLinkToken } from '../../src/server/features/invitations/repository.js';

let t: TestApp;
let otherSchool: string;
let otherOwner: string;
let pendingSchool: string;
let pendingOwner: string;
const school = `/api/organizations/${DEMO_SCHOOL_ID}`;
let n = 0;
const fresh = (prefix = 'invitee') => `${prefix}-${++n}-${Date.now()}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  otherSchool = await createSchool(t.app, { state: 'CA' });
  otherOwner = (await createPerson(t.app, { role: 'organization', organizationId: otherSchool, state: 'CA' })).email;
  pendingSchool = await createSchool(t.app, { state: 'CA', status: 'pending' });
  pendingOwner = (await createPerson(t.app, { role: 'organization', organizationId: pendingSchool, state: 'CA' }))
    .email;
});
afterAll(() => t?.close());

/** The public address of an invitation: its link's token, as e-mailed (not the bare id). */
const link = async (id: string) => `/api/invitations/${await invitationLinkToken(t.app, id)}`;
const invite = async (who: string, body: Record<string, unknown>, org = school) =>
  t.request({ method: 'POST', url: `${org}/invitations`, cookie: await t.signIn(who), payload: body });

describe('POST /api/organizations/:id/invitations', () => {
  it('lets the owner, an org-admin and a platform admin invite a teacher, with a 7-day link e-mailed', async () => {
    for (const who of ['owner', 'orgadmin', 'admin']) {
      const email = fresh('teacher');
      const { invitation } = expectOk(await invite(who, { email: email.toUpperCase(), role: 'teacher' }), 201);
      expect(invitation).toMatchObject({
        email,
        role: 'teacher',
        status: 'pending',
        organizationId: DEMO_SCHOOL_ID,
        resendCount: 0,
      });
      expect(invitation.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      const [mail] = await mailsTo(t.db, email, 'invitation-teacher');
      expect(mail?.link).toBe(
        `http://localhost:3000/accept-invitation/${await invitationLinkToken(t.app, invitation.id)}`,
      );
      expect(mail?.subject).toContain('Golden State Driving School');
      const audit = await t.db
        .selectFrom('auditLog')
        .select('action')
        .where('entity', '=', 'invitation')
        .where('entityId', '=', invitation.id)
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['create']);
    }
  });

  it('invites a parent for a student of the school, and refuses a student of another school', async () => {
    const jamie = await t.userId('student');
    const { invitation } = expectOk(
      await invite('owner', { email: fresh('guardian'), role: 'parent', studentId: jamie }),
      201,
    );
    expect(invitation).toMatchObject({ role: 'parent', studentId: jamie, studentName: 'Jamie Parker' });
    const stranger = (await createPerson(t.app, { role: 'student', organizationId: otherSchool, state: 'CA' })).id;
    expectError(
      await invite('owner', { email: fresh('guardian'), role: 'parent', studentId: stranger }),
      404,
      'not-found',
    );
    expectError(await invite('owner', { email: fresh('guardian'), role: 'parent' }), 400, 'validation-failed');
  });

  it('refuses bad input with validation-failed, and roles the form does not offer', async () => {
    expectError(await invite('owner', { email: 'not-an-email', role: 'teacher' }), 400, 'validation-failed');
    expectError(await invite('owner', { email: fresh(), role: 'admin' }), 400, 'validation-failed');
    expectError(await invite('owner', { email: fresh(), role: 'organization' }), 400, 'validation-failed');
    expectError(await invite('owner', { email: fresh() }), 400, 'validation-failed');
  });

  it('answers 401 signed out, 403 to teachers, students, parents and state admins, 404 to another school', async () => {
    expectError(
      await t.request({ method: 'POST', url: `${school}/invitations`, payload: { email: fresh(), role: 'teacher' } }),
      401,
      'unauthenticated',
    );
    for (const who of ['teacher', 'student', 'parent', 'state'])
      expectError(await invite(who, { email: fresh(), role: 'teacher' }), 403, 'forbidden');
    expectError(await invite(otherOwner, { email: fresh(), role: 'teacher' }), 404, 'not-found');
    expectError(
      await invite('owner', { email: fresh(), role: 'teacher' }, '/api/organizations/no-such-school'),
      404,
      'not-found',
    );
  });

  it('refuses a school that is not approved', async () => {
    expectError(
      await invite(pendingOwner, { email: fresh(), role: 'teacher' }, `/api/organizations/${pendingSchool}`),
      403,
      'school-not-approved',
    );
  });

  it('refuses members, members with another role, and a second open invitation', async () => {
    expectError(await invite('owner', { email: 'teacher@roadlog.test', role: 'teacher' }), 409, 'already-member');
    expectError(
      await invite('owner', { email: 'student@roadlog.test', role: 'teacher' }),
      409,
      'invitation-role-conflict',
    );
    expectError(
      await invite('owner', { email: 'parent@roadlog.test', role: 'parent', studentId: await t.userId('student') }),
      409,
      'already-member',
    );
    const email = fresh();
    expectOk(await invite('owner', { email, role: 'org-admin' }), 201);
    expectError(await invite('owner', { email, role: 'teacher' }), 409, 'already-invited');
  });
});

describe('GET /api/organizations/:id/invitations', () => {
  it('lists the school’s invitations for its admins and platform admins only', async () => {
    const email = fresh();
    expectOk(await invite('orgadmin', { email, role: 'teacher' }), 201);
    for (const who of ['owner', 'orgadmin', 'admin']) {
      const { invitations } = expectOk(
        await t.request({ method: 'GET', url: `${school}/invitations`, cookie: await t.signIn(who) }),
      );
      expect(invitations.find((i: { email: string }) => i.email === email)).toMatchObject({
        status: 'pending',
        invitedByName: 'Marcus Green',
      });
    }
    expectError(await t.request({ method: 'GET', url: `${school}/invitations` }), 401, 'unauthenticated');
    expectError(
      await t.request({ method: 'GET', url: `${school}/invitations`, cookie: await t.signIn('teacher') }),
      403,
      'forbidden',
    );
    expectError(
      await t.request({ method: 'GET', url: `${school}/invitations`, cookie: await t.signIn(otherOwner) }),
      404,
      'not-found',
    );
    const other = expectOk(
      await t.request({
        method: 'GET',
        url: `/api/organizations/${otherSchool}/invitations`,
        cookie: await t.signIn(otherOwner),
      }),
    );
    expect(other.invitations.find((i: { email: string }) => i.email === email)).toBeUndefined();
  });
});

describe('resend and revoke', () => {
  it('resends with a fresh expiry and counts, revokes, and then refuses to resend', async () => {
    const email = fresh();
    const { invitation } = expectOk(await invite('owner', { email, role: 'teacher' }), 201);
    await t.db
      .updateTable('invitation')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    const owner = await t.signIn('owner');
    const resent = expectOk(
      await t.request({ method: 'POST', url: `/api/invitations/${invitation.id}/resend`, cookie: owner }),
    );
    expect(resent.invitation).toMatchObject({ status: 'pending', resendCount: 1 });
    expect(await mailsTo(t.db, email, 'invitation-teacher')).toHaveLength(2);
    const revoked = expectOk(
      await t.request({ method: 'POST', url: `/api/invitations/${invitation.id}/revoke`, cookie: owner }),
    );
    expect(revoked.invitation.status).toBe('revoked');
    expectError(
      await t.request({ method: 'POST', url: `/api/invitations/${invitation.id}/resend`, cookie: owner }),
      410,
      'invitation-revoked',
    );
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'invitation')
      .where('entityId', '=', invitation.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'resend', 'revoke']);
  });

  it('answers 401 signed out, 403 to a teacher, 404 to another school and for unknown ids', async () => {
    const { invitation } = expectOk(await invite('owner', { email: fresh(), role: 'teacher' }), 201);
    for (const action of ['resend', 'revoke']) {
      const url = `/api/invitations/${invitation.id}/${action}`;
      expectError(await t.request({ method: 'POST', url }), 401, 'unauthenticated');
      expectError(await t.request({ method: 'POST', url, cookie: await t.signIn('teacher') }), 403, 'forbidden');
      expectError(
        await t.request({ method: 'POST', url, cookie: await t.signIn(otherOwner) }),
        404,
        'invitation-not-found',
      );
      expectError(
        await t.request({ method: 'POST', url: `/api/invitations/nope/${action}`, cookie: await t.signIn('owner') }),
        404,
        'invitation-not-found',
      );
    }
  });
});

describe('using the link', () => {
  it('shows the invitation to its holder, and a clear status for every dead end', async () => {
    const email = fresh();
    const { invitation } = expectOk(await invite('owner', { email, role: 'teacher' }), 201);
    const shown = expectOk(await t.request({ method: 'GET', url: await link(invitation.id) }));
    expect(shown.invitation).toMatchObject({
      status: 'pending',
      role: 'teacher',
      email,
      organizationName: 'Golden State Driving School',
      accountExists: false,
    });
    expectError(await t.request({ method: 'GET', url: '/api/invitations/unknown-id' }), 404, 'invitation-not-found');
    await t.db
      .updateTable('invitation')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', invitation.id)
      .execute();
    expect(expectOk(await t.request({ method: 'GET', url: await link(invitation.id) })).invitation.status).toBe(
      'expired',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: `${await link(invitation.id)}/complete`,
        payload: { firstName: 'Ex', lastName: 'Pired', password: 'a-good-password' },
      }),
      410,
      'invitation-expired',
    );
  });

  it('completes a teacher invitation: verified account, the invitation’s role and school, signed in, home is the instructor dashboard', async () => {
    const email = fresh('new-teacher');
    const { invitation } = expectOk(await invite('owner', { email, role: 'teacher' }), 201);
    // A role in the body is ignored: the role comes from the invitation.
    const response = await t.request({
      method: 'POST',
      url: `${await link(invitation.id)}/complete`,
      payload: { firstName: 'Nia', lastName: 'Teach', password: 'a-good-password', role: 'admin' },
    });
    expect(expectOk(response)).toEqual({ ok: true, homePath: '/instructor-dashboard' });
    const me = expectOk(await t.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(response) }));
    expect(me.user).toMatchObject({
      email,
      role: 'teacher',
      organizationId: DEMO_SCHOOL_ID,
      emailVerified: true,
      temporaryPassword: false,
      name: 'Nia Teach',
    });
    expect(expectOk(await t.request({ method: 'GET', url: await link(invitation.id) })).invitation.status).toBe(
      'accepted',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: `${await link(invitation.id)}/complete`,
        payload: { firstName: 'Nia', lastName: 'Again', password: 'a-good-password' },
      }),
      409,
      'invitation-used',
    );
    expectError(
      await t.request({ method: 'POST', url: `${await link(invitation.id)}/accept`, cookie: cookieFrom(response) }),
      409,
      'invitation-used',
    );
  });

  it('refuses a weak password and bad input, and a revoked link', async () => {
    const { invitation } = expectOk(await invite('owner', { email: fresh(), role: 'org-admin' }), 201);
    const url = `${await link(invitation.id)}/complete`;
    expectError(
      await t.request({ method: 'POST', url, payload: { firstName: 'A', lastName: 'B', password: 'short' } }),
      400,
      'password-does-not-meet-requirements',
    );
    expectError(
      await t.request({ method: 'POST', url, payload: { firstName: '', lastName: 'B', password: 'a-good-password' } }),
      400,
      'validation-failed',
    );
    // The stored profile has the limits of the forms (profile-fields.ts): no 900 KB name, no made-up language.
    const long = expectError(
      await t.request({
        method: 'POST',
        url,
        payload: { firstName: 'x'.repeat(900_000), lastName: 'B', password: 'a-good-password' },
      }),
      400,
      'validation-failed',
    );
    expect(Object.keys(long.fields ?? {})).toEqual(['firstName']);
    const language = expectError(
      await t.request({
        method: 'POST',
        url,
        payload: { firstName: 'A', lastName: 'B', password: 'a-good-password', language: 'xx-evil' },
      }),
      400,
      'validation-failed',
    );
    expect(Object.keys(language.fields ?? {})).toEqual(['language']);
    await t.request({
      method: 'POST',
      url: `/api/invitations/${invitation.id}/revoke`,
      cookie: await t.signIn('owner'),
    });
    expectError(
      await t.request({ method: 'POST', url, payload: { firstName: 'A', lastName: 'B', password: 'a-good-password' } }),
      410,
      'invitation-revoked',
    );
  });

  it('accepts with one click for the signed-in account of that e-mail, and refuses another account', async () => {
    // A teacher without a school (left one) is invited back.
    const loose = await createPerson(t.app, { role: 'teacher', organizationId: null, state: 'CA' });
    const { invitation } = expectOk(await invite('owner', { email: loose.email, role: 'teacher' }), 201);
    const url = `${await link(invitation.id)}/accept`;
    expectError(await t.request({ method: 'POST', url }), 401, 'unauthenticated');
    expectError(
      await t.request({ method: 'POST', url, cookie: await t.signIn('teacher2') }),
      403,
      'invitation-wrong-account',
    );
    expect(expectOk(await t.request({ method: 'POST', url, cookie: await t.signIn(loose.email) }))).toEqual({
      ok: true,
      homePath: '/instructor-dashboard',
    });
    const row = await t.db
      .selectFrom('user')
      .select(['role', 'organizationId'])
      .where('id', '=', loose.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'teacher', organizationId: DEMO_SCHOOL_ID });
    expectError(
      await t.request({ method: 'POST', url: '/api/invitations/unknown/accept', cookie: await t.signIn(loose.email) }),
      404,
      'invitation-not-found',
    );
  });

  it('refuses an account whose role does not fit (a parent cannot accept a teacher invitation)', async () => {
    const email = fresh('parent-turned-teacher');
    const { invitation } = expectOk(await invite('owner', { email, role: 'teacher' }), 201);
    // The parent registered after the invitation was sent.
    const parent = await createPerson(t.app, { role: 'parent', email });
    expectError(
      await t.request({
        method: 'POST',
        url: `${await link(invitation.id)}/accept`,
        cookie: await t.signIn(parent.email),
      }),
      409,
      'invitation-role-conflict',
    );
    expect(expectOk(await t.request({ method: 'GET', url: await link(invitation.id) })).invitation).toMatchObject({
      status: 'pending',
      accountExists: true,
    });
    expectError(
      await t.request({
        method: 'POST',
        url: `${await link(invitation.id)}/complete`,
        payload: { firstName: 'A', lastName: 'B', password: 'a-good-password' },
      }),
      409,
      'invitation-account-exists',
    );
  });

  it('links a parent who accepts a parent invitation, which records their consent', async () => {
    const noah = await t.userId('student3');
    const email = fresh('noah-parent');
    const { invitation } = expectOk(await invite('owner', { email, role: 'parent', studentId: noah }), 201);
    const response = await t.request({
      method: 'POST',
      url: `${await link(invitation.id)}/complete`,
      payload: { firstName: 'Kim', lastName: 'Family', password: 'a-good-password' },
    });
    expect(expectOk(response)).toEqual({ ok: true, homePath: `/student/${noah}` });
    const me = expectOk(await t.request({ method: 'GET', url: '/api/me', cookie: cookieFrom(response) }));
    expect(me.user).toMatchObject({ role: 'parent', studentIds: [noah], organizationId: null });
    const consent = await t.db
      .selectFrom('parentConsent')
      .selectAll()
      .where('studentId', '=', noah)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({ status: 'granted', decidedBy: me.user.uid, decidedByEmail: email });
    expect(await mailsTo(t.db, 'office@goldenstate-driving.test', 'consent-granted')).toHaveLength(1);
  });
});
