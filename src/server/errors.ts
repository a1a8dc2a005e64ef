import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import { AUTH_CODE_MAP, type ErrorCode } from '../shared/errors.js';
import { databaseBusyError } from './db/pglite-dialect.js';

/** The one error type routes throw; the handler below turns it into `{ error: {...} }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? code);
  }
}

export const unauthenticated = () => new AppError('unauthenticated', 401, 'Sign in to continue.');
export const forbidden = () => new AppError('forbidden', 403, 'You do not have access to this.');
export const notFound = (what = 'Resource') => new AppError('not-found', 404, `${what} not found.`);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('validation-failed', 400, message, fields);

/**
 * SQLSTATEs a value from a request can cause (class 22, data exception, and an index row too big):
 * NUL (22021) or an untranslatable character (22P05) in text, a value too long (22001) or out of
 * range (22003), a bad date, time or zone (22007, 22008, 22023), text that is not a number or
 * uuid (22P02), and 54000 for a string too long to index. input-guard.ts and the schemas refuse
 * such input first; this is the safety net, so a gap answers 400 instead of 500.
 */
const INPUT_SQLSTATES = new Set(['22001', '22003', '22007', '22008', '22021', '22023', '22P02', '22P05', '54000']);

/** A PostgreSQL (pg or PGlite) error caused by the data sent, not by the server. */
export function isInputDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return false;
  // Both drivers' errors carry the server's severity alongside the SQLSTATE.
  return INPUT_SQLSTATES.has(error.code) && 'severity' in error;
}

const BUSY_LOG_INTERVAL_MS = 10_000;
let busyLoggedAt = 0;
let busyAnswers = 0;

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    const busy = databaseBusyError(error);
    if (busy) {
      // The embedded database's wait queue is full or this request waited too long (decision 008).
      // Logged once per interval with a count: under overload a line per request would add to it.
      busyAnswers++;
      if (Date.now() - busyLoggedAt >= BUSY_LOG_INTERVAL_MS) {
        request.log.warn({ reason: busy.reason, answers: busyAnswers }, 'embedded database busy: answered 503 service-busy');
        busyLoggedAt = Date.now();
        busyAnswers = 0;
      }
      return reply
        .status(503)
        .header('retry-after', String(busy.retryAfterSeconds))
        .send({ error: { code: 'service-busy', message: 'The service is busy. Try again in a few seconds.' } });
    }
    if (isAPIError(error)) {
      // better-auth called from our own routes (registration, password change).
      const body = (error.body ?? {}) as { code?: string; message?: string; failed?: string[] };
      const status = Number(error.statusCode) || 400;
      const code: ErrorCode = (body.code && AUTH_CODE_MAP[body.code]) || (status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'validation-failed');
      if (status >= 500) request.log.error({ err: error }, 'auth call failed');
      return reply.status(status >= 500 ? 500 : status).send({
        error: { code, message: body.message ?? code, ...(body.failed ? { fields: { password: body.failed.join(',') } } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'invalid';
      }
      return reply.status(400).send({ error: { code: 'validation-failed', message: 'The request is not valid.', fields } });
    }
    if (isInputDatabaseError(error)) {
      // Logged (it shows a validation gap), never sent: the SQL and its values stay here.
      request.log.warn({ err: error }, 'database refused a value from the request');
      return reply.status(400).send({ error: { code: 'validation-failed', message: 'The request is not valid.' } });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'rate-limited', message: 'Too many requests. Try again later.' } });
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'not-found' : status === 401 ? 'unauthenticated' : status === 403 ? 'forbidden' : 'validation-failed';
      return reply.status(status).send({ error: { code, message: 'The request is not valid.' } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal-error', message: 'Something went wrong on our side.' } });
  });
}
