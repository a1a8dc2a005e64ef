import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LIMITS = { perAddress: { max: 1, windowSeconds: 60 }, perAccount: { max: 100, windowSeconds: 60 } };

describe('client address for rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, authLimits: LIMITS });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick a fresh address', async () => {
    const attempt = (n: number) =>
      t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: `p${n}@example.com`, password: 'x-wrong-x' }, headers: { 'x-forwarded-for': `203.0.113.${n}` } });
    expect((await attempt(1)).statusCode).toBe(401);
    const second = await attempt(2);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('rate-limited');
  });
});
