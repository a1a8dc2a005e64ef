/** First-party page views: recorded without personal data, read by admins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../helpers/expect.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const record = (payload: Record<string, unknown>, cookie?: string) => t.request({ method: 'POST', url: '/api/analytics/page-view', payload, cookie });
const stored = () => t.db.selectFrom('pageView').select(['path', 'referrer', 'language']).orderBy('id').execute();

describe('POST /api/analytics/page-view', () => {
  it('records a view with ids replaced, the referrer cut to its origin and the base language', async () => {
    const response = await record({ path: '/student/Abc123XyZ?tab=hours#top', referrer: 'https://www.google.com/search?q=jamie+parker', language: 'es-MX' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored()).toEqual([{ path: '/student/:studentId', referrer: 'https://www.google.com', language: 'es' }]);
  });

  it('keeps id-free paths, drops ids in unknown paths and ignores a malformed referrer', async () => {
    await t.db.deleteFrom('pageView').execute();
    expect((await record({ path: '/faq' })).statusCode).toBe(204);
    expect((await record({ path: '/drivelogs/0f8fad5b-d9cb-469f-a165-70867728950e' })).statusCode).toBe(204);
    expect((await record({ path: '/somewhere/1234567/else', referrer: 'not a url' })).statusCode).toBe(204);
    expect(await stored()).toEqual([
      { path: '/faq', referrer: null, language: null },
      { path: '/drivelogs/:driveId', referrer: null, language: null },
      { path: '/somewhere/:id/else', referrer: null, language: null },
    ]);
  });

  it('does not record admin pages', async () => {
    await t.db.deleteFrom('pageView').execute();
    for (const path of ['/admin', '/admin/organization/demo-school-sacramento']) {
      expect((await record({ path }, await t.signIn('admin'))).statusCode).toBe(204);
    }
    expect(await stored()).toEqual([]);
  });

  it('sets no cookie', async () => {
    expect((await record({ path: '/' })).headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['a path without a leading slash', { path: 'faq' }],
    ['an empty path', { path: '' }],
    ['an over-long path', { path: `/${'a'.repeat(500)}` }],
    ['an over-long language', { path: '/', language: 'x'.repeat(11) }],
    ['no path', {}],
  ])('refuses %s with validation-failed', async (_label, payload) => {
    expectError(await record(payload), 400, 'validation-failed');
  });
});

describe('GET /api/admin/analytics', () => {
  it('sums the last 30 days by path and by day', async () => {
    await t.db.deleteFrom('pageView').execute();
    for (const path of ['/faq', '/faq', '/about']) await record({ path });
    await t.db.insertInto('pageView').values({ path: '/faq', createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) }).execute();

    const stats = expectOk(await t.request({ method: 'GET', url: '/api/admin/analytics', cookie: await t.signIn('admin') }));
    expect(stats.total).toBe(3);
    expect(stats.byPath).toEqual([
      { path: '/faq', views: 2 },
      { path: '/about', views: 1 },
    ]);
    expect(stats.byDay.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(3);
    for (const day of stats.byDay) expect(day.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(['state', 'owner', 'teacher', 'student', 'parent'])('refuses %s with 403 forbidden', async (who) => {
    expectError(await t.request({ method: 'GET', url: '/api/admin/analytics', cookie: await t.signIn(who) }), 403, 'forbidden');
  });
});
