/** The one error vocabulary: every code has one status, and every path answers with it. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { APIError } from 'better-auth/api';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema } from '../shared/api/common.js';
import { AUTH_CODE_MAP, ERROR_CODES, ERRORS, SERVER_ERROR_CODES, type ServerErrorCode } from '../shared/errors.js';
import { translateAuthError } from './auth/mount.js';
import { AppError, codeForStatus, frameworkErrors, registerErrorHandler } from './errors.js';

describe('ERRORS', () => {
  it('gives every code a status, and only the client-made codes none', () => {
    for (const code of ERROR_CODES)
      expect([400, 401, 403, 404, 409, 410, 413, 414, 415, 429, 500, 503, null], code).toContain(ERRORS[code]);
    expect(ERROR_CODES.filter((code) => ERRORS[code] === null).sort()).toEqual([
      'network-request-failed',
      'unknown',
      'unsupported-password-policy-schema-version',
    ]);
  });

  it('maps every better-auth code to a code the server sends', () => {
    for (const code of Object.values(AUTH_CODE_MAP)) expect(SERVER_ERROR_CODES).toContain(code);
  });

  it('gives every generic status a code of that status', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 414, 415, 429, 500])
      expect(ERRORS[codeForStatus(status)], String(status)).toBe(status);
    // A status without a code of its own is answered as a 400.
    expect(codeForStatus(418)).toBe('validation-failed');
    expect(codeForStatus(503)).toBe('internal-error');
  });

  it('has no code that nothing produces', () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) return files(p);
        return /\.tsx?$/.test(e.name) && !e.name.includes('.test.') && p !== path.join('src', 'shared', 'errors.ts')
          ? [p]
          : [];
      });
    const source = files('src')
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    const mapped = new Set<string>(Object.values(AUTH_CODE_MAP));
    // Produced by codeForStatus for Fastify's and better-auth's own refusals.
    const generic = new Set<string>([400, 401, 403, 404, 409, 413, 414, 415, 429, 500].map(codeForStatus));
    const unused = ERROR_CODES.filter(
      (code) => !mapped.has(code) && !generic.has(code) && !source.includes(`'${code}'`),
    );
    expect(unused).toEqual([]);
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const typed = Fastify({
      logger: false,
      bodyLimit: 100,
      maxParamLength: 60,
      frameworkErrors,
    }).withTypeProvider<ZodTypeProvider>();
    app = typed;
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const response = {
      200: z.object({ ok: z.boolean() }),
      400: errorResponseSchema,
      403: errorResponseSchema,
      409: errorResponseSchema,
    };
    typed.get('/throw/:code', { schema: { params: z.object({ code: z.string() }) } }, (request) => {
      throw new AppError(request.params.code as ServerErrorCode, 'Refused.', {
        fields: { email: 'taken' },
        details: { consent: 'pending' },
      });
    });
    // With the error body as response schema, as the OpenAPI hook adds it to every route.
    typed.get('/described/:code', { schema: { params: z.object({ code: z.string() }), response } }, (request) => {
      throw new AppError(request.params.code as ServerErrorCode, 'Refused.', {
        details: { name: 'Tara', conflictStartsAt: 'a', conflictEndsAt: 'b' },
      });
    });
    app.get('/auth/:code', (request) => {
      const { code } = request.params as { code: string };
      throw new APIError('BAD_REQUEST', { code, message: 'From better-auth.' });
    });
    app.post('/body', { schema: { body: z.object({ name: z.string() }) } }, () => ({ ok: true }));
    app.get('/by-id/:id', () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(SERVER_ERROR_CODES)('answers %s with its status', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/throw/${code}` });
    expect(response.statusCode).toBe(ERRORS[code]);
    expect(response.json()).toEqual({
      error: { code, message: 'Refused.', fields: { email: 'taken' }, details: { consent: 'pending' } },
    });
  });

  it('answers through the error body response schema', async () => {
    for (const code of ['validation-failed', 'forbidden', 'lesson-teacher-double-booked'] as const) {
      const response = await app.inject({ method: 'GET', url: `/described/${code}` });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: ERRORS[code],
        body: {
          error: { code, message: 'Refused.', details: { name: 'Tara', conflictStartsAt: 'a', conflictEndsAt: 'b' } },
        },
      });
    }
  });

  it.each(Object.entries(AUTH_CODE_MAP))('answers better-auth %s as %s with its status', async (authCode, code) => {
    const response = await app.inject({ method: 'GET', url: `/auth/${authCode}` });
    expect({ status: response.statusCode, code: response.json().error.code }).toEqual({ status: ERRORS[code], code });
  });

  it('answers Fastify’s own refusals with the code of their status', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/body', payload: { name: 'x'.repeat(200) } }),
      await app.inject({ method: 'POST', url: '/body', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }),
      await app.inject({
        method: 'POST',
        url: '/body',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      }),
      await app.inject({ method: 'POST', url: '/body', payload: { name: 1 } }),
      await app.inject({ method: 'GET', url: `/by-id/${'x'.repeat(61)}` }),
    ].map((r) => ({ status: r.statusCode, code: r.json().error.code }));
    expect(answers).toEqual([
      { status: 413, code: 'payload-too-large' },
      { status: 415, code: 'unsupported-media-type' },
      { status: 400, code: 'validation-failed' },
      { status: 400, code: 'validation-failed' },
      { status: 414, code: 'uri-too-long' },
    ]);
  });
});

describe('translateAuthError', () => {
  it.each(Object.entries(AUTH_CODE_MAP))('translates %s to %s', (authCode, code) => {
    expect(translateAuthError(400, JSON.stringify({ code: authCode, message: 'm' })).error.code).toBe(code);
  });

  it('gives a refusal without a known code the code of its status', () => {
    expect(translateAuthError(404, '').error.code).toBe('not-found');
    expect(translateAuthError(403, '{"code":"INVALID_ORIGIN"}').error.code).toBe('forbidden');
    expect(translateAuthError(422, '{"code":"SOMETHING_NEW"}').error.code).toBe('validation-failed');
    expect(translateAuthError(500, 'not json')).toEqual({
      error: { code: 'internal-error', message: 'Authentication failed.' },
    });
    expect(
      translateAuthError(
        400,
        JSON.stringify({ code: 'PASSWORD_TOO_SHORT', message: 'Too short', failed: ['minLength'] }),
      ),
    ).toEqual({
      error: { code: 'password-does-not-meet-requirements', message: 'Too short', fields: { password: 'minLength' } },
    });
  });
});
