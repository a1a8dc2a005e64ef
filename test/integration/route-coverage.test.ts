/**
 * Every API route must declare who may call it (`config.access`) and must be listed in
 * test/helpers/route-samples.ts with what a signed-out caller gets. A new route breaks this test
 * until it is added there, which is the reminder to write its tests in the feature's file.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/app.js';
import { admittedRoles } from '../../src/server/auth/route-access.js';
import { ROLES, type Role } from '../../src/shared/roles.js';
import { listen, openEventStream } from '../helpers/sse.js';
import { ACCESS_TABLE, routeSamples } from '../helpers/route-samples.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The API's routes, without the OpenAPI pages and the HEAD twins Fastify adds to GET routes. */
function apiRoutes(app: FastifyInstance): Map<string, RouteEntry> {
  const all = app.routeTable.filter((r) => r.url.startsWith('/api/') && !/^\/api\/docs(\/|$)/.test(r.url));
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  return new Map(all.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map((r) => [`${r.method} ${r.url}`, r]));
}

let t: TestApp;
let routes: Map<string, RouteEntry>;
beforeAll(async () => {
  t = await createTestApp();
  routes = apiRoutes(t.app);
});
afterAll(() => t?.close());

describe('route coverage', () => {
  it('finds the routes (the route table is filled)', () => {
    expect(routes.size).toBeGreaterThanOrEqual(Object.keys(ACCESS_TABLE).length);
  });

  it('every API route declares config.access', () => {
    const missing = [...routes.values()].filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('every API route is listed in ACCESS_TABLE (add new routes there and test them)', () => {
    expect([...routes.keys()].filter((key) => !(key in ACCESS_TABLE))).toEqual([]);
  });

  it('ACCESS_TABLE lists no route that is gone', () => {
    expect(Object.keys(ACCESS_TABLE).filter((key) => !routes.has(key))).toEqual([]);
  });

  it('a route answers 401 when signed out exactly when it is not public', () => {
    const mismatched = Object.entries(ACCESS_TABLE)
      .filter(([key]) => routes.has(key))
      .filter(([key, e]) => (routes.get(key)!.access === 'public') === (e.signedOut === 401))
      .map(([key, e]) => `${key}: access ${JSON.stringify(routes.get(key)!.access)}, signed out ${e.signedOut}`);
    expect(mismatched).toEqual([]);
  });
});

describe('signed-out callers', () => {
  const cases = routeSamples();

  it.each(cases.filter((c) => !c.stream))('$key answers $signedOut', async ({ method, url, payload, signedOut }) => {
    const response = await t.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(signedOut);
    if (signedOut === 401) expect(response.json().error.code).toBe('unauthenticated');
  });

  it.each(cases.filter((c) => c.stream))('$key answers $signedOut with an event stream', async ({ url, signedOut }) => {
    const stream = await openEventStream(`${await listen(t.app)}${url}`);
    try {
      expect(stream.status).toBe(signedOut);
      expect((await stream.next()).event).toBe('flags');
    } finally {
      stream.close();
    }
  });
});

/** A demo account of each role (src/server/seed.ts). */
const DEMO_OF_ROLE: Record<Role, string> = {
  admin: 'admin',
  'state-admin': 'state',
  organization: 'owner',
  'org-admin': 'orgadmin',
  teacher: 'teacher',
  student: 'student',
  parent: 'parent',
};

describe('callers of a role the route does not admit', () => {
  const cookies = new Map<Role, Promise<string>>();
  const cookieOf = (role: Role) => {
    if (!cookies.has(role)) cookies.set(role, t.signIn(DEMO_OF_ROLE[role]));
    return cookies.get(role)!;
  };
  const cases = routeSamples().filter((c) => !c.stream);

  it('has a route with a role list to probe', () => {
    expect(cases.filter((c) => admittedRoles(routes.get(c.key)?.access)).length).toBeGreaterThan(40);
  });

  it.each(cases)('$key answers 403 to every role it does not admit', async ({ key, method, url, payload }) => {
    const admitted = admittedRoles(routes.get(key)?.access);
    if (!admitted) return;
    for (const role of ROLES.filter((r) => !admitted.includes(r))) {
      const response = await t.request({
        method: method as 'GET',
        url,
        cookie: await cookieOf(role),
        ...(payload ? { payload } : {}),
      });
      expect({ role, status: response.statusCode, code: response.json().error?.code }).toEqual({
        role,
        status: 403,
        code: 'forbidden',
      });
    }
  });
});
