import { describe, expect, it } from 'vitest';
import {
  decideRouteAccess,
  matchRoute,
  ROUTES,
  showsAsSignedIn,
  skillsTreePathFor,
  type Actor,
  type RouteDecision,
} from './access';
import { dashboardPathFor, homePathFor, ROLES, type Role } from './roles';

const actor = (role: Role, extra: Partial<Actor> = {}): Actor => ({
  id: `${role}-me`,
  role,
  organizationId: 'school-1',
  state: 'CA',
  studentIds: role === 'parent' ? ['student-1', 'student-2'] : [],
  emailVerified: true,
  temporaryPassword: false,
  ...extra,
});

/** Concrete paths for every protected route of docs/product/routes-and-shell.md and who may open each. */
const PROTECTED: { path: string; allowed: Role[] }[] = [
  { path: '/admin', allowed: ['admin'] },
  { path: '/admin/organization/school-1', allowed: ['admin'] },
  { path: '/admin/project-board', allowed: ['admin'] },
  { path: '/state-admin/CA', allowed: ['state-admin'] },
  { path: '/dashboard', allowed: ['organization', 'org-admin'] },
  { path: '/instructor-dashboard', allowed: ['teacher'] },
  { path: '/user', allowed: ['student'] },
  { path: '/student/student-1', allowed: ['organization', 'parent', 'teacher'] },
  { path: '/drivelogs/drive-1', allowed: ['organization', 'parent', 'teacher', 'student'] },
  { path: '/skills-tree/student-1', allowed: ['parent'] },
  { path: '/archived-drives/student-1', allowed: ['organization', 'org-admin', 'parent', 'teacher'] },
  { path: '/live-drive/student-1', allowed: ['organization', 'org-admin', 'parent', 'teacher'] },
  { path: '/approvals', allowed: ['organization', 'org-admin', 'parent', 'teacher'] },
];

describe('protected routes × roles (docs/product/access.md#route-access)', () => {
  const cases = PROTECTED.flatMap(({ path, allowed }) =>
    ROLES.map((role) => ({ path, role, allowed: allowed.includes(role) })),
  );

  it.each(cases)('$role on $path → allowed: $allowed', ({ path, role, allowed }) => {
    const expected: RouteDecision = allowed ? { kind: 'allow' } : { kind: 'redirect', to: '/' };
    expect(decideRouteAccess(path, actor(role))).toEqual(expected);
  });

  it.each(PROTECTED)('signed out on $path → /login remembering the origin', ({ path }) => {
    expect(decideRouteAccess(path, null)).toEqual({ kind: 'login', from: path });
  });

  it('every protected route of the table is covered here', () => {
    const table = ROUTES.filter((r) => r.rule.kind === 'roles').map((r) => r.path);
    expect(table.map((p) => PROTECTED.some((c) => matchRoute(c.path)?.route.path === p))).not.toContain(false);
  });
});

describe('parent and student specifics', () => {
  it('a parent opens /student/{id} only for a linked student', () => {
    expect(decideRouteAccess('/student/student-2', actor('parent'))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess('/student/someone-else', actor('parent'))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('a student opens only their own skills tree', () => {
    expect(decideRouteAccess('/skills-tree/student-1', actor('student', { id: 'student-1' }))).toEqual({
      kind: 'allow',
    });
    expect(decideRouteAccess('/skills-tree/student-9', actor('student', { id: 'student-1' }))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
  it('ids are decoded before comparing', () => {
    expect(decideRouteAccess('/student/student%2D1', actor('parent'))).toEqual({ kind: 'allow' });
  });
});

describe('redirects (docs/product/accounts.md#sign-in-states-and-redirects)', () => {
  it('an unverified user goes to /check-email, except admin and state-admin', () => {
    for (const role of ROLES) {
      const decision = decideRouteAccess('/login', actor(role, { emailVerified: false }));
      if (role === 'admin' || role === 'state-admin') expect(decision.kind).toBe('redirect');
      else expect(decision).toEqual({ kind: 'redirect', to: '/check-email' });
    }
    expect(decideRouteAccess('/user', actor('student', { emailVerified: false }))).toEqual({
      kind: 'redirect',
      to: '/check-email',
    });
    expect(decideRouteAccess('/admin', actor('admin', { emailVerified: false }))).toEqual({ kind: 'allow' });
  });

  it.each([
    ['admin', '/admin'],
    ['state-admin', '/state-admin/CA'],
    ['organization', '/dashboard'],
    ['org-admin', '/dashboard'],
    ['teacher', '/instructor-dashboard'],
    ['student', '/user'],
    ['parent', '/student/student-1'],
  ] as const)('a signed-in %s on /login and /register* goes to %s', (role, home) => {
    for (const path of ['/login', '/register/parent', '/register/organization']) {
      expect(decideRouteAccess(path, actor(role))).toEqual({ kind: 'redirect', to: home });
    }
  });

  it('a state admin without a state goes to /state-admin/Unknown', () => {
    expect(homePathFor({ role: 'state-admin', state: null })).toBe('/state-admin/Unknown');
  });

  it('a parent with no linked student gets the red message instead of a home', () => {
    expect(decideRouteAccess('/login', actor('parent', { studentIds: [] }))).toEqual({ kind: 'no-student' });
  });

  it('a temporary password must be replaced first', () => {
    expect(decideRouteAccess('/user', actor('student', { temporaryPassword: true }))).toEqual({
      kind: 'redirect',
      to: '/set-password',
    });
    expect(decideRouteAccess('/set-password', actor('student', { temporaryPassword: true }))).toEqual({
      kind: 'allow',
    });
  });

  it('public pages are open to everyone; / stays readable when signed in', () => {
    expect(decideRouteAccess('/faq', null)).toEqual({ kind: 'allow' });
    expect(decideRouteAccess('/', actor('teacher'))).toEqual({ kind: 'allow' });
    expect(decideRouteAccess('/', null)).toEqual({ kind: 'allow' });
  });

  it('the Dashboard button uses the same mapping, falling back to /', () => {
    expect(dashboardPathFor({ role: 'teacher' })).toBe('/instructor-dashboard');
    // @ts-expect-error a role outside ROLES (a row written outside our code)
    expect(dashboardPathFor({ role: 'unknown-role' })).toBe('/');
    expect(dashboardPathFor({ role: 'parent', studentIds: [] })).toBe('/');
  });
});

describe('top bar (docs/product/routes-and-shell.md, docs/product/accounts.md#sign-in-states-and-redirects)', () => {
  it('treats a user as signed in only if admin or verified', () => {
    expect(showsAsSignedIn(actor('admin', { emailVerified: false }))).toBe(true);
    expect(showsAsSignedIn(actor('state-admin', { emailVerified: false }))).toBe(false);
    expect(showsAsSignedIn(actor('teacher', { emailVerified: false }))).toBe(false);
    expect(showsAsSignedIn(actor('teacher'))).toBe(true);
    expect(showsAsSignedIn(null)).toBe(false);
  });
  it('shows the Skills Tree button to students and to parents with a linked student', () => {
    expect(skillsTreePathFor(actor('student', { id: 'me' }))).toBe('/skills-tree/me');
    expect(skillsTreePathFor(actor('parent'))).toBe('/skills-tree/student-1');
    expect(skillsTreePathFor(actor('parent', { studentIds: [] }))).toBeNull();
    expect(skillsTreePathFor(actor('teacher'))).toBeNull();
  });
});
