/**
 * Who is calling. The access hook (route-access.ts) calls `requireUser` for every route that is
 * not public; public routes that care read an optional caller with `currentUser`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../shared/access.js';
import type { SessionUser } from '../../shared/api/me.js';
import type { OrganizationStatus } from '../../shared/api/organizations.js';
import { isRole, isSchoolMember, isUserStatus, isVerificationExempt } from '../../shared/roles.js';
import { databaseBusyError } from '../db/pglite-dialect.js';
import type { UserRow } from '../db/schema.js';
import { AppError, unauthenticated } from '../errors.js';
import { fastSessionUser, type SessionUserRow } from './session-fast-path.js';

export interface CurrentUser extends Actor {
  id: string;
  email: string;
  /** The status of the user's school, read with the session on every request. */
  organizationStatus: OrganizationStatus | null;
  profile: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUserPromise?: Promise<CurrentUser | null>;
    /** Cookies better-auth set while reading the session (the daily refresh), sent with the reply. */
    sessionCookies?: string[];
  }
}

/**
 * `role` and `status` are better-auth additional fields without a CHECK constraint, so a row
 * written outside our code could hold anything; a value outside ROLES or USER_STATUSES reads as
 * null here, the one place a user row becomes the session user and the actor, rather than failing
 * the /api/me answer (docs/product/accounts.md: `role` is null for such a user).
 */
export function toSessionUser(row: UserRow, organizationStatus: OrganizationStatus | null = null): SessionUser {
  return {
    uid: row.id,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    name: row.name,
    role: isRole(row.role) ? row.role : null,
    organizationId: row.organizationId,
    studentId: row.studentId,
    studentIds: Array.isArray(row.studentIds) ? row.studentIds : [],
    parentEmail: row.parentEmail,
    firstName: row.firstName,
    lastName: row.lastName,
    state: row.state,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address: row.address,
    cityCounty: row.cityCounty,
    zip: row.zip,
    temporaryPassword: Boolean(row.temporaryPassword),
    status: isUserStatus(row.status) ? row.status : null,
    lastActive: row.lastActive ? new Date(row.lastActive).toISOString() : null,
    preferredLanguage: row.preferredLanguage,
    organizationStatus,
  };
}

export function toCurrentUser(row: SessionUserRow): CurrentUser {
  const profile = toSessionUser(row, row.organizationStatus);
  return {
    id: row.id,
    organizationStatus: row.organizationStatus,
    email: row.email,
    role: profile.role,
    organizationId: row.organizationId,
    state: row.state,
    studentIds: profile.studentIds,
    emailVerified: profile.emailVerified,
    temporaryPassword: profile.temporaryPassword,
    profile,
  };
}

async function loadCurrentUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const fast = await fastSessionUser(app, cookie);
  if (fast) return fast.status === 'disabled' ? null : toCurrentUser(fast);
  const headers = new Headers({ cookie });
  // A busy embedded database is not "signed out": let it answer 503 (decision 008).
  const result = await app.auth.api.getSession({ headers, returnHeaders: true }).catch((err: unknown) => {
    const busy = databaseBusyError(err);
    if (busy) throw busy;
    return null;
  });
  const refreshed = result?.headers.getSetCookie() ?? [];
  if (refreshed.length) request.sessionCookies = refreshed;
  const session = result?.response;
  if (!session) return null;
  const row = await app.db
    .selectFrom('user as u')
    .leftJoin('organization as o', 'o.id', 'u.organizationId')
    .selectAll('u')
    .select('o.status as organizationStatus')
    .where('u.id', '=', session.user.id)
    .executeTakeFirst();
  if (!row || row.status === 'disabled') return null;
  return toCurrentUser(row);
}

/** The signed-in user, or null. Looked up once per request. */
export function currentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  request.currentUserPromise ??= loadCurrentUser(request.server, request);
  return request.currentUserPromise;
}

export interface RequireOptions {
  /** Let an unverified user through (account pages, resend). */
  allowUnverified?: boolean;
  /** Let a user who must still replace a temporary password through. */
  allowTemporaryPassword?: boolean;
  /**
   * Let a member of a suspended school through: only for their own account and for seeing the
   * school's own status, never for anything done for the school.
   */
  allowSuspendedSchool?: boolean;
  /** A record a family keeps (the printable log): a student of a suspended school may still read it. */
  familyRecord?: boolean;
}

/** The signed-in user, or 401. Enforces verification and first-sign-in password change. */
export async function requireUser(request: FastifyRequest, options: RequireOptions = {}): Promise<CurrentUser> {
  const user = await currentUser(request);
  if (!user) throw unauthenticated();
  if (!options.allowUnverified && !user.emailVerified && !isVerificationExempt(user.role)) {
    throw new AppError('email-not-verified', 'Verify your e-mail address first.');
  }
  if (!options.allowTemporaryPassword && user.temporaryPassword) {
    throw new AppError('password-change-required', 'Set a new password first.');
  }
  const suspendedAllowed = options.allowSuspendedSchool || (options.familyRecord && user.role === 'student');
  if (!suspendedAllowed && user.organizationStatus === 'suspended' && isSchoolMember(user.role)) {
    throw new AppError('school-suspended', 'Your school is suspended.');
  }
  return user;
}
