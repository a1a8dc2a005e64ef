/**
 * Bad input never answers 5xx and never changes a row. Every mutating route in the app's route
 * table (and the five better-auth endpoints the product calls) gets BAD_REQUESTS_PER_ENDPOINT
 * generated requests per run, signed out and as a user allowed on the route: NUL characters,
 * unpaired surrogates, 20,000-deep JSON, a 2 MB body, 100 KB strings, wrong types, extra fields,
 * wrong content types, invalid JSON, prototype-poisoning keys, bad path parameters and query
 * strings, each built from the route's valid sample by breaking one thing (fast-check with a fixed
 * seed, so a failure is reproduced by running the file again).
 *
 * Asserted: no 5xx; every 4xx is `{ error: { code } }` with a known code; and every table is as it
 * was (a fingerprint of each table's rows before and after). The one table left out is
 * `rateCounter`: its rows count attempts, and a limiter counts some before they are refused
 * (docs/decisions/002-one-rate-limiter.md) — completing an invitation counts per link before the
 * link is looked up, so a made-up invitation id counts once and answers 404. A counter is not a
 * stored value; every other table, sessions and users included, must stay exactly as it was.
 *
 * A new mutating route fails the first test until it has a sample in SAMPLES below.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/server/errors.js';
import { isErrorCode } from '../../src/shared/errors.js';
import { driveBody, OTHER_SUPERVISOR } from '../helpers/drives.js';
import { expectOk } from '../helpers/expect.js';
import { createTestApp, DEMO_PASSWORD, DEMO_SCHOOL_ID, ORIGIN, type TestApp } from '../helpers/test-app.js';

/** Requests per endpoint and run (about 12,500 in all: 15-25 s on PGlite, under 15 s on PostgreSQL). */
const BAD_REQUESTS_PER_ENDPOINT = 250;
const SEED = 20_260_707;
/** Tables whose rows may change on a refused request (see the comment at the top). */
const UNFINGERPRINTED = new Set(['rateCounter']);
/** The better-auth endpoints the product calls (src/client), all behind `POST /api/auth/*`. */
const AUTH_ENDPOINTS = [
  '/sign-in/email',
  '/sign-out',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
];

type Actor = 'admin' | 'owner' | 'teacher' | 'student' | 'parent';
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Sample {
  /** Who may call it; the fuzz runs signed out and as this account. */
  as: Actor;
  /** A real URL: ids of resources that exist, so a request that got through would change them. */
  url: string;
  /** A valid body (none for routes that take none). */
  payload?: { [key: string]: Json };
  /** The route reads raw bytes (the logo): no JSON field mutations. */
  raw?: true;
}

interface Fixtures {
  studentId: string;
  student3Id: string;
  teacher2Id: string;
  driveId: string;
  approvedDriveId: string;
  amendmentId: string;
  planId: string;
  invitationId: string;
  feedId: string;
  lessonId: string;
  lessonVersion: number;
  attemptId: string;
  questionId: string;
  choiceId: string;
  consentToken: string;
  certificateId: string;
  boardColumnId: string;
  boardOtherColumnId: string;
  boardCardId: string;
  boardOtherCardId: string;
  adminId: string;
}

/** A valid request per mutating route (`METHOD /url` as in the route table). */
function samples(f: Fixtures): Record<string, Sample> {
  const school = `/api/organizations/${DEMO_SCHOOL_ID}`;
  const newDrive = driveBody(f.studentId, {
    startedAt: '2025-03-03T18:00:00Z',
    endedAt: '2025-03-03T19:00:00Z',
    start: { label: 'Home', latitude: 38.58, longitude: -121.49 },
    end: { label: 'School' },
    weather: ['rain'],
    roadTypes: ['urban'],
    traffic: 'moderate',
    skills: ['steering-control'],
    notes: 'Practised lane changes',
    odometerStart: 1000,
    odometerEnd: 1020,
    track: [
      [38.58, -121.49, Date.parse('2025-03-03T18:00:00Z')],
      [38.59, -121.49, Date.parse('2025-03-03T18:30:00Z')],
    ],
  }) as unknown as { [key: string]: Json };
  return {
    'POST /api/auth/sign-in/email': {
      as: 'student',
      url: '/api/auth/sign-in/email',
      payload: { email: 'student@roadlog.test', password: DEMO_PASSWORD },
    },
    'POST /api/auth/sign-out': { as: 'student', url: '/api/auth/sign-out', payload: {} },
    'POST /api/auth/request-password-reset': {
      as: 'student',
      url: '/api/auth/request-password-reset',
      payload: { email: 'student@roadlog.test', redirectTo: '/reset-password' },
    },
    'POST /api/auth/reset-password': {
      as: 'student',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'a-new-password-1', token: 'made-up-token' },
    },
    'POST /api/auth/send-verification-email': {
      as: 'student',
      url: '/api/auth/send-verification-email',
      payload: { email: 'student@roadlog.test', callbackURL: '/login?verified=1' },
    },
    'POST /api/registrations/parent': {
      as: 'parent',
      url: '/api/registrations/parent',
      payload: {
        firstName: 'Fuzz',
        lastName: 'Parent',
        email: 'fuzz-parent@example.test',
        password: 'a-good-password',
        contactPhone: '555-010-2030',
        state: 'CA',
        language: 'en',
        next: '/parent-consent',
      },
    },
    'POST /api/registrations/organization': {
      as: 'parent',
      url: '/api/registrations/organization',
      payload: {
        schoolName: 'Fuzz School',
        state: 'CA',
        address: '1 Fuzz Rd',
        cityCounty: 'Fresno',
        zip: '93650',
        contactEmail: 'office@fuzz.test',
        contactPhone: '555-010-2030',
        firstName: 'Fuzz',
        lastName: 'Owner',
        email: 'fuzz-owner@example.test',
        password: 'a-good-password',
        language: 'en',
      },
    },
    'POST /api/account/password': {
      as: 'student',
      url: '/api/account/password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'a-new-password-1' },
    },
    'PATCH /api/account': {
      as: 'student',
      url: '/api/account',
      payload: {
        firstName: 'Jamie',
        lastName: 'Parker',
        contactEmail: 'jamie@example.test',
        contactPhone: '(916) 555-0100',
        address: '1 Main St',
        cityCounty: 'Sacramento',
        zip: '95814',
        preferredLanguage: 'es',
      },
    },
    'PUT /api/flags': { as: 'admin', url: '/api/flags', payload: { adPanels: true, showPartners: true } },
    'POST /api/analytics/page-view': {
      as: 'student',
      url: '/api/analytics/page-view',
      payload: { path: '/faq', referrer: 'https://example.test/page', language: 'en' },
    },
    'PATCH /api/organizations/:id': {
      as: 'owner',
      url: school,
      payload: {
        name: 'Fuzz School',
        address: '2 Fuzz Rd',
        cityCounty: 'Fresno',
        zip: '93650',
        contactEmail: 'office@fuzz.test',
        contactPhone: '555-010-2030',
      },
    },
    'PUT /api/organizations/:id/logo': { as: 'owner', url: `${school}/logo`, raw: true },
    'DELETE /api/organizations/:id/logo': { as: 'owner', url: `${school}/logo` },
    'POST /api/organizations/:id/status': {
      as: 'admin',
      url: `${school}/status`,
      payload: { status: 'suspended', reason: 'Test suspension' },
    },
    'POST /api/admin/users': {
      as: 'admin',
      url: '/api/admin/users',
      payload: {
        email: 'fuzz-admin@example.test',
        firstName: 'Fuzz',
        lastName: 'Admin',
        role: 'state-admin',
        state: 'NV',
      },
    },
    'PATCH /api/admin/users/:id': {
      as: 'admin',
      url: `/api/admin/users/${f.teacher2Id}`,
      payload: { role: 'teacher', status: 'disabled', state: 'NV' },
    },
    'POST /api/admin/users/:id/password-reset': { as: 'admin', url: `/api/admin/users/${f.teacher2Id}/password-reset` },
    'POST /api/drive-logs': { as: 'student', url: '/api/drive-logs', payload: newDrive },
    'POST /api/drive-logs/review': {
      as: 'teacher',
      url: '/api/drive-logs/review',
      payload: { driveIds: [f.driveId], decision: 'reject', reason: 'Wrong day' },
    },
    'POST /api/drive-logs/:id/night-minutes': {
      as: 'teacher',
      url: `/api/drive-logs/${f.driveId}/night-minutes`,
      payload: { nightMinutes: 10, reason: 'Dusk came early' },
    },
    'POST /api/drive-logs/:id/archive': { as: 'teacher', url: `/api/drive-logs/${f.driveId}/archive` },
    'POST /api/drive-logs/:id/restore': { as: 'teacher', url: `/api/drive-logs/${f.driveId}/restore` },
    'POST /api/drive-logs/:id/amendments': {
      as: 'student',
      url: `/api/drive-logs/${f.approvedDriveId}/amendments`,
      payload: {
        changes: {
          notes: 'Corrected',
          weather: ['fog'],
          supervisor: OTHER_SUPERVISOR as unknown as Json,
          start: { label: 'Park' },
        },
        reason: 'typo fix',
      },
    },
    'POST /api/drive-logs/:id/amendments/:amendmentId/review': {
      as: 'teacher',
      url: `/api/drive-logs/${f.approvedDriveId}/amendments/${f.amendmentId}/review`,
      payload: { decision: 'approve' },
    },
    'POST /api/students/:id/archive-log': { as: 'owner', url: `/api/students/${f.studentId}/archive-log` },
    'POST /api/organizations/:id/invitations': {
      as: 'owner',
      url: `${school}/invitations`,
      payload: { email: 'fuzz-invitee@example.test', role: 'parent', studentId: f.student3Id },
    },
    'POST /api/invitations/:id/resend': { as: 'owner', url: `/api/invitations/${f.invitationId}/resend` },
    'POST /api/invitations/:id/revoke': { as: 'owner', url: `/api/invitations/${f.invitationId}/revoke` },
    'POST /api/invitations/:id/accept': { as: 'parent', url: `/api/invitations/${f.invitationId}/accept` },
    'POST /api/invitations/:id/complete': {
      as: 'parent',
      url: `/api/invitations/${f.invitationId}/complete`,
      payload: { firstName: 'Fuzz', lastName: 'Teacher', password: 'a-good-password', language: 'es' },
    },
    'POST /api/data-exports': {
      as: 'parent',
      url: '/api/data-exports',
      payload: { subjectId: f.studentId, timeZone: 'America/Los_Angeles' },
    },
    'PUT /api/organizations/:id/certificate-criteria': {
      as: 'owner',
      url: `${school}/certificate-criteria`,
      payload: { lessonsRequired: 3, mockExamRequired: false },
    },
    'POST /api/organizations/:id/certificates': {
      as: 'owner',
      url: `${school}/certificates`,
      payload: {
        type: 'supervised-hours',
        studentIds: [f.student3Id],
        manualReason: 'Hours logged on paper',
        timeZone: 'America/Los_Angeles',
      },
    },
    'POST /api/certificates/:id/revoke': {
      as: 'owner',
      url: `/api/certificates/${f.certificateId}/revoke`,
      payload: { reason: 'Issued by mistake' },
    },
    'POST /api/deletion-requests': {
      as: 'parent',
      url: '/api/deletion-requests',
      payload: { email: 'fuzz-nobody@example.test', reason: 'Moving away' },
    },
    'POST /api/deletion-requests/account': {
      as: 'parent',
      url: '/api/deletion-requests/account',
      payload: { subjectId: f.student3Id, reason: 'Moving away' },
    },
    'POST /api/deletion-requests/confirm': {
      as: 'parent',
      url: '/api/deletion-requests/confirm',
      payload: { token: 'made-up-token-made-up-token' },
    },
    'POST /api/deletion-requests/parent-confirm': {
      as: 'parent',
      url: '/api/deletion-requests/parent-confirm',
      payload: { token: 'made-up-token-made-up-token' },
    },
    'POST /api/admin/deletion-requests/:id/carry-out': {
      as: 'admin',
      url: '/api/admin/deletion-requests/made-up-request/carry-out',
    },
    'POST /api/admin/deletion-requests/:id/decline': {
      as: 'admin',
      url: '/api/admin/deletion-requests/made-up-request/decline',
      payload: { reason: 'Open payment dispute' },
    },
    'POST /api/organizations/:id/students': {
      as: 'owner',
      url: `${school}/students`,
      payload: {
        mode: 'create',
        email: 'fuzz-student@example.test',
        firstName: 'Fuzz',
        lastName: 'Student',
        parentEmail: 'fuzz-family@example.test',
      },
    },
    'POST /api/organizations/:id/students/import': {
      as: 'owner',
      url: `${school}/students/import`,
      payload: {
        mode: 'create',
        csv: 'email,firstName,lastName,parentEmail\nfuzz-import@example.test,Fuzz,Import,fuzz-home@example.test',
        dryRun: false,
      },
    },
    'POST /api/consent/accept': { as: 'parent', url: '/api/consent/accept', payload: { token: f.consentToken } },
    'POST /api/consent/reject': { as: 'parent', url: '/api/consent/reject', payload: { token: f.consentToken } },
    'POST /api/students/:id/consent/request': {
      as: 'owner',
      url: `/api/students/${f.student3Id}/consent/request`,
      payload: { parentEmail: 'fuzz-guardian@example.test' },
    },
    'POST /api/students/:id/consent/withdraw': { as: 'parent', url: `/api/students/${f.studentId}/consent/withdraw` },
    'POST /api/exams/attempts': {
      as: 'student',
      url: '/api/exams/attempts',
      payload: { kind: 'category', category: 'road-signs', mode: 'exam', language: 'fr' },
    },
    'POST /api/exams/attempts/:id/answers': {
      as: 'student',
      url: `/api/exams/attempts/${f.attemptId}/answers`,
      payload: { questionId: f.questionId, choiceId: f.choiceId },
    },
    'POST /api/exams/attempts/:id/submit': {
      as: 'student',
      url: `/api/exams/attempts/${f.attemptId}/submit`,
      payload: { answers: [{ questionId: f.questionId, choiceId: f.choiceId }] },
    },
    'PUT /api/students/:id/skills/:skillId': {
      as: 'parent',
      url: `/api/students/${f.studentId}/skills/parallel-parking`,
      payload: { level: 'mastered', reason: 'Did it twice' },
    },
    'POST /api/lessons': {
      as: 'teacher',
      url: '/api/lessons',
      payload: {
        studentId: f.student3Id,
        startsAt: '2031-02-03T18:00:00Z',
        endsAt: '2031-02-03T19:00:00Z',
        timeZone: 'America/Los_Angeles',
        pickupPlace: 'School',
        notes: 'Freeway',
        planId: f.planId,
      },
    },
    'PATCH /api/lessons/:id': {
      as: 'teacher',
      url: `/api/lessons/${f.lessonId}`,
      payload: {
        version: f.lessonVersion,
        pickupPlace: 'Library',
        notes: 'Bring glasses',
        status: 'cancelled',
        cancelReason: 'Student ill',
      },
    },
    'POST /api/calendar-feeds': { as: 'teacher', url: '/api/calendar-feeds' },
    'DELETE /api/calendar-feeds/:id': { as: 'teacher', url: `/api/calendar-feeds/${f.feedId}` },
    'POST /api/plans': {
      as: 'teacher',
      url: '/api/plans',
      payload: {
        title: 'Night practice',
        studentId: f.student3Id,
        skills: ['night-driving'],
        targetMinutes: 60,
        conditions: ['night', 'rain'],
        routeNotes: 'Loop',
        instructions: 'Slow',
        plannedFor: '2031-02-03',
      },
    },
    'PATCH /api/plans/:id': {
      as: 'teacher',
      url: `/api/plans/${f.planId}`,
      payload: { title: 'Renamed', targetMinutes: 90, routeNotes: 'Other loop', conditions: ['fog'] },
    },
    'DELETE /api/plans/:id': { as: 'teacher', url: `/api/plans/${f.planId}` },
    'POST /api/plans/:id/revoke': { as: 'teacher', url: `/api/plans/${f.planId}/revoke` },
    'POST /api/plans/:id/share': { as: 'teacher', url: `/api/plans/${f.planId}/share` },
    'POST /api/project-board/columns': { as: 'admin', url: '/api/project-board/columns', payload: { name: 'Fuzz' } },
    'PATCH /api/project-board/columns/:id': {
      as: 'admin',
      url: `/api/project-board/columns/${f.boardColumnId}`,
      payload: { version: 1, name: 'Renamed' },
    },
    'POST /api/project-board/columns/:id/move': {
      as: 'admin',
      url: `/api/project-board/columns/${f.boardColumnId}/move`,
      // Neighbours as ids, not null: a string in place of null would be another valid request.
      payload: { version: 1, afterId: f.boardOtherColumnId },
    },
    'DELETE /api/project-board/columns/:id': {
      as: 'admin',
      url: `/api/project-board/columns/${f.boardColumnId}?version=1`,
    },
    'POST /api/project-board/cards': {
      as: 'admin',
      url: '/api/project-board/cards',
      payload: {
        columnId: f.boardColumnId,
        title: 'Fuzz card',
        description: 'Made by the fuzz test',
        assigneeId: f.adminId,
        dueOn: '2031-02-03',
        labels: ['fuzz', 'test'],
      },
    },
    'PATCH /api/project-board/cards/:id': {
      as: 'admin',
      url: `/api/project-board/cards/${f.boardCardId}`,
      payload: {
        version: 1,
        title: 'Renamed',
        description: 'Changed',
        assigneeId: f.adminId,
        dueOn: '2031-02-04',
        labels: ['other'],
      },
    },
    'POST /api/project-board/cards/:id/move': {
      as: 'admin',
      url: `/api/project-board/cards/${f.boardCardId}/move`,
      payload: { version: 1, columnId: f.boardColumnId, afterId: f.boardOtherCardId, beforeId: f.boardOtherCardId },
    },
    'DELETE /api/project-board/cards/:id': { as: 'admin', url: `/api/project-board/cards/${f.boardCardId}?version=1` },
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

interface BadRequest {
  label: string;
  method: string;
  url: string;
  signedIn: boolean;
  contentType?: string;
  body?: string | Buffer;
}

type Path = (string | number)[];

/** Every path into the sample (objects and arrays too, a few levels down). */
function pathsOf(value: Json, prefix: Path = [], depth = 0): Path[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key], depth + 1)]);
}

function setAt(root: Json, path: Path, item: Json): Json {
  const copy = structuredClone(root) as { [key: string | number]: Json };
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as typeof node;
  node[path.at(-1)!] = item;
  return copy;
}

function getAt(root: Json, path: Path): Json {
  return path.reduce<Json>((node, key) => (node as { [k: string | number]: Json })[key] ?? null, root);
}

const kindOf = (v: Json) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A value of another JSON type than `original` (null left out: some fields take it). */
function wrongTypeArb(original: Json): fc.Arbitrary<Json> {
  const all: Record<string, fc.Arbitrary<Json>> = {
    string: fc.string({ maxLength: 20 }),
    number: fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(1e308, -1, 0, 2 ** 53),
    ),
    boolean: fc.boolean(),
    array: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
    object: fc.dictionary(
      fc.string({ minLength: 1, maxLength: 5 }),
      fc.oneof(fc.string({ maxLength: 5 }), fc.integer()),
      { minKeys: 1, maxKeys: 2 },
    ),
  };
  return fc.oneof(
    ...Object.entries(all)
      .filter(([kind]) => kind !== kindOf(original))
      .map(([, arb]) => arb),
  );
}

/** Strings no field takes: a NUL, an unpaired surrogate, or longer than any field's limit. */
const nulArb = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`);
const surrogateArb = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\udc00\ud800'),
    fc.string({ maxLength: 10 }),
  )
  .map(([a, s, b]) => `${a}${s}${b}`);
const HUNDRED_KB = 'x'.repeat(100_000);
// Not spaces alone: trimmed, they are an empty value, which some fields take.
const longArb = fc
  .tuple(fc.integer({ min: 5_000, max: 100_000 }), fc.constantFrom('x', 'é', '@', 'a b', '😀'))
  .map(([n, c]) => c.repeat(n));
const badStringArb = fc.oneof(nulArb, surrogateArb, longArb);

/** Extra fields someone might try, each sent with one broken field so the body stays invalid. */
const extraFieldArb: fc.Arbitrary<[string, Json]> = fc.oneof(
  fc.constantFrom<[string, Json]>(
    ['role', 'admin'],
    ['organizationId', DEMO_SCHOOL_ID],
    ['emailVerified', true],
    ['status', 'approved'],
    ['id', 'x'],
    ['isAdmin', true],
  ),
  fc.tuple(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean()),
  ),
);

/** Path parameter values that name nothing or cannot be valid. */
const PARAM_VALUES = [
  '%00',
  'abc%00def',
  '%ED%A0%80',
  '%F0%9F',
  '%C0%AF',
  'x'.repeat(101),
  'x'.repeat(5_000),
  '..%2F..%2Fetc',
  '%2e%2e',
  'nothing-here',
  '%E2%80%AE',
  '%20',
];
const paramArb = fc.oneof(
  fc.constantFrom(...PARAM_VALUES),
  fc.string({ minLength: 1, maxLength: 30, unit: 'binary' }).map((s) => encodeURIComponent(s)),
);

const DEEP = `{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
const TWO_MB = `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`;
const MULTIPART = '--fuzz\r\ncontent-disposition: form-data; name="x"\r\n\r\n1\r\n--fuzz--\r\n';

/** The route's URL with one of its path parameters (by position in the pattern) replaced. */
function withParam(pattern: string, url: string, index: number, value: string): string {
  const patternParts = pattern.split('/');
  const parts = url.split('?')[0]!.split('/');
  const positions = patternParts.flatMap((p, i) => (p.startsWith(':') ? [i] : []));
  const copy = [...parts];
  copy[positions[index]!] = value;
  return copy.join('/');
}

function paramCount(pattern: string): number {
  return pattern.split('/').filter((p) => p.startsWith(':')).length;
}

/** The requests for one endpoint: a fixed corpus covering every field, then random ones up to `count`. */
function requestsFor(key: string, pattern: string, sample: Sample, count: number, seed: number): BadRequest[] {
  const method = key.split(' ')[0]!;
  const json = (label: string, value: unknown, url = sample.url): Omit<BadRequest, 'signedIn'> => ({
    label,
    method,
    url,
    contentType: 'application/json',
    body: JSON.stringify(value),
  });
  const raw = (label: string, body: string, contentType?: string, url = sample.url): Omit<BadRequest, 'signedIn'> => ({
    label,
    method,
    url,
    ...(contentType ? { contentType } : {}),
    body,
  });
  const payload = sample.payload;
  const fields = payload ? pathsOf(payload) : [];
  const validText = JSON.stringify(payload ?? {});
  const params = paramCount(pattern);

  const fixed: Omit<BadRequest, 'signedIn'>[] = [];
  for (const path of fields) {
    const name = path.join('.');
    fixed.push(json(`${name}: NUL`, setAt(payload!, path, 'a\u0000b')));
    fixed.push(json(`${name}: lone surrogate`, setAt(payload!, path, 'a\ud800b')));
    fixed.push(json(`${name}: 100 KB string`, setAt(payload!, path, HUNDRED_KB)));
  }
  fixed.push(raw('20,000-deep JSON', DEEP, 'application/json'));
  fixed.push(raw('2 MB body', TWO_MB, 'application/json'));
  fixed.push(raw('65-deep JSON', `${'['.repeat(65)}${']'.repeat(65)}`, 'application/json'));
  fixed.push(raw('invalid JSON', '{"a":', 'application/json'));
  fixed.push(raw('empty JSON body', '', 'application/json'));
  fixed.push(raw('text/plain', validText, 'text/plain'));
  fixed.push(raw('form-encoded', 'a=1&b=2', 'application/x-www-form-urlencoded'));
  fixed.push(raw('multipart', MULTIPART, 'multipart/form-data; boundary=fuzz'));
  fixed.push(raw('no content type', validText === '{}' ? '{"x":1}' : validText));
  fixed.push(
    raw(
      '__proto__ key',
      `{"__proto__":{"polluted":true}${validText === '{}' ? '}' : `,${validText.slice(1)}`}`,
      'application/json',
    ),
  );
  fixed.push(
    raw(
      'constructor.prototype key',
      `{"constructor":{"prototype":{"polluted":true}}${validText === '{}' ? '}' : `,${validText.slice(1)}`}`,
      'application/json',
    ),
  );
  fixed.push(
    raw('NUL in a key', `{"a\\u0000":1${validText === '{}' ? '}' : `,${validText.slice(1)}`}`, 'application/json'),
  );
  for (const body of [null, [], 'text', 42, true]) fixed.push(json(`whole body ${JSON.stringify(body)}`, body));
  // The guard checks query strings too: a NUL there refuses an otherwise valid request.
  fixed.push({
    ...json('NUL in the query', payload ?? {}),
    url: `${sample.url}?x=%00`,
    ...(payload ? {} : { body: undefined, contentType: undefined }),
  });
  fixed.push({
    ...json('NUL in a query key', payload ?? {}),
    url: `${sample.url}?%00=1`,
    ...(payload ? {} : { body: undefined, contentType: undefined }),
  });
  for (let i = 0; i < params; i++) {
    for (const value of PARAM_VALUES) {
      const url = withParam(pattern, sample.url, i, value);
      fixed.push(
        payload
          ? json(`param ${i}: ${value.slice(0, 12)}`, payload, url)
          : { label: `param ${i}: ${value.slice(0, 12)}`, method, url },
      );
    }
  }
  if (sample.raw) fixed.push(raw('not an image', 'GIF89a not really', 'image/png'));
  if (pattern.startsWith('/api/auth/')) {
    // Spellings of the path better-auth does not route (the wildcard passes them on): a refusal in our shape.
    for (const url of [
      `${sample.url}/`,
      sample.url.toUpperCase(),
      sample.url.replace(/\/([^/]+)$/, '/%00$1'),
      '/api/auth/no-such-endpoint',
      `${sample.url.replace('/api/auth/', '/api/auth//')}`,
    ]) {
      fixed.push(json(`path ${url}`, payload ?? {}, url));
    }
  }

  // Random ones: each breaks one thing in the valid sample.
  const mutations: fc.Arbitrary<Omit<BadRequest, 'signedIn'>>[] = [
    fc
      .oneof(
        fc.array(fc.jsonValue(), { maxLength: 3 }),
        fc.string(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
      )
      .map((b) => json('random non-object body', b)),
    fc
      .integer({ min: 65, max: 5_000 })
      .map((n) => raw(`${n}-deep JSON`, `{"x":${'['.repeat(n)}${']'.repeat(n)}}`, 'application/json')),
    fc
      .string({ minLength: 1, maxLength: 40 })
      .filter((s) => !isJson(s))
      .map((s) => raw('random invalid JSON', s, 'application/json')),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
        'text/html',
        'application/jsonx',
      )
      .map((type) => raw(`content type ${type}`, validText === '{}' ? '{"x":1}' : validText, type)),
  ];
  if (fields.length) {
    const pathArb = fc.constantFrom(...fields);
    mutations.push(
      fc
        .tuple(pathArb, badStringArb)
        .map(([path, v]) => json(`${path.join('.')}: bad string (${v.length})`, setAt(payload!, path, v))),
      pathArb.chain((path) =>
        wrongTypeArb(getAt(payload!, path)).map((v) =>
          json(`${path.join('.')}: wrong type ${kindOf(v)}`, setAt(payload!, path, v)),
        ),
      ),
      // Extra fields never replace one of the sample's (that would be a field mutation instead).
      fc
        .tuple(
          pathArb,
          badStringArb,
          fc.array(
            extraFieldArb.filter(([k]) => !(k in payload!)),
            { minLength: 1, maxLength: 3 },
          ),
        )
        .map(([path, v, extras]) =>
          json(`${path.join('.')}: bad string + extra ${extras.map(([k]) => k).join(',')}`, {
            ...(setAt(payload!, path, v) as object),
            ...Object.fromEntries(extras),
          }),
        ),
      fc
        .tuple(
          extraFieldArb.filter(([k]) => !(k in payload!) && !(`${k}2` in payload!)),
          nulArb,
        )
        .map(([[k, v], bad]) => json(`extra ${k} with a NUL value`, { ...payload, [k]: v, [`${k}2`]: bad })),
    );
  } else {
    mutations.push(
      fc
        .dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 })
        .map((b) => json('random object body', b)),
    );
  }
  if (params) {
    mutations.push(
      fc.tuple(fc.integer({ min: 0, max: params - 1 }), paramArb).map(([i, v]) => {
        const url = withParam(pattern, sample.url, i, v);
        return payload
          ? json(`param ${i}: ${v.slice(0, 12)}`, payload, url)
          : { label: `param ${i}: ${v.slice(0, 12)}`, method, url };
      }),
    );
  }
  const randomCount = Math.max(0, count - fixed.length);
  const random = randomCount ? fc.sample(fc.oneof(...mutations), { seed, numRuns: randomCount }) : [];
  // Alternate signed in and signed out, so both see every kind of request.
  return [...fixed, ...random].map((r, i) => ({ ...r, signedIn: i % 3 !== 2 }));
}

function isJson(s: string): boolean {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Fingerprints

async function fingerprint(t: TestApp): Promise<Map<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(t.db);
  const result = new Map<string, string>();
  for (const { name } of tables.rows) {
    if (UNFINGERPRINTED.has(name)) continue;
    const row = await sql<{ n: number; h: string | null }>`
      select count(*)::int as n, md5(string_agg(r::text, '|' order by r::text)) as h from ${sql.table(name)} r`.execute(
      t.db,
    );
    result.set(name, `${row.rows[0]?.n}:${row.rows[0]?.h ?? ''}`);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------

let t: TestApp;
let fixtures: Fixtures;
const cookies = new Map<Actor, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const actor of ['admin', 'owner', 'teacher', 'student', 'parent'] as const)
    cookies.set(actor, await t.signIn(actor));
  const as = (actor: Actor, method: 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({ method, url, cookie: cookies.get(actor), ...(payload ? { payload } : {}) });

  const studentId = await t.userId('student');
  const drive = expectOk(await as('student', 'POST', '/api/drive-logs', driveBody(studentId)), 201).drive;
  const approved = expectOk(await as('student', 'POST', '/api/drive-logs', driveBody(studentId)), 201).drive;
  expectOk(await as('teacher', 'POST', '/api/drive-logs/review', { driveIds: [approved.id], decision: 'approve' }));
  const { amendmentId } = expectOk(
    await as('student', 'POST', `/api/drive-logs/${approved.id}/amendments`, {
      changes: { notes: 'x' },
      reason: 'typo fix',
    }),
    201,
  );
  const { plan } = expectOk(
    await as('teacher', 'POST', '/api/plans', { title: 'Night practice', targetMinutes: 60 }),
    201,
  );
  const { invitation } = expectOk(
    await as('owner', 'POST', `/api/organizations/${DEMO_SCHOOL_ID}/invitations`, {
      email: 'fuzz-teacher@example.test',
      role: 'teacher',
    }),
    201,
  );
  const { feed } = expectOk(await as('teacher', 'POST', '/api/calendar-feeds'), 201);
  const attempt = expectOk(
    await as('student', 'POST', '/api/exams/attempts', { kind: 'mock', state: 'CA', mode: 'practice' }),
    201,
  );
  const teacherId = await t.userId('teacher');
  const lesson = await t.db
    .selectFrom('lesson')
    .select(['id', 'version'])
    .where('teacherId', '=', teacherId)
    .where('status', '=', 'scheduled')
    .orderBy('startsAt')
    .executeTakeFirstOrThrow();
  const student3Id = await t.userId('student3');
  const consent = await t.db
    .selectFrom('parentConsent')
    .select('token')
    .where('studentId', '=', student3Id)
    .executeTakeFirstOrThrow();
  const certificate = expectOk(
    await as('owner', 'POST', `/api/organizations/${DEMO_SCHOOL_ID}/certificates`, {
      type: 'driver-education',
      studentIds: [studentId],
      manualReason: 'Fuzz fixture',
    }),
  ).results[0].certificate;
  // The demo board's first card (version 1, in a column with cards: a valid delete would be refused).
  const boardCard = await t.db
    .selectFrom('boardCard')
    .select(['id', 'columnId'])
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const otherBoardCard = await t.db
    .selectFrom('boardCard')
    .select(['id', 'columnId'])
    .where('columnId', '!=', boardCard.columnId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  fixtures = {
    studentId,
    student3Id,
    teacher2Id: await t.userId('teacher2'),
    driveId: drive.id,
    approvedDriveId: approved.id,
    amendmentId,
    planId: plan.id,
    invitationId: invitation.id,
    feedId: feed.id,
    lessonId: lesson.id,
    lessonVersion: lesson.version,
    attemptId: attempt.attemptId,
    questionId: attempt.questions[0].id,
    choiceId: attempt.questions[0].choices[0].id,
    consentToken: consent.token ?? crypto.randomBytes(24).toString('base64url'),
    certificateId: certificate.id,
    boardColumnId: boardCard.columnId,
    boardOtherColumnId: otherBoardCard.columnId,
    boardCardId: boardCard.id,
    boardOtherCardId: otherBoardCard.id,
    adminId: await t.userId('admin'),
  };
}, 120_000);
afterAll(() => t?.close());

/** `METHOD /url` of every mutating route, the auth wildcard expanded to the endpoints the product calls. */
function mutatingEndpoints(): { key: string; pattern: string }[] {
  const routes = t.app.routeTable.filter(
    (r) => r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
  );
  return routes.flatMap((r) =>
    r.url === '/api/auth/*'
      ? AUTH_ENDPOINTS.map((p) => ({ key: `${r.method} /api/auth${p}`, pattern: `/api/auth${p}` }))
      : [{ key: `${r.method} ${r.url}`, pattern: r.url }],
  );
}

describe('bad input', () => {
  it('has a valid sample for every mutating route (add one to SAMPLES for a new route)', () => {
    const known = samples(fixtures);
    const endpoints = mutatingEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.map((e) => e.key).filter((key) => !(key in known))).toEqual([]);
    expect(Object.keys(known).filter((key) => !endpoints.some((e) => e.key === key))).toEqual([]);
  });

  it(
    `answers ${BAD_REQUESTS_PER_ENDPOINT} bad requests per endpoint with a 4xx error and changes no row`,
    { timeout: 600_000 },
    async () => {
      const known = samples(fixtures);
      const endpoints = mutatingEndpoints().filter((e) => e.key in known);
      const before = await fingerprint(t);
      const failures = { serverErrors: [] as string[], notRefused: [] as string[], malformedErrors: [] as string[] };
      const statuses = new Map<number, number>();
      let sent = 0;
      const started = performance.now();
      for (const [index, { key, pattern }] of endpoints.entries()) {
        const sample = known[key]!;
        const requests = requestsFor(key, pattern, sample, BAD_REQUESTS_PER_ENDPOINT, SEED + index);
        for (const r of requests) {
          const headers: Record<string, string> = { origin: ORIGIN };
          if (r.contentType) headers['content-type'] = r.contentType;
          if (r.signedIn) headers.cookie = cookies.get(sample.as)!;
          const response: LightMyRequestResponse = await t.app.inject({
            method: r.method as 'POST',
            url: r.url,
            headers,
            ...(r.body !== undefined ? { payload: r.body } : {}),
          });
          sent++;
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const problem = checkResponse(response);
          if (problem)
            failures[problem.kind].push(
              `${key} [${r.signedIn ? sample.as : 'signed out'}] ${r.label}: ${problem.detail}`,
            );
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const after = await fingerprint(t);
      const changedTables = [...before.keys()].filter((table) => before.get(table) !== after.get(table));
      console.log(
        `bad input: ${sent} requests to ${endpoints.length} endpoints in ${seconds} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      const firstOf = (list: string[]) =>
        list.length > 10 ? [...list.slice(0, 10), `… and ${list.length - 10} more`] : list;
      expect({
        serverErrors: firstOf(failures.serverErrors),
        notRefused: firstOf(failures.notRefused),
        malformedErrors: firstOf(failures.malformedErrors),
        changedTables,
      }).toEqual({ serverErrors: [], notRefused: [], malformedErrors: [], changedTables: [] });
      expect(sent).toBeGreaterThanOrEqual(endpoints.length * BAD_REQUESTS_PER_ENDPOINT);
    },
  );
});

describe('the error handler', () => {
  it('answers a value the database refuses (NUL in text, a bad uuid or time zone) with 400, without the SQL', async () => {
    // A route with no guard in front, as a validation gap would be.
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.get('/:kind', async (request) => {
      const { kind } = request.params as { kind: string };
      if (kind === 'nul') await sql`select ${'a\u0000b'}::text`.execute(t.db);
      if (kind === 'uuid') await sql`select ${'not-a-uuid'}::uuid`.execute(t.db);
      if (kind === 'zone') await sql`select now() at time zone ${'Nowhere/Else'}`.execute(t.db);
      if (kind === 'bug') await sql`select 1 / 0`.execute(t.db);
      return { ok: true };
    });
    try {
      for (const kind of ['nul', 'uuid', 'zone']) {
        const response = await bare.inject({ method: 'GET', url: `/${kind}` });
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 400,
          body: { error: { code: 'validation-failed', message: 'The request is not valid.' } },
        });
      }
      // A server bug stays a 500.
      expect((await bare.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    } finally {
      await bare.close();
    }
  });
});

type Problem = { kind: 'serverErrors' | 'notRefused' | 'malformedErrors'; detail: string };

/** Null when the answer is a 4xx with a well-formed error of a known code. */
function checkResponse(response: LightMyRequestResponse): Problem | null {
  const status = response.statusCode;
  if (status >= 500) return { kind: 'serverErrors', detail: `${status} ${response.body.slice(0, 200)}` };
  if (status < 400) return { kind: 'notRefused', detail: `${status} ${response.body.slice(0, 200)}` };
  let code: unknown;
  try {
    code = (JSON.parse(response.body) as { error?: { code?: unknown } }).error?.code;
  } catch {
    return { kind: 'malformedErrors', detail: `${status} without a JSON body: ${response.body.slice(0, 100)}` };
  }
  return isErrorCode(code)
    ? null
    : { kind: 'malformedErrors', detail: `${status} with unknown code ${JSON.stringify(code)}` };
}
