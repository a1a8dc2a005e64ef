/**
 * The session fast path (auth/session-fast-path.ts) must answer exactly as better-auth would:
 * signed-in for a valid cookie, signed-out the moment a session is gone, expired or tampered with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie });
const sessionCookie = (cookie: string) => /better-auth\.session_token=([^;]+)/.exec(cookie)![1]!;

describe('reading the session', () => {
  it('answers the signed-in user for a valid cookie, with no cookie to set', async () => {
    const cookie = await t.signIn('teacher');
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('teacher@roadlog.test');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers signed-out for a token whose signature was changed', async () => {
    const cookie = await t.signIn('teacher');
    const value = decodeURIComponent(sessionCookie(cookie));
    const forged = `better-auth.session_token=${encodeURIComponent(value.slice(0, 4) + (value[4] === 'A' ? 'B' : 'A') + value.slice(5))}`;
    expect((await me(forged)).json().user).toBeNull();
  });

  it('answers signed-out at once when the session row is deleted (sign-out elsewhere, reset)', async () => {
    const cookie = await t.signIn('parent');
    expect((await me(cookie)).json().user.email).toBe('parent@roadlog.test');
    await t.db
      .deleteFrom('session')
      .where('userId', '=', await t.userId('parent'))
      .execute();
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('answers signed-out for an expired session', async () => {
    const cookie = await t.signIn('student2');
    await t.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', await t.userId('student2'))
      .execute();
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('answers signed-out for a disabled account', async () => {
    const cookie = await t.signIn('teacher2');
    await t.db
      .updateTable('user')
      .set({ status: 'disabled' })
      .where('id', '=', await t.userId('teacher2'))
      .execute();
    expect((await me(cookie)).json().user).toBeNull();
  });

  it('sees a change to the account on the next request', async () => {
    const cookie = await t.signIn('parent2');
    await t.db
      .updateTable('user')
      .set({ firstName: 'Renamed' })
      .where('id', '=', await t.userId('parent2'))
      .execute();
    expect((await me(cookie)).json().user.firstName).toBe('Renamed');
  });
});
