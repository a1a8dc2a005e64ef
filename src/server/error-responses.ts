/**
 * The error answers of each route in the OpenAPI document, from what the route declares: its
 * access rule, its schemas, its method and `config.rateLimited`. Each answer has the body of
 * `errorResponseSchema` (src/shared/api/common.ts) and names the codes of its status
 * (src/shared/errors.ts).
 */
import type { RouteOptions } from 'fastify';
import { errorResponseSchema } from '../shared/api/common.js';
import { ERROR_CODES, ERRORS, type ErrorStatus } from '../shared/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route counts requests (rate-limit.ts) and may answer 429 `rate-limited`. */
    rateLimited?: boolean;
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const WHY: Partial<Record<ErrorStatus, string>> = {
  400: 'The request is not valid',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  413: 'The request body is too large',
  414: 'A path parameter is too long',
  415: 'The request body has a type the route does not accept',
  429: 'Too many requests',
};

/** The 4xx statuses a route may answer. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): ErrorStatus[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
  const schema = route.schema ?? {};
  const takesBody = methods.some((m) => BODY_METHODS.has(m));
  const hasParams = Boolean(schema.params);
  const statuses = new Set<ErrorStatus>();
  // The input guard refuses a body a route does not take, and a malformed URL is refused anywhere.
  if (schema.body || schema.querystring || hasParams || takesBody) statuses.add(400);
  const access = route.config?.access;
  if (access !== undefined && access !== 'public') statuses.add(401).add(403);
  // A state-changing request with a session cookie from another site: 403 `invalid-origin`.
  if (takesBody) statuses.add(403).add(413).add(415);
  if (hasParams) statuses.add(404).add(414);
  if (route.config?.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** "Not signed in: `unauthenticated`, …" with every code of the status. */
function describeStatus(status: ErrorStatus): string {
  const codes = ERROR_CODES.filter((code) => ERRORS[code] === status).map((code) => `\`${code}\``);
  return `${WHY[status] ?? 'Refused'}. Codes of this status: ${codes.join(', ')}.`;
}

/** The route's response schemas with its error answers added (a route's own entry wins). */
export function withErrorResponses(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): Record<string, unknown> {
  const own = (route.schema?.response ?? {}) as Record<string, unknown>;
  const added: Record<string, unknown> = {};
  for (const status of errorStatusesOf(route)) added[status] = errorResponseSchema.describe(describeStatus(status));
  return { ...added, ...own };
}
