/**
 * Every state-changing API request must come from one of the app's own pages: a foreign Origin
 * (or Referer) is refused, and so is a request with cookies but no Origin at all
 * (src/server/origin-check.ts). Probed on every non-GET route of the route table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../helpers/expect.js';
import { routeSamples } from '../helpers/route-samples.js';
import { createTestApp, ORIGIN, type TestApp } from '../helpers/test-app.js';

const EVIL = 'https://evil.example';
const mutating = routeSamples().filter((r) => r.method !== 'GET' && !r.stream);

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn('admin');
});
afterAll(() => t?.close());

describe('origin check on state-changing requests', () => {
  it('covers the mutating routes', () => {
    expect(mutating.length).toBeGreaterThan(30);
  });

  it.each(mutating)('$key refuses a foreign Origin, signed in or not', async ({ method, url, payload }) => {
    for (const withCookie of [true, false]) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        payload: payload ?? {},
        headers: { origin: EVIL, ...(withCookie ? { cookie } : {}) },
      });
      expectError(response, 403, 'invalid-origin');
    }
  });

  it.each(mutating)('$key refuses cookies without an Origin', async ({ method, url, payload }) => {
    const response = await t.app.inject({ method: method as 'POST', url, payload: payload ?? {}, headers: { cookie } });
    expectError(response, 403, 'invalid-origin');
  });

  it('judges a Referer when there is no Origin', async () => {
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      payload: { adPanels: true },
      headers: { cookie, referer: `${EVIL}/page` },
    });
    expectError(foreign, 403, 'invalid-origin');
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/flags',
      payload: { adPanels: false },
      headers: { cookie, referer: `${ORIGIN}/admin` },
    });
    expectOk(own);
  });

  it('lets a request with neither cookies nor Origin through (nothing to forge)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: { path: '/faq' } });
    expect(response.statusCode).toBe(204);
  });

  it('leaves the app’s own pages and safe methods alone', async () => {
    expectOk(await t.request({ method: 'PUT', url: '/api/flags', cookie, payload: { adPanels: false } }));
    expectOk(await t.app.inject({ method: 'GET', url: '/api/flags', headers: { origin: EVIL, cookie } }));
  });
});
