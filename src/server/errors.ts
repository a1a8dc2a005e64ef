import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAPIError } from 'better-auth/api';
import {
  AUTH_CODE_MAP,
  ERRORS,
  type ErrorBody,
  type ErrorDetails,
  type FieldErrors,
  type ServerErrorCode,
} from '../shared/errors.js';
import { databaseBusyError } from './db/pglite-dialect.js';

/**
 * The one error type routes throw; the handler below turns it into `{ error: {...} }` with the
 * code's one status (`ERRORS` in src/shared/errors.ts).
 */
export class AppError extends Error {
  readonly fields?: FieldErrors;
  readonly details?: ErrorDetails;

  constructor(
    readonly code: ServerErrorCode,
    message?: string,
    extra: { fields?: FieldErrors; details?: ErrorDetails } = {},
  ) {
    super(message ?? code);
    if (extra.fields) this.fields = extra.fields;
    if (extra.details) this.details = extra.details;
  }

  get status(): number {
    return ERRORS[this.code];
  }
}

export const unauthenticated = () => new AppError('unauthenticated', 'Sign in to continue.');
export const forbidden = () => new AppError('forbidden', 'You do not have access to this.');
export const notFound = (what = 'Resource') => new AppError('not-found', `${what} not found.`);
export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError('validation-failed', message, fields ? { fields } : {});

/**
 * The generic code for a status that came without one of ours (Fastify's own refusals,
 * better-auth's unmapped ones). A status with no generic code is answered as 400
 * `validation-failed`, so the status always equals `ERRORS[code]`.
 */
export function codeForStatus(status: number): ServerErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload-too-large';
    case 414:
      return 'uri-too-long';
    case 415:
      return 'unsupported-media-type';
    case 429:
      return 'rate-limited';
    default:
      return status >= 500 ? 'internal-error' : 'validation-failed';
  }
}

/** The answer for a code: `{ error: { code, message, fields?, details? } }` with the code's status. */
export function errorBody(
  code: ServerErrorCode,
  message: string,
  extra: { fields?: FieldErrors | undefined; details?: ErrorDetails | undefined } = {},
): ErrorBody {
  return {
    error: {
      code,
      message,
      ...(extra.fields ? { fields: extra.fields } : {}),
      ...(extra.details ? { details: extra.details } : {}),
    },
  };
}

export function sendError(
  reply: FastifyReply,
  code: ServerErrorCode,
  message: string,
  extra: { fields?: FieldErrors | undefined; details?: ErrorDetails | undefined } = {},
): FastifyReply {
  return reply.status(ERRORS[code]).send(errorBody(code, message, extra));
}

/** Default messages of the generic codes answered for Fastify's own refusals. */
const GENERIC_MESSAGES: Partial<Record<ServerErrorCode, string>> = {
  'not-found': 'Not found.',
  'payload-too-large': 'The request body is too large.',
  'uri-too-long': 'The address of the request is too long.',
  'unsupported-media-type': 'The request body has a type this route does not accept.',
  'rate-limited': 'Too many requests. Try again later.',
  'internal-error': 'Something went wrong on our side.',
};

export function genericMessage(code: ServerErrorCode): string {
  return GENERIC_MESSAGES[code] ?? 'The request is not valid.';
}

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

/**
 * Fastify's `frameworkErrors`: a malformed (400) or over-long (414) path parameter is refused by
 * the router before any handler; answer it in the same `{ error }` shape, with the code of its
 * status.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code = codeForStatus(error.statusCode ?? 400);
  sendError(reply, code, genericMessage(code));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.code, error.message, error);
    }
    const busy = databaseBusyError(error);
    if (busy) {
      // The embedded database's wait queue is full or this request waited too long (decision 008).
      // Logged once per interval with a count: under overload a line per request would add to it.
      busyAnswers++;
      if (Date.now() - busyLoggedAt >= BUSY_LOG_INTERVAL_MS) {
        request.log.warn(
          { reason: busy.reason, answers: busyAnswers },
          'embedded database busy: answered 503 service-busy',
        );
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
      const code = (body.code && AUTH_CODE_MAP[body.code]) || codeForStatus(Number(error.statusCode) || 400);
      if (ERRORS[code] >= 500) {
        request.log.error({ err: error }, 'auth call failed');
        return sendError(reply, code, genericMessage(code));
      }
      return sendError(
        reply,
        code,
        body.message ?? code,
        body.failed ? { fields: { password: body.failed.join(',') } } : {},
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'invalid';
      }
      return sendError(reply, 'validation-failed', 'The request is not valid.', { fields });
    }
    if (isInputDatabaseError(error)) {
      // Logged (it shows a validation gap), never sent: the SQL and its values stay here.
      request.log.warn({ err: error }, 'database refused a value from the request');
      return sendError(reply, 'validation-failed', 'The request is not valid.');
    }
    // Fastify's own refusals (body too large, unsupported content type, malformed JSON, …).
    const code = codeForStatus((error as FastifyError).statusCode ?? 500);
    if (code === 'internal-error') request.log.error({ err: error }, 'request failed');
    return sendError(reply, code, genericMessage(code));
  });
}
