/** The sign-in limits come from AUTH_LIMIT_PER_ACCOUNT / AUTH_LIMIT_PER_ADDRESS (default 10 and 200; decision 009). */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const signIn = (app: TestApp, password = DEMO_PASSWORD) =>
  app.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'teacher@roadlog.test', password } });

describe('sign-in limits from the environment', () => {
  it('defaults to 10 per account and address and 200 per address', async () => {
    t = await createTestApp({ authLimits: 'config' });
    expect(t.app.authLimits.perAccount.max).toBe(10);
    expect(t.app.authLimits.perAddress.max).toBe(200);
  });

  it('refuses the sign-in after the configured number of failures per account and address', async () => {
    t = await createTestApp({ authLimits: 'config', env: { AUTH_LIMIT_PER_ACCOUNT: '2' } });
    // Successful sign-ins do not count.
    for (let i = 0; i < 3; i++) expect((await signIn(t)).statusCode).toBe(200);
    expect((await signIn(t, 'wrong-1')).statusCode).toBe(401);
    expect((await signIn(t, 'wrong-2')).statusCode).toBe(401);
    const third = await signIn(t);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('rate-limited');
  });
});
