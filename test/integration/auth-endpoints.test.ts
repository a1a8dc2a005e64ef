/**
 * better-auth mounts far more endpoints than the product uses (update-user, change-password,
 * list-sessions, revoke-session, delete-user, …). Each of them is probed here, signed in, and
 * must answer 404 unless it is on the allow-list in src/server/auth/mount.ts; profile fields are
 * not input to better-auth at all, so even its own API cannot set a state or a role.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOpenAuthEndpoint } from '../../src/server/auth/mount.js';
import { expectError } from '../helpers/expect.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Endpoint {
  name: string;
  path: string;
  methods: string[];
}

/** Every endpoint better-auth declares on this instance, with its methods. */
function authEndpoints(t: TestApp): Endpoint[] {
  const list: Endpoint[] = [];
  for (const [name, value] of Object.entries(t.app.auth.api as Record<string, unknown>)) {
    const endpoint = value as { path?: string; options?: { method?: string | string[] } };
    if (typeof value !== 'function' || typeof endpoint.path !== 'string') continue;
    const method = endpoint.options?.method ?? 'GET';
    const methods = (Array.isArray(method) ? method : [method]).filter((m) => m === 'GET' || m === 'POST' || m === '*');
    list.push({ name, path: endpoint.path, methods: methods.flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m])) });
  }
  return list;
}

/** A concrete path for a declared one (`/reset-password/:token` → `/reset-password/x`). */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');

const EXPECTED_OPEN = [
  'GET /get-session',
  'GET /ok',
  'GET /error',
  'GET /reset-password/:token',
  'GET /verify-email',
  'POST /get-session',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /send-verification-email',
  'POST /sign-in/email',
  'POST /sign-out',
];

let t: TestApp;
let stateAdminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  stateAdminCookie = await t.signIn('state');
});
afterAll(() => t?.close());

describe('better-auth endpoints', () => {
  it('knows the endpoints better-auth mounts (the enumeration works)', () => {
    const names = authEndpoints(t).map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'updateUser',
        'changePassword',
        'listSessions',
        'revokeSession',
        'revokeSessions',
        'listUserAccounts',
        'accountInfo',
        'deleteUser',
        'signUpEmail',
      ]),
    );
  });

  it('opens only the allow-listed endpoints', () => {
    const open = authEndpoints(t)
      .flatMap((e) => e.methods.map((m) => `${m} ${e.path}`))
      .filter((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return isOpenAuthEndpoint(method, concrete(path));
      });
    // POST /get-session is declared by better-auth but the allow-list opens only GET.
    expect(open.sort()).toEqual(EXPECTED_OPEN.filter((k) => k !== 'POST /get-session').sort());
  });

  it('answers 404 on every endpoint that is not on the allow-list, signed in', async () => {
    const probed: string[] = [];
    for (const endpoint of authEndpoints(t)) {
      for (const method of endpoint.methods) {
        const path = concrete(endpoint.path);
        if (isOpenAuthEndpoint(method, path)) continue;
        const response = await t.request({
          method: method as 'GET' | 'POST',
          url: `/api/auth${path}`,
          cookie: stateAdminCookie,
          ...(method === 'POST'
            ? { payload: { state: 'NY', name: 'x', newPassword: 'x-new-password-1', currentPassword: 'x', token: 'x' } }
            : {}),
        });
        expect({ endpoint: `${method} ${endpoint.path}`, status: response.statusCode }).toEqual({
          endpoint: `${method} ${endpoint.path}`,
          status: 404,
        });
        probed.push(`${method} ${endpoint.path}`);
      }
    }
    expect(probed).toEqual(
      expect.arrayContaining([
        'POST /update-user',
        'POST /change-password',
        'GET /list-sessions',
        'POST /revoke-session',
        'POST /revoke-sessions',
        'GET /list-accounts',
        'GET /account-info',
        'POST /sign-up/email',
      ]),
    );
  });

  it('does not let a state admin move to another state through update-user', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/update-user',
      cookie: stateAdminCookie,
      payload: { state: 'NY' },
    });
    expectError(response, 404, 'not-found');
    const row = await t.db
      .selectFrom('user')
      .select('state')
      .where('email', '=', 'state@roadlog.test')
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('CA');
    const schools = await t.request({ method: 'GET', url: '/api/organizations?state=NY', cookie: stateAdminCookie });
    expect(schools.statusCode).toBe(200);
    for (const school of schools.json<{ organizations: { state: string }[] }>().organizations)
      expect(school.state).toBe('CA');
  });

  it('refuses profile fields even through better-auth’s own API (no field is input)', async () => {
    const headers = new Headers({ cookie: stateAdminCookie });
    for (const body of [
      { state: 'NY' },
      { role: 'admin' },
      { firstName: 'x'.repeat(900_000) },
      { organizationId: 'demo-school-sacramento' },
    ]) {
      await expect(t.app.auth.api.updateUser({ body: body as never, headers })).rejects.toThrow();
    }
    const row = await t.db
      .selectFrom('user')
      .select(['state', 'role', 'firstName'])
      .where('email', '=', 'state@roadlog.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'CA', role: 'state-admin', firstName: 'Sam' });
  });

  it('still opens the endpoints the product uses', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/ok' })).statusCode).toBe(200);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.test', redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
