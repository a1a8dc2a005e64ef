/**
 * Lessons (docs/product/schools.md InstructorCalendar): who may list, book, move, complete and cancel; every
 * validation rule; no double booking of a teacher or a student (also under concurrency); status
 * changes, the drive logged from a lesson, audit rows and the e-mails to the student and parents.
 * Lessons are placed in 2031 so they never meet the demo seed's lessons of this week.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../../src/shared/api/calendar.js';
import { driveApi, type DriveApi } from '../helpers/drives.js';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: DriveApi;
const id: Record<string, string> = {};
let otherOwner: { id: string; email: string };
let otherTeacher: { id: string; email: string };
let otherStudent: { id: string; email: string };

const LA = 'America/Los_Angeles';
const HOUR = 3_600_000;
let day = 0;
/** A fresh 2031 day for each use, so tests never meet each other's lessons. */
function nextDay(): number {
  return Date.parse('2031-03-03T17:00:00Z') + day++ * 24 * HOUR;
}
const iso = (ms: number) => new Date(ms).toISOString();
const body = (studentId: string, start: number, minutes = 60, extra: Record<string, unknown> = {}) => ({
  studentId,
  startsAt: iso(start),
  endsAt: iso(start + minutes * 60_000),
  timeZone: LA,
  pickupPlace: 'Front of the school',
  notes: '',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  for (const key of [
    'teacher',
    'teacher2',
    'student',
    'student2',
    'student3',
    'parent',
    'parent2',
    'owner',
    'orgadmin',
  ])
    id[key] = await t.userId(key);
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherOwner = await createPerson(t.app, { role: 'organization', organizationId: otherSchool, state: 'CA' });
  otherTeacher = await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' });
  otherStudent = await createPerson(t.app, { role: 'student', organizationId: otherSchool, state: 'CA' });
});
afterAll(() => t?.close());

const request = async (
  who: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.request({
    method,
    url,
    cookie: await api.cookie(who),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const book = async (who: string, payload: unknown): Promise<Lesson> =>
  expectOk<{ lesson: Lesson }>(await request(who, 'POST', '/api/lessons', payload), 201).lesson;
const patch = (who: string | null, lessonId: string, payload: unknown) =>
  request(who, 'PATCH', `/api/lessons/${encodeURIComponent(lessonId)}`, payload);
const list = (who: string | null, query: Record<string, string>) =>
  request(who, 'GET', `/api/lessons?${new URLSearchParams(query).toString()}`);
const range = (start: number, days = 1) => ({ from: iso(start - HOUR), to: iso(start + days * 24 * HOUR) });

describe('POST /api/lessons: who may book', () => {
  it('refuses a signed-out caller with 401', async () => {
    expectError(await request(null, 'POST', '/api/lessons', body(id.student!, nextDay())), 401, 'unauthenticated');
  });

  it.each(['student', 'parent', 'admin', 'state'])('refuses %s with 403', async (who) => {
    expectError(
      await request(who, 'POST', '/api/lessons', body(id.student!, nextDay(), 60, { teacherId: id.teacher })),
      403,
      'forbidden',
    );
  });

  it('lets a teacher book their own lesson with a student of the school, audited, and tells the student and parents', async () => {
    const start = nextDay();
    const lesson = await book(
      'teacher',
      body(id.student!, start, 90, { pickupPlace: 'Home, 12 Elm St; side door', notes: 'Parallel parking' }),
    );
    expect(lesson).toMatchObject({
      organizationId: DEMO_SCHOOL_ID,
      teacherId: id.teacher,
      teacherName: 'Tara Nguyen',
      studentId: id.student,
      studentName: 'Jamie Parker',
      startsAt: iso(start),
      endsAt: iso(start + 90 * 60_000),
      timeZone: LA,
      pickupPlace: 'Home, 12 Elm St; side door',
      planId: null,
      notes: 'Parallel parking',
      status: 'scheduled',
      version: 1,
      createdBy: id.teacher,
    });
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'lesson')
      .where('entityId', '=', lesson.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const toStudent = await mailsTo(t.db, 'student@roadlog.test', 'lesson-booked');
    const toParent = await mailsTo(t.db, 'parent@roadlog.test', 'lesson-booked');
    expect(toStudent.at(-1)?.text).toContain('Tara Nguyen');
    expect(toStudent.at(-1)?.text).toContain('Home, 12 Elm St; side door');
    expect(toParent.at(-1)?.link).toContain(`/student/${id.student}`);
    expect(await mailsTo(t.db, 'parent2@roadlog.test', 'lesson-booked')).toEqual([]);
  });

  it('writes the e-mail in each recipient’s language', async () => {
    await t.db.updateTable('user').set({ preferredLanguage: 'es' }).where('id', '=', id.student3!).execute();
    await book('teacher', body(id.student3!, nextDay()));
    const mail = (await mailsTo(t.db, 'student3@roadlog.test', 'lesson-booked')).at(-1);
    expect(mail?.subject).toBe('Clase de manejo reservada para Noah Kim');
    expect(mail?.text).toContain('Tara Nguyen');
  });

  it('lets school admins book for any teacher of the school, and asks them which teacher', async () => {
    const lesson = await book('orgadmin', body(id.student2!, nextDay(), 60, { teacherId: id.teacher2 }));
    expect(lesson.teacherId).toBe(id.teacher2);
    expect(
      expectError(
        await request('owner', 'POST', '/api/lessons', body(id.student2!, nextDay())),
        400,
        'validation-failed',
      ).fields,
    ).toEqual({ teacherId: 'required' });
  });

  it('refuses a teacher booking for a colleague (403) and anyone booking outside their school (404)', async () => {
    expectError(
      await request('teacher', 'POST', '/api/lessons', body(id.student!, nextDay(), 60, { teacherId: id.teacher2 })),
      403,
      'forbidden',
    );
    expectError(await request('teacher', 'POST', '/api/lessons', body(otherStudent.id, nextDay())), 404, 'not-found');
    expectError(await request('teacher', 'POST', '/api/lessons', body(id.parent!, nextDay())), 404, 'not-found');
    expectError(
      await request(
        otherOwner.email,
        'POST',
        '/api/lessons',
        body(id.student!, nextDay(), 60, { teacherId: id.teacher }),
      ),
      404,
      'not-found',
    );
    expectError(
      await request('owner', 'POST', '/api/lessons', body(otherStudent.id, nextDay(), 60, { teacherId: id.teacher })),
      404,
      'not-found',
    );
    expectError(
      await request('owner', 'POST', '/api/lessons', body(id.student!, nextDay(), 60, { teacherId: otherTeacher.id })),
      404,
      'not-found',
    );
    expectError(
      await request('owner', 'POST', '/api/lessons', body(id.student!, nextDay(), 60, { teacherId: id.orgadmin })),
      404,
      'not-found',
    );
  });

  it.each([
    [
      'an end before the start',
      { endsAt: '2031-01-01T09:00:00Z', startsAt: '2031-01-01T10:00:00Z' },
      { endsAt: 'end-before-start' },
    ],
    [
      'a lesson under 15 minutes',
      { startsAt: '2031-01-01T10:00:00Z', endsAt: '2031-01-01T10:10:00Z' },
      { endsAt: 'too-short' },
    ],
    [
      'a lesson over 12 hours',
      { startsAt: '2031-01-01T08:00:00Z', endsAt: '2031-01-01T20:01:00Z' },
      { endsAt: 'too-long' },
    ],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, { timeZone: 'unknown-time-zone' }],
  ])('refuses %s with 400 naming the rule', async (_label, override, fields) => {
    const error = expectError(
      await request('teacher', 'POST', '/api/lessons', { ...body(id.student!, nextDay()), ...override }),
      400,
      'validation-failed',
    );
    expect(error.fields).toEqual(fields);
  });

  it.each([
    ['no student', { studentId: undefined }],
    ['a time without offset', { startsAt: '2031-01-01T10:00:00' }],
    ['a pickup place over 200 characters', { pickupPlace: 'x'.repeat(201) }],
    ['a malformed plan id', { planId: 'not a plan!' }],
  ])('refuses %s with 400', async (_label, override) => {
    expectError(
      await request('teacher', 'POST', '/api/lessons', { ...body(id.student!, nextDay()), ...override }),
      400,
      'validation-failed',
    );
  });

  it('keeps a pasted drive-plan link as the plan id', async () => {
    const lesson = await book(
      'teacher',
      body(id.student!, nextDay(), 60, { planId: 'https://roadlog.example/drive-plan/Plan_abc-123?x=1' }),
    );
    expect(lesson.planId).toBe('Plan_abc-123');
  });
});

describe('no double booking', () => {
  it('refuses an overlapping lesson of the same teacher, naming the teacher and the other lesson', async () => {
    const start = nextDay();
    await book('teacher', body(id.student!, start, 60));
    const error = expectError(
      await request('teacher', 'POST', '/api/lessons', body(id.student2!, start + 30 * 60_000, 60)),
      409,
      'lesson-teacher-double-booked',
    );
    expect(error.fields).toEqual({ teacherId: 'double-booked' });
    expect(error.details).toEqual({
      name: 'Tara Nguyen',
      conflictStartsAt: iso(start),
      conflictEndsAt: iso(start + HOUR),
    });
  });

  it('refuses an overlapping lesson of the same student with another teacher', async () => {
    const start = nextDay();
    await book('teacher', body(id.student!, start, 60));
    const error = expectError(
      await request(
        'orgadmin',
        'POST',
        '/api/lessons',
        body(id.student!, start - 30 * 60_000, 60, { teacherId: id.teacher2 }),
      ),
      409,
      'lesson-student-double-booked',
    );
    expect(error.fields).toEqual({ studentId: 'double-booked' });
    expect(error.details).toMatchObject({ name: 'Jamie Parker' });
  });

  it('accepts back-to-back lessons, and lessons over a cancelled or no-show one', async () => {
    const start = nextDay();
    const first = await book('teacher', body(id.student!, start, 60));
    await book('teacher', body(id.student2!, start + HOUR, 60));
    expectOk(await patch('teacher', first.id, { version: 1, status: 'cancelled', cancelReason: 'Car in the garage' }));
    const second = await book('teacher', body(id.student3!, start, 60));
    expectOk(await patch('teacher', second.id, { version: 1, status: 'no-show' }));
    await book('teacher', body(id.student!, start, 60));
    // Reopening the no-show would now double book the teacher.
    expectError(
      await patch('teacher', second.id, { version: 2, status: 'scheduled' }),
      409,
      'lesson-teacher-double-booked',
    );
  });

  it('lets only one of two overlapping bookings sent at the same moment through', async () => {
    const start = nextDay();
    const responses = await Promise.all([
      request('teacher', 'POST', '/api/lessons', body(id.student!, start, 60)),
      request('teacher', 'POST', '/api/lessons', body(id.student2!, start + 10 * 60_000, 60)),
      request(
        'orgadmin',
        'POST',
        '/api/lessons',
        body(id.student!, start + 20 * 60_000, 60, { teacherId: id.teacher2 }),
      ),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.db
      .selectFrom('lesson')
      .select('id')
      .where('startsAt', '>=', new Date(start))
      .where('startsAt', '<', new Date(start + 2 * HOUR))
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/lessons', () => {
  let start: number;
  let mine: Lesson;
  let colleague: Lesson;
  beforeAll(async () => {
    start = nextDay();
    mine = await book('teacher', body(id.student!, start, 60));
    colleague = await book('orgadmin', body(id.student2!, start, 60, { teacherId: id.teacher2 }));
  });

  it('refuses signed-out (401) and non-staff (403) callers', async () => {
    expectError(await list(null, range(start)), 401, 'unauthenticated');
    for (const who of ['student', 'parent', 'admin', 'state'])
      expectError(await list(who, range(start)), 403, 'forbidden');
  });

  it.each([
    ['no range', {}],
    ['a range that ends before it starts', { from: '2031-02-01T00:00:00Z', to: '2031-01-01T00:00:00Z' }],
    ['a range over 62 days', { from: '2031-01-01T00:00:00Z', to: '2031-04-01T00:00:00Z' }],
    ['a date without a time', { from: '2031-01-01', to: '2031-01-08' }],
  ])('refuses %s with 400', async (_label, query) => {
    expectError(await list('teacher', query as Record<string, string>), 400, 'validation-failed');
  });

  it('shows a teacher only their own lessons', async () => {
    const lessons = expectOk<{ lessons: Lesson[] }>(await list('teacher', range(start))).lessons;
    expect(lessons.map((l) => l.id)).toEqual([mine.id]);
    expectError(await list('teacher', { ...range(start), teacherId: id.teacher2! }), 403, 'forbidden');
    expectError(await list('teacher', { ...range(start), teacherId: otherTeacher.id }), 404, 'not-found');
  });

  it('shows school admins every teacher of the school, filtered by teacher or student', async () => {
    for (const who of ['owner', 'orgadmin']) {
      const all = expectOk<{ lessons: Lesson[] }>(await list(who, range(start))).lessons;
      expect(all.map((l) => l.id).sort()).toEqual([mine.id, colleague.id].sort());
    }
    const byTeacher = expectOk<{ lessons: Lesson[] }>(
      await list('owner', { ...range(start), teacherId: id.teacher2! }),
    ).lessons;
    expect(byTeacher.map((l) => l.id)).toEqual([colleague.id]);
    const byStudent = expectOk<{ lessons: Lesson[] }>(
      await list('owner', { ...range(start), studentId: id.student! }),
    ).lessons;
    expect(byStudent.map((l) => l.id)).toEqual([mine.id]);
  });

  it('shows another school nothing of ours', async () => {
    expect(expectOk<{ lessons: Lesson[] }>(await list(otherOwner.email, range(start))).lessons).toEqual([]);
    expect(expectOk<{ lessons: Lesson[] }>(await list(otherTeacher.email, range(start))).lessons).toEqual([]);
    expectError(await list(otherOwner.email, { ...range(start), teacherId: id.teacher! }), 404, 'not-found');
  });
});

describe('PATCH /api/lessons/:id', () => {
  it('refuses signed-out (401), non-staff (403), and staff who may not manage the lesson (404)', async () => {
    const lesson = await book('teacher', body(id.student!, nextDay()));
    const move = { version: 1, pickupPlace: 'Library' };
    expectError(await patch(null, lesson.id, move), 401, 'unauthenticated');
    expectError(await patch('student', lesson.id, move), 403, 'forbidden');
    expectError(await patch('parent', lesson.id, move), 403, 'forbidden');
    expectError(await patch('teacher2', lesson.id, move), 404, 'not-found');
    expectError(await patch(otherOwner.email, lesson.id, move), 404, 'not-found');
    expectError(await patch('teacher', 'no-such-lesson', move), 404, 'not-found');
    expect(expectOk<{ lesson: Lesson }>(await patch('orgadmin', lesson.id, move)).lesson.pickupPlace).toBe('Library');
  });

  it.each([
    ['no version', { status: 'completed' }],
    ['a cancellation without a reason', { version: 1, status: 'cancelled' }],
    ['a start without an end', { version: 1, startsAt: '2031-01-01T10:00:00Z' }],
    ['an unknown status', { version: 1, status: 'postponed' }],
  ])('refuses %s with 400', async (_label, payload) => {
    const lesson = await book('teacher', body(id.student!, nextDay()));
    expectError(await patch('teacher', lesson.id, payload), 400, 'validation-failed');
  });

  it('moves a lesson, bumps its version, tells the family, and refuses a stale version', async () => {
    const start = nextDay();
    const lesson = await book('teacher', body(id.student!, start));
    const moved = expectOk<{ lesson: Lesson }>(
      await patch('teacher', lesson.id, { version: 1, startsAt: iso(start + 2 * HOUR), endsAt: iso(start + 3 * HOUR) }),
    ).lesson;
    expect(moved).toMatchObject({ startsAt: iso(start + 2 * HOUR), endsAt: iso(start + 3 * HOUR), version: 2 });
    expect((await mailsTo(t.db, 'parent@roadlog.test', 'lesson-moved')).length).toBeGreaterThan(0);
    expectError(await patch('teacher', lesson.id, { version: 1, notes: 'late edit' }), 409, 'lesson-changed');
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('entityId', '=', lesson.id)
      .orderBy('createdAt')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'move']);
    expect(audit[1]?.before).toMatchObject({ startsAt: iso(start) });
  });

  it('refuses a move onto another lesson and a move of a lesson that is not scheduled', async () => {
    const start = nextDay();
    await book('teacher', body(id.student!, start));
    const other = await book('teacher', body(id.student2!, start + 2 * HOUR));
    expectError(
      await patch('teacher', other.id, {
        version: 1,
        startsAt: iso(start + 30 * 60_000),
        endsAt: iso(start + 90 * 60_000),
      }),
      409,
      'lesson-teacher-double-booked',
    );
    expectOk(await patch('teacher', other.id, { version: 1, status: 'completed' }));
    expectError(
      await patch('teacher', other.id, { version: 2, startsAt: iso(start + 4 * HOUR), endsAt: iso(start + 5 * HOUR) }),
      409,
      'lesson-closed',
    );
  });

  it('cancels with a reason (told to the family) and then refuses any change', async () => {
    const lesson = await book('teacher', body(id.student!, nextDay()));
    const cancelled = expectOk<{ lesson: Lesson }>(
      await patch('teacher', lesson.id, { version: 1, status: 'cancelled', cancelReason: 'Snow storm' }),
    ).lesson;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Snow storm' });
    const mail = (await mailsTo(t.db, 'student@roadlog.test', 'lesson-cancelled')).at(-1);
    expect(mail?.text).toContain('Snow storm');
    expectError(await patch('teacher', lesson.id, { version: 2, status: 'scheduled' }), 409, 'lesson-closed');
    expectError(await patch('teacher', lesson.id, { version: 2, notes: 'x' }), 409, 'lesson-closed');
  });

  it('completes a lesson and links the drive logged from it (the same student’s only)', async () => {
    const lesson = await book('teacher', body(id.student!, nextDay()));
    const drive = await api.log('teacher', id.student!, { supervisor: { type: 'teacher', userId: id.teacher! } });
    const otherDrive = await api.log('teacher', id.student2!, { supervisor: { type: 'teacher', userId: id.teacher! } });
    expect(
      expectError(await patch('teacher', lesson.id, { version: 1, driveLogId: drive.id }), 400, 'validation-failed')
        .fields,
    ).toEqual({ driveLogId: 'not-completed' });
    const done = expectOk<{ lesson: Lesson }>(
      await patch('teacher', lesson.id, { version: 1, status: 'completed' }),
    ).lesson;
    expect(done.status).toBe('completed');
    expect(
      expectError(
        await patch('teacher', lesson.id, { version: 2, driveLogId: otherDrive.id }),
        400,
        'validation-failed',
      ).fields,
    ).toEqual({ driveLogId: 'other-student' });
    expect(
      expectError(
        await patch('teacher', lesson.id, { version: 2, driveLogId: 'no-such-drive' }),
        400,
        'validation-failed',
      ).fields,
    ).toEqual({ driveLogId: 'other-student' });
    const linked = expectOk<{ lesson: Lesson }>(
      await patch('teacher', lesson.id, { version: 2, driveLogId: drive.id }),
    ).lesson;
    expect(linked).toMatchObject({ driveLogId: drive.id, version: 3 });
    const actions = (
      await t.db
        .selectFrom('auditLog')
        .select('action')
        .where('entityId', '=', lesson.id)
        .orderBy('createdAt')
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(['create', 'complete', 'link-drive']);
  });

  it('lets school admins give a lesson to another teacher, but not teachers', async () => {
    const lesson = await book('teacher', body(id.student!, nextDay()));
    expectError(await patch('teacher', lesson.id, { version: 1, teacherId: id.teacher2 }), 403, 'forbidden');
    const moved = expectOk<{ lesson: Lesson }>(
      await patch('owner', lesson.id, { version: 1, teacherId: id.teacher2 }),
    ).lesson;
    expect(moved).toMatchObject({ teacherId: id.teacher2, teacherName: 'Diego Alvarez' });
    expectError(await patch('owner', lesson.id, { version: 2, teacherId: otherTeacher.id }), 404, 'not-found');
  });
});

describe('GET /api/lessons/upcoming', () => {
  let lesson: Lesson;
  beforeAll(async () => {
    lesson = await book('teacher', body(id.student2!, nextDay()));
  });
  const upcoming = (who: string | null, studentId: string) =>
    request(who, 'GET', `/api/lessons/upcoming?studentId=${encodeURIComponent(studentId)}&limit=50`);

  it('shows the student, linked parents and the school’s staff the next scheduled lessons', async () => {
    for (const who of ['student2', 'parent', 'teacher', 'teacher2', 'owner']) {
      const lessons = expectOk<{ lessons: Lesson[] }>(await upcoming(who, id.student2!)).lessons;
      expect(
        lessons.map((l) => l.id),
        who,
      ).toContain(lesson.id);
      expect(lessons.every((l) => l.status === 'scheduled' && l.studentId === id.student2)).toBe(true);
    }
  });

  it('answers 404 to anyone else, 403 to roles without lessons, 401 signed out and 400 without a student', async () => {
    for (const who of ['student', 'parent2', otherTeacher.email, otherOwner.email])
      expectError(await upcoming(who, id.student2!), 404, 'not-found');
    expectError(await upcoming('teacher', id.teacher!), 404, 'not-found');
    expectError(await upcoming('admin', id.student2!), 403, 'forbidden');
    expectError(await upcoming(null, id.student2!), 401, 'unauthenticated');
    expectError(await request('student2', 'GET', '/api/lessons/upcoming'), 400, 'validation-failed');
  });

  it('leaves past and cancelled lessons out', async () => {
    const past = Date.parse('2020-06-01T17:00:00Z');
    const old = await book('teacher', body(id.student2!, past));
    const cancelled = await book('teacher', body(id.student2!, nextDay()));
    expectOk(await patch('teacher', cancelled.id, { version: 1, status: 'cancelled', cancelReason: 'Sick' }));
    const ids = expectOk<{ lessons: Lesson[] }>(await upcoming('student2', id.student2!)).lessons.map((l) => l.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(cancelled.id);
  });
});
