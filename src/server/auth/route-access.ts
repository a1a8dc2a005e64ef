/**
 * A route's declared access is its check. Every API route declares `config.access`; one hook
 * reads it before the request is validated, refuses (401 signed out, 403 wrong role, unverified,
 * temporary password, suspended school) and hands the handler its caller as `request.actor`.
 * Handlers never check roles again; what is left to them is the resource rule (which student,
 * which school), through the loaders of src/shared/access.ts.
 * The route-coverage test fails on a route without a declaration and probes a wrong role on each.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleIn, type Role } from '../../shared/roles.js';
import { AppError, forbidden } from '../errors.js';
import { requireUser, type CurrentUser, type RequireOptions } from './session.js';

/** Who may call a route, and which of the signed-in checks it relaxes. */
export type AccessRule = RequireOptions & {
  /** The roles admitted; omitted: any signed-in user. */
  roles?: readonly Role[];
};

/** `public`: anyone (the handler may still read an optional caller with `currentUser`). */
export type RouteAccess = 'public' | 'signed-in' | AccessRule;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The caller, set by the access hook on every route that is not public. */
    actor: CurrentUser;
  }
}

/** "admin, state-admin" or "any signed-in user": the OpenAPI description's "Access:" line. */
export function describeAccess(access: RouteAccess): string {
  if (access === 'public') return 'anyone';
  if (access === 'signed-in' || !access.roles) return 'any signed-in user';
  return access.roles.join(', ');
}

/** The roles a route admits, or null when any signed-in user (or anyone) may call it. */
export function admittedRoles(access: RouteAccess | undefined): readonly Role[] | null {
  return access && access !== 'public' && access !== 'signed-in' && access.roles ? access.roles : null;
}

async function checkAccess(request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  if (access === 'public') return;
  if (access === undefined) {
    // Only the not-found handler and static files come here; an API route without a declaration
    // is refused rather than left open (the route-coverage test names it).
    if (request.routeOptions.url?.startsWith('/api/'))
      throw new AppError('internal-error', 'This route declares no access rule.');
    return;
  }
  const rule: AccessRule = access === 'signed-in' ? {} : access;
  const user = await requireUser(request, rule);
  if (rule.roles && !roleIn(user.role, rule.roles)) throw forbidden();
  request.actor = user;
}

export function registerRouteAccess(app: FastifyInstance): void {
  app.decorateRequest('actor', null as unknown as CurrentUser);
  // preValidation: a signed-out or wrong-role caller learns nothing from validation errors.
  app.addHook('preValidation', checkAccess);
}
