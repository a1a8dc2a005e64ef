/** Public read-only routes: health, the password policy, and the states' learner-permit rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../helpers/expect.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

const get = (url: string) => t.request({ method: 'GET', url });

describe('GET /api/health', () => {
  it('reports the database it runs on', async () => {
    expect(expectOk(await get('/api/health'))).toEqual({ ok: true, database: t.database.kind });
  });
});

describe('GET /api/password-policy', () => {
  it('publishes schema version 1 with the default rules', async () => {
    expect(expectOk(await get('/api/password-policy'))).toEqual({ schemaVersion: 1 });
  });

  it('publishes and enforces the configured rules', async () => {
    const strict = await createTestApp({
      seed: false,
      env: {
        PASSWORD_MIN_LENGTH: '10',
        PASSWORD_MAX_LENGTH: '64',
        PASSWORD_REQUIRE_UPPERCASE: 'true',
        PASSWORD_REQUIRE_NUMERIC: '1',
      },
    });
    try {
      const policy = expectOk(await strict.request({ method: 'GET', url: '/api/password-policy' }));
      expect(policy).toEqual({
        schemaVersion: 1,
        minLength: 10,
        maxLength: 64,
        requireUppercase: true,
        requireNumeric: true,
      });

      const register = (password: string) =>
        strict.request({
          method: 'POST',
          url: '/api/registrations/parent',
          payload: {
            firstName: 'Pol',
            lastName: 'Icy',
            email: 'policy@example.test',
            password,
            contactPhone: '555-010-2030',
            state: 'OR',
          },
        });
      const error = expectError(await register('lowercase-only'), 400, 'password-does-not-meet-requirements');
      expect(error.fields).toEqual({ password: 'uppercase,numeric' });
      expectOk(await register('Long-enough-1'));
    } finally {
      await strict.close();
    }
  });
});

describe('GET /api/requirements', () => {
  it('lists the 50 states and DC, cacheable', async () => {
    const response = await get('/api/requirements');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { states } = expectOk<{ states: { code: string; name: string; supervisedHours: number | null }[] }>(response);
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.code)).size).toBe(51);
    expect(states.find((s) => s.code === 'DC')).toBeDefined();
  });
});

describe('GET /api/requirements/:state', () => {
  it("gives one state's rules, in any letter case", async () => {
    const rule = expectOk(await get('/api/requirements/ca'));
    expect(rule).toMatchObject({ code: 'CA', name: 'California' });
    expect(rule.supervisedHours).toBeGreaterThan(0);
    expect(rule.sources.length).toBeGreaterThan(0);
  });

  it('answers 404 for a code that is no state', async () => {
    expectError(await get('/api/requirements/ZZ'), 404, 'not-found');
  });

  it.each(['CAL', 'C1', 'c'])('refuses %j with validation-failed', async (code) => {
    expectError(await get(`/api/requirements/${code}`), 400, 'validation-failed');
  });
});

describe('GET /api/docs/json', () => {
  type Operation = {
    responses: Record<
      string,
      {
        description?: string;
        content?: {
          'application/json': { schema: { properties: { error: { properties: { code: { enum: string[] } } } } } };
        };
      }
    >;
  };
  const operation = (doc: { paths: Record<string, Record<string, Operation>> }, url: string, method: string) =>
    doc.paths[url]?.[method];

  it('describes each route’s error answers with the error body', async () => {
    const doc = expectOk(await get('/api/docs/json'));
    const statuses = (url: string, method: string) =>
      Object.keys(operation(doc, url, method)?.responses ?? {}).filter((s) => s.startsWith('4'));
    // Signed-in routes answer 401 and 403; path parameters add 404 and 414; a body 400, 413, 415.
    expect(statuses('/api/students/{id}', 'get')).toEqual(['400', '401', '403', '404', '414']);
    expect(statuses('/api/drive-logs', 'post')).toEqual(['400', '401', '403', '413', '415']);
    // Public and read-only: 400 for its parameter only; rate limited routes add 429.
    expect(statuses('/api/requirements/{state}', 'get')).toEqual(['400', '404', '414']);
    expect(statuses('/api/registrations/parent', 'post')).toContain('429');
    const unauthenticated = operation(doc, '/api/students/{id}', 'get')!.responses['401']!;
    expect(unauthenticated.description).toContain('`unauthenticated`');
    expect(unauthenticated.content!['application/json'].schema.properties.error.properties.code.enum).toContain(
      'invitation-revoked',
    );
  });
});
