/** An active user's session is extended, and the extended cookie reaches the browser. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('session refresh', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends the refreshed session cookie with an API answer once the session is a day old', async () => {
    const cookie = await t.signIn('teacher');
    const fresh = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(fresh.headers['set-cookie']).toBeUndefined();

    const userId = await t.userId('teacher');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await t.db
      .updateTable('session')
      .set({ updatedAt: twoDaysAgo, expiresAt: soon })
      .where('userId', '=', userId)
      .execute();

    const refreshed = await t.request({ method: 'GET', url: '/api/me', cookie });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.email).toBe('teacher@roadlog.test');
    const setCookie = [refreshed.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toContain('better-auth.session_token=');
    const session = await t.db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(soon.getTime());
  });
});
