/** The seven roles of SPEC §1/§6. */
export const ROLES = ['admin', 'state-admin', 'organization', 'org-admin', 'teacher', 'student', 'parent'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The fields of a user that decide where they belong. */
export interface HomeUser {
  role: string | null | undefined;
  state?: string | null;
  studentIds?: readonly string[] | null;
}

/**
 * Home path by role (SPEC §4). `null` means the user has no home:
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

/** The Dashboard button: the same mapping, falling back to / (SPEC §4). */
export function dashboardPathFor(user: HomeUser): string {
  return homePathFor(user) ?? '/';
}

/** Roles that may use the product with an unverified e-mail (SPEC §4). */
export function isVerificationExempt(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'state-admin';
}

/** Staff of a school. */
export function isSchoolAdmin(role: string | null | undefined): boolean {
  return role === 'organization' || role === 'org-admin';
}

/** Roles that act for a school, so a suspended school stops them (docs/SECURITY.md). */
export function isSchoolMember(role: string | null | undefined): boolean {
  return role === 'organization' || role === 'org-admin' || role === 'teacher' || role === 'student';
}
