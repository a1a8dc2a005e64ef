/**
 * The session user (/api/me), registration of parents and schools with e-mail verification, and
 * the account's own password and profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, linkIn, mailsTo } from '../helpers/expect.js';
import { cookieFrom, createTestApp, DEMO_PASSWORD, emailOf, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;

const parentBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Casey',
  lastName: 'Jordan',
  email: uniqueEmail('parent'),
  password: 'a-good-password',
  contactPhone: '(555) 010-2030',
  state: 'CA',
  ...overrides,
});

const schoolBody = (overrides: Record<string, unknown> = {}) => ({
  schoolName: 'Bay Area Driving Academy',
  state: 'CA',
  address: '200 Market St',
  cityCounty: 'San Francisco',
  zip: '94105',
  contactEmail: 'office@bayarea-driving.test',
  contactPhone: '(415) 555-0199',
  firstName: 'Robin',
  lastName: 'Owner',
  email: uniqueEmail('owner'),
  password: 'a-good-password',
  ...overrides,
});

const registerParent = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/registrations/parent', payload });
const registerSchool = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/registrations/organization', payload });
const getMe = async (cookie?: string) =>
  expectOk<{ user: Record<string, any> | null }>(await t.request({ method: 'GET', url: '/api/me', cookie })).user;
const userRow = (email: string) => t.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirst();

describe('GET /api/me', () => {
  it('answers { user: null } when signed out', async () => {
    expect(await getMe()).toBeNull();
  });

  it('returns the profile, marks it active and records lastActive', async () => {
    const id = await t.userId('parent');
    await t.db.updateTable('user').set({ status: null, lastActive: null }).where('id', '=', id).execute();
    const response = await t.request({ method: 'GET', url: '/api/me', cookie: await t.signIn('parent') });
    expect(response.headers['cache-control']).toBe('no-store');
    const { user } = expectOk(response);
    expect(user).toMatchObject({
      uid: id,
      email: 'parent@roadlog.test',
      emailVerified: true,
      role: 'parent',
      firstName: 'Pat',
      lastName: 'Parker',
      studentIds: [await t.userId('student'), await t.userId('student2')],
      temporaryPassword: false,
      status: 'active',
    });
    expect(Date.now() - Date.parse(user.lastActive)).toBeLessThan(60_000);
    expect(user).not.toHaveProperty('password');
    const row = await userRow('parent@roadlog.test');
    expect(row).toMatchObject({ status: 'active' });
    expect(row?.lastActive).not.toBeNull();
  });
});

describe('POST /api/registrations/parent', () => {
  it('creates an unverified parent, mails a verification link, and the link verifies', async () => {
    const body = parentBody({ language: 'es' });
    const response = await registerParent({ ...body, email: body.email.toUpperCase() });
    expect(expectOk(response)).toEqual({ ok: true, email: body.email });

    expect(await userRow(body.email)).toMatchObject({
      role: 'parent',
      emailVerified: false,
      state: 'CA',
      preferredLanguage: 'es',
      name: 'Casey Jordan',
      status: 'active',
    });

    // Signing in works, but the product stays closed until the e-mail is verified.
    const cookie = await t.signIn(body.email, body.password);
    expect(await getMe(cookie)).toMatchObject({
      email: body.email,
      emailVerified: false,
      role: 'parent',
      studentIds: [],
    });
    expectError(await t.request({ method: 'GET', url: '/api/students/anyone', cookie }), 403, 'email-not-verified');

    const visit = await t.request({ method: 'GET', url: await linkIn(t.db, body.email, 'verify-email') });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/login?verified=1');

    expect((await userRow(body.email))?.emailVerified).toBe(true);
    expect(await getMe(cookie)).toMatchObject({ emailVerified: true });
    // Past the verification gate: a parent with no linked student simply finds no student.
    expectError(await t.request({ method: 'GET', url: '/api/students/anyone', cookie }), 404, 'not-found');
  });

  it('never takes a role or a verified flag from the request', async () => {
    const body = parentBody({ role: 'admin', emailVerified: true, organizationId: 'demo-school-sacramento' });
    expectOk(await registerParent(body));
    expect(await userRow(body.email)).toMatchObject({ role: 'parent', emailVerified: false, organizationId: null });
  });

  it('answers a known e-mail exactly like a new one and tells the owner instead', async () => {
    const body = parentBody();
    const first = await registerParent(body);
    const again = await registerParent({ ...body, password: 'another-password', firstName: 'Mallory' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: first.statusCode, body: first.json() });

    expect((await mailsTo(t.db, body.email)).map((m) => m.kind)).toEqual(['verify-email', 'existing-account']);
    const rows = await t.db.selectFrom('user').select(['firstName']).where('email', '=', body.email).execute();
    expect(rows).toEqual([{ firstName: 'Casey' }]);
    // The second password did not replace the first.
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: body.email, password: 'another-password' },
      }),
      401,
      'invalid-credentials',
    );
  });

  it('answers a demo account e-mail like a new registration too', async () => {
    const response = await registerParent(parentBody({ email: 'parent2@roadlog.test' }));
    expect(expectOk(response)).toEqual({ ok: true, email: 'parent2@roadlog.test' });
    expect(await mailsTo(t.db, 'parent2@roadlog.test', 'existing-account')).toHaveLength(1);
  });

  it('refuses a password that breaks the policy and creates nobody', async () => {
    const body = parentBody({ password: 'abc' });
    const error = expectError(await registerParent(body), 400, 'password-does-not-meet-requirements');
    expect(error.fields).toEqual({ password: 'minLength' });
    expect(await userRow(body.email)).toBeUndefined();
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['an empty first name', { firstName: '  ' }, 'firstName'],
    ['an unknown state', { state: 'XX' }, 'state'],
    ['a phone with letters', { contactPhone: 'call me' }, 'contactPhone'],
    ['an unknown language', { language: 'xx' }, 'language'],
    ['an empty password', { password: '' }, 'password'],
  ])('refuses %s with validation-failed', async (_label, overrides, field) => {
    const error = expectError(await registerParent(parentBody(overrides)), 400, 'validation-failed');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });
});

describe('POST /api/registrations/organization', () => {
  it('creates a pending school owned by the new user and tells the approvers', async () => {
    const body = schoolBody();
    expect(expectOk(await registerSchool(body))).toEqual({ ok: true, email: body.email });

    const owner = await userRow(body.email);
    expect(owner).toMatchObject({
      role: 'organization',
      emailVerified: false,
      state: 'CA',
      address: '200 Market St',
      zip: '94105',
    });
    const school = await t.db
      .selectFrom('organization')
      .selectAll()
      .where('id', '=', owner!.organizationId!)
      .executeTakeFirstOrThrow();
    expect(school).toMatchObject({
      name: 'Bay Area Driving Academy',
      state: 'CA',
      status: 'pending',
      ownerId: owner!.id,
      contactEmail: 'office@bayarea-driving.test',
    });

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'organization')
      .where('entityId', '=', school.id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actorId: owner!.id })]);

    expect(await mailsTo(t.db, body.email, 'verify-email')).toHaveLength(1);
    const [adminMail] = await mailsTo(t.db, 'admin@roadlog.test', 'organization-registered');
    expect(adminMail?.link).toBe(`http://localhost:3000/admin/organization/${school.id}`);
    const [stateMail] = await mailsTo(t.db, 'state@roadlog.test', 'organization-registered');
    expect(stateMail?.link).toBe('http://localhost:3000/state-admin/CA');
  });

  it('answers a known e-mail like a new one without creating a school', async () => {
    const before = await t.db.selectFrom('organization').select('id').execute();
    const fresh = await registerSchool(schoolBody({ email: 'fresh-owner@example.test' }));
    const afterFresh = await t.db.selectFrom('organization').select('id').execute();
    const known = await registerSchool(schoolBody({ email: 'fresh-owner@example.test', schoolName: 'Copycat School' }));
    expect({ status: known.statusCode, body: known.json() }).toEqual({ status: fresh.statusCode, body: fresh.json() });
    expect(afterFresh).toHaveLength(before.length + 1);
    expect(await t.db.selectFrom('organization').select('id').execute()).toHaveLength(afterFresh.length);
    expect(await mailsTo(t.db, 'fresh-owner@example.test', 'existing-account')).toHaveLength(1);
  });

  it('refuses a password that breaks the policy and leaves no orphan school', async () => {
    const body = schoolBody({ password: 'abc', schoolName: 'Orphan Driving School' });
    expectError(await registerSchool(body), 400, 'password-does-not-meet-requirements');
    expect(
      await t.db.selectFrom('organization').select('id').where('name', '=', 'Orphan Driving School').execute(),
    ).toEqual([]);
    expect(await userRow(body.email)).toBeUndefined();
  });

  it.each([
    ['a bad ZIP code', { zip: '9410' }, 'zip'],
    ['a one-letter school name', { schoolName: 'X' }, 'schoolName'],
    ['a malformed contact e-mail', { contactEmail: 'office' }, 'contactEmail'],
    ['a missing address', { address: undefined }, 'address'],
  ])('refuses %s with validation-failed', async (_label, overrides, field) => {
    const error = expectError(await registerSchool(schoolBody(overrides)), 400, 'validation-failed');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });
});

describe('POST /api/account/password', () => {
  const change = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/account/password', cookie, payload });

  it('refuses a wrong current password', async () => {
    expectError(
      await change(await t.signIn('student3'), { currentPassword: 'not-it', newPassword: 'a-new-password' }),
      400,
      'invalid-password',
    );
  });

  it('refuses a new password that breaks the policy', async () => {
    const error = expectError(
      await change(await t.signIn('student3'), { currentPassword: DEMO_PASSWORD, newPassword: 'abc' }),
      400,
      'password-does-not-meet-requirements',
    );
    expect(error.fields).toEqual({ password: 'minLength' });
  });

  it('refuses a body without the new password', async () => {
    expectError(await change(await t.signIn('student3'), { currentPassword: DEMO_PASSWORD }), 400, 'validation-failed');
  });

  it('changes the password, replaces the session and ends the others', async () => {
    const other = await t.signIn('student3');
    const cookie = await t.signIn('student3');
    const response = await change(cookie, { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-password' });
    expect(expectOk(response)).toEqual({ ok: true });

    const fresh = cookieFrom(response);
    expect(await getMe(fresh)).toMatchObject({ email: 'student3@roadlog.test' });
    expect(await getMe(other)).toBeNull();
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: emailOf('student3'), password: DEMO_PASSWORD },
      }),
      401,
      'invalid-credentials',
    );
    await t.signIn('student3', 'a-new-password');
  });
});

describe('PATCH /api/account', () => {
  const patch = (cookie: string, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: '/api/account', cookie, payload });

  it('updates own contact details and language, and keeps the name in step', async () => {
    const cookie = await t.signIn('teacher');
    const { user } = expectOk(
      await patch(cookie, {
        firstName: 'Tamsin',
        contactPhone: '(916) 555-0000',
        zip: '95814',
        preferredLanguage: 'fr',
      }),
    );
    expect(user).toMatchObject({
      email: 'teacher@roadlog.test',
      firstName: 'Tamsin',
      lastName: 'Nguyen',
      name: 'Tamsin Nguyen',
      contactPhone: '(916) 555-0000',
      zip: '95814',
      preferredLanguage: 'fr',
      role: 'teacher',
    });
    expect(await userRow('teacher@roadlog.test')).toMatchObject({ name: 'Tamsin Nguyen', preferredLanguage: 'fr' });
  });

  it('clears optional fields with an empty string', async () => {
    const { user } = expectOk(await patch(await t.signIn('teacher'), { zip: '' }));
    expect(user.zip).toBe('');
  });

  it('ignores fields a user may not set (role, school, e-mail)', async () => {
    const cookie = await t.signIn('parent2');
    expectError(
      await patch(cookie, { role: 'admin', organizationId: 'demo-school-sacramento', email: 'x@example.test' }),
      400,
      'validation-failed',
    );
    expect(await userRow('parent2@roadlog.test')).toMatchObject({ role: 'parent', organizationId: null });
  });

  it.each([
    ['a bad ZIP code', { zip: 'abc' }, 'zip'],
    ['an unknown language', { preferredLanguage: 'klingon' }, 'preferredLanguage'],
    ['an over-long first name', { firstName: 'x'.repeat(101) }, 'firstName'],
    ['a 900 KB first name', { firstName: 'x'.repeat(900_000) }, 'firstName'],
    ['an invalid contact e-mail', { contactEmail: 'not-an-address' }, 'contactEmail'],
    ['an over-long contact e-mail', { contactEmail: `${'a'.repeat(250)}@example.test` }, 'contactEmail'],
    ['a phone number without enough digits', { contactPhone: '(((-)))' }, 'contactPhone'],
    ['a two-letter address', { address: 'ab' }, 'address'],
    ['an over-long address', { address: 'x'.repeat(201) }, 'address'],
    ['an over-long city or county', { cityCounty: 'x'.repeat(101) }, 'cityCounty'],
    ['a NUL character', { lastName: 'Nguyen\u0000' }, 'lastName'],
    ['an unpaired surrogate', { cityCounty: 'Fresno \ud800' }, 'cityCounty'],
  ])('refuses %s with validation-failed', async (_label, payload, field) => {
    const cookie = await t.signIn('parent2');
    const before = await userRow('parent2@roadlog.test');
    const error = expectError(await patch(cookie, payload), 400, 'validation-failed');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await userRow('parent2@roadlog.test')).toEqual(before);
  });
});
