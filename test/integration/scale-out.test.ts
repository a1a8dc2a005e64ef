/**
 * Two app instances on one database, each with its own connections (as two processes behind a
 * load balancer would be): a session made on one is valid on the other, and a flag change made
 * through one reaches the other's open event streams through LISTEN/NOTIFY.
 * PGlite is one process by nature, so this runs on PostgreSQL only (npm run test:pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, usesPostgres, type TestApp, type TestDatabase } from '../helpers/test-app';
import { listen, openEventStream } from '../helpers/sse';

describe.runIf(usesPostgres)('two app instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestApp({ database });
    second = await createTestApp({ database, seed: false });
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.destroy();
  });

  it('accepts a session created by the other instance', async () => {
    const cookie = await first.signIn('teacher');
    const me = await second.request({ method: 'GET', url: '/api/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('teacher@roadlog.test');
  });

  it('pushes a flag change made on one instance to streams open on the other', async () => {
    const base = await listen(second.app);
    const stream = await openEventStream(`${base}/api/flags/stream`);
    try {
      expect(JSON.parse((await stream.next()).data)).toEqual({ showPartners: false, adPanels: false });
      const admin = await first.signIn('admin');
      const put = await first.request({ method: 'PUT', url: '/api/flags', cookie: admin, payload: { adPanels: true } });
      expect(put.statusCode).toBe(200);
      const pushed = await stream.next(5_000);
      expect(pushed.event).toBe('flags');
      expect(JSON.parse(pushed.data)).toEqual({ showPartners: false, adPanels: true });
    } finally {
      stream.close();
    }
  });

  it('shares rate-limit counters between instances', async () => {
    const limited = await createTestApp({
      database,
      seed: false,
      authLimits: { perAddress: { max: 100, windowSeconds: 60 }, perAccount: { max: 2, windowSeconds: 60 } },
    });
    const other = await createTestApp({
      database,
      seed: false,
      authLimits: { perAddress: { max: 100, windowSeconds: 60 }, perAccount: { max: 2, windowSeconds: 60 } },
    });
    try {
      const attempt = (t: TestApp) =>
        t.request({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'scale-out@roadlog.test', password: 'wrong-password' },
        });
      expect((await attempt(limited)).statusCode).toBe(401);
      expect((await attempt(other)).statusCode).toBe(401);
      const third = await attempt(limited);
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('rate-limited');
    } finally {
      await other.close();
      await limited.close();
    }
  });
});
