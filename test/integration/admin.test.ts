/** The admin's user management and outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import {
  cookieFrom,
  createTestApp,
  DEMO_PASSWORD,
  emailOf,
  type RequestOptions,
  type TestApp,
} from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t?.close());

type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  state: string | null;
  status: string | null;
  emailVerified: boolean;
};
const listUsers = async (query = '') =>
  expectOk<{ users: AdminUser[]; total: number }>(
    await t.request({ method: 'GET', url: `/api/admin/users${query}`, cookie: admin }),
  );
const createUser = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/admin/users', cookie: admin, payload });
const updateUser = (id: string, payload: Record<string, unknown>, cookie = admin) =>
  t.request({ method: 'PATCH', url: `/api/admin/users/${id}`, cookie, payload });

describe('admin-only routes', () => {
  const routes: Omit<RequestOptions, 'cookie'>[] = [
    { method: 'GET', url: '/api/admin/users' },
    {
      method: 'POST',
      url: '/api/admin/users',
      payload: { email: 'x@example.test', firstName: 'X', lastName: 'Y', role: 'admin' },
    },
    { method: 'PATCH', url: '/api/admin/users/some-id', payload: { status: 'active' } },
    { method: 'POST', url: '/api/admin/users/some-id/password-reset' },
    { method: 'GET', url: '/api/admin/outbox' },
  ];
  const cases = routes.flatMap((route) =>
    ['state', 'owner', 'teacher', 'student', 'parent'].map(
      (who) => [`${route.method} ${route.url}`, who, route] as const,
    ),
  );

  it.each(cases)('%s refuses %s with 403 forbidden', async (_name, who, route) => {
    expectError(await t.request({ ...route, cookie: await t.signIn(who) }), 403, 'forbidden');
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user, newest first, with the total', async () => {
    const { users, total } = await listUsers();
    expect(total).toBe(11);
    expect(users).toHaveLength(11);
    const created = users.map((u) => Date.parse((u as unknown as { createdAt: string }).createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(users.find((u) => u.email === 'state@roadlog.test')).toMatchObject({
      role: 'state-admin',
      state: 'CA',
      emailVerified: true,
      name: 'Sam Rivera',
    });
    expect(users[0]).not.toHaveProperty('password');
  });

  it('searches e-mail and name case-insensitively', async () => {
    const { users, total } = await listUsers('?q=PARKER');
    expect(total).toBe(3);
    expect(users.map((u) => u.email).sort()).toEqual([
      'parent@roadlog.test',
      'student2@roadlog.test',
      'student@roadlog.test',
    ]);
    expect((await listUsers('?q=student3@')).users.map((u) => u.email)).toEqual(['student3@roadlog.test']);
  });

  it('treats LIKE wildcards in q as plain characters', async () => {
    expect(await listUsers('?q=%25')).toEqual({ users: [], total: 0 });
    expect(await listUsers('?q=_')).toEqual({ users: [], total: 0 });
  });

  it('filters by role, alone and with q', async () => {
    expect((await listUsers('?role=teacher')).users.map((u) => u.email).sort()).toEqual([
      'teacher2@roadlog.test',
      'teacher@roadlog.test',
    ]);
    expect((await listUsers('?role=student&q=kim')).users.map((u) => u.email)).toEqual(['student3@roadlog.test']);
  });

  it('pages with limit and offset', async () => {
    const all = (await listUsers()).users.map((u) => u.id);
    const page = await listUsers('?limit=4&offset=4');
    expect(page.total).toBe(11);
    expect(page.users.map((u) => u.id)).toEqual(all.slice(4, 8));
  });

  it.each(['?role=superuser', '?limit=0', '?limit=201', '?offset=-1', `?q=${'x'.repeat(101)}`])(
    'refuses %s with validation-failed',
    async (query) => {
      expectError(
        await t.request({ method: 'GET', url: `/api/admin/users${query}`, cookie: admin }),
        400,
        'validation-failed',
      );
    },
  );
});

describe('POST /api/admin/users', () => {
  it('creates a state admin with a temporary password, audits it and mails the new user', async () => {
    const response = await createUser({
      email: 'Tex.Admin@Example.test',
      firstName: 'Tex',
      lastName: 'Admin',
      role: 'state-admin',
      state: 'TX',
    });
    const { user, temporaryPassword } = expectOk<{ user: AdminUser; temporaryPassword: string }>(response);
    expect(user).toMatchObject({
      email: 'tex.admin@example.test',
      name: 'Tex Admin',
      role: 'state-admin',
      state: 'TX',
      status: 'active',
      emailVerified: true,
    });
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entityId', '=', user.id)
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actorId: await t.userId('admin') })]);
    const mails = await mailsTo(t.db, 'tex.admin@example.test', 'account-created');
    expect(mails).toHaveLength(1);
    // The temporary password is shown once to the admin, never e-mailed.
    expect(mails[0]?.text).not.toContain(temporaryPassword);
  });

  describe('first sign-in with the temporary password', () => {
    let cookie: string;
    let temporaryPassword: string;
    beforeAll(async () => {
      ({ temporaryPassword } = expectOk(
        await createUser({ email: 'new.admin@example.test', firstName: 'New', lastName: 'Admin', role: 'admin' }),
      ));
      cookie = await t.signIn('new.admin@example.test', temporaryPassword);
    });

    it('reports the temporary password in /api/me', async () => {
      expect(expectOk(await t.request({ method: 'GET', url: '/api/me', cookie })).user).toMatchObject({
        role: 'admin',
        temporaryPassword: true,
      });
    });

    it.each<Omit<RequestOptions, 'cookie'>>([
      { method: 'GET', url: '/api/admin/users' },
      { method: 'GET', url: '/api/admin/outbox' },
      { method: 'GET', url: '/api/admin/analytics' },
      { method: 'GET', url: '/api/organizations' },
      { method: 'GET', url: '/api/organizations/demo-school-sacramento' },
      { method: 'PUT', url: '/api/flags', payload: { adPanels: true } },
      { method: 'PATCH', url: '/api/account', payload: { firstName: 'Sneaky' } },
      { method: 'GET', url: '/api/students/whoever' },
    ])('$method $url answers 403 password-change-required', async (route) => {
      expectError(await t.request({ ...route, cookie }), 403, 'password-change-required');
    });

    it('opens everything once the password is changed', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/account/password',
        cookie,
        payload: { currentPassword: temporaryPassword, newPassword: 'my-own-password' },
      });
      expectOk(response);
      cookie = cookieFrom(response);
      expect(expectOk(await t.request({ method: 'GET', url: '/api/me', cookie })).user).toMatchObject({
        temporaryPassword: false,
      });
      expect(expectOk(await t.request({ method: 'GET', url: '/api/admin/users', cookie })).total).toBeGreaterThan(11);
    });
  });

  it('refuses an e-mail that already has an account with 409 conflict', async () => {
    const error = expectError(
      await createUser({ email: 'TEACHER@roadlog.test', firstName: 'T', lastName: 'T', role: 'admin' }),
      409,
      'conflict',
    );
    expect(error.fields).toEqual({ email: 'taken' });
  });

  it.each([
    ['a state admin without a state', { role: 'state-admin' }, 'state'],
    ['a role other than admin or state admin', { role: 'teacher' }, 'role'],
    ['an unknown state', { role: 'state-admin', state: 'ZZ' }, 'state'],
    ['a malformed e-mail', { role: 'admin', email: 'nope' }, 'email'],
    ['a missing last name', { role: 'admin', lastName: undefined }, 'lastName'],
  ])('refuses %s with validation-failed', async (_label, overrides, field) => {
    const error = expectError(
      await createUser({ email: 'someone@example.test', firstName: 'Some', lastName: 'One', ...overrides }),
      400,
      'validation-failed',
    );
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', 'someone@example.test').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it("changes a user's role and state and audits the change", async () => {
    const id = await t.userId('teacher2');
    const { user } = expectOk<{ user: AdminUser }>(await updateUser(id, { role: 'org-admin', state: 'NV' }));
    expect(user).toMatchObject({ id, role: 'org-admin', state: 'NV' });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'user')
      .where('entityId', '=', id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'update',
        before: { role: 'teacher', status: 'active', state: 'CA' },
        after: { role: 'org-admin', state: 'NV' },
      },
    ]);
  });

  it('refuses to change the admin’s own role or disable the admin', async () => {
    const self = await t.userId('admin');
    expectError(await updateUser(self, { role: 'teacher' }), 403, 'forbidden');
    expectError(await updateUser(self, { status: 'disabled' }), 403, 'forbidden');
    expect(await t.db.selectFrom('user').select(['role', 'status']).where('id', '=', self).executeTakeFirst()).toEqual({
      role: 'admin',
      status: 'active',
    });
  });

  it('disabling ends every session and blocks sign-in until re-enabled', async () => {
    const id = await t.userId('student3');
    const cookie = await t.signIn('student3');
    expectOk(await updateUser(id, { status: 'disabled' }));

    expect(await t.db.selectFrom('session').select('id').where('userId', '=', id).execute()).toEqual([]);
    expect(expectOk(await t.request({ method: 'GET', url: '/api/me', cookie })).user).toBeNull();
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: emailOf('student3'), password: DEMO_PASSWORD },
    });
    expectError(signIn, 403, 'account-disabled');
    expect(signIn.headers['set-cookie']).toBeUndefined();

    expectOk(await updateUser(id, { status: 'active' }));
    await t.signIn('student3');
  });

  it('answers 404 for an unknown user', async () => {
    expectError(await updateUser('no-such-user', { status: 'active' }), 404, 'not-found');
  });

  it.each([
    ['an empty change', {}],
    ['an unknown role', { role: 'superuser' }],
    ['an unknown status', { status: 'banned' }],
    ['an unknown state', { state: 'ZZ' }],
  ])('refuses %s with validation-failed', async (_label, payload) => {
    expectError(await updateUser(await t.userId('parent2'), payload), 400, 'validation-failed');
  });
});

describe('POST /api/admin/users/:id/password-reset', () => {
  it('e-mails the user a reset link', async () => {
    const id = await t.userId('orgadmin');
    expect(
      expectOk(await t.request({ method: 'POST', url: `/api/admin/users/${id}/password-reset`, cookie: admin })),
    ).toEqual({ ok: true });
    const [mail] = await mailsTo(t.db, 'orgadmin@roadlog.test', 'reset-password');
    expect(mail?.link).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=%2Freset-password$/,
    );
  });

  it('answers 404 for an unknown user', async () => {
    expectError(
      await t.request({ method: 'POST', url: '/api/admin/users/no-such-user/password-reset', cookie: admin }),
      404,
      'not-found',
    );
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists the latest e-mails, newest first', async () => {
    const { items } = expectOk<{
      items: {
        id: string;
        kind: string;
        to: string;
        subject: string;
        status: string;
        link: string | null;
        createdAt: string;
      }[];
    }>(await t.request({ method: 'GET', url: '/api/admin/outbox', cookie: admin }));
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((i) => Number(i.id))).toEqual(items.map((i) => Number(i.id)).sort((a, b) => b - a));
    expect(items).toContainEqual(
      expect.objectContaining({
        kind: 'account-created',
        to: 'tex.admin@example.test',
        status: 'kept',
        link: 'http://localhost:3000/login',
      }),
    );
    expect(items[0]).not.toHaveProperty('text');
    expect(Number.isNaN(Date.parse(items[0]!.createdAt))).toBe(false);
  });
});
