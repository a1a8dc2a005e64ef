/**
 * better-auth mounted at /api/auth/*: sign-in, sign-out, password reset, closed sign-up, and the
 * database-backed rate limits in front of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRateLimits } from '../../src/server/auth/mount.js';
import { signInCounterKeys, slowDownDelay } from '../../src/server/auth/sign-in-throttle.js';
import { expectError, expectOk, linkIn, mailsTo } from '../helpers/expect.js';
import {
  cookieFrom,
  createTestApp,
  createTestDatabase,
  DEMO_PASSWORD,
  emailOf,
  GENEROUS_AUTH_LIMITS,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app.js';

const signInAttempt = (t: TestApp, email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

const me = async (t: TestApp, cookie: string) =>
  expectOk<{ user: { email: string; role: string } | null }>(await t.request({ method: 'GET', url: '/api/me', cookie }))
    .user;

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
    expect({ status: unknownEmail.statusCode, body: unknownEmail.json() }).toEqual({
      status: wrongPassword.statusCode,
      body: wrongPassword.json(),
    });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  describe('origin checks (CSRF)', () => {
    const evil = { origin: 'https://evil.example' };

    it('refuses a sign-in posted from an untrusted origin', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: evil,
        payload: { email: 'teacher@roadlog.test', password: DEMO_PASSWORD },
      });
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
      expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie, headers: evil })).statusCode).toBe(
        403,
      );
      expect(await me(t, cookie)).toMatchObject({ email: 'orgadmin@roadlog.test' });
    });
  });

  it('keeps direct sign-up closed (registration goes through /api/registrations/*)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'direct@example.test', password: 'long-enough-1', name: 'Direct' },
    });
    expectError(response, 404, 'not-found');
    expect(
      await t.db.selectFrom('user').select('id').where('email', '=', 'direct@example.test').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('answers a reset request alike for a known and an unknown e-mail, and mails only the known one', async () => {
    const request = (email: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });
    const known = await request('orgadmin@roadlog.test');
    const unknown = await request('nobody-here@roadlog.test');
    expect(known.statusCode).toBe(200);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: known.statusCode,
      body: known.json(),
    });
    expect(await mailsTo(t.db, 'orgadmin@roadlog.test', 'reset-password')).toHaveLength(1);
    expect(await mailsTo(t.db, 'nobody-here@roadlog.test')).toHaveLength(0);
  });

  describe('password reset through the e-mailed link', () => {
    const email = emailOf('student2');
    let token: string;
    let oldSession: string;

    beforeAll(async () => {
      oldSession = await t.signIn(email);
      await t.request({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });
      // The link in the mail checks the token and sends the browser to the app's reset page.
      const link = await linkIn(t.db, email, 'reset-password');
      const visit = await t.request({ method: 'GET', url: link });
      expect(visit.statusCode).toBe(302);
      const target = new URL(String(visit.headers.location), 'http://localhost:3000');
      expect(target.pathname).toBe('/reset-password');
      token = target.searchParams.get('token') ?? '';
      expect(token).not.toBe('');
    });

    const reset = (newPassword: string) =>
      t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword, token } });

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
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { newPassword: 'long-enough-1', token: 'made-up' },
      }),
      400,
      'invalid-token',
    );
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

describe('sign-in throttling (decision 009)', () => {
  // The slow-down waits at most a few milliseconds here; its growth is checked without a clock.
  const limits: AuthRateLimits = {
    perAddress: { max: 1000, windowSeconds: 60 },
    perAccount: { max: 3, windowSeconds: 60 },
    slowDown: { afterFailures: 3, windowSeconds: 60, stepMs: 1, maxMs: 4 },
  };
  const from = (t: TestApp, remoteAddress: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      headers: { origin: 'http://localhost:3000' },
      payload: { email, password },
    });
  const ATTACKER = '203.0.113.66';
  const OWNER = '198.51.100.10';

  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({ database, authLimits: limits });
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
  });

  it('locks an account for the address that keeps failing, in the database, across processes', async () => {
    for (let i = 0; i < 3; i++)
      expectError(await from(t, ATTACKER, 'student@roadlog.test', `wrong-${i}`), 401, 'invalid-credentials');
    // From that address even the right password is refused now ...
    expectError(await from(t, ATTACKER, 'student@roadlog.test', DEMO_PASSWORD), 429, 'rate-limited');
    // ... also by a second app process on the same database (and after a restart).
    const second = await createTestApp({ database, authLimits: limits, seed: false });
    try {
      expectError(await from(second, ATTACKER, 'STUDENT@roadlog.test', DEMO_PASSWORD), 429, 'rate-limited');
    } finally {
      await second.close();
    }
    // Other accounts from that address are not affected.
    expect((await from(t, ATTACKER, 'student2@roadlog.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not stop the owner signing in from elsewhere, however many addresses fail', async () => {
    const email = 'teacher@roadlog.test';
    let refused = 0;
    for (let i = 0; i < 30; i++) if ((await from(t, ATTACKER, email, `wrong-${i}`)).statusCode === 429) refused++;
    expect(refused).toBe(27);
    for (let n = 1; n <= 10; n++)
      for (let i = 0; i < 3; i++)
        expectError(await from(t, `203.0.113.${n}`, email, `guess-${n}-${i}`), 401, 'invalid-credentials');

    const response = await from(t, OWNER, email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeDefined();
    // The account's failures from everywhere are counted: they slow its sign-ins down instead.
    const counter = await t.db
      .selectFrom('rateCounter')
      .select('count')
      .where('key', '=', signInCounterKeys(email).account)
      .executeTakeFirstOrThrow();
    expect(counter.count).toBe(33);
    expect(slowDownDelay(counter.count, limits.slowDown!)).toBe(4);
    // The counters do not hold the e-mail in clear.
    expect(await t.db.selectFrom('rateCounter').select('key').where('key', 'like', '%teacher@%').execute()).toEqual([]);
  });

  it('counts only failures: sign-ins that succeed use no budget and start the pair afresh', async () => {
    const email = 'parent@roadlog.test';
    for (let i = 0; i < 6; i++) expect((await from(t, OWNER, email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expectError(await from(t, OWNER, email, `typo-${i}`), 401, 'invalid-credentials');
    expect((await from(t, OWNER, email, DEMO_PASSWORD)).statusCode).toBe(200);
    // Three more failures are allowed again after the success; the fourth attempt is refused.
    for (let i = 0; i < 3; i++) expectError(await from(t, OWNER, email, `typo-again-${i}`), 401, 'invalid-credentials');
    expectError(await from(t, OWNER, email, DEMO_PASSWORD), 429, 'rate-limited');
  });

  it('clears the account’s counters when its password is reset', async () => {
    const email = emailOf('student3');
    // The owner shares the attacker's address (one school network): locked out from there.
    for (let i = 0; i < 3; i++) await from(t, ATTACKER, email, `wrong-${i}`);
    for (let n = 1; n <= 5; n++) for (let i = 0; i < 3; i++) await from(t, `192.0.2.${n}`, email, `wrong-${n}-${i}`);
    expectError(await from(t, ATTACKER, email, DEMO_PASSWORD), 429, 'rate-limited');

    await t.request({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    });
    const visit = await t.request({ method: 'GET', url: await linkIn(t.db, email, 'reset-password') });
    const token = new URL(String(visit.headers.location), 'http://localhost:3000').searchParams.get('token');
    expectOk(
      await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { newPassword: 'a-fresh-password-1', token },
      }),
    );

    const keys = signInCounterKeys(email);
    const counters = () =>
      t.db
        .selectFrom('rateCounter')
        .select('key')
        .where((eb) => eb.or([eb('key', '=', keys.account), eb('key', 'like', `${keys.pairPrefix}%`)]))
        .execute();
    expect(await counters()).toEqual([]);
    expect((await from(t, ATTACKER, email, 'a-fresh-password-1')).statusCode).toBe(200);
  });

  it('limits failed attempts per client address across accounts', async () => {
    const u = await createTestApp({
      authLimits: { ...GENEROUS_AUTH_LIMITS, perAddress: { max: 2, windowSeconds: 60 } },
    });
    try {
      expectError(await from(u, '10.0.0.1', 'student@roadlog.test', 'wrong'), 401, 'invalid-credentials');
      expectError(await from(u, '10.0.0.1', 'parent@roadlog.test', 'wrong'), 401, 'invalid-credentials');
      expectError(await from(u, '10.0.0.1', 'teacher@roadlog.test', DEMO_PASSWORD), 429, 'rate-limited');
      expect((await from(u, '10.0.0.2', 'teacher@roadlog.test', DEMO_PASSWORD)).statusCode).toBe(200);
      // A school network where everyone signs in successfully never meets the limit.
      for (const key of ['student', 'student2', 'student3', 'parent', 'teacher'])
        expect((await from(u, '10.0.0.3', emailOf(key), DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await u.close();
    }
  });
});

describe('slowDownDelay', () => {
  it('waits nothing up to the threshold, then doubles up to the cap', () => {
    const slow = { afterFailures: 10, windowSeconds: 900, stepMs: 250, maxMs: 3000 };
    expect([0, 10, 11, 12, 13, 14, 15, 16, 1_000_000].map((n) => slowDownDelay(n, slow))).toEqual([
      0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000,
    ]);
  });
});
