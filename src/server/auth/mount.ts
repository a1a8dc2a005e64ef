/**
 * Mounts better-auth at /api/auth/*. Builds a web Request from the Fastify request, passes the
 * client's address on (otherwise everyone shares one limit), and copies every header back.
 * Sign-in is throttled by sign-in-throttle.ts (failures per address, per account and address, and
 * a slow-down per account); reset and verification resend are limited per address and per
 * account here; only the endpoints the product uses are open (registration goes through
 * /api/registrations/*).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AUTH_CODE_MAP, ERRORS, type ErrorBody } from '../../shared/errors.js';
import { AppError, codeForStatus, errorBody } from '../errors.js';
import { enforce, type Limit } from '../rate-limit.js';
import { checkAuthBody } from './auth-bodies.js';
import { beginSignIn, DEFAULT_SLOW_DOWN, type SignInAttempt, type SlowDown } from './sign-in-throttle.js';

export interface AuthRateLimits {
  /** Per client address: failed sign-ins, and every reset, verification or registration request. */
  perAddress: Limit;
  /**
   * Failed sign-ins of one account from one address (a success clears them); and reset,
   * verification or registration requests per account.
   */
  perAccount: Limit;
  /** Failed sign-ins of one account from anywhere slow its sign-ins down (DEFAULT_SLOW_DOWN). */
  slowDown?: SlowDown;
}

export const DEFAULT_AUTH_LIMITS: Required<AuthRateLimits> = {
  // Generous per address: a whole class may sign in from one school network at once.
  perAddress: { max: 200, windowSeconds: 10 * 60 },
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  slowDown: DEFAULT_SLOW_DOWN,
};

const LIMITED_PATHS = new Set(['/request-password-reset', '/send-verification-email', '/reset-password']);

/**
 * The better-auth endpoints the product uses; every other one it mounts (update-user,
 * change-password, list-sessions, revoke-session(s), delete-user, sign-up, …) answers 404, so
 * profile fields, passwords and sessions change only through our own validated routes.
 * `test/integration/auth-endpoints.test.ts` probes every endpoint better-auth declares.
 */
export const OPEN_AUTH_ENDPOINTS: readonly { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'POST', path: /^\/sign-in\/email$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/request-password-reset$/ },
  // The link in the reset e-mail: checks the token, then redirects to the app's reset page.
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
  { method: 'POST', path: /^\/reset-password$/ },
  { method: 'POST', path: /^\/send-verification-email$/ },
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'GET', path: /^\/(ok|error)$/ },
];

export function isOpenAuthEndpoint(method: string, subPath: string): boolean {
  return OPEN_AUTH_ENDPOINTS.some((e) => e.method === method && e.path.test(subPath));
}

/** A reset request's e-mail when it is well formed (better-auth's own check); else null. */
function resetEmail(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('email' in body) || typeof body.email !== 'string') return null;
  return z.email().safeParse(body.email).success ? body.email : null;
}

function emailOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'email' in body && typeof body.email === 'string')
    return body.email.trim().toLowerCase();
  return null;
}

export async function limitAuthAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  action: string,
  email: string | null,
): Promise<void> {
  const limits = app.authLimits;
  const checks = [{ key: `ip:${action}:${request.ip}`, limit: limits.perAddress }];
  if (email) checks.push({ key: `account:${action}:${email}`, limit: limits.perAccount });
  await enforce(app.db, checks);
}

export function mountAuth(app: FastifyInstance): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public', ownBodyCheck: true },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, app.config.baseUrl);
      const subPath = url.pathname.replace(/^\/api\/auth/, '');
      if (!isOpenAuthEndpoint(request.method, subPath)) throw new AppError('not-found', 'Not found.');
      // Before any counter, lastActive update or re-serialising of the body (auth-bodies.ts).
      if (request.method === 'POST') checkAuthBody(subPath, request.body);
      let signIn: SignInAttempt | null = null;
      if (request.method === 'POST' && subPath === '/sign-in/email') {
        const limits = app.authLimits;
        signIn = await beginSignIn(
          app,
          { ...limits, slowDown: limits.slowDown ?? DEFAULT_SLOW_DOWN },
          request.ip,
          emailOf(request.body),
        );
      } else if (request.method === 'POST' && LIMITED_PATHS.has(subPath)) {
        await limitAuthAttempt(app, request, subPath, emailOf(request.body));
      }
      if (subPath === '/sign-out') {
        // docs/product/accounts.md#sign-in-states-and-redirects: logging out records lastActive first; failures are swallowed.
        const { currentUser } = await import('./session.js');
        const user = await currentUser(request).catch(() => null);
        if (user)
          await app.db
            .updateTable('user')
            .set({ lastActive: new Date() })
            .where('id', '=', user.id)
            .execute()
            .catch(() => undefined);
      }

      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      }
      headers.set('x-forwarded-for', request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      if (hasBody) headers.set('content-type', 'application/json');
      headers.delete('content-length');
      const authRequest = (body: unknown) =>
        new Request(url, { method: request.method, headers, ...(hasBody ? { body: JSON.stringify(body) } : {}) });

      let response: Response;
      const resetFor =
        request.method === 'POST' && subPath === '/request-password-reset' ? resetEmail(request.body) : null;
      if (resetFor) {
        // Whether the address has an account must not show in the answer or its timing: better-auth
        // checks the request (origin, redirect) with an address that has none and answers that;
        // the real request runs after the answer has gone out.
        response = await app.auth.handler(
          authRequest({ ...(request.body as object), email: `no-account-${crypto.randomUUID()}@roadlog.invalid` }),
        );
        if (response.status === 200) {
          const real = authRequest(request.body);
          app.background.afterReply(reply, 'password reset request', async () => {
            const outcome = await app.auth.handler(real);
            if (outcome.status !== 200)
              app.log.warn({ status: outcome.status }, 'password reset request refused after the answer');
          });
        }
      } else {
        response = await app.auth.handler(authRequest(request.body));
      }
      await signIn?.finish(response.status);
      const text = await response.text();

      // A refusal's status is its code's (translateAuthError), whatever better-auth answered.
      const refusal = response.status >= 400 ? translateAuthError(response.status, text) : null;
      reply.status(refusal ? ERRORS[refusal.error.code] : response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      // An empty refusal (better-auth's 404 for an unknown path) gets our error shape too.
      if (refusal) return reply.type('application/json').send(JSON.stringify(refusal));
      return reply.send(text || null);
    },
  });
}

/**
 * better-auth's `{ code: 'INVALID_EMAIL_OR_PASSWORD', message }` → our `{ error: { code, message } }`;
 * the answer's status becomes `ERRORS[code]`.
 */
export function translateAuthError(status: number, text: string): ErrorBody {
  let body: { code?: string; message?: string; failed?: string[] };
  try {
    body = (text ? JSON.parse(text) : {}) as typeof body;
    if (!body || typeof body !== 'object') body = {};
  } catch {
    body = {};
  }
  const code = (body.code && AUTH_CODE_MAP[body.code]) || codeForStatus(status);
  if (ERRORS[code] >= 500) return errorBody(code, 'Authentication failed.');
  return errorBody(code, body.message ?? code, body.failed ? { fields: { password: body.failed.join(',') } } : {});
}
