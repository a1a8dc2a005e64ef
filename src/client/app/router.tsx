import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { AppLayout, type RouteHandle } from './layout/app-layout';

type Loader = () => Promise<{ default: ComponentType }>;

/** Every page is its own chunk, loaded on first visit behind the layout's spinner. */
function page(path: string, load: Loader, kind: RouteHandle['kind'] = 'app'): RouteObject {
  const Component = lazy(load);
  return { path, element: <Component />, handle: { kind } satisfies RouteHandle };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorPage />,
    children: [
      page('/', () => import('../features/info/pages/landing-page'), 'landing'),
      page('/login', () => import('../features/auth/pages/login-page')),
      page('/register/parent', () => import('../features/auth/pages/register-parent-page')),
      page('/register/organization', () => import('../features/auth/pages/register-organization-page')),
      page('/check-email', () => import('../features/auth/pages/check-email-page')),
      page('/forgot-password', () => import('../features/auth/pages/forgot-password-page')),
      page('/reset-password', () => import('../features/auth/pages/reset-password-page')),
      page('/set-password', () => import('../features/auth/pages/set-password-page')),
      page('/account', () => import('../pages/account-page')),
      page('/data-deletion-request', () => import('../features/auth/pages/data-deletion-request-page')),
      page('/about', () => import('../features/info/pages/about-page'), 'info'),
      page('/faq', () => import('../features/info/pages/faq-page'), 'info'),
      page('/privacy-policy', () => import('../features/info/pages/privacy-policy-page'), 'info'),
      page('/terms-and-conditions', () => import('../features/info/pages/terms-page'), 'info'),
      { path: '/terms', element: <Navigate to="/terms-and-conditions" replace /> },
      page('/legal-notice', () => import('../features/info/pages/legal-notice-page'), 'info'),
      page('/licensing-information', () => import('../features/info/pages/licensing-page'), 'info'),
      page('/learners-permit-test', () => import('../features/info/pages/learners-permit-test-page'), 'info'),
      page('/dmv-test-prep', () => import('../features/info/pages/dmv-test-prep-page'), 'info'),
      page('/practice-test-questions', () => import('../features/info/pages/practice-test-questions-page'), 'info'),
      page('/driving-test-practice', () => import('../features/info/pages/driving-test-practice-page'), 'info'),
      page('/written-test-practice', () => import('../features/info/pages/written-test-practice-page'), 'info'),
      page('/driving-hours-tracker', () => import('../features/info/pages/driving-hours-tracker-page'), 'info'),
      page('/student-driver-app', () => import('../features/info/pages/student-driver-app-page'), 'info'),
      page('/admin', () => import('../pages/admin-page')),
      page('/admin/organization/:orgId', () => import('../pages/admin-organization-page')),
      page('/admin/project-board', () => import('../pages/project-board-page')),
      page('/state-admin/:state', () => import('../pages/state-admin-page')),
      page('/dashboard', () => import('../pages/school-dashboard-page')),
      page('/instructor-dashboard', () => import('../pages/instructor-dashboard-page')),
      page('/practice-exams', () => import('../features/exams/pages/practice-exams-page'), 'info'),
      page('/practice-exams/:category', () => import('../features/exams/pages/category-exam-page'), 'info'),
      page('/user', () => import('../pages/student-home-page')),
      page('/student/:studentId', () => import('../pages/student-page')),
      page('/drivelogs/:driveId', () => import('../features/drive-logs/pages/drive-page')),
      page('/archived-drives/:studentId', () => import('../features/drive-logs/pages/archived-drives-page')),
      page('/approvals', () => import('../features/drive-logs/pages/approvals-page')),
      page('/live-drive/:studentId', () => import('../features/drive-logs/pages/live-drive-page')),
      page('/skills-tree', () => import('../features/skills/pages/skills-tree-page'), 'info'),
      page('/skills-tree/:studentId', () => import('../features/skills/pages/student-skills-page')),
      page('/accept-invitation/:invitationId', () => import('../features/invitations/pages/accept-invitation-page')),
      page('/complete-invitation', () => import('../features/invitations/pages/complete-invitation-page')),
      page('/parent-consent', () => import('../features/consent/pages/parent-consent-page')),
      page('/parent-consent/success', () => import('../features/consent/pages/parent-consent-success-page')),
      page('/parent-consent/rejected', () => import('../features/consent/pages/parent-consent-rejected-page')),
      page('/verify-log/:exportId', () => import('../features/drive-logs/pages/verify-log-page'), 'info'),
      page(
        '/verify-certificate',
        () => import('../features/certificates/verify/pages/verify-certificate-page'),
        'info',
      ),
      page('/drive-plan/:planId', () => import('../features/plans/pages/shared-plan-page'), 'info'),
      page('*', () => import('../features/info/pages/not-found-page'), 'info'),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
