/**
 * The one access policy (docs/product/accounts.md#sign-in-states-and-redirects,
 * docs/product/access.md#route-access). The client's guards read ROUTES and decideRouteAccess to
 * hide and redirect; the server calls the resource rules below on every request and refuses.
 */
import {
  homePathFor,
  isInvitableRole,
  isSchoolAdmin,
  isVerificationExempt,
  roleIn,
  type InvitableRole,
  type Role,
} from './roles.js';

/** The fields of the signed-in user that access depends on. */
export interface Actor {
  id: string;
  role: Role | null;
  organizationId?: string | null;
  state?: string | null;
  studentIds?: readonly string[] | null;
  emailVerified?: boolean | null;
  temporaryPassword?: boolean | null;
}

export type RouteRule =
  | { kind: 'public' }
  /** Sign-in and registration: a signed-in user is sent home. */
  | { kind: 'guest' }
  /** Any signed-in user (account pages). */
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: readonly Role[] };

export interface RouteDef {
  path: string;
  rule: RouteRule;
  /** Pages that wait for the auth state before rendering (docs/product/routes-and-shell.md: /parent-consent*). */
  waitsForAuth?: boolean;
}

const pub: RouteRule = { kind: 'public' };
const guest: RouteRule = { kind: 'guest' };
const roles = (...r: Role[]): RouteRule => ({ kind: 'roles', roles: r });

/** Every route of docs/product/routes-and-shell.md, plus the account pages the flows need. */
export const ROUTES = [
  { path: '/', rule: guest },
  { path: '/login', rule: guest },
  { path: '/register/parent', rule: guest },
  { path: '/register/organization', rule: guest },
  { path: '/check-email', rule: pub },
  { path: '/forgot-password', rule: pub },
  { path: '/reset-password', rule: pub },
  { path: '/privacy-policy', rule: pub },
  { path: '/terms-and-conditions', rule: pub },
  { path: '/terms', rule: pub },
  { path: '/about', rule: pub },
  { path: '/faq', rule: pub },
  { path: '/legal-notice', rule: pub },
  { path: '/data-deletion-request', rule: pub },
  { path: '/licensing-information', rule: pub },
  { path: '/practice-exams', rule: pub },
  { path: '/practice-exams/:category', rule: pub },
  { path: '/learners-permit-test', rule: pub },
  { path: '/dmv-test-prep', rule: pub },
  { path: '/practice-test-questions', rule: pub },
  { path: '/driving-test-practice', rule: pub },
  { path: '/written-test-practice', rule: pub },
  { path: '/skills-tree', rule: pub },
  { path: '/driving-hours-tracker', rule: pub },
  { path: '/student-driver-app', rule: pub },
  { path: '/complete-invitation', rule: pub },
  { path: '/accept-invitation/:invitationId', rule: pub },
  { path: '/parent-consent', rule: pub, waitsForAuth: true },
  { path: '/parent-consent/success', rule: pub, waitsForAuth: true },
  { path: '/parent-consent/rejected', rule: pub, waitsForAuth: true },
  { path: '/drive-plan/:planId', rule: pub },
  { path: '/verify-certificate', rule: pub },
  { path: '/verify-log/:exportId', rule: pub },
  { path: '/account', rule: { kind: 'signed-in' } },
  { path: '/set-password', rule: { kind: 'signed-in' } },
  { path: '/admin', rule: roles('admin') },
  { path: '/admin/organization/:orgId', rule: roles('admin') },
  { path: '/admin/project-board', rule: roles('admin') },
  { path: '/state-admin/:state', rule: roles('state-admin') },
  { path: '/dashboard', rule: roles('organization', 'org-admin') },
  { path: '/instructor-dashboard', rule: roles('teacher') },
  { path: '/user', rule: roles('student') },
  { path: '/student/:studentId', rule: roles('organization', 'parent', 'teacher') },
  { path: '/drivelogs/:driveId', rule: roles('organization', 'parent', 'teacher', 'student') },
  { path: '/skills-tree/:studentId', rule: roles('parent', 'student') },
  { path: '/archived-drives/:studentId', rule: roles('organization', 'org-admin', 'parent', 'teacher', 'student') },
  { path: '/live-drive/:studentId', rule: roles('organization', 'org-admin', 'parent', 'teacher', 'student') },
  { path: '/approvals', rule: roles('organization', 'org-admin', 'parent', 'teacher') },
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** Find the route for a concrete path, with its parameters. */
export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const parts = trimSlash(pathname).split('/');
  for (const route of ROUTES as readonly RouteDef[]) {
    const pattern = trimSlash(route.path).split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((seg, i) => {
      const part = parts[i] ?? '';
      if (seg.startsWith(':')) {
        if (!part) return false;
        params[seg.slice(1)] = safeDecode(part);
        return true;
      }
      return seg === part;
    });
    if (ok) return { route, params };
  }
  return null;
}

function trimSlash(p: string): string {
  const t = p.replace(/\/+$/, '');
  return t === '' ? '' : t;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export type RouteDecision =
  | { kind: 'allow' }
  /** No user: go to /login remembering where they were going. */
  | { kind: 'login'; from: string }
  | { kind: 'redirect'; to: string }
  /** A parent with no linked student on a guest page: show the red message of docs/product/accounts.md#parent-without-a-linked-student. */
  | { kind: 'no-student' };

/** The product treats a user as verified if the provider or the profile says so (docs/product/accounts.md#password-policy). */
export function isVerified(actor: Actor): boolean {
  return Boolean(actor.emailVerified);
}

/**
 * Decide what happens when `actor` (null when signed out) opens `pathname`
 * (docs/product/accounts.md#sign-in-states-and-redirects, docs/product/access.md#route-access).
 * Unknown paths are allowed through to the not-found page.
 */
export function decideRouteAccess(pathname: string, actor: Actor | null): RouteDecision {
  const match = matchRoute(pathname);
  if (!match) return { kind: 'allow' };
  const { route, params } = match;
  const rule = route.rule;

  if (rule.kind === 'public') return { kind: 'allow' };

  if (rule.kind === 'guest') {
    if (!actor) return { kind: 'allow' };
    if (!isVerified(actor) && !isVerificationExempt(actor.role)) return { kind: 'redirect', to: '/check-email' };
    // The landing page stays readable for signed-in users (the logo leads there); only /login and
    // /register* send them home.
    if (route.path === '/') return { kind: 'allow' };
    if (actor.temporaryPassword) return { kind: 'redirect', to: '/set-password' };
    const home = homePathFor(actor);
    if (home) return { kind: 'redirect', to: home };
    return actor.role === 'parent' ? { kind: 'no-student' } : { kind: 'redirect', to: '/' };
  }

  if (!actor) return { kind: 'login', from: pathname };
  if (!isVerified(actor) && !isVerificationExempt(actor.role)) return { kind: 'redirect', to: '/check-email' };
  if (actor.temporaryPassword && route.path !== '/set-password') return { kind: 'redirect', to: '/set-password' };
  if (rule.kind === 'signed-in') return { kind: 'allow' };

  if (!roleIn(actor.role, rule.roles)) return { kind: 'redirect', to: '/' };

  if (route.path === '/student/:studentId' && actor.role === 'parent') {
    return isLinkedParent(actor, params.studentId ?? '') ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  }
  if (route.path === '/archived-drives/:studentId' || route.path === '/live-drive/:studentId') {
    // Own log for students, linked students for parents; staff are checked by the server.
    const id = params.studentId ?? '';
    if (actor.role === 'student' && actor.id !== id) return { kind: 'redirect', to: '/' };
    if (actor.role === 'parent' && !isLinkedParent(actor, id)) return { kind: 'redirect', to: '/' };
    return { kind: 'allow' };
  }
  if (route.path === '/skills-tree/:studentId') {
    const id = params.studentId ?? '';
    const own = actor.role === 'student' ? actor.id === id : isLinkedParent(actor, id);
    return own ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
  }
  return { kind: 'allow' };
}

/** Whether the top bar treats the user as signed in (docs/product/accounts.md#sign-in-states-and-redirects). */
export function showsAsSignedIn(actor: Actor | null): boolean {
  return Boolean(actor && (actor.role === 'admin' || isVerified(actor)));
}

/** The target of the Skills Tree button, or null when the user has none (docs/product/routes-and-shell.md). */
export function skillsTreePathFor(actor: Actor | null): string | null {
  if (!actor) return null;
  if (actor.role === 'student') return `/skills-tree/${encodeURIComponent(actor.id)}`;
  if (actor.role === 'parent' && actor.studentIds?.[0])
    return `/skills-tree/${encodeURIComponent(actor.studentIds[0])}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Resource rules: the server calls these before every read or write.

export interface StudentRef {
  id: string;
  organizationId: string | null;
  /**
   * The state whose admin oversees the student: the school's state, or the student's own when
   * they have no school (docs/product/access.md). Servers build it with `studentRef`.
   */
  state?: string | null;
}

export interface OrganizationRef {
  id: string;
  state: string;
}

export function isLinkedParent(actor: Actor, studentId: string): boolean {
  return actor.role === 'parent' && Boolean(actor.studentIds?.includes(studentId));
}

/** Whose personal data export a person may ask for: their own, and a parent their linked students' (docs/product/data-export.md). */
export function canExportDataOf(actor: Actor, subjectId: string): boolean {
  return actor.id === subjectId || isLinkedParent(actor, subjectId);
}

/** Who may see a student's profile, progress and dashboard. */
export function canViewStudent(actor: Actor, student: StudentRef): boolean {
  switch (actor.role) {
    case 'admin':
      return true;
    case 'state-admin':
      return Boolean(student.state && actor.state && student.state === actor.state);
    case 'organization':
    case 'org-admin':
    case 'teacher':
      return Boolean(actor.organizationId && actor.organizationId === student.organizationId);
    case 'parent':
      return isLinkedParent(actor, student.id);
    case 'student':
      return actor.id === student.id;
    default:
      return false;
  }
}

/** Who may log a drive for a student: the student, a linked parent, staff of the student's school. */
export function canLogDriveFor(actor: Actor, student: StudentRef): boolean {
  if (actor.role === 'student') return actor.id === student.id;
  if (actor.role === 'parent') return isLinkedParent(actor, student.id);
  if (actor.role === 'teacher' || isSchoolAdmin(actor.role))
    return Boolean(actor.organizationId && actor.organizationId === student.organizationId);
  return false;
}

/** Who may approve, reject or correct a student's drives: linked parents and the school's staff, never the student. */
export function canReviewDrivesOf(actor: Actor, student: StudentRef): boolean {
  if (actor.role === 'parent') return isLinkedParent(actor, student.id);
  if (actor.role === 'teacher' || isSchoolAdmin(actor.role))
    return Boolean(actor.organizationId && actor.organizationId === student.organizationId);
  return false;
}

/**
 * Who may set a student's skill level (docs/product/skills.md: a teacher or parent marks mastered, and can
 * undo): linked parents and the staff of the student's school. Never the student themself.
 */
export function canSetSkillLevel(actor: Actor, student: StudentRef): boolean {
  if (actor.role === 'parent') return isLinkedParent(actor, student.id);
  if (actor.role === 'teacher' || isSchoolAdmin(actor.role))
    return Boolean(actor.organizationId && actor.organizationId === student.organizationId);
  return false;
}

/** Who may see a school's details, staff and students. */
export function canViewOrganization(actor: Actor, org: OrganizationRef): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'state-admin') return actor.state === org.state;
  if (isSchoolAdmin(actor.role) || actor.role === 'teacher') return actor.organizationId === org.id;
  return false;
}

/** Who may approve or suspend a school: platform admins, and the state admin of its state. */
export function canApproveOrganization(actor: Actor, org: OrganizationRef): boolean {
  return actor.role === 'admin' || (actor.role === 'state-admin' && actor.state === org.state);
}

/**
 * Who may see a state's dashboard (docs/product/state-admin.md): platform admins, and the state
 * admin of that state.
 */
export function canViewStateDashboard(actor: Actor, state: string): boolean {
  return actor.role === 'admin' || (actor.role === 'state-admin' && Boolean(actor.state) && actor.state === state);
}

/** Who may change a school's settings. */
export function canManageOrganization(actor: Actor, org: OrganizationRef): boolean {
  return actor.role === 'admin' || (isSchoolAdmin(actor.role) && actor.organizationId === org.id);
}

/** Who makes drive plans (docs/product/plans.md): teachers, school admins and parents. */
export function canMakePlans(actor: Actor): boolean {
  return actor.role === 'parent' || actor.role === 'teacher' || isSchoolAdmin(actor.role);
}

/** Who may make a plan for a given student: linked parents and the staff of the student's school. */
export function canPlanDrivesFor(actor: Actor, student: StudentRef): boolean {
  return canMakePlans(actor) && canReviewDrivesOf(actor, student);
}

/** Who may edit, revoke or archive a plan: its author only. */
export function canManagePlan(actor: Actor, plan: { ownerId: string }): boolean {
  return actor.id === plan.ownerId;
}

/** Platform-wide powers that only admins hold. */
export type AdminPermission = 'flags:write' | 'users:manage' | 'organizations:list-all' | 'analytics:read';
export function hasAdminPermission(actor: Actor | null, _permission: AdminPermission): boolean {
  return actor?.role === 'admin';
}

// Lessons (docs/product/schools.md). A lesson belongs to a teacher and a school.

export interface TeacherRef {
  id: string;
  role: Role | null;
  organizationId: string | null;
}

export interface LessonRef {
  teacherId: string;
  organizationId: string;
}

/** Whose calendar the caller may read and book into: their own (teachers), every teacher of their school (school admins). */
export function canManageLessonsOf(actor: Actor, teacher: TeacherRef): boolean {
  if (teacher.role !== 'teacher' || !teacher.organizationId || actor.organizationId !== teacher.organizationId)
    return false;
  if (actor.role === 'teacher') return actor.id === teacher.id;
  return isSchoolAdmin(actor.role);
}

/** Book a lesson of `teacher` with `student`: the student must be at the teacher's school. */
export function canBookLesson(actor: Actor, teacher: TeacherRef, student: StudentRef): boolean {
  return canManageLessonsOf(actor, teacher) && student.organizationId === teacher.organizationId;
}

/** Move, edit, cancel or complete a lesson: its teacher, or the admins of its school. */
export function canManageLesson(actor: Actor, lesson: LessonRef): boolean {
  if (!actor.organizationId || actor.organizationId !== lesson.organizationId) return false;
  if (actor.role === 'teacher') return actor.id === lesson.teacherId;
  return isSchoolAdmin(actor.role);
}

/** The whole school's calendar (every teacher, teacher filter): the school's admins. */
export function canViewSchoolCalendar(actor: Actor, organizationId: string): boolean {
  return isSchoolAdmin(actor.role) && actor.organizationId === organizationId;
}

/** An iCalendar feed of one's own lessons: teachers. */
export function canHaveCalendarFeed(actor: Actor): boolean {
  return actor.role === 'teacher';
}

// ---------------------------------------------------------------------------------------------
// Invitations, adding students, parent consent (features/invitations, features/consent).
//
// Who may invite whom: the school's owner and org-admins (and platform admins, on
// /admin/organization/{orgId}) invite teachers, org-admins, students and parents of their own
// students, add students (single or CSV) and resend or revoke invitations and consent requests.
// Teachers do not: a school decides who joins it. Nobody invites into another school, and the
// role always comes from the invitation, never from the request that accepts it.

/** Who may manage a school's members: invitations, adding students, consent requests. */
export function canManageMembers(actor: Actor, org: Pick<OrganizationRef, 'id'>): boolean {
  return (
    actor.role === 'admin' ||
    (isSchoolAdmin(actor.role) && Boolean(actor.organizationId) && actor.organizationId === org.id)
  );
}

/** Who may invite someone with `role` into `org`. */
export function canInvite(actor: Actor, org: Pick<OrganizationRef, 'id'>, role: InvitableRole): boolean {
  // Checked at run time too: the type stops misspellings, not a value that reached here untyped.
  if (!isInvitableRole(role)) return false;
  return canManageMembers(actor, org);
}

/** Who may withdraw a student's parent consent: a linked parent (it unlinks them). */
export function canWithdrawConsent(actor: Actor, studentId: string): boolean {
  return isLinkedParent(actor, studentId);
}

/**
 * Certificates (docs/product/certificates.md): a school's owner and admins issue to their own
 * students; they and platform admins revoke; the school's overseers (admins, its state's admin)
 * see its certificates and counts.
 */
export function canIssueCertificates(actor: Actor, org: Pick<OrganizationRef, 'id'>): boolean {
  return isSchoolAdmin(actor.role) && Boolean(actor.organizationId) && actor.organizationId === org.id;
}

export function canRevokeCertificate(actor: Actor, certificate: { organizationId: string | null }): boolean {
  if (actor.role === 'admin') return true;
  return (
    isSchoolAdmin(actor.role) && Boolean(actor.organizationId) && actor.organizationId === certificate.organizationId
  );
}

export function canViewSchoolCertificates(actor: Actor, org: OrganizationRef): boolean {
  if (actor.role === 'teacher') return false;
  return canViewOrganization(actor, org);
}

// Data deletion (docs/product/data-deletion.md#who-may-ask).

export interface DeletionSubjectRef {
  id: string;
  role: Role | null;
  organizationId: string | null;
}

/**
 * Whose data the caller may ask to have deleted: their own; a linked student's (a parent); a
 * student who has left a school the caller owns (the school's owner). `formerSchoolIds`: schools
 * the student has records with (drives, lessons, certificates, an accepted invitation) but no
 * longer belongs to; `ownedSchoolIds`: schools whose owner the caller is. Null: not allowed.
 */
export function deletionRelation(
  actor: Actor,
  subject: DeletionSubjectRef,
  schools: { formerSchoolIds: readonly string[]; ownedSchoolIds: readonly string[] } = {
    formerSchoolIds: [],
    ownedSchoolIds: [],
  },
): 'self' | 'parent' | 'former-school' | null {
  if (actor.id === subject.id) return 'self';
  if (subject.role !== 'student') return null;
  if (isLinkedParent(actor, subject.id)) return 'parent';
  if (
    actor.role === 'organization' &&
    schools.ownedSchoolIds.some((id) => id !== subject.organizationId && schools.formerSchoolIds.includes(id))
  )
    return 'former-school';
  return null;
}

/** The platform team's project board (docs/product/project-board.md): admins only. */
export function canUseProjectBoard(actor: Pick<Actor, 'role'> | null): boolean {
  return actor?.role === 'admin';
}
