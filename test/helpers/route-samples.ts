/**
 * A concrete request for every API route: what a signed-out caller gets, a sample URL for
 * parameterised routes and a valid body, so that validation does not answer before the access
 * check. Read by the route-coverage test (which fails on a route missing here) and by the tests
 * that probe every route (suspended schools, cross-site requests).
 */
export interface Expectation {
  /** Status for a signed-out caller (401 for every route that needs a session). */
  signedOut: number;
  /** A concrete URL for a parameterised or wildcard route. */
  sample?: string;
  /** A valid body, so that validation does not answer before the access check. */
  payload?: Record<string, unknown>;
  /** Server-Sent Events: probed over a real socket, since the response never ends. */
  stream?: true;
}

const registration = {
  firstName: 'Route',
  lastName: 'Check',
  password: 'a-good-password',
  contactPhone: '555-010-2030',
  state: 'CA',
};

export const ACCESS_TABLE: Record<string, Expectation> = {
  'GET /api/auth/*': { signedOut: 200, sample: '/api/auth/get-session' },
  'POST /api/auth/*': {
    signedOut: 200,
    sample: '/api/auth/request-password-reset',
    payload: { email: 'nobody@example.test', redirectTo: '/reset-password' },
  },
  'GET /api/health': { signedOut: 200 },
  'GET /api/password-policy': { signedOut: 200 },
  'GET /api/me': { signedOut: 200 },
  'POST /api/registrations/parent': {
    signedOut: 200,
    payload: { ...registration, email: 'route-parent@example.test' },
  },
  'POST /api/registrations/organization': {
    signedOut: 200,
    payload: {
      ...registration,
      email: 'route-owner@example.test',
      schoolName: 'Route School',
      address: '1 Route Rd',
      cityCounty: 'Fresno',
      zip: '93650',
      contactEmail: 'office@route.test',
    },
  },
  'POST /api/account/password': {
    signedOut: 401,
    payload: { currentPassword: 'old-password', newPassword: 'new-password' },
  },
  'PATCH /api/account': { signedOut: 401, payload: { firstName: 'Nobody' } },
  'GET /api/flags': { signedOut: 200 },
  'PUT /api/flags': { signedOut: 401, payload: { adPanels: true } },
  'GET /api/flags/stream': { signedOut: 200, stream: true },
  'POST /api/analytics/page-view': { signedOut: 204, payload: { path: '/faq' } },
  'GET /api/admin/analytics': { signedOut: 401 },
  'GET /api/organizations': { signedOut: 401 },
  'GET /api/my-organization': { signedOut: 401 },
  'GET /api/organizations/:id': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento' },
  'GET /api/organizations/:id/people': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento/people' },
  'POST /api/organizations/:id/status': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/status',
    payload: { status: 'approved' },
  },
  'GET /api/requirements': { signedOut: 200 },
  'GET /api/requirements/:state': { signedOut: 200, sample: '/api/requirements/CA' },
  'GET /api/students/:id': { signedOut: 401, sample: '/api/students/some-student' },
  'GET /api/admin/users': { signedOut: 401 },
  'POST /api/admin/users': {
    signedOut: 401,
    payload: { email: 'new-admin@example.test', firstName: 'New', lastName: 'Admin', role: 'admin' },
  },
  'PATCH /api/admin/users/:id': {
    signedOut: 401,
    sample: '/api/admin/users/some-user',
    payload: { status: 'disabled' },
  },
  'POST /api/admin/users/:id/password-reset': { signedOut: 401, sample: '/api/admin/users/some-user/password-reset' },
  'GET /api/admin/outbox': { signedOut: 401 },
  'GET /api/admin/outbox/:id': { signedOut: 401, sample: '/api/admin/outbox/1' },
  'GET /api/admin/health': { signedOut: 401 },
  'GET /api/organizations/:id/pending-drives': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/pending-drives',
  },
  'POST /api/drive-logs': {
    signedOut: 401,
    payload: {
      id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      studentId: 'some-student',
      source: 'manual',
      startedAt: '2026-11-20T16:00:00-08:00',
      endedAt: '2026-11-20T17:00:00-08:00',
      timeZone: 'America/Los_Angeles',
      supervisor: { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' },
    },
  },
  'GET /api/drive-logs': { signedOut: 401, sample: '/api/drive-logs?studentId=some-student' },
  'GET /api/drive-logs/pending': { signedOut: 401 },
  'POST /api/drive-logs/review': { signedOut: 401, payload: { driveIds: ['some-drive'], decision: 'approve' } },
  'GET /api/drive-logs/:id': { signedOut: 401, sample: '/api/drive-logs/some-drive' },
  'POST /api/drive-logs/:id/night-minutes': {
    signedOut: 401,
    sample: '/api/drive-logs/some-drive/night-minutes',
    payload: { nightMinutes: 10, reason: 'Dusk came early' },
  },
  'POST /api/drive-logs/:id/archive': { signedOut: 401, sample: '/api/drive-logs/some-drive/archive' },
  'POST /api/drive-logs/:id/restore': { signedOut: 401, sample: '/api/drive-logs/some-drive/restore' },
  'POST /api/drive-logs/:id/amendments': {
    signedOut: 401,
    sample: '/api/drive-logs/some-drive/amendments',
    payload: { changes: { notes: 'x' }, reason: 'typo fix' },
  },
  'POST /api/drive-logs/:id/amendments/:amendmentId/review': {
    signedOut: 401,
    sample: '/api/drive-logs/some-drive/amendments/some-amendment/review',
    payload: { decision: 'approve' },
  },
  'GET /api/students/:id/progress': { signedOut: 401, sample: '/api/students/some-student/progress' },
  'POST /api/students/:id/archive-log': { signedOut: 401, sample: '/api/students/some-student/archive-log' },
  'GET /api/students/:id/drive-log.pdf': { signedOut: 401, sample: '/api/students/some-student/drive-log.pdf' },
  'GET /api/students/:id/drive-log.csv': { signedOut: 401, sample: '/api/students/some-student/drive-log.csv' },
  'GET /api/log-verification/:exportId': { signedOut: 404, sample: '/api/log-verification/AAAAAAAAAAAAAAAAAAAAAA' },
  'GET /api/students/:id/supervisors': { signedOut: 401, sample: '/api/students/some-student/supervisors' },
  'GET /api/skills': { signedOut: 200 },
  'GET /api/students/:id/skills': { signedOut: 401, sample: '/api/students/some-student/skills' },
  'PUT /api/students/:id/skills/:skillId': {
    signedOut: 401,
    sample: '/api/students/some-student/skills/parallel-parking',
    payload: { level: 'mastered' },
  },
  'GET /api/organizations/:id/progress': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/progress',
  },
  'GET /api/lessons': { signedOut: 401, sample: '/api/lessons?from=2031-01-01T00:00:00Z&to=2031-01-08T00:00:00Z' },
  'GET /api/lessons/upcoming': { signedOut: 401, sample: '/api/lessons/upcoming?studentId=some-student' },
  'POST /api/lessons': {
    signedOut: 401,
    payload: {
      studentId: 'some-student',
      startsAt: '2031-01-01T10:00:00Z',
      endsAt: '2031-01-01T11:00:00Z',
      timeZone: 'America/Los_Angeles',
    },
  },
  'PATCH /api/lessons/:id': { signedOut: 401, sample: '/api/lessons/some-lesson', payload: { version: 1, notes: 'x' } },
  'GET /api/calendar-feeds': { signedOut: 401 },
  'POST /api/calendar-feeds': { signedOut: 401 },
  'DELETE /api/calendar-feeds/:id': { signedOut: 401, sample: '/api/calendar-feeds/some-feed' },
  'GET /api/calendar/:token.ics': {
    signedOut: 404,
    sample: '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
  },
  'GET /api/organizations/:id/invitations': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/invitations',
  },
  'POST /api/organizations/:id/invitations': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/invitations',
    payload: { email: 'route-invitee@example.test', role: 'teacher' },
  },
  'POST /api/invitations/:id/resend': { signedOut: 401, sample: '/api/invitations/some-invitation/resend' },
  'POST /api/invitations/:id/revoke': { signedOut: 401, sample: '/api/invitations/some-invitation/revoke' },
  'GET /api/invitations/:id': { signedOut: 404, sample: '/api/invitations/some-invitation' },
  'POST /api/invitations/:id/accept': { signedOut: 401, sample: '/api/invitations/some-invitation/accept' },
  'POST /api/invitations/:id/complete': {
    signedOut: 404,
    sample: '/api/invitations/some-invitation/complete',
    payload: { firstName: 'Route', lastName: 'Check', password: 'a-good-password' },
  },
  'POST /api/organizations/:id/students': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/students',
    payload: { mode: 'invite', email: 'route-student@example.test', firstName: 'Route', lastName: 'Check' },
  },
  'POST /api/organizations/:id/students/import': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/students/import',
    payload: { mode: 'invite', csv: 'email,firstName,lastName', dryRun: true },
  },
  'GET /api/consent': { signedOut: 404, sample: '/api/consent?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  'POST /api/consent/accept': { signedOut: 401, payload: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
  'POST /api/consent/reject': { signedOut: 404, payload: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } },
  'GET /api/students/:id/consent': { signedOut: 401, sample: '/api/students/some-student/consent' },
  'POST /api/students/:id/consent/request': {
    signedOut: 401,
    sample: '/api/students/some-student/consent/request',
    payload: {},
  },
  'POST /api/students/:id/consent/withdraw': { signedOut: 401, sample: '/api/students/some-student/consent/withdraw' },
  'PATCH /api/organizations/:id': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento',
    payload: { name: 'Route School' },
  },
  'GET /api/organizations/:id/stats': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento/stats' },
  'PUT /api/organizations/:id/logo': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/logo',
    payload: { logo: 'x' },
  },
  'DELETE /api/organizations/:id/logo': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento/logo' },
  'GET /api/organizations/:id/logo': { signedOut: 401, sample: '/api/organizations/demo-school-sacramento/logo' },
  'GET /api/plans': { signedOut: 401 },
  'POST /api/plans': { signedOut: 401, payload: { title: 'Night practice', targetMinutes: 60 } },
  'GET /api/plans/suggestions': { signedOut: 401, sample: '/api/plans/suggestions?studentId=some-student' },
  'PATCH /api/plans/:id': { signedOut: 401, sample: '/api/plans/some-plan', payload: { title: 'New title' } },
  'DELETE /api/plans/:id': { signedOut: 401, sample: '/api/plans/some-plan' },
  'POST /api/plans/:id/revoke': { signedOut: 401, sample: '/api/plans/some-plan/revoke' },
  'POST /api/plans/:id/share': { signedOut: 401, sample: '/api/plans/some-plan/share' },
  'GET /api/students/:id/plans': { signedOut: 401, sample: '/api/students/some-student/plans' },
  'GET /api/drive-plans/shared/:token': {
    signedOut: 404,
    sample: '/api/drive-plans/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  },
  'POST /api/deletion-requests': { signedOut: 200, payload: { email: 'nobody@example.test' } },
  'GET /api/deletion-requests/subjects': { signedOut: 401 },
  'POST /api/deletion-requests/account': { signedOut: 401, payload: {} },
  'POST /api/deletion-requests/confirm': { signedOut: 404, payload: { token: 'made-up-token-made-up-token' } },
  'POST /api/deletion-requests/parent-confirm': { signedOut: 404, payload: { token: 'made-up-token-made-up-token' } },
  'GET /api/admin/deletion-requests': { signedOut: 401 },
  'POST /api/admin/deletion-requests/:id/carry-out': {
    signedOut: 401,
    sample: '/api/admin/deletion-requests/some-request/carry-out',
  },
  'POST /api/admin/deletion-requests/:id/decline': {
    signedOut: 401,
    sample: '/api/admin/deletion-requests/some-request/decline',
    payload: { reason: 'Open payment dispute' },
  },
  'GET /api/certificate-keys': { signedOut: 200 },
  'GET /api/certificate-verification/:number': { signedOut: 200, sample: '/api/certificate-verification/222-222-222' },
  'GET /api/organizations/:id/certificates': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/certificates',
  },
  'GET /api/organizations/:id/certificate-candidates': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/certificate-candidates',
  },
  'PUT /api/organizations/:id/certificate-criteria': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/certificate-criteria',
    payload: { lessonsRequired: 2, mockExamRequired: true },
  },
  'POST /api/organizations/:id/certificates': {
    signedOut: 401,
    sample: '/api/organizations/demo-school-sacramento/certificates',
    payload: { type: 'driver-education', studentIds: ['some-student'], manualReason: 'Route check' },
  },
  'POST /api/certificates/:id/revoke': {
    signedOut: 401,
    sample: '/api/certificates/some-certificate/revoke',
    payload: { reason: 'Route check' },
  },
  'GET /api/students/:id/certificates': { signedOut: 401, sample: '/api/students/some-student/certificates' },
  'GET /api/certificate-counts': { signedOut: 401 },
  'GET /api/state-dashboard/:state': { signedOut: 401, sample: '/api/state-dashboard/CA' },
  'GET /api/state-dashboard/:state/students': { signedOut: 401, sample: '/api/state-dashboard/CA/students' },
  'GET /api/state-dashboard/:state/students.csv': { signedOut: 401, sample: '/api/state-dashboard/CA/students.csv' },
  'GET /api/state-dashboard/:state/schools': { signedOut: 401, sample: '/api/state-dashboard/CA/schools' },
  'GET /api/state-dashboard/:state/schools.csv': { signedOut: 401, sample: '/api/state-dashboard/CA/schools.csv' },
  'GET /api/state-dashboard/:state/trends': { signedOut: 401, sample: '/api/state-dashboard/CA/trends' },
  'GET /api/state-dashboard/:state/trends.csv': { signedOut: 401, sample: '/api/state-dashboard/CA/trends.csv' },
  'GET /api/certificates/:id/certificate.pdf': {
    signedOut: 401,
    sample: '/api/certificates/some-certificate/certificate.pdf',
  },
  'GET /api/data-exports': { signedOut: 401 },
  'POST /api/data-exports': { signedOut: 401, payload: {} },
  'GET /api/data-exports/:id': { signedOut: 401, sample: '/api/data-exports/some-export' },
  'GET /api/data-exports/:id/archive.zip': { signedOut: 401, sample: '/api/data-exports/some-export/archive.zip' },
  'GET /api/project-board': { signedOut: 401 },
  'POST /api/project-board/columns': { signedOut: 401, payload: { name: 'Route check' } },
  'PATCH /api/project-board/columns/:id': {
    signedOut: 401,
    sample: '/api/project-board/columns/some-column',
    payload: { version: 1, name: 'Route check' },
  },
  'POST /api/project-board/columns/:id/move': {
    signedOut: 401,
    sample: '/api/project-board/columns/some-column/move',
    payload: { version: 1, afterId: null },
  },
  'DELETE /api/project-board/columns/:id': {
    signedOut: 401,
    sample: '/api/project-board/columns/some-column?version=1',
  },
  'POST /api/project-board/cards': { signedOut: 401, payload: { columnId: 'some-column', title: 'Route check' } },
  'PATCH /api/project-board/cards/:id': {
    signedOut: 401,
    sample: '/api/project-board/cards/some-card',
    payload: { version: 1, title: 'Route check' },
  },
  'POST /api/project-board/cards/:id/move': {
    signedOut: 401,
    sample: '/api/project-board/cards/some-card/move',
    payload: { version: 1, columnId: 'some-column', afterId: null, beforeId: null },
  },
  'DELETE /api/project-board/cards/:id': { signedOut: 401, sample: '/api/project-board/cards/some-card?version=1' },
  'GET /api/exams/categories': { signedOut: 200 },
  'GET /api/exams/sample': { signedOut: 200, sample: '/api/exams/sample?category=road-signs&count=2' },
  'POST /api/exams/attempts': { signedOut: 201, payload: { kind: 'mock', state: 'CA', mode: 'practice' } },
  'POST /api/exams/attempts/:id/answers': {
    signedOut: 404,
    sample: '/api/exams/attempts/AAAAAAAAAAAAAAAAAAAAAAAA/answers',
    payload: { questionId: 'rs-001', choiceId: 'x' },
  },
  'POST /api/exams/attempts/:id/submit': {
    signedOut: 404,
    sample: '/api/exams/attempts/AAAAAAAAAAAAAAAAAAAAAAAA/submit',
    payload: { answers: [] },
  },
  'GET /api/exams/history': { signedOut: 401, sample: '/api/exams/history?studentId=some-student' },
};

/** The table as a list of concrete requests. */
export function routeSamples() {
  return Object.entries(ACCESS_TABLE).map(([key, e]) => {
    const [method, url] = key.split(' ') as [string, string];
    return { key, method, url: e.sample ?? url, ...e };
  });
}
