/**
 * The client address behind a reverse proxy (TRUST_PROXY): only the configured proxies' hops are
 * trusted, so the per-address limits count the real client however X-Forwarded-For is filled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { isPrivateAddress, trustProxyOption } from '../../src/server/trust-proxy.js';
import { expectError } from '../helpers/expect.js';
import { createTestApp, DEMO_PASSWORD, ORIGIN, type TestApp } from '../helpers/test-app.js';

const LIMITS = { perAddress: { max: 1, windowSeconds: 60 }, perAccount: { max: 100, windowSeconds: 60 } };
const PROXY = '127.0.0.1';
const CLIENT = '198.51.100.7';

/** A sign-in arriving over a socket from `remoteAddress` with this X-Forwarded-For. */
const signInVia = (
  t: TestApp,
  remoteAddress: string,
  forwardedFor: string | undefined,
  email: string,
  password = 'x-wrong-x',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: ORIGIN, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
    payload: { email, password },
  });

describe('client address for rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, authLimits: LIMITS });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick a fresh address', async () => {
    const attempt = (n: number) =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `p${n}@example.com`, password: 'x-wrong-x' },
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
      });
    expect((await attempt(1)).statusCode).toBe(401);
    const second = await attempt(2);
    expect(second.statusCode).toBe(429);
    expect(second.json().error.code).toBe('rate-limited');
  });
});

describe.each([
  ['the proxy address', PROXY],
  ['a CIDR range', '127.0.0.0/8'],
  ['true (one hop from a private peer)', 'true'],
  ['a hop count', '1'],
])('TRUST_PROXY set to %s', (_label, setting) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      authLimits: { perAddress: { max: 3, windowSeconds: 60 }, perAccount: { max: 100, windowSeconds: 60 } },
      env: { TRUST_PROXY: setting },
    });
  });
  afterAll(() => t.close());

  it('counts the address the proxy appended: a rotating leftmost X-Forwarded-For cannot escape the limit', async () => {
    // nginx `proxy_add_x_forwarded_for` keeps what the client sent and appends the client's socket
    // address; the client controls everything left of it.
    for (let n = 1; n <= 3; n++)
      expect((await signInVia(t, PROXY, `203.0.113.${n}, ${CLIENT}`, `rotate-${n}@example.test`)).statusCode).toBe(401);
    expectError(await signInVia(t, PROXY, `203.0.113.4, ${CLIENT}`, 'rotate-4@example.test'), 429, 'rate-limited');
    expectError(
      await signInVia(t, PROXY, `10.9.8.7, 203.0.113.5, ${CLIENT}`, 'rotate-5@example.test'),
      429,
      'rate-limited',
    );
    // Another client behind the same proxy has its own budget.
    expect((await signInVia(t, PROXY, '198.51.100.8', 'other@example.test')).statusCode).toBe(401);
  });

  it('passes the same address to better-auth (the session records it), not the spoofed leftmost one', async () => {
    const response = await signInVia(t, PROXY, `203.0.113.99, 198.51.100.20`, 'teacher@roadlog.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const sessions = await t.db
      .selectFrom('session')
      .select('ipAddress')
      .where('userId', '=', await t.userId('teacher'))
      .execute();
    expect(sessions.map((s) => s.ipAddress)).toEqual(['198.51.100.20']);
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, authLimits: LIMITS, env: { TRUST_PROXY: PROXY } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from a client that connects directly (not through the proxy)', async () => {
    expect((await signInVia(t, '192.0.2.50', '203.0.113.1', 'direct-1@example.test')).statusCode).toBe(401);
    expectError(await signInVia(t, '192.0.2.50', '203.0.113.2', 'direct-2@example.test'), 429, 'rate-limited');
  });
});

describe('TRUST_PROXY=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, authLimits: LIMITS, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('does not trust a public peer: a client on the internet cannot pick its address', async () => {
    expect((await signInVia(t, '192.0.2.60', '203.0.113.1', 'public-1@example.test')).statusCode).toBe(401);
    expectError(await signInVia(t, '192.0.2.60', '203.0.113.2', 'public-2@example.test'), 429, 'rate-limited');
  });
});

describe('TRUST_PROXY parsing', () => {
  const parse = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value } as NodeJS.ProcessEnv).trustProxy;

  it('reads off, true, hop counts and address lists', () => {
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('true')).toBe('private-peer');
    expect(parse('2')).toBe(2);
    expect(parse('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
  });

  it.each(['nginx', '10.0.0.0/33', '127.0.0.1/', '300.1.1.1', 'fe80::/129'])('refuses %j at boot', (value) => {
    expect(() => parse(value)).toThrow(/TRUST_PROXY/);
  });

  it('trusts exactly the configured hops', () => {
    const hops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([hops('203.0.113.1', 0), hops('203.0.113.1', 1), hops('203.0.113.1', 2)]).toEqual([true, true, false]);
    const privatePeer = trustProxyOption('private-peer') as (address: string, hop: number) => boolean;
    expect([
      privatePeer('127.0.0.1', 0),
      privatePeer('::ffff:10.1.2.3', 0),
      privatePeer('192.0.2.1', 0),
      privatePeer('127.0.0.1', 1),
    ]).toEqual([true, true, false, false]);
    expect(['::1', 'fd00::1', '172.31.0.1', '172.32.0.1', 'not-an-ip'].map(isPrivateAddress)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
