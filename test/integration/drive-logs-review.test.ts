/**
 * Approval (docs/product/drive-logs.md): the pending list of each reviewer and batch approve / reject. Only a
 * linked parent or the staff of the student's school decide, never the student; drives that are
 * not the caller's, or not pending, are skipped and left untouched.
 * Fixtures: the demo school and a second CA school with its own teacher and student.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drive } from '../../src/shared/api/drive-logs.js';
import { auditOf, driveApi, driveRow, type DriveApi } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type ReviewResult = { reviewed: string[]; skipped: { id: string; reason: string }[] };

let t: TestApp;
let api: DriveApi;
const id: Record<string, string> = {};
let otherTeacher: string;
let otherStudent: string;

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  for (const key of ['student', 'student2', 'student3', 'parent', 'teacher', 'owner']) id[key] = await t.userId(key);
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  otherStudent = (await createPerson(t.app, { role: 'student', organizationId: otherSchool, state: 'CA' })).id;
});
afterAll(() => t?.close());

const review = (who: string | null, body: unknown) => api.post(who, '/api/drive-logs/review', body);
const pendingIds = async (who: string) =>
  expectOk<{ drives: Drive[] }>(await api.get(who, '/api/drive-logs/pending')).drives.map((d) => d.id);

describe('GET /api/drive-logs/pending', () => {
  let jamie: Drive;
  let riley: Drive;
  let noah: Drive;
  let other: Drive;
  let approved: Drive;
  let rejected: Drive;
  let archived: Drive;

  beforeAll(async () => {
    jamie = await api.log('student', id.student!);
    riley = await api.log('student2', id.student2!);
    noah = await api.log('student3', id.student3!);
    other = await api.log(otherTeacher, otherStudent);
    approved = await api.log('student', id.student!);
    rejected = await api.log('student', id.student!);
    archived = await api.log('student', id.student!);
    await api.review('parent', [approved.id]);
    await api.review('parent', [rejected.id], 'reject', 'Not me driving');
    expectOk(await api.post('student', `/api/drive-logs/${archived.id}/archive`));
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await api.get(null, '/api/drive-logs/pending'), 401, 'unauthenticated');
  });

  it.each(['student', 'admin', 'state'])('refuses %s with 403', async (who) => {
    expectError(await api.get(who, '/api/drive-logs/pending'), 403, 'forbidden');
  });

  it("shows a parent only their linked students' submitted drives", async () => {
    expect((await pendingIds('parent')).sort()).toEqual([jamie.id, riley.id].sort());
  });

  it.each(['teacher', 'teacher2', 'owner', 'orgadmin'])("shows %s the school's submitted drives", async (who) => {
    expect((await pendingIds(who)).sort()).toEqual([jamie.id, riley.id, noah.id].sort());
  });

  it("shows another school's teacher only their own school's", async () => {
    expect(await pendingIds(otherTeacher)).toEqual([other.id]);
  });

  it('shows a parent without linked students nothing', async () => {
    expect(await pendingIds('parent2')).toEqual([]);
  });

  it('returns whole drives with the student name, oldest first', async () => {
    const drives = expectOk<{ drives: Drive[] }>(await api.get('teacher', '/api/drive-logs/pending')).drives;
    expect(drives.find((d) => d.id === riley.id)).toMatchObject({
      studentName: 'Riley Parker',
      status: 'submitted',
      durationMinutes: 60,
    });
    const starts = drives.map((d) => d.startedAt);
    expect(starts).toEqual([...starts].sort());
    expect(drives.map((d) => d.id)).not.toContain(approved.id);
    expect(drives.map((d) => d.id)).not.toContain(rejected.id);
    expect(drives.map((d) => d.id)).not.toContain(archived.id);
  });
});

describe('POST /api/drive-logs/review: access and input', () => {
  let drive: Drive;
  beforeAll(async () => {
    drive = await api.log('student', id.student!);
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await review(null, { driveIds: [drive.id], decision: 'approve' }), 401, 'unauthenticated');
  });

  // A student can never approve, not even their own drive.
  it.each(['student', 'student2', 'admin', 'state'])('refuses %s with 403', async (who) => {
    expectError(await review(who, { driveIds: [drive.id], decision: 'approve' }), 403, 'forbidden');
    expect(await driveRow(t, drive.id)).toMatchObject({ status: 'submitted', version: 1 });
  });

  it.each([
    ['an unlinked parent', () => 'parent2'],
    ['a teacher of another school', () => otherTeacher],
  ])('answers 404 to %s (existence is private)', async (_label, who) => {
    expectError(await review(who(), { driveIds: [drive.id], decision: 'approve' }), 404, 'not-found');
    expect(await driveRow(t, drive.id)).toMatchObject({ status: 'submitted', reviewedBy: null });
  });

  it('answers 404 when no id exists', async () => {
    expectError(await review('parent', { driveIds: ['no-such-drive'], decision: 'approve' }), 404, 'not-found');
  });

  it.each([
    ['a rejection without a reason', { decision: 'reject' }, 'reason'],
    ['a rejection with a blank reason', { decision: 'reject', reason: '   ' }, 'reason'],
    ['an unknown decision', { decision: 'maybe' }, 'decision'],
    ['no drives', { driveIds: [], decision: 'approve' }, 'driveIds'],
    [
      'more than 200 drives',
      { driveIds: Array.from({ length: 201 }, (_, i) => `d${i}`), decision: 'approve' },
      'driveIds',
    ],
    ['a reason over 500 characters', { decision: 'reject', reason: 'x'.repeat(501) }, 'reason'],
  ])('refuses %s with validation-failed', async (_label, body, field) => {
    const error = expectError(await review('parent', { driveIds: [drive.id], ...body }), 400, 'validation-failed');
    expect(error.fields).toHaveProperty(field);
    expect(await driveRow(t, drive.id)).toMatchObject({ status: 'submitted', version: 1 });
  });
});

describe('POST /api/drive-logs/review: decisions', () => {
  it("approves several drives of a parent's two students at once, with an audit row each", async () => {
    const drives = [
      await api.log('student', id.student!),
      await api.log('student', id.student!),
      await api.log('student2', id.student2!),
    ];
    const ids = drives.map((d) => d.id);
    const result = expectOk<ReviewResult>(await review('parent', { driveIds: ids, decision: 'approve' }));
    expect(result.reviewed.sort()).toEqual([...ids].sort());
    expect(result.skipped).toEqual([]);
    for (const driveId of ids) {
      const row = await driveRow(t, driveId);
      expect(row).toMatchObject({ status: 'approved', reviewedBy: id.parent, rejectionReason: null, version: 2 });
      expect(row!.reviewedAt).not.toBeNull();
      const audit = await auditOf(t, driveId);
      expect(audit.map((a) => a.action)).toEqual(['create', 'approve']);
      expect(audit[1]).toMatchObject({
        actorId: id.parent,
        before: { status: 'submitted' },
        after: { status: 'approved' },
      });
      expect((await api.detail('parent', driveId)).drive).toMatchObject({ status: 'approved', reviewedBy: id.parent });
    }
    expect(await pendingIds('parent')).not.toContain(ids[0]);
  });

  it('lets a teacher of the school approve', async () => {
    const drive = await api.log('student3', id.student3!);
    await api.review('teacher', [drive.id]);
    expect(await driveRow(t, drive.id)).toMatchObject({ status: 'approved', reviewedBy: id.teacher });
  });

  it('rejects with the reason stored and audited', async () => {
    const drive = await api.log('student', id.student!);
    await api.review('owner', [drive.id], 'reject', '  Supervisor was not licensed  ');
    expect(await driveRow(t, drive.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Supervisor was not licensed',
      reviewedBy: id.owner,
      version: 2,
    });
    expect((await auditOf(t, drive.id)).at(-1)).toMatchObject({
      action: 'reject',
      actorId: id.owner,
      after: { status: 'rejected', reason: 'Supervisor was not licensed' },
    });
    expect((await api.detail('parent', drive.id)).drive).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Supervisor was not licensed',
    });
  });

  it('skips drives already decided as not-pending and leaves them as they were', async () => {
    const approved = await api.log('student', id.student!);
    const rejected = await api.log('student', id.student!);
    await api.review('parent', [approved.id]);
    await api.review('parent', [rejected.id], 'reject', 'Wrong car');
    const fresh = await api.log('student', id.student!);
    const result = expectOk<ReviewResult>(
      await review('teacher', {
        driveIds: [approved.id, rejected.id, fresh.id],
        decision: 'reject',
        reason: 'Too late',
      }),
    );
    expect(result.reviewed).toEqual([fresh.id]);
    expect(result.skipped).toEqual([
      { id: approved.id, reason: 'not-pending' },
      { id: rejected.id, reason: 'not-pending' },
    ]);
    expect(await driveRow(t, approved.id)).toMatchObject({
      status: 'approved',
      reviewedBy: id.parent,
      rejectionReason: null,
      version: 2,
    });
    expect(await driveRow(t, rejected.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Wrong car',
      version: 2,
    });
    expect((await auditOf(t, approved.id)).map((a) => a.action)).toEqual(['create', 'approve']);
  });

  it('answers 200 with nothing reviewed when every drive is already decided', async () => {
    const approved = await api.log('student', id.student!);
    await api.review('parent', [approved.id]);
    expect(expectOk<ReviewResult>(await review('parent', { driveIds: [approved.id], decision: 'approve' }))).toEqual({
      reviewed: [],
      skipped: [{ id: approved.id, reason: 'not-pending' }],
    });
  });

  it('skips an archived drive as not-pending', async () => {
    const drive = await api.log('student', id.student!);
    expectOk(await api.post('student', `/api/drive-logs/${drive.id}/archive`));
    expect(
      expectOk<ReviewResult>(await review('parent', { driveIds: [drive.id], decision: 'approve' })).skipped,
    ).toEqual([{ id: drive.id, reason: 'not-pending' }]);
    expect(await driveRow(t, drive.id)).toMatchObject({ status: 'submitted' });
  });

  it("skips another school's drive, an unlinked student's drive and an unknown id as not-found, untouched", async () => {
    const mine = await api.log('student', id.student!);
    const noah = await api.log('student3', id.student3!);
    const foreign = await api.log(otherTeacher, otherStudent);
    const result = expectOk<ReviewResult>(
      await review('parent', { driveIds: [mine.id, noah.id, foreign.id, 'no-such-drive'], decision: 'approve' }),
    );
    expect(result.reviewed).toEqual([mine.id]);
    expect(result.skipped).toEqual([
      { id: noah.id, reason: 'not-found' },
      { id: foreign.id, reason: 'not-found' },
      { id: 'no-such-drive', reason: 'not-found' },
    ]);
    for (const untouched of [noah.id, foreign.id]) {
      expect(await driveRow(t, untouched)).toMatchObject({ status: 'submitted', reviewedBy: null, version: 1 });
      expect((await auditOf(t, untouched)).map((a) => a.action)).toEqual(['create']);
    }

    const teacherResult = expectOk<ReviewResult>(
      await review('teacher', { driveIds: [noah.id, foreign.id], decision: 'approve' }),
    );
    expect(teacherResult).toEqual({ reviewed: [noah.id], skipped: [{ id: foreign.id, reason: 'not-found' }] });
    expect(await driveRow(t, foreign.id)).toMatchObject({ status: 'submitted', version: 1 });
  });

  it('reviews a drive named twice once', async () => {
    const drive = await api.log('student', id.student!);
    const result = expectOk<ReviewResult>(
      await review('parent', { driveIds: [drive.id, drive.id], decision: 'approve' }),
    );
    expect(result).toEqual({ reviewed: [drive.id], skipped: [] });
    expect((await auditOf(t, drive.id)).map((a) => a.action)).toEqual(['create', 'approve']);
  });

  it('decides each drive once when two reviewers approve at the same moment', async () => {
    const drive = await api.log('student', id.student!);
    const [a, b] = await Promise.all([
      review('parent', { driveIds: [drive.id], decision: 'approve' }),
      review('teacher', { driveIds: [drive.id], decision: 'reject', reason: 'No' }),
    ]);
    const reviewed = [...a.json<ReviewResult>().reviewed, ...b.json<ReviewResult>().reviewed];
    expect(reviewed).toEqual([drive.id]);
    expect((await auditOf(t, drive.id)).map((x) => x.action)).toHaveLength(2);
    expect((await driveRow(t, drive.id))!.version).toBe(2);
  });
});
