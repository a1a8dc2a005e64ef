/**
 * POST /api/drive-logs (docs/product/drive-logs.md): who may log, supervisor resolution, every validation rule,
 * idempotent client ids (also under concurrency), night minutes, GPS tracks and the audit row.
 * Fixtures: the demo school (Sacramento, ZIP 95814) and a second CA school with a teacher.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drive } from '../../src/shared/api/drive-logs.js';
import {
  auditOf,
  driveApi,
  driveBody,
  driveRow,
  LA,
  nextSlot,
  span,
  straightTrack,
  type DriveApi,
} from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: DriveApi;
const id: Record<string, string> = {};
let otherTeacher: { id: string; email: string };
let disabledTeacher: string;

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  for (const key of ['student', 'student2', 'student3', 'parent', 'parent2', 'teacher', 'owner', 'orgadmin'])
    id[key] = await t.userId(key);
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' });
  disabledTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: DEMO_SCHOOL_ID, state: 'CA' })).id;
  await t.db.updateTable('user').set({ status: 'disabled' }).where('id', '=', disabledTeacher).execute();
});
afterAll(() => t?.close());

const post = (who: string | null, body: unknown) => api.post(who, '/api/drive-logs', body);
const rowCount = async (driveId: string) =>
  (await t.db.selectFrom('driveLog').select('id').where('id', '=', driveId).execute()).length;

describe('POST /api/drive-logs: who may log', () => {
  it('refuses a signed-out caller with 401', async () => {
    const body = driveBody(id.student!);
    expectError(await post(null, body), 401, 'unauthenticated');
    expect(await rowCount(body.id)).toBe(0);
  });

  it.each(['admin', 'state'])('refuses %s (not a role that logs drives) with 403', async (who) => {
    const body = driveBody(id.student!);
    expectError(await post(who, body), 403, 'forbidden');
    expect(await rowCount(body.id)).toBe(0);
  });

  // Existence is private: a student the caller cannot see answers like a missing one.
  it.each([
    ['another student', () => 'student2'],
    ['a parent not linked to Jamie', () => 'parent2'],
    ['a teacher of another school', () => otherTeacher.email],
  ])('answers 404 to %s logging for Jamie', async (_label, who) => {
    const body = driveBody(id.student!);
    expectError(await post(who(), body), 404, 'not-found');
    expect(await rowCount(body.id)).toBe(0);
  });

  it('answers 404 for a student id that is not a student', async () => {
    expectError(await post('teacher', driveBody(id.teacher!)), 404, 'not-found');
    expectError(await post('teacher', driveBody('no-such-student')), 404, 'not-found');
  });

  it.each([
    ['the student', 'student', () => ({ type: 'parent', userId: id.parent! })],
    ['a linked parent', 'parent', () => ({ type: 'parent', userId: id.parent! })],
    ['a teacher of the school', 'teacher', () => ({ type: 'teacher', userId: id.teacher! })],
    ['the school owner', 'owner', () => ({ type: 'teacher', userId: id.owner! })],
    ['a school admin', 'orgadmin', () => ({ type: 'teacher', userId: id.orgadmin! })],
  ])('lets %s log a drive for Jamie', async (_label, who, supervisor) => {
    const body = driveBody(id.student!, { supervisor: supervisor() as never, notes: `logged by ${who}` });
    const response = expectOk<{ drive: Drive; created: boolean; warnings: unknown[] }>(await post(who, body), 201);
    expect(response.created).toBe(true);
    expect(response.warnings).toEqual([]);
    expect(response.drive).toMatchObject({
      id: body.id,
      studentId: id.student,
      studentName: 'Jamie Parker',
      organizationId: DEMO_SCHOOL_ID,
      startedAt: body.startedAt,
      endedAt: body.endedAt,
      timeZone: LA,
      durationMinutes: 60,
      nightMinutes: 0,
      status: 'submitted',
      source: 'manual',
      version: 1,
      createdBy: await t.userId(who),
      notes: `logged by ${who}`,
      archivedAt: null,
      pendingAmendment: false,
    });
    const row = await driveRow(t, body.id);
    expect(row).toMatchObject({
      studentId: id.student,
      organizationId: DEMO_SCHOOL_ID,
      status: 'submitted',
      createdBy: await t.userId(who),
      durationMinutes: 60,
    });
    expect(new Date(row!.startedAt).toISOString()).toBe(body.startedAt);
    expect(new Date(row!.endedAt).toISOString()).toBe(body.endedAt);
    // Read back through the API as the student.
    expect((await api.detail('student', body.id)).drive).toEqual(response.drive);
  });

  it('stores every field of the body', async () => {
    const body = driveBody(id.student!, {
      source: 'live',
      start: { label: '1500 Capitol Ave', latitude: 38.5766, longitude: -121.4934 },
      end: { label: 'Land Park', latitude: 38.5402, longitude: -121.5008 },
      odometerStart: 12_000,
      odometerEnd: 12_015,
      weather: ['rain', 'wind'],
      roadTypes: ['urban', 'highway'],
      traffic: 'heavy',
      skills: ['merging', 'lane-change'],
      notes: '  Rain on I-5  ',
    });
    const drive = await api.create('student', body);
    expect(drive).toMatchObject({
      source: 'live',
      start: { label: '1500 Capitol Ave', latitude: 38.5766, longitude: -121.4934 },
      end: { label: 'Land Park', latitude: 38.5402, longitude: -121.5008 },
      odometerStart: 12_000,
      odometerEnd: 12_015,
      weather: ['rain', 'wind'],
      roadTypes: ['urban', 'highway'],
      traffic: 'heavy',
      skills: ['merging', 'lane-change'],
      notes: 'Rain on I-5',
      distanceKm: null,
      hasTrack: false,
    });
    expect(await driveRow(t, body.id)).toMatchObject({
      weather: ['rain', 'wind'],
      roadTypes: ['urban', 'highway'],
      skills: ['merging', 'lane-change'],
      traffic: 'heavy',
      track: null,
    });
  });
});

describe('POST /api/drive-logs: supervisor', () => {
  it('resolves a linked parent to their name', async () => {
    const drive = await api.log('student', id.student!, { supervisor: { type: 'parent', userId: id.parent! } });
    expect(drive.supervisor).toEqual({ type: 'parent', userId: id.parent, name: 'Pat Parker', licenseNumber: null });
    expect(await driveRow(t, drive.id)).toMatchObject({
      supervisorType: 'parent',
      supervisorId: id.parent,
      supervisorName: 'Pat Parker',
      supervisorLicense: null,
    });
  });

  it('resolves a teacher of the school', async () => {
    const drive = await api.log('student', id.student!, { supervisor: { type: 'teacher', userId: id.teacher! } });
    expect(drive.supervisor).toEqual({ type: 'teacher', userId: id.teacher, name: 'Tara Nguyen', licenseNumber: null });
  });

  it("keeps another licensed adult's name and licence", async () => {
    const drive = await api.log('parent', id.student!, {
      supervisor: { type: 'other', name: ' Morgan Lee ', licenseNumber: ' B7654321 ' },
    });
    expect(drive.supervisor).toEqual({ type: 'other', userId: null, name: 'Morgan Lee', licenseNumber: 'B7654321' });
    expect(await driveRow(t, drive.id)).toMatchObject({
      supervisorType: 'other',
      supervisorId: null,
      supervisorName: 'Morgan Lee',
      supervisorLicense: 'B7654321',
    });
  });

  it.each([
    ['a parent not linked to the student', () => ({ type: 'parent', userId: id.parent2! })],
    ['a teacher of another school', () => ({ type: 'teacher', userId: otherTeacher.id })],
    ['a teacher given as a parent', () => ({ type: 'parent', userId: id.teacher! })],
    ['a parent given as a teacher', () => ({ type: 'teacher', userId: id.parent! })],
    ['the student themself', () => ({ type: 'parent', userId: id.student! })],
    ['an unknown account', () => ({ type: 'teacher', userId: 'no-such-user' })],
    ['a disabled teacher of the school', () => ({ type: 'teacher', userId: disabledTeacher })],
  ])('refuses %s with supervisor-not-allowed', async (_label, supervisor) => {
    const body = driveBody(id.student!, { supervisor: supervisor() as never });
    const error = expectError(await post('student', body), 400, 'validation-failed');
    expect(error.fields).toEqual({ supervisor: 'supervisor-not-allowed' });
    expect(await rowCount(body.id)).toBe(0);
  });

  it.each([
    ['without a licence number', { type: 'other', name: 'Alex Doe' }],
    ['with a one-letter name', { type: 'other', name: 'A', licenseNumber: 'D1234567' }],
    ['of an unknown type', { type: 'uncle', name: 'Alex Doe', licenseNumber: 'D1234567' }],
  ])('refuses another adult %s as invalid input', async (_label, supervisor) => {
    const error = expectError(await post('student', driveBody(id.student!, { supervisor })), 400, 'validation-failed');
    expect(Object.keys(error.fields ?? {}).some((k) => k.startsWith('supervisor'))).toBe(true);
  });
});

describe('POST /api/drive-logs: validation rules', () => {
  const now = () => Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  it.each([
    [
      'an end before the start',
      () => ({ startedAt: '2026-02-10T18:00:00.000Z', endedAt: '2026-02-10T17:00:00.000Z' }),
      'endedAt',
      'end-before-start',
    ],
    [
      'an end equal to the start',
      () => ({ startedAt: '2026-02-10T18:00:00.000Z', endedAt: '2026-02-10T18:00:00.000Z' }),
      'endedAt',
      'end-before-start',
    ],
    ['a 4-minute drive', () => span('2026-02-11T18:00:00.000Z', 4), 'endedAt', 'too-short'],
    ['a drive of 12 h 1 min', () => span('2026-02-12T08:00:00.000Z', 12 * 60 + 1), 'endedAt', 'too-long'],
    [
      'a drive ending 10 minutes from now',
      () => ({ startedAt: iso(now() - 50 * 60_000), endedAt: iso(now() + 10 * 60_000) }),
      'endedAt',
      'in-future',
    ],
    ['a drive entirely in the future', () => span(iso(now() + 24 * 3600_000), 60), 'endedAt', 'in-future'],
    [
      'a falling odometer',
      () => ({ ...nextSlot(), odometerStart: 1000, odometerEnd: 999 }),
      'odometerEnd',
      'odometer-order',
    ],
    ['an unknown time zone', () => ({ ...nextSlot(), timeZone: 'Mars/Olympus_Mons' }), 'timeZone', 'unknown-time-zone'],
  ])('refuses %s', async (_label, overrides, field, rule) => {
    const body = driveBody(id.student!, overrides());
    const error = expectError(await post('student', body), 400, 'validation-failed');
    expect(error.fields).toEqual({ [field]: rule });
    expect(await rowCount(body.id)).toBe(0);
    expect(await auditOf(t, body.id)).toEqual([]);
  });

  it.each([
    ['exactly 5 minutes', () => span('2026-02-13T18:00:00.000Z', 5), 5],
    ['exactly 12 hours', () => span('2026-02-14T08:00:00.000Z', 12 * 60), 720],
    [
      'ending within the clock-skew tolerance',
      () => ({ startedAt: iso(now() - 59 * 60_000), endedAt: iso(now() + 60_000) }),
      60,
    ],
    ['with an equal odometer reading', () => ({ ...nextSlot(), odometerStart: 1000, odometerEnd: 1000 }), 60],
  ])('accepts a drive %s', async (_label, overrides, minutes) => {
    const drive = await api.log('student', id.student!, overrides());
    expect(drive.durationMinutes).toBe(minutes);
  });

  it.each([
    ['a malformed id', { id: 'not-a-uuid' }, 'id'],
    ['an unknown source', { source: 'guess' }, 'source'],
    ['a start without an offset', { startedAt: '2026-02-20T10:00:00' }, 'startedAt'],
    ['an unknown weather', { weather: ['hail'] }, 'weather'],
    ['an unknown road type', { roadTypes: ['dirt'] }, 'roadTypes'],
    ['a negative odometer', { odometerStart: -1 }, 'odometerStart'],
    ['notes over 2000 characters', { notes: 'x'.repeat(2001) }, 'notes'],
  ])('refuses %s with validation-failed naming the field', async (_label, overrides, field) => {
    const error = expectError(
      await post('student', { ...driveBody(id.student!), ...overrides }),
      400,
      'validation-failed',
    );
    expect(Object.keys(error.fields ?? {}).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
  });
});

describe('POST /api/drive-logs: overlap with the same student’s drives', () => {
  // 20 March 2026, 10:00–11:00 PDT is the drive the others are measured against.
  const base = '2026-03-20T17:00:00.000Z';
  let baseDrive: Drive;
  beforeAll(async () => {
    baseDrive = await api.log('student', id.student!, span(base, 60));
  });

  it.each([
    ['starting inside it', span('2026-03-20T17:30:00.000Z', 60)],
    ['ending inside it', span('2026-03-20T16:30:00.000Z', 60)],
    ['inside it', span('2026-03-20T17:10:00.000Z', 20)],
    ['around it', span('2026-03-20T16:00:00.000Z', 180)],
    ['at the same times', span(base, 60)],
  ])('refuses a drive %s', async (_label, times) => {
    const body = driveBody(id.student!, times);
    const error = expectError(await post('parent', body), 400, 'validation-failed');
    expect(error.fields).toEqual({ startedAt: 'overlap' });
    expect(await rowCount(body.id)).toBe(0);
  });

  it('accepts drives that touch it end-to-start on either side', async () => {
    const after = await api.log('student', id.student!, span('2026-03-20T18:00:00.000Z', 30));
    const before = await api.log('student', id.student!, span('2026-03-20T16:30:00.000Z', 30));
    expect([after.durationMinutes, before.durationMinutes]).toEqual([30, 30]);
    expect(baseDrive.status).toBe('submitted');
  });

  it("does not compare with another student's drives", async () => {
    const drive = await api.log('parent', id.student2!, span(base, 60));
    expect(drive.studentId).toBe(id.student2);
  });

  it('lets a rejected drive not block a new one', async () => {
    const times = span('2026-03-21T17:00:00.000Z', 60);
    const rejected = await api.log('student', id.student!, times);
    await api.review('parent', [rejected.id], 'reject', 'Wrong day');
    const again = await api.log('student', id.student!, times);
    expect(again.id).not.toBe(rejected.id);
  });

  it('lets an archived drive not block a new one', async () => {
    const times = span('2026-03-22T17:00:00.000Z', 60);
    const archived = await api.log('student', id.student!, times);
    expectOk(await api.post('student', `/api/drive-logs/${archived.id}/archive`));
    const again = await api.log('student', id.student!, times);
    expect(again.id).not.toBe(archived.id);
  });

  it('counts an approved drive as blocking', async () => {
    const times = span('2026-03-23T17:00:00.000Z', 60);
    const approved = await api.log('student', id.student!, times);
    await api.review('teacher', [approved.id]);
    expect(
      expectError(
        await post('student', driveBody(id.student!, span('2026-03-23T17:30:00.000Z', 60))),
        400,
        'validation-failed',
      ).fields,
    ).toEqual({ startedAt: 'overlap' });
  });
});

describe('POST /api/drive-logs: idempotent ids', () => {
  it('answers the stored drive with 200 created:false for the same id again', async () => {
    const body = driveBody(id.student!);
    const first = expectOk<{ drive: Drive; created: boolean }>(await post('student', body), 201);
    const second = expectOk<{ drive: Drive; created: boolean }>(await post('student', body), 200);
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.drive).toEqual(first.drive);
    expect(await rowCount(body.id)).toBe(1);
    expect((await auditOf(t, body.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('keeps the first version when a retry carries other values', async () => {
    const body = driveBody(id.student!, { notes: 'first' });
    await api.create('student', body);
    const retry = expectOk<{ drive: Drive; created: boolean }>(await post('parent', { ...body, notes: 'second' }), 200);
    expect(retry).toMatchObject({ created: false, drive: { notes: 'first', createdBy: id.student } });
    expect((await driveRow(t, body.id))?.notes).toBe('first');
  });

  it('answers 409 when the id is already used for another student', async () => {
    const body = driveBody(id.student!);
    await api.create('parent', body);
    expectError(await post('parent', { ...body, studentId: id.student2 }), 409, 'conflict');
    expect(await driveRow(t, body.id)).toMatchObject({ studentId: id.student });
  });

  it('stores exactly one drive when the same id arrives several times at once', async () => {
    const body = driveBody(id.student!);
    const responses = await Promise.all(Array.from({ length: 5 }, () => post('student', body)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([200, 200, 200, 200, 201]);
    expect(responses.map((r) => r.json().created).filter(Boolean)).toHaveLength(1);
    expect(new Set(responses.map((r) => r.json().drive.id))).toEqual(new Set([body.id]));
    expect(await rowCount(body.id)).toBe(1);
    expect((await auditOf(t, body.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('answers 201 and 409 (never 500) when one id arrives for two students at once', async () => {
    for (let round = 0; round < 3; round++) {
      const body = driveBody(id.student!);
      const responses = await Promise.all([post('parent', body), post('parent', { ...body, studentId: id.student2 })]);
      expect(responses.map((r) => r.statusCode).sort(), responses.map((r) => r.body).join('\n')).toEqual([201, 409]);
      expect(await rowCount(body.id)).toBe(1);
      expect(await auditOf(t, body.id)).toHaveLength(1);
    }
  });

  it('stores one drive per id when different ids for overlapping times arrive at once', async () => {
    const times = nextSlot();
    const bodies = Array.from({ length: 4 }, () => driveBody(id.student3!, times));
    const responses = await Promise.all(bodies.map((b) => post('teacher', b)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400]);
    const stored = await t.db
      .selectFrom('driveLog')
      .select('id')
      .where(
        'id',
        'in',
        bodies.map((b) => b.id),
      )
      .execute();
    expect(stored).toHaveLength(1);
  });
});

describe('POST /api/drive-logs: night minutes', () => {
  it('counts about 42 night minutes for 16:00–17:30 PST in Sacramento on 20 November (sunset 16:49)', async () => {
    const drive = await api.log('student', id.student!, {
      startedAt: '2026-11-20T16:00:00-08:00',
      endedAt: '2026-11-20T17:30:00-08:00',
    });
    expect(drive.durationMinutes).toBe(90);
    expect(Math.abs(drive.nightMinutes - 42)).toBeLessThanOrEqual(2);
    expect(drive.nightMinutesComputed).toBe(drive.nightMinutes);
    expect(drive.nightCorrectionReason).toBeNull();
    expect(await driveRow(t, drive.id)).toMatchObject({
      nightMinutes: drive.nightMinutes,
      nightMinutesComputed: drive.nightMinutes,
    });
  });

  it('counts no night minutes for a drive at midday', async () => {
    const drive = await api.log('student', id.student!, {
      startedAt: '2026-11-19T11:00:00-08:00',
      endedAt: '2026-11-19T12:30:00-08:00',
    });
    expect(drive).toMatchObject({ durationMinutes: 90, nightMinutes: 0, nightMinutesComputed: 0 });
  });

  it('counts a drive after dark as all night', async () => {
    const drive = await api.log('student', id.student!, {
      startedAt: '2026-11-18T19:00:00-08:00',
      endedAt: '2026-11-18T20:00:00-08:00',
    });
    expect(drive).toMatchObject({ durationMinutes: 60, nightMinutes: 60 });
  });

  it("uses the drive's own coordinates before the school's ZIP (New York, sunset about 16:35 EST)", async () => {
    const drive = await api.log('student', id.student!, {
      startedAt: '2026-11-17T16:00:00-05:00',
      endedAt: '2026-11-17T17:00:00-05:00',
      timeZone: 'America/New_York',
      start: { label: 'Central Park', latitude: 40.7812, longitude: -73.9665 },
    });
    // In Sacramento 13:00–14:00 PST would be all day.
    expect(Math.abs(drive.nightMinutes - 24)).toBeLessThanOrEqual(3);
  });
});

describe('POST /api/drive-logs: GPS track', () => {
  it('measures the distance, keeps at most 500 points and returns the track', async () => {
    const times = span('2026-04-01T17:00:00.000Z', 30);
    const track = straightTrack(times.startedAt, 1200);
    const drive = await api.log('student', id.student!, {
      ...times,
      source: 'live',
      start: { label: '' },
      end: { label: '' },
      track,
    });
    // 1199 steps of 0.0001° of latitude ≈ 13.33 km.
    expect(drive.distanceKm).toBeCloseTo(13.33, 1);
    expect(drive.hasTrack).toBe(true);
    expect(drive.start).toEqual({ label: '', latitude: track[0]![0], longitude: track[0]![1] });
    expect(drive.end).toEqual({ label: '', latitude: track.at(-1)![0], longitude: track.at(-1)![1] });

    const stored = (await driveRow(t, drive.id))!.track as [number, number, number][];
    expect(stored.length).toBeLessThanOrEqual(500);
    expect(stored.length).toBeGreaterThan(400);
    expect(stored[0]).toEqual(track[0]);
    expect(stored.at(-1)).toEqual(track.at(-1));
    expect(stored.map((p) => p[2])).toEqual([...stored.map((p) => p[2])].sort((a, b) => a - b));

    const detail = await api.detail('parent', drive.id);
    expect(detail.track).toEqual(stored);
    expect(detail.drive.distanceKm).toBe(drive.distanceKm);
  });

  it('keeps a short track as it is', async () => {
    const times = nextSlot(30);
    const track = straightTrack(times.startedAt, 3, { stepDegrees: 0.01 });
    const drive = await api.log('student', id.student!, { ...times, track });
    expect((await api.detail('student', drive.id)).track).toEqual(track);
    expect(drive.distanceKm).toBeCloseTo(2.22, 1);
  });

  it('stores no track for a single point', async () => {
    const times = nextSlot(30);
    const drive = await api.log('student', id.student!, { ...times, track: straightTrack(times.startedAt, 1) });
    expect(drive).toMatchObject({ hasTrack: false, distanceKm: null });
    expect((await api.detail('student', drive.id)).track).toEqual([]);
  });

  it('orders an unordered track by time before measuring it', async () => {
    const times = nextSlot(30);
    const ordered = straightTrack(times.startedAt, 20, { stepDegrees: 0.001 });
    const shuffled = [ordered[5]!, ...ordered.slice(0, 5), ...ordered.slice(6)];
    const drive = await api.log('student', id.student!, { ...times, start: { label: '' }, track: shuffled });
    const reference = await api.log('student', id.student!, { ...nextSlot(30), start: { label: '' }, track: ordered });
    expect(drive.distanceKm).toBe(reference.distanceKm);
    expect(drive.start).toEqual({ label: '', latitude: ordered[0]![0], longitude: ordered[0]![1] });
  });

  it('refuses a track point outside the globe', async () => {
    const times = nextSlot(30);
    const error = expectError(
      await post(
        'student',
        driveBody(id.student!, {
          ...times,
          track: [
            [91, 0, Date.parse(times.startedAt)],
            [38, -121, Date.parse(times.endedAt)],
          ],
        }),
      ),
      400,
      'validation-failed',
    );
    expect(Object.keys(error.fields ?? {}).some((k) => k.startsWith('track'))).toBe(true);
  });
});

describe('POST /api/drive-logs: audit', () => {
  it('writes one create row with the actor and the derived values', async () => {
    const drive = await api.log('parent', id.student!, {
      startedAt: '2026-11-16T16:30:00-08:00',
      endedAt: '2026-11-16T17:30:00-08:00',
    });
    const rows = await auditOf(t, drive.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', actorId: id.parent, entity: 'driveLog', entityId: drive.id });
    expect(rows[0]!.after).toMatchObject({
      durationMinutes: 60,
      nightMinutes: drive.nightMinutes,
      source: 'manual',
      supervisor: 'Alex Doe',
    });
    const history = (await api.detail('student', drive.id)).history;
    expect(history).toMatchObject([{ action: 'create', actorName: 'Pat Parker' }]);
  });

  it('keeps no drive when its audit row cannot be written (one transaction)', async () => {
    const body = driveBody(id.student!);
    // A trigger that refuses this drive's audit row, as a full disk or a lost connection would.
    await sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`.execute(
      t.db,
    );
    await sql
      .raw(
        `create trigger refuse_audit before insert on "auditLog" for each row when (new."entityId" = '${body.id}') execute function refuse_audit()`,
      )
      .execute(t.db);
    try {
      expectError(await post('student', body), 500, 'internal-error');
      expect(await rowCount(body.id)).toBe(0);
    } finally {
      await sql`drop trigger refuse_audit on "auditLog"`.execute(t.db);
      await sql`drop function refuse_audit()`.execute(t.db);
    }
    // The retry after the failure stores it once, with its audit row.
    expectOk(await post('student', body), 201);
    expect((await auditOf(t, body.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('writes neither a drive nor an audit row when a drive is refused inside the transaction (overlap)', async () => {
    const times = nextSlot();
    await api.log('student', id.student!, times);
    const body = driveBody(id.student!, times);
    expectError(await post('student', body), 400, 'validation-failed');
    expect(await rowCount(body.id)).toBe(0);
    expect(await auditOf(t, body.id)).toEqual([]);
  });
});
