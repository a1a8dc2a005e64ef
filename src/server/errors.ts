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
