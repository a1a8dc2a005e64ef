/**
 * Every API route must declare who may call it (`config.access`) and must be listed below with
 * what a signed-out caller gets. A new route breaks this test until it is added here, which is the
 * reminder to write its tests in the feature's file.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/app.js';
import { listen, openEventStream } from '../helpers/sse.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Expectation {
  /** Status for a signed-out caller (401 for every route that needs a session). */
  signedOut: number;
  /** A concrete URL for a parameterised or wildcard route. */
  sample?: string;
  /** A valid body, so that validation does not answer before the access check. */
  payload?: Record<string, unknown>;
  /** Server-Sent Events: probed over a real socket, since the response never ends. */
  stream?: true;
}

const registration = { firstName: 'Route', lastName: 'Check', password: 'a-good-password', contactPhone: '555-010-2030', state: 'CA' };

const ACCESS_TABLE: Record<string, Expectation> = {
  'GET /api/auth/*': { signedOut: 200, sample: '/api/auth/get-session' },
  'POST /api/auth/*': { signedOut: 200, sample: '/api/auth/request-password-reset', payload: { email: 'nobody@example.test', redirectTo: '/reset-password' } },
  'GET /api/health': { signedOut: 200 },
  'GET /api/password-policy': { signedOut: 200 },
  'GET /api/me': { signedOut: 200 },
  'POST /api/registrations/parent': { signedOut: 200, payload: { ...registration, email: 'route-parent@example.test' } },
  'POST /api/registrations/organization': {
    signedOut: 200,
    payload: { ...registration, email: 'route-owner@example.test', schoolName: 'Route School', address: '1 Route Rd', cityCounty: 'Fresno', zip: '93650', contactEmail: 'office@route.test' },
  },
  'POST /api/account/password': { signedOut: 401, payload: { currentPassword: 'old-password', newPassword: 'new-password' } },
  'PATCH /api/account': { signedOut: 401, payload: { firstName: 'Nobody' } },
  'GET /api/flags': { signedOut: 200 },
  'PUT /api/flags': { signedOut: 401, payload: { adPanels: true } },
  'GET /api/flags/stream': { signedOut: 200, stream: true },
  'POST /api/analytics/page-view': { signedOut: 204, payload: { path: '/faq' } },
  'GET /api/admin/analytics': { signedOut: 401 },
  'GET /api/organizations': { signedOut: 401 },
  'GET /api/my-organization': { signedOut: 401 },
  'GET /api/organizations/:id': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento' },
  'GET /api/organizations/:id/people': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento/people' },
  'POST /api/organizations/:id/status': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento/status', payload: { status: 'approved' } },
  'GET /api/requirements': { signedOut: 200 },
  'GET /api/requirements/:state': { signedOut: 200, sample: '/api/requirements/CA' },
  'GET /api/students/:id': { signedOut: 401, sample: '/api/students/some-student' },
  'GET /api/admin/users': { signedOut: 401 },
  'POST /api/admin/users': { signedOut: 401, payload: { email: 'new-admin@example.test', firstName: 'New', lastName: 'Admin', role: 'admin' } },
  'PATCH /api/admin/users/:id': { signedOut: 401, sample: '/api/admin/users/some-user', payload: { status: 'disabled' } },
  'POST /api/admin/users/:id/password-reset': { signedOut: 401, sample: '/api/admin/users/some-user/password-reset' },
  'GET /api/admin/outbox': { signedOut: 401 },
  'POST /api/drive-logs': {
    signedOut: 401,
    payload: { id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', studentId: 'some-student', source: 'manual', startedAt: '2026-11-20T16:00:00-08:00', endedAt: '2026-11-20T17:00:00-08:00', timeZone: 'America/Los_Angeles', supervisor: { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' } },
  },
  'GET /api/drive-logs': { signedOut: 401, sample: '/api/drive-logs?studentId=some-student' },
  'GET /api/drive-logs/pending': { signedOut: 401 },
  'POST /api/drive-logs/review': { signedOut: 401, payload: { driveIds: ['some-drive'], decision: 'approve' } },
  'GET /api/drive-logs/:id': { signedOut: 401, sample: '/api/drive-logs/some-drive' },
  'POST /api/drive-logs/:id/night-minutes': { signedOut: 401, sample: '/api/drive-logs/some-drive/night-minutes', payload: { nightMinutes: 10, reason: 'Dusk came early' } },
  'POST /api/drive-logs/:id/archive': { signedOut: 401, sample: '/api/drive-logs/some-drive/archive' },
  'POST /api/drive-logs/:id/restore': { signedOut: 401, sample: '/api/drive-logs/some-drive/restore' },
  'POST /api/drive-logs/:id/amendments': { signedOut: 401, sample: '/api/drive-logs/some-drive/amendments', payload: { changes: { notes: 'x' }, reason: 'typo fix' } },
  'POST /api/drive-logs/:id/amendments/:amendmentId/review': { signedOut: 401, sample: '/api/drive-logs/some-drive/amendments/some-amendment/review', payload: { decision: 'approve' } },
  'GET /api/students/:id/progress': { signedOut: 401, sample: '/api/students/some-student/progress' },
  'POST /api/students/:id/archive-log': { signedOut: 401, sample: '/api/students/some-student/archive-log' },
  'GET /api/students/:id/drive-log.pdf': { signedOut: 401, sample: '/api/students/some-student/drive-log.pdf' },
  'GET /api/students/:id/drive-log.csv': { signedOut: 401, sample: '/api/students/some-student/drive-log.csv' },
  'GET /api/log-verification/:exportId': { signedOut: 404, sample: '/api/log-verification/AAAAAAAAAAAAAAAAAAAAAA' },
  'GET /api/students/:id/supervisors': { signedOut: 401, sample: '/api/students/some-student/supervisors' },
  'GET /api/organizations/:id/progress': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento/progress' },
};

/** The API's routes, without the OpenAPI pages and the HEAD twins Fastify adds to GET routes. */
function apiRoutes(app: FastifyInstance): Map<string, RouteEntry> {
  const all = app.routeTable.filter((r) => r.url.startsWith('/api/') && !/^\/api\/docs(\/|$)/.test(r.url));
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  return new Map(all.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map((r) => [`${r.method} ${r.url}`, r]));
}

let t: TestApp;
let routes: Map<string, RouteEntry>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
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
  const cases = Object.entries(ACCESS_TABLE).map(([key, e]) => {
    const [method, url] = key.split(' ') as [string, string];
    return { key, method, url: e.sample ?? url, ...e };
  });

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
