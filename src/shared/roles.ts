/** The seven roles of docs/product/README.md#who-uses-roadlog, docs/product/access.md#route-access. */
export const ROLES = ['admin', 'state-admin', 'organization', 'org-admin', 'teacher', 'student', 'parent'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` is one of `roles` (a role group below, or a route's `config.access` roles). */
export function roleIn(role: Role | null | undefined, roles: readonly Role[]): role is Role {
  return role != null && roles.includes(role);
}

/** Roles a school can invite (docs/product/invitations-and-consent.md); students also come through /students. */
export const INVITABLE_ROLES = ['teacher', 'org-admin', 'student', 'parent'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export function isInvitableRole(value: unknown): value is InvitableRole {
  return typeof value === 'string' && (INVITABLE_ROLES as readonly string[]).includes(value);
}

/** An account's status (docs/product/accounts.md): a disabled user has no sessions and cannot sign in. */
export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value);
}

/** The fields of a user that decide where they belong. */
export interface HomeUser {
  role: Role | null | undefined;
  state?: string | null;
  studentIds?: readonly string[] | null;
}

/**
 * Home path by role (docs/product/accounts.md#sign-in-states-and-redirects). `null` means the user has no home:
 * a parent with no linked student, or an unknown role.
 */
export function homePathFor(user: HomeUser): string | null {
  switch (user.role) {
    case 'admin':
      return '/admin';
    case 'state-admin':
      return `/state-admin/${encodeURIComponent(user.state || 'Unknown')}`;
    case 'organization':
    case 'org-admin':
      return '/dashboard';
    case 'teacher':
      return '/instructor-dashboard';
    case 'student':
      return '/user';
    case 'parent': {
      const first = user.studentIds?.[0];
      return first ? `/student/${encodeURIComponent(first)}` : null;
    }
    default:
      return null;
  }
}

/** The Dashboard button: the same mapping, falling back to / (docs/product/accounts.md#sign-in-states-and-redirects). */
export function dashboardPathFor(user: HomeUser): string {
  return homePathFor(user) ?? '/';
}

/** Roles that may use the product with an unverified e-mail (docs/product/accounts.md#sign-in-states-and-redirects). */
export function isVerificationExempt(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'state-admin';
}

/** Staff of a school. */
export function isSchoolAdmin(role: Role | null | undefined): boolean {
  return role === 'organization' || role === 'org-admin';
}

/** Roles that act for a school, so a suspended school stops them (docs/SECURITY.md). */
export function isSchoolMember(role: Role | null | undefined): boolean {
  return role === 'organization' || role === 'org-admin' || role === 'teacher' || role === 'student';
}

// ---------------------------------------------------------------------------------------------
// Role groups, named once: routes declare them in `config.access`, the client hides by them.

/** A school's administrators: the owner who registered it and the staff admins. */
export const SCHOOL_ADMINS = ['organization', 'org-admin'] as const satisfies readonly Role[];
/** Everyone who works for a school. */
export const SCHOOL_STAFF = [...SCHOOL_ADMINS, 'teacher'] as const satisfies readonly Role[];
/** Who approves drives: linked parents and the student's school's staff (never the student). */
export const DRIVE_REVIEWERS = ['parent', ...SCHOOL_STAFF] as const satisfies readonly Role[];
/** Who logs drives: the student, linked parents and the school's staff. */
export const DRIVE_LOGGERS = ['student', ...DRIVE_REVIEWERS] as const satisfies readonly Role[];
/** Who may look at a student (each only at the students the access rules give them). */
export const STUDENT_VIEWERS = ['admin', 'state-admin', ...DRIVE_LOGGERS] as const satisfies readonly Role[];
/** Who may look at a school: platform admins, the state's admin and the school's staff. */
export const SCHOOL_VIEWERS = ['admin', 'state-admin', ...SCHOOL_STAFF] as const satisfies readonly Role[];
/** Who approves or suspends schools. */
export const SCHOOL_APPROVERS = ['admin', 'state-admin'] as const satisfies readonly Role[];
/** Who manages a school's members and settings: platform admins and the school's admins. */
export const SCHOOL_MANAGERS = ['admin', ...SCHOOL_ADMINS] as const satisfies readonly Role[];
/** Who makes drive plans: linked parents and the school's staff. */
export const PLANNERS = DRIVE_REVIEWERS;
/** Who reads drive plans: planners and the student. */
export const PLAN_READERS = DRIVE_LOGGERS;
/** Who reads lessons: the student, linked parents and the school's staff. */
export const LESSON_READERS = DRIVE_LOGGERS;
/** Who sees a school's figures: platform admins, the state's admin and the school's admins. */
export const SCHOOL_OVERSEERS = ['admin', 'state-admin', ...SCHOOL_ADMINS] as const satisfies readonly Role[];
