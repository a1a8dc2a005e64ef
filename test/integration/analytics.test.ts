/** First-party page views: recorded without personal data, read by admins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../helpers/expect.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const record = (payload: Record<string, unknown>, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/analytics/page-view', payload, cookie });
const stored = () => t.db.selectFrom('pageView').select(['path', 'referrer', 'language']).orderBy('id').execute();

describe('POST /api/analytics/page-view', () => {
  it('records a view with ids replaced, the referrer cut to its origin and the base language', async () => {
    const response = await record({
      path: '/student/Abc123XyZ?tab=hours#top',
      referrer: 'https://www.google.com/search?q=jamie+parker',
      language: 'es-MX',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored()).toEqual([
      { path: '/student/:studentId', referrer: 'https://www.google.com', language: 'es' },
    ]);
  });

  it('keeps id-free paths, stores unknown paths as a placeholder and ignores a malformed referrer', async () => {
    await t.db.deleteFrom('pageView').execute();
    expect((await record({ path: '/faq' })).statusCode).toBe(204);
    expect((await record({ path: '/drivelogs/0f8fad5b-d9cb-469f-a165-70867728950e' })).statusCode).toBe(204);
    expect((await record({ path: '/somewhere/1234567/else', referrer: 'not a url' })).statusCode).toBe(204);
    expect(await stored()).toEqual([
      { path: '/faq', referrer: null, language: null },
      { path: '/drivelogs/:driveId', referrer: null, language: null },
      { path: '/:unknown', referrer: null, language: null },
    ]);
  });

  it.each([
    [
      'a token in the query of a known route',
      '/verify-log/abc?token=eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.sig',
      '/verify-log/:exportId',
    ],
    ['an e-mail in the query', '/faq?email=jane@example.com', '/faq'],
    ['an e-mail as a segment', '/foo/jane@example.com', '/:unknown'],
    ['an e-mail in place of a known page', '/jane.doe%40example.com', '/:unknown'],
    ['a long random segment', `/about/${'Zk3jQ9x'.repeat(8)}`, '/:unknown'],
    ['a base64url token', '/reset-password/3q2-7wFhNzZtKk4xB9yQeA_Lm0', '/:unknown'],
    ['a hex token', '/check-email/6b86b273ff34fce19d6b804eff5a3f57', '/:unknown'],
    ['a short unknown word', '/hello', '/:unknown'],
    ['a known page in capitals', '/FAQ', '/faq'],
    ['a known page with escapes and doubled slashes', '//%66aq/', '/faq'],
  ])('stores %s as the route only', async (_label, path, expected) => {
    await t.db.deleteFrom('pageView').execute();
    expect((await record({ path })).statusCode).toBe(204);
    expect((await stored()).map((r) => r.path)).toEqual([expected]);
  });

  it.each([
    '/admin',
    '/admin/organization/demo-school-sacramento',
    '/ADMIN',
    '/Admin/..',
    '/Admin/Project-Board',
    '//admin',
    '/%61dmin',
    '/%2561dmin',
    '/admin%2Forganization%2Fx',
    '/\\admin',
  ])('does not record the admin page %s', async (path) => {
    await t.db.deleteFrom('pageView').execute();
    expect((await record({ path }, await t.signIn('admin'))).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('refuses more than 60 page views a minute from one address with rate-limited', async () => {
    const view = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/page-view',
        remoteAddress,
        headers: { origin: 'http://localhost:3000' },
        payload: { path: '/faq' },
      });
    for (let i = 0; i < 60; i++) expect((await view('10.20.30.40')).statusCode).toBe(204);
    expectError(await view('10.20.30.40'), 429, 'rate-limited');
    // Another address is not affected.
    expect((await view('10.20.30.41')).statusCode).toBe(204);
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
    await t.db
      .insertInto('pageView')
      .values({ path: '/faq', createdAt: new Date(Date.now() - 40 * 24 * 3600 * 1000) })
      .execute();

    const stats = expectOk(
      await t.request({ method: 'GET', url: '/api/admin/analytics', cookie: await t.signIn('admin') }),
    );
    expect(stats.total).toBe(3);
    expect(stats.byPath).toEqual([
      { path: '/faq', views: 2 },
      { path: '/about', views: 1 },
    ]);
    expect(stats.byDay.reduce((sum: number, d: { views: number }) => sum + d.views, 0)).toBe(3);
    for (const day of stats.byDay) expect(day.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(['state', 'owner', 'teacher', 'student', 'parent'])('refuses %s with 403 forbidden', async (who) => {
    expectError(
      await t.request({ method: 'GET', url: '/api/admin/analytics', cookie: await t.signIn(who) }),
      403,
      'forbidden',
    );
  });
});
