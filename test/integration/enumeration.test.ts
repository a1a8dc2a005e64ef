/**
 * No answer tells whether an e-mail address has an account (security issue, finding 9):
 * - school staff inviting or adding people learn only about their own school's members and
 *   invitations; an address with an account elsewhere is answered exactly like a new one;
 * - password reset, registration and public data deletion requests answer alike, and do everything
 *   that depends on the address after the answer, so the answer's timing cannot tell either.
 *   Timing is checked structurally here (what runs before the answer); bench/enumeration/timing.ts
 *   measures it for reset and registration.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELETION_LIMITS } from '../../src/server/features/deletion/routes.js';
import { invitationLinkToken } from '../../src/server/features/invitations/repository.js';
import { clearCounters } from '../../src/server/rate-limit.js';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let otherSchool: string;
const school = `/api/organizations/${DEMO_SCHOOL_ID}`;
let n = 0;
const fresh = (label = 'new') => `${label}-${++n}-${Date.now()}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  otherSchool = await createSchool(t.app, { state: 'CA' });
});
afterAll(() => t?.close());

/** New accounts outside the demo school (each test its own: an open invitation is the school's to know). */
async function strangers(): Promise<{ teacher: string; student: string; owner: string; parent: string }> {
  const person = async (role: 'teacher' | 'student' | 'organization' | 'parent') =>
    (await createPerson(t.app, { role, organizationId: role === 'parent' ? null : otherSchool, state: 'CA' })).email;
  return {
    teacher: await person('teacher'),
    student: await person('student'),
    owner: await person('organization'),
    parent: await person('parent'),
  };
}

const post = async (who: string, url: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url, cookie: await t.signIn(who), payload });

/** An answer with what necessarily differs between two people (ids, e-mail, times) blanked. */
function shape(response: LightMyRequestResponse, email: string): { status: number; body: unknown } {
  const text = response.body.split(email).join('<email>');
  const blank = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(blank);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          /^(id|invitationId|expiresAt|createdAt|line)$/.test(k) && v !== null ? '<blank>' : blank(v),
        ]),
      );
    }
    return value;
  };
  return { status: response.statusCode, body: blank(JSON.parse(text)) };
}

describe('inviting someone', () => {
  const cases = async () => {
    const s = await strangers();
    return [
      ['a teacher of another school', s.teacher],
      ['a student of another school', s.student],
      ['the owner of another school', s.owner],
      ['a parent linked to no student of this school', s.parent],
    ] as const;
  };

  it.each(['teacher', 'org-admin'] as const)(
    'as %s answers an address with an account elsewhere exactly like a new one, and mails both',
    async (role) => {
      const all = [
        ...(await cases()),
        ...(role === 'teacher' ? ([['a platform admin', 'admin@roadlog.test']] as const) : []),
      ];
      for (const [label, existing] of all) {
        const address = fresh(role);
        const asNew = await post('owner', `${school}/invitations`, { email: address, role });
        const asExisting = await post('owner', `${school}/invitations`, { email: existing, role });
        expect(shape(asExisting, existing), label).toEqual(shape(asNew, address));
        expect(asNew.statusCode).toBe(201);
        expect(await mailsTo(t.db, existing, `invitation-${role}`), label).toHaveLength(1);
      }
    },
  );

  it('as a parent of a student answers an address with an account elsewhere like a new one', async () => {
    const studentId = await t.userId('student2');
    for (const [label, existing] of await cases()) {
      const address = fresh('guardian');
      const asNew = await post('orgadmin', `${school}/invitations`, { email: address, role: 'parent', studentId });
      const asExisting = await post('orgadmin', `${school}/invitations`, {
        email: existing,
        role: 'parent',
        studentId,
      });
      expect(shape(asExisting, existing), label).toEqual(shape(asNew, address));
    }
  });

  it('still tells what the school knows: its members, its linked parents, its open invitations', async () => {
    expectError(
      await post('owner', `${school}/invitations`, { email: 'teacher@roadlog.test', role: 'teacher' }),
      409,
      'already-member',
    );
    expectError(
      await post('owner', `${school}/invitations`, { email: 'student@roadlog.test', role: 'teacher' }),
      409,
      'invitation-role-conflict',
    );
    expectError(
      await post('owner', `${school}/invitations`, {
        email: 'parent@roadlog.test',
        role: 'parent',
        studentId: await t.userId('student'),
      }),
      409,
      'already-member',
    );
    const { teacher } = await strangers();
    expectOk(await post('owner', `${school}/invitations`, { email: teacher, role: 'teacher' }), 201);
    expectError(
      await post('owner', `${school}/invitations`, { email: teacher, role: 'teacher' }),
      409,
      'already-invited',
    );
  });

  it('does not let the inviter read what the link tells its holder (that the address has an account)', async () => {
    const { owner } = await strangers();
    const { invitation } = expectOk(
      await post('owner', `${school}/invitations`, { email: owner, role: 'org-admin' }),
      201,
    );
    // The staff know the id; the id alone is not the link.
    expectError(
      await t.request({ method: 'GET', url: `/api/invitations/${invitation.id}` }),
      404,
      'invitation-not-found',
    );
    expectError(
      await t.request({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/complete`,
        payload: { firstName: 'A', lastName: 'B', password: 'a-good-password' },
      }),
      404,
      'invitation-not-found',
    );
    expectError(
      await t.request({ method: 'GET', url: `/api/invitations/${invitation.id}~${'A'.repeat(43)}` }),
      404,
      'invitation-not-found',
    );
    // The e-mailed link works for its holder.
    const [mail] = await mailsTo(t.db, owner, 'invitation-org-admin');
    const token = decodeURIComponent(new URL(mail!.link!).pathname.split('/').pop()!);
    expect(token).toBe(await invitationLinkToken(t.app, invitation.id));
    expect(
      expectOk(await t.request({ method: 'GET', url: `/api/invitations/${encodeURIComponent(token)}` })).invitation,
    ).toMatchObject({ id: token, accountExists: true });
  });

  it('leaves the existing account’s fate to the link: one that fits joins, one that does not is told there', async () => {
    const { teacher } = await strangers();
    const teacherInvite = await post('owner', `${school}/invitations`, { email: teacher, role: 'org-admin' });
    const teacherToken = await invitationLinkToken(t.app, teacherInvite.json().invitation.id);
    expectError(
      await t.request({
        method: 'POST',
        url: `/api/invitations/${teacherToken}/accept`,
        cookie: await t.signIn(teacher),
      }),
      409,
      'invitation-role-conflict',
    );

    const parent = await createPerson(t.app, { role: 'parent' });
    const parentInvite = await post('owner', `${school}/invitations`, {
      email: parent.email,
      role: 'parent',
      studentId: await t.userId('student3'),
    });
    const parentToken = await invitationLinkToken(t.app, parentInvite.json().invitation.id);
    expectOk(
      await t.request({
        method: 'POST',
        url: `/api/invitations/${parentToken}/accept`,
        cookie: await t.signIn(parent.email),
      }),
    );
    expect(
      await t.db.selectFrom('user').select('studentIds').where('id', '=', parent.id).executeTakeFirstOrThrow(),
    ).toEqual({ studentIds: [await t.userId('student3')] });
  });
});

describe('adding students', () => {
  it('by invitation answers an address with an account elsewhere exactly like a new one', async () => {
    const s = await strangers();
    for (const existing of [s.student, s.teacher, s.parent]) {
      const address = fresh('pupil');
      const asNew = await post('owner', `${school}/students`, {
        mode: 'invite',
        email: address,
        firstName: 'Sam',
        lastName: 'Lee',
      });
      const asExisting = await post('owner', `${school}/students`, {
        mode: 'invite',
        email: existing,
        firstName: 'Sam',
        lastName: 'Lee',
      });
      expect(shape(asExisting, existing), existing).toEqual(shape(asNew, address));
      expect(asNew.statusCode).toBe(201);
      expect(await mailsTo(t.db, existing, 'invitation-student')).toHaveLength(1);
    }
  });

  it('with a temporary password does not refuse an address with an account elsewhere: it is invited instead', async () => {
    const existing = (await strangers()).student;
    const before = await t.db
      .selectFrom('user')
      .select(['organizationId', 'temporaryPassword'])
      .where('email', '=', existing)
      .executeTakeFirstOrThrow();
    const { student } = expectOk(
      await post('orgadmin', `${school}/students`, {
        mode: 'create',
        email: existing,
        firstName: 'Sam',
        lastName: 'Lee',
      }),
      201,
    );
    expect(student).toMatchObject({ email: existing, studentId: null, temporaryPassword: null });
    expect(student.invitationId).toEqual(expect.any(String));
    expect(
      await t.db
        .selectFrom('user')
        .select(['organizationId', 'temporaryPassword'])
        .where('email', '=', existing)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await mailsTo(t.db, existing, 'invitation-student')).toHaveLength(1);
  });

  it('previews a CSV without telling which addresses have an account elsewhere', async () => {
    const newOnes = [fresh('csv'), fresh('csv'), fresh('csv')];
    const s = await strangers();
    const existing = [s.teacher, s.parent, s.owner];
    const csv = (emails: string[]) =>
      ['email,firstName,lastName', ...emails.map((e, i) => `${e},Kid${i},Lee`)].join('\n');
    const blanked = (response: LightMyRequestResponse, emails: string[]) =>
      emails.reduce((text, e, i) => text.split(e).join(`<email ${i}>`), response.body);
    for (const mode of ['invite', 'create']) {
      const asNew = await post('owner', `${school}/students/import`, { mode, csv: csv(newOnes), dryRun: true });
      const asExisting = await post('owner', `${school}/students/import`, { mode, csv: csv(existing), dryRun: true });
      expect(asExisting.statusCode).toBe(200);
      expect(blanked(asExisting, existing)).toBe(blanked(asNew, newOnes));
      expect(asExisting.json().valid).toBe(true);
    }
    // Its own members are still flagged.
    const own = expectOk(
      await post('owner', `${school}/students/import`, {
        mode: 'invite',
        csv: csv(['student@roadlog.test']),
        dryRun: true,
      }),
    );
    expect(own.rows[0].errors).toEqual(['email-has-account']);
  });
});

describe('password reset and registration', () => {
  /** Work left for after the answer, held back so the test sees only what ran before it. */
  function holdBackgroundWork() {
    const tasks: (() => Promise<unknown>)[] = [];
    vi.spyOn(t.app.background, 'run').mockImplementation((_label, task) => {
      tasks.push(task);
    });
    return {
      tasks,
      async runAll() {
        for (const task of tasks.splice(0)) await task();
      },
    };
  }

  it('answers a reset request alike, having given better-auth only an address with no account before answering', async () => {
    const held = holdBackgroundWork();
    const seen: string[] = [];
    const handler = t.app.auth.handler;
    vi.spyOn(t.app.auth, 'handler').mockImplementation(async (request: Request) => {
      seen.push(((await request.clone().json()) as { email: string }).email);
      return handler(request);
    });
    const mailer = vi.spyOn(t.app.mailer, 'send');
    const request = (email: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });

    const known = await request('teacher2@roadlog.test');
    const unknown = await request('nobody-at-all@example.test');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: known.statusCode,
      body: known.json(),
    });
    expect(known.statusCode).toBe(200);
    // Before answering: the same call for both, with a made-up address; nothing mailed, no token.
    expect(seen).toHaveLength(2);
    expect(seen.every((e) => e.endsWith('@roadlog.invalid'))).toBe(true);
    expect(mailer).not.toHaveBeenCalled();
    expect(held.tasks).toHaveLength(2);

    await held.runAll();
    expect(seen.slice(2)).toEqual(['teacher2@roadlog.test', 'nobody-at-all@example.test']);
    expect(await mailsTo(t.db, 'teacher2@roadlog.test', 'reset-password')).toHaveLength(1);
    expect(await mailsTo(t.db, 'nobody-at-all@example.test')).toHaveLength(0);
  });

  it('still refuses a malformed reset request before answering', async () => {
    expectError(
      await t.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: 'not-an-email' } }),
      400,
      'validation-failed',
    );
    // A return address off this site is refused by the body check (auth-bodies.ts) before anything else.
    const evil = await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'teacher2@roadlog.test', redirectTo: 'https://evil.example/steal' },
    });
    expect(expectError(evil, 400, 'validation-failed').fields).toHaveProperty('redirectTo');
  });

  const parentBody = (email: string) => ({
    firstName: 'Casey',
    lastName: 'Jordan',
    email,
    password: 'a-good-password',
    contactPhone: '(555) 010-2030',
    state: 'CA',
  });
  const schoolBody = (email: string) => ({
    schoolName: 'Bay Area Driving Academy',
    state: 'CA',
    address: '200 Market St',
    cityCounty: 'San Francisco',
    zip: '94105',
    contactEmail: 'office@bayarea-driving.test',
    contactPhone: '(415) 555-0199',
    firstName: 'Robin',
    lastName: 'Owner',
    email,
    password: 'a-good-password',
  });

  it.each([
    ['parent', '/api/registrations/parent', parentBody, 'parent2@roadlog.test'],
    ['school', '/api/registrations/organization', schoolBody, 'owner@roadlog.test'],
  ] as const)(
    'answers a %s registration alike and hashes, writes and mails only after answering, on both paths',
    async (_label, url, body, knownEmail) => {
      const held = holdBackgroundWork();
      const ctx = await t.app.auth.$context;
      const hash = vi.spyOn(ctx.password, 'hash');
      const mailer = vi.spyOn(t.app.mailer, 'send');
      const newEmail = fresh('registrant');
      const schoolsBefore = (await t.db.selectFrom('organization').select('id').execute()).length;

      const known = await t.request({ method: 'POST', url, payload: body(knownEmail) });
      const unknown = await t.request({ method: 'POST', url, payload: body(newEmail) });
      expect(shape(unknown, newEmail)).toEqual(shape(known, knownEmail));
      expect(known.statusCode).toBe(200);
      // Before answering, neither path hashed, wrote an account or school, or mailed anything.
      expect(hash).not.toHaveBeenCalled();
      expect(mailer).not.toHaveBeenCalled();
      expect(await t.db.selectFrom('user').select('id').where('email', '=', newEmail).execute()).toEqual([]);
      expect(held.tasks).toHaveLength(2);

      await held.runAll();
      // Afterwards both hashed the password once (better-auth does for a known address too).
      expect(hash).toHaveBeenCalledTimes(2);
      expect(await mailsTo(t.db, knownEmail, 'existing-account')).toHaveLength(1);
      expect(await mailsTo(t.db, newEmail, 'verify-email')).toHaveLength(1);
      expect((await t.db.selectFrom('organization').select('id').execute()).length).toBe(
        schoolsBefore + (url.endsWith('organization') ? 1 : 0),
      );
    },
  );

  it('still refuses a password that breaks the policy before answering', async () => {
    const held = holdBackgroundWork();
    const error = expectError(
      await t.request({
        method: 'POST',
        url: '/api/registrations/parent',
        payload: { ...parentBody(fresh('weak')), password: 'abc' },
      }),
      400,
      'password-does-not-meet-requirements',
    );
    expect(error.fields).toEqual({ password: 'minLength' });
    expect(held.tasks).toHaveLength(0);
  });
});

describe('a public data deletion request', () => {
  it('answers alike whether or not the address has an account, and looks the address up only after answering', async () => {
    const held: (() => Promise<unknown>)[] = [];
    const afterReply = vi.spyOn(t.app.background, 'afterReply').mockImplementation((_reply, _label, task) => {
      held.push(task);
    });
    const mailer = vi.spyOn(t.app.mailer, 'send');
    const request = (email: string) =>
      t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email, reason: 'Moving away' } });
    const known = await request('teacher2@roadlog.test');
    const unknown = await request('nobody-to-delete@example.test');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: known.statusCode,
      body: known.json(),
    });
    expect(known.statusCode).toBe(200);
    // Before answering: nothing stored, nothing mailed, the same work held back for both.
    expect(held).toHaveLength(2);
    expect(mailer).not.toHaveBeenCalled();
    expect(await t.db.selectFrom('deletionRequest').select('id').execute()).toEqual([]);

    afterReply.mockRestore();
    for (const task of held) await task();
    expect(await mailsTo(t.db, 'teacher2@roadlog.test', 'deletion-confirm')).toHaveLength(1);
    expect(await mailsTo(t.db, 'nobody-to-delete@example.test')).toHaveLength(0);
    mailer.mockRestore();
  });

  it('is limited per client address, whatever the addresses asked about', async () => {
    await clearCounters(t.db, [], ['ip:deletion-request:']);
    const ask = () => t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: fresh('limit') } });
    for (let i = 0; i < DELETION_LIMITS.perAddress.max; i++) expect((await ask()).statusCode).toBe(200);
    expectError(await ask(), 429, 'rate-limited');
  });
});
