/**
 * Cross-site request forgery guard for every state-changing API request (docs/SECURITY.md).
 *
 * A browser sends `Origin` with every POST, PUT, PATCH and DELETE it makes from a page, so:
 * - an `Origin` (or, without one, a `Referer`) that is not one of the app's trusted origins is
 *   refused, signed in or not;
 * - a request that carries cookies but neither header did not come from one of our pages (or
 *   came from a browser old enough to be unsafe) and is refused too;
 * - a request without cookies and without either header is a script or a server calling the
 *   API with no ambient credentials: nothing to forge, so it passes.
 * `SameSite=Lax` cookies alone would not stop a cross-site form POST without a body.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? value : url.origin;
  } catch {
    return value;
  }
}

/** The origin a request claims to come from (Origin, else Referer's), or null for neither. */
export function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return originOf(origin);
  const referer = request.headers.referer;
  return typeof referer === 'string' && referer !== '' ? originOf(referer) : null;
}

export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins.map((o) => originOf(o) ?? o));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = requestOrigin(request);
    if (origin === null) {
      if (request.headers.cookie) throw new AppError('invalid-origin', 'This request did not come from Roadlog.');
      return;
    }
    if (!trusted.has(origin)) throw new AppError('invalid-origin', 'This request did not come from Roadlog.');
  });
}
