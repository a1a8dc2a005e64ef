/**
 * better-auth mounted at /api/auth/*: sign-in, sign-out, password reset, closed sign-up, and the
 * database-backed rate limits in front of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRateLimits } from '../../src/server/auth/mount.js';
import { expectError, expectOk, linkIn, mailsTo } from '../helpers/expect.js';
import { cookieFrom, createTestApp, createTestDatabase, DEMO_PASSWORD, emailOf, type TestApp } from '../helpers/test-app.js';

const signInAttempt = (t: TestApp, email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

const me = async (t: TestApp, cookie: string) => expectOk<{ user: { email: string; role: string } | null }>(await t.request({ method: 'GET', url: '/api/me', cookie })).user;

describe('/api/auth/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('signs in with the right password and sets an HttpOnly session cookie', async () => {
    const response = await signInAttempt(t, 'teacher@roadlog.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/better-auth\.session_token=[^;]+;.*HttpOnly/i);
    expect(await me(t, cookieFrom(response))).toMatchObject({ email: 'teacher@roadlog.test', role: 'teacher' });
  });

  it('accepts the e-mail in any case', async () => {
    expect((await signInAttempt(t, 'Teacher@RoadLog.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrongPassword = await signInAttempt(t, 'teacher@roadlog.test', 'not-the-password');
    const unknownEmail = await signInAttempt(t, 'nobody-here@roadlog.test', 'not-the-password');
    expectError(wrongPassword, 401, 'invalid-credentials');
    expect({ status: unknownEmail.statusCode, body: unknownEmail.json() }).toEqual({ status: wrongPassword.statusCode, body: wrongPassword.json() });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  describe('origin checks (CSRF)', () => {
    const evil = { origin: 'https://evil.example' };

    it('refuses a sign-in posted from an untrusted origin', async () => {
      const response = await t.request({ method: 'POST', url: '/api/auth/sign-in/email', headers: evil, payload: { email: 'teacher@roadlog.test', password: DEMO_PASSWORD } });
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a cross-site form navigation that signs in', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: '', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
        payload: { email: 'teacher@roadlog.test', password: DEMO_PASSWORD },
      });
      expect(response.statusCode).toBe(403);
    });

    it('refuses a cookie-carrying POST from an untrusted origin and keeps the session', async () => {
      const cookie = await t.signIn('orgadmin');
      expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, headers: evil })).statusCode).toBe(403);
      expect(await me(t, cookie)).toMatchObject({ email: 'orgadmin@roadlog.test' });
    });
  });

  it('keeps direct sign-up closed (registration goes through /api/registrations/*)', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'direct@example.test', password: 'long-enough-1', name: 'Direct' } });
    expectError(response, 404, 'not-found');
    expect(await t.db.selectFrom('user').select('id').where('email', '=', 'direct@example.test').executeTakeFirst()).toBeUndefined();
  });

  it('answers a reset request alike for a known and an unknown e-mail, and mails only the known one', async () => {
    const request = (email: string) => t.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/reset-password' } });
    const known = await request('orgadmin@roadlog.test');
    const unknown = await request('nobody-here@roadlog.test');
    expect(known.statusCode).toBe(200);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: known.statusCode, body: known.json() });
    expect(await mailsTo(t.db, 'orgadmin@roadlog.test', 'reset-password')).toHaveLength(1);
    expect(await mailsTo(t.db, 'nobody-here@roadlog.test')).toHaveLength(0);
  });

  describe('password reset through the e-mailed link', () => {
    const email = emailOf('student2');
    let token: string;
    let oldSession: string;

    beforeAll(async () => {
      oldSession = await t.signIn(email);
      await t.request({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/reset-password' } });
      // The link in the mail checks the token and sends the browser to the app's reset page.
      const link = await linkIn(t.db, email, 'reset-password');
      const visit = await t.request({ method: 'GET', url: link });
      expect(visit.statusCode).toBe(302);
      const target = new URL(String(visit.headers.location), 'http://localhost:3000');
      expect(target.pathname).toBe('/reset-password');
      token = target.searchParams.get('token') ?? '';
      expect(token).not.toBe('');
    });

    const reset = (newPassword: string) => t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword, token } });

    it('refuses a new password that breaks the policy', async () => {
      const error = expectError(await reset('abc'), 400, 'password-does-not-meet-requirements');
      expect(error.fields).toEqual({ password: 'minLength' });
    });

    it('sets the new password, ends old sessions and spends the token', async () => {
      expectOk(await reset('a-brand-new-password'));
      expect(await me(t, oldSession)).toBeNull();
      expect((await signInAttempt(t, email, DEMO_PASSWORD)).statusCode).toBe(401);
      expect(await me(t, await t.signIn(email, 'a-brand-new-password'))).toMatchObject({ email });
      expectError(await reset('yet-another-password'), 400, 'invalid-token');
    });
  });

  it('refuses a reset with a made-up token', async () => {
    expectError(await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'long-enough-1', token: 'made-up' } }), 400, 'invalid-token');
  });

  it('records lastActive on sign-out and ends the session', async () => {
    const cookie = await t.signIn('teacher2');
    const id = await t.userId('teacher2');
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await t.db.updateTable('user').set({ lastActive: longAgo }).where('id', '=', id).execute();

    const response = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie });
    expect(response.statusCode).toBe(200);
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/better-auth\.session_token=;/);

    const row = await t.db.selectFrom('user').select('lastActive').where('id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(row.lastActive!).getTime()).toBeGreaterThan(longAgo.getTime());
    expect(await me(t, cookie)).toBeNull();
  });

  it('answers get-session with null when signed out', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/get-session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});

describe('auth rate limits', () => {
  const perAccount: AuthRateLimits = { perAddress: { max: 1000, windowSeconds: 60 }, perAccount: { max: 3, windowSeconds: 60 } };

  it('refuses the n+1-th sign-in for one account, counting in the database', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({ database, authLimits: perAccount });
    try {
      for (let i = 0; i < 3; i++) expectError(await signInAttempt(first, 'student@roadlog.test', `wrong-${i}`), 401, 'invalid-credentials');
      // Even the right password is refused once the account is over its limit.
      expectError(await signInAttempt(first, 'student@roadlog.test', DEMO_PASSWORD), 429, 'rate-limited');
      // Other accounts are not affected.
      expect((await signInAttempt(first, 'student2@roadlog.test', DEMO_PASSWORD)).statusCode).toBe(200);

      // A second app process on the same database sees the same counter.
      const second = await createTestApp({ database, authLimits: perAccount, seed: false });
      try {
        expectError(await signInAttempt(second, 'STUDENT@roadlog.test', DEMO_PASSWORD), 429, 'rate-limited');
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
      await database.destroy();
    }
  });

  it('limits attempts per client address across accounts', async () => {
    const t = await createTestApp({ authLimits: { perAddress: { max: 2, windowSeconds: 60 }, perAccount: { max: 1000, windowSeconds: 60 } } });
    try {
      const attempt = (key: string, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, headers: { origin: 'http://localhost:3000' }, payload: { email: emailOf(key), password: DEMO_PASSWORD } });
      expect((await attempt('student', '10.0.0.1')).statusCode).toBe(200);
      expect((await attempt('parent', '10.0.0.1')).statusCode).toBe(200);
      expectError(await attempt('teacher', '10.0.0.1'), 429, 'rate-limited');
      expect((await attempt('teacher', '10.0.0.2')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
