/**
 * Changes to existing drives (docs/product/drive-logs.md): night correction by a supervisor, archive and restore of
 * one drive or a whole log, amendments of approved (locked) drives, and the drive page's `can`
 * flags. Every change is audited and counted in `version`.
 * Fixtures: the demo school, a second CA school with a teacher, a Texas state admin, and for the
 * whole-log archive a fresh student of the demo school with their own parent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drive } from '../../src/shared/api/drive-logs.js';
import { auditOf, driveApi, driveRow, span, type DriveApi } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: DriveApi;
const id: Record<string, string> = {};
let otherTeacher: string;
let texasAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  for (const key of ['student', 'student2', 'parent', 'teacher', 'owner', 'admin']) id[key] = await t.userId(key);
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;
});
afterAll(() => t?.close());

/** Jamie's drive, approved by Pat when `approved`. */
async function jamieDrive(
  options: { approved?: boolean; times?: { startedAt: string; endedAt: string } } = {},
): Promise<Drive> {
  const drive = await api.log('student', id.student!, options.times ?? {});
  if (options.approved) await api.review('parent', [drive.id]);
  return drive;
}

const actions = async (driveId: string) => (await auditOf(t, driveId)).map((a) => a.action);

// Callers who may not see Jamie's drives: reads and writes answer 404 (existence is private).
const strangers: [string, () => string][] = [
  ['another student', () => 'student2'],
  ['an unlinked parent', () => 'parent2'],
  ['a teacher of another school', () => otherTeacher],
];

describe('GET /api/drive-logs/:id', () => {
  let submitted: Drive;
  let approved: Drive;
  beforeAll(async () => {
    submitted = await jamieDrive();
    approved = await jamieDrive({ approved: true });
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await api.get(null, `/api/drive-logs/${submitted.id}`), 401, 'unauthenticated');
  });

  it.each([...strangers, ["another state's admin", () => texasAdmin]])('answers 404 to %s', async (_label, who) => {
    expectError(await api.get(who(), `/api/drive-logs/${submitted.id}`), 404, 'not-found');
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await api.get('admin', '/api/drive-logs/no-such-drive'), 404, 'not-found');
  });

  it('refuses an over-long id (414, as Fastify limits parameters to 100 characters)', async () => {
    expectError(await api.get('admin', `/api/drive-logs/${'x'.repeat(101)}`), 414, 'uri-too-long');
  });

  it('returns the drive, its track, its audit trail and its amendments', async () => {
    const detail = await api.detail('parent', approved.id);
    expect(detail.drive).toMatchObject({
      id: approved.id,
      status: 'approved',
      studentName: 'Jamie Parker',
      version: 2,
    });
    expect(detail.track).toEqual([]);
    expect(detail.history.map((h) => [h.action, h.actorName])).toEqual([
      ['create', 'Jamie Parker'],
      ['approve', 'Pat Parker'],
    ]);
    expect(detail.amendments).toEqual([]);
  });

  // What each caller may do; the client shows actions from these flags.
  it.each([
    ['student', { review: false, amend: false, archive: true }, { review: false, amend: true, archive: true }],
    ['parent', { review: true, amend: false, archive: true }, { review: true, amend: true, archive: true }],
    ['teacher', { review: true, amend: false, archive: true }, { review: true, amend: true, archive: true }],
    ['teacher2', { review: true, amend: false, archive: true }, { review: true, amend: true, archive: true }],
    ['owner', { review: true, amend: false, archive: true }, { review: true, amend: true, archive: true }],
    ['orgadmin', { review: true, amend: false, archive: true }, { review: true, amend: true, archive: true }],
    ['admin', { review: false, amend: false, archive: true }, { review: false, amend: false, archive: true }],
    ['state', { review: false, amend: false, archive: false }, { review: false, amend: false, archive: false }],
  ])('gives %s the right flags on a submitted and an approved drive', async (who, onSubmitted, onApproved) => {
    expect((await api.detail(who, submitted.id)).can).toEqual(onSubmitted);
    expect((await api.detail(who, approved.id)).can).toEqual(onApproved);
  });

  it('turns amend off while an amendment waits', async () => {
    const drive = await jamieDrive({ approved: true });
    expectOk(
      await api.post('student', `/api/drive-logs/${drive.id}/amendments`, {
        changes: { notes: 'fixed' },
        reason: 'Typo in notes',
      }),
      201,
    );
    const detail = await api.detail('student', drive.id);
    expect(detail.can.amend).toBe(false);
    expect(detail.drive.pendingAmendment).toBe(true);
    expect(detail.amendments).toMatchObject([
      { proposedByName: 'Jamie Parker', reason: 'Typo in notes', changes: { notes: 'fixed' }, status: 'submitted' },
    ]);
  });
});

describe('POST /api/drive-logs/:id/night-minutes', () => {
  const correct = (who: string | null, driveId: string, body: unknown) =>
    api.post(who, `/api/drive-logs/${driveId}/night-minutes`, body);
  let drive: Drive;
  beforeAll(async () => {
    drive = await jamieDrive({
      times: { startedAt: '2026-11-12T16:00:00-08:00', endedAt: '2026-11-12T17:30:00-08:00' },
    });
  });

  it('refuses a signed-out caller with 401', async () => {
    expectError(await correct(null, drive.id, { nightMinutes: 30, reason: 'Dark early' }), 401, 'unauthenticated');
  });

  it.each(['student', 'admin', 'state'])('refuses %s with 403', async (who) => {
    expectError(await correct(who, drive.id, { nightMinutes: 30, reason: 'Dark early' }), 403, 'forbidden');
  });

  it.each(strangers.filter(([label]) => label !== 'another student'))('answers 404 to %s', async (_label, who) => {
    expectError(await correct(who(), drive.id, { nightMinutes: 30, reason: 'Dark early' }), 404, 'not-found');
    expect(await driveRow(t, drive.id)).toMatchObject({ nightMinutes: drive.nightMinutes, version: 1 });
  });

  it.each([
    ['a negative value', { nightMinutes: -1, reason: 'Dark early' }, 'nightMinutes'],
    ['a fraction', { nightMinutes: 1.5, reason: 'Dark early' }, 'nightMinutes'],
    ['no reason', { nightMinutes: 30 }, 'reason'],
    ['a two-letter reason', { nightMinutes: 30, reason: 'ok' }, 'reason'],
  ])('refuses %s with validation-failed', async (_label, body, field) => {
    expect(expectError(await correct('parent', drive.id, body), 400, 'validation-failed').fields).toHaveProperty(field);
  });

  it('refuses more night minutes than the drive lasted', async () => {
    expect(
      expectError(await correct('parent', drive.id, { nightMinutes: 91, reason: 'All dark' }), 400, 'validation-failed')
        .fields,
    ).toEqual({ nightMinutes: 'too-long' });
  });

  it('stores the correction with its reason, keeps the computed value and audits it', async () => {
    const computed = drive.nightMinutes;
    expect(computed).toBeGreaterThan(20);
    expectOk(await correct('teacher', drive.id, { nightMinutes: 50, reason: '  Heavy overcast, lights on  ' }));
    expect(await driveRow(t, drive.id)).toMatchObject({
      nightMinutes: 50,
      nightMinutesComputed: computed,
      nightCorrectionReason: 'Heavy overcast, lights on',
      version: 2,
    });
    const audit = await auditOf(t, drive.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'correct-night',
      actorId: id.teacher,
      before: { nightMinutes: computed },
      after: { nightMinutes: 50, reason: 'Heavy overcast, lights on' },
    });
    expect((await api.detail('student', drive.id)).drive).toMatchObject({
      nightMinutes: 50,
      nightMinutesComputed: computed,
      nightCorrectionReason: 'Heavy overcast, lights on',
    });
  });

  it('refuses with 409 once the drive is approved', async () => {
    const approved = await jamieDrive({ approved: true });
    expectError(await correct('parent', approved.id, { nightMinutes: 10, reason: 'Dark early' }), 409, 'conflict');
    expect(await driveRow(t, approved.id)).toMatchObject({ nightMinutes: 0, nightCorrectionReason: null, version: 2 });
  });
});

describe('POST /api/drive-logs/:id/archive and /restore', () => {
  const archive = (who: string | null, driveId: string) => api.post(who, `/api/drive-logs/${driveId}/archive`);
  const restore = (who: string | null, driveId: string) => api.post(who, `/api/drive-logs/${driveId}/restore`);

  it('refuses a signed-out caller with 401', async () => {
    const drive = await jamieDrive();
    expectError(await archive(null, drive.id), 401, 'unauthenticated');
    expectError(await restore(null, drive.id), 401, 'unauthenticated');
  });

  it('refuses a state admin with 403', async () => {
    const drive = await jamieDrive();
    expectError(await archive('state', drive.id), 403, 'forbidden');
    expectError(await restore('state', drive.id), 403, 'forbidden');
  });

  it.each(strangers)('answers 404 to %s', async (_label, who) => {
    const drive = await jamieDrive();
    expectError(await archive(who(), drive.id), 404, 'not-found');
    expectError(await restore(who(), drive.id), 404, 'not-found');
    expect(await driveRow(t, drive.id)).toMatchObject({ archivedAt: null, version: 1 });
  });

  it('answers 404 for an unknown drive', async () => {
    expectError(await archive('student', 'no-such-drive'), 404, 'not-found');
  });

  it('takes an archived drive out of the list and the totals, and back on restore', async () => {
    const drive = await jamieDrive({ approved: true });
    const before = await api.list('student', id.student!);
    expect(before.drives.map((d) => d.id)).toContain(drive.id);

    expectOk(await archive('student', drive.id));
    const row = await driveRow(t, drive.id);
    expect(row).toMatchObject({ archivedBy: id.student, status: 'approved', version: 3 });
    expect(row!.archivedAt).not.toBeNull();
    const during = await api.list('student', id.student!);
    expect(during.drives.map((d) => d.id)).not.toContain(drive.id);
    expect(during.total).toBe(before.total - 1);
    expect(during.progress.approved).toEqual({
      totalMinutes: before.progress.approved.totalMinutes - 60,
      nightMinutes: before.progress.approved.nightMinutes,
      drives: before.progress.approved.drives - 1,
    });
    const archivedList = await api.list('student', id.student!, { archived: true });
    expect(archivedList.drives.find((d) => d.id === drive.id)?.archivedAt).not.toBeNull();

    expectOk(await restore('parent', drive.id));
    expect(await driveRow(t, drive.id)).toMatchObject({ archivedAt: null, archivedBy: null, version: 4 });
    const after = await api.list('student', id.student!);
    expect(after.total).toBe(before.total);
    expect(after.progress).toEqual(before.progress);
    expect(await actions(drive.id)).toEqual(['create', 'approve', 'archive', 'restore']);
    expect((await auditOf(t, drive.id)).slice(2).map((a) => a.actorId)).toEqual([id.student, id.parent]);
  });

  it('does nothing (and audits nothing) when archiving an archived drive again', async () => {
    const drive = await jamieDrive();
    expectOk(await archive('teacher', drive.id));
    expectOk(await archive('teacher', drive.id));
    expect(await actions(drive.id)).toEqual(['create', 'archive']);
    expect((await driveRow(t, drive.id))!.version).toBe(2);
  });

  it.each(['parent', 'teacher', 'owner', 'orgadmin', 'admin'])('lets %s archive and restore', async (who) => {
    const drive = await jamieDrive();
    expectOk(await archive(who, drive.id));
    expectOk(await restore(who, drive.id));
    expect(await actions(drive.id)).toEqual(['create', 'archive', 'restore']);
  });

  it('refuses to restore a drive that a newer drive now overlaps', async () => {
    const times = span('2026-05-04T17:00:00.000Z', 60);
    const old = await jamieDrive({ times });
    expectOk(await archive('student', old.id));
    await jamieDrive({ times: span('2026-05-04T17:30:00.000Z', 60) });
    expect(expectError(await restore('student', old.id), 400, 'validation-failed').fields).toEqual({
      startedAt: 'overlap',
    });
    expect((await driveRow(t, old.id))!.archivedAt).not.toBeNull();
    expect(await actions(old.id)).toEqual(['create', 'archive']);
  });

  it('restores a rejected drive even where a newer drive overlaps it (rejected drives never block)', async () => {
    const times = span('2026-05-05T17:00:00.000Z', 60);
    const old = await jamieDrive({ times });
    await api.review('parent', [old.id], 'reject', 'Duplicate');
    expectOk(await archive('student', old.id));
    await jamieDrive({ times });
    expectOk(await restore('student', old.id));
  });
});

describe('POST /api/students/:id/archive-log', () => {
  let learner: string;
  let learnerParent: string;
  beforeAll(async () => {
    learner = (
      await createPerson(t.app, {
        role: 'student',
        organizationId: DEMO_SCHOOL_ID,
        state: 'CA',
        firstName: 'Finn',
        lastName: 'Ished',
      })
    ).id;
    learnerParent = (await createPerson(t.app, { role: 'parent', state: 'CA', studentIds: [learner] })).email;
  });
  const archiveLog = (who: string | null, studentId: string) => api.post(who, `/api/students/${studentId}/archive-log`);

  it('refuses a signed-out caller with 401', async () => {
    expectError(await archiveLog(null, learner), 401, 'unauthenticated');
  });

  it('refuses a state admin with 403', async () => {
    expectError(await archiveLog('state', learner), 403, 'forbidden');
  });

  it.each([...strangers, ['a parent of other students', () => 'parent']])('answers 404 to %s', async (_label, who) => {
    expectError(await archiveLog(who(), learner), 404, 'not-found');
  });

  it('answers 404 for an id that is not a student', async () => {
    expectError(await archiveLog('admin', id.teacher!), 404, 'not-found');
  });

  it("archives every live drive of the student's log, audited, and leaves the totals empty", async () => {
    const approved = await api.log(learnerParent, learner);
    await api.review(learnerParent, [approved.id]);
    const submitted = await api.log(learnerParent, learner);
    const alreadyArchived = await api.log(learnerParent, learner);
    expectOk(await api.post(learnerParent, `/api/drive-logs/${alreadyArchived.id}/archive`));
    const jamiesDrive = await jamieDrive();

    expect(expectOk(await archiveLog(learnerParent, learner))).toEqual({ archived: 2 });
    for (const drive of [approved, submitted]) {
      expect((await driveRow(t, drive.id))!.archivedAt).not.toBeNull();
      expect((await auditOf(t, drive.id)).at(-1)).toMatchObject({ action: 'archive', after: { wholeLog: true } });
    }
    expect(await actions(alreadyArchived.id)).toEqual(['create', 'archive']);
    expect((await driveRow(t, jamiesDrive.id))!.archivedAt).toBeNull();

    const list = await api.list(learnerParent, learner);
    expect(list.drives).toEqual([]);
    expect(list.progress.approved).toEqual({ totalMinutes: 0, nightMinutes: 0, drives: 0 });
    expect(list.progress.pending).toEqual({ totalMinutes: 0, nightMinutes: 0, drives: 0 });
    expect((await api.list(learnerParent, learner, { archived: true })).total).toBe(3);

    // A second time finds nothing left to archive.
    expect(expectOk(await archiveLog('teacher', learner))).toEqual({ archived: 0 });
  });

  it.each(['admin', 'owner'])('lets %s archive a log', async (who) => {
    expect(expectOk(await archiveLog(who, learner))).toEqual({ archived: 0 });
  });
});

describe('amendments', () => {
  const propose = (who: string | null, driveId: string, body: unknown) =>
    api.post(who, `/api/drive-logs/${driveId}/amendments`, body);
  const decide = (who: string | null, driveId: string, amendmentId: string, decision: string) =>
    api.post(who, `/api/drive-logs/${driveId}/amendments/${amendmentId}/review`, { decision });
  const proposeOk = async (who: string, driveId: string, changes: Record<string, unknown>, reason = 'Wrong end time') =>
    expectOk<{ amendmentId: string }>(await propose(who, driveId, { changes, reason }), 201).amendmentId;

  describe('POST /api/drive-logs/:id/amendments', () => {
    it('refuses a signed-out caller with 401', async () => {
      const drive = await jamieDrive({ approved: true });
      expectError(
        await propose(null, drive.id, { changes: { notes: 'x' }, reason: 'Typo fix' }),
        401,
        'unauthenticated',
      );
    });

    it.each(['admin', 'state'])('refuses %s with 403', async (who) => {
      const drive = await jamieDrive({ approved: true });
      expectError(await propose(who, drive.id, { changes: { notes: 'x' }, reason: 'Typo fix' }), 403, 'forbidden');
    });

    it.each(strangers)('answers 404 to %s', async (_label, who) => {
      const drive = await jamieDrive({ approved: true });
      expectError(await propose(who(), drive.id, { changes: { notes: 'x' }, reason: 'Typo fix' }), 404, 'not-found');
      expect(await t.db.selectFrom('driveAmendment').select('id').where('driveId', '=', drive.id).execute()).toEqual(
        [],
      );
    });

    it.each(['submitted', 'rejected'])(
      'refuses a %s drive with 409 (only approved drives are amended)',
      async (status) => {
        const drive = await jamieDrive();
        if (status === 'rejected') await api.review('parent', [drive.id], 'reject', 'Not valid');
        expectError(
          await propose('student', drive.id, { changes: { notes: 'x' }, reason: 'Typo fix' }),
          409,
          'conflict',
        );
      },
    );

    it.each([
      ['a two-letter reason', { changes: { notes: 'x' }, reason: 'no' }, 'reason'],
      ['no reason', { changes: { notes: 'x' } }, 'reason'],
      ['an unknown weather', { changes: { weather: ['hail'] }, reason: 'Typo fix' }, 'changes.weather'],
    ])('refuses %s with validation-failed', async (_label, body, field) => {
      const drive = await jamieDrive({ approved: true });
      const fields = expectError(await propose('student', drive.id, body), 400, 'validation-failed').fields ?? {};
      expect(Object.keys(fields).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    });

    it.each([
      ['nothing', {}],
      [
        'only the GPS track (a recording is not amended)',
        {
          track: [
            [38.5, -121.4, 1],
            [38.6, -121.4, 2],
          ],
        },
      ],
      ['only unknown fields', { status: 'submitted', durationMinutes: 1 }],
    ])('refuses an amendment that changes %s', async (_label, changes) => {
      const drive = await jamieDrive({ approved: true });
      expectError(await propose('student', drive.id, { changes, reason: 'Nothing really' }), 400, 'validation-failed');
      expect(await t.db.selectFrom('driveAmendment').select('id').where('driveId', '=', drive.id).execute()).toEqual(
        [],
      );
    });

    it.each([
      ['an end before the start', (d: Drive) => ({ endedAt: d.startedAt }), 'endedAt', 'end-before-start'],
      [
        'a drive over 12 hours',
        (d: Drive) => ({ endedAt: new Date(Date.parse(d.startedAt) + 13 * 3600_000).toISOString() }),
        'endedAt',
        'too-long',
      ],
      ['an unknown time zone', () => ({ timeZone: 'Nowhere/Town' }), 'timeZone', 'unknown-time-zone'],
      ['a falling odometer', () => ({ odometerStart: 500, odometerEnd: 400 }), 'odometerEnd', 'odometer-order'],
      [
        'an unlinked parent as supervisor',
        () => ({ supervisor: { type: 'parent', userId: 'someone-else' } }),
        'supervisor',
        'supervisor-not-allowed',
      ],
    ])('refuses %s with the rule of a new drive', async (_label, changes, field, rule) => {
      const drive = await jamieDrive({ approved: true });
      expect(
        expectError(
          await propose('student', drive.id, { changes: changes(drive), reason: 'Fixing it' }),
          400,
          'validation-failed',
        ).fields,
      ).toEqual({ [field]: rule });
    });

    it('refuses at once an amendment that would overlap another drive', async () => {
      const drive = await jamieDrive({ approved: true, times: span('2026-06-01T17:00:00.000Z', 60) });
      await jamieDrive({ times: span('2026-06-01T18:30:00.000Z', 60) });
      const changes = { endedAt: '2026-06-01T19:00:00.000Z' };
      expect(
        expectError(await propose('student', drive.id, { changes, reason: 'Drove longer' }), 400, 'validation-failed')
          .fields,
      ).toEqual({ startedAt: 'overlap' });
    });

    it('keeps the drive as it was and allows only one waiting amendment', async () => {
      const drive = await jamieDrive({ approved: true });
      const amendmentId = await proposeOk('parent', drive.id, { notes: 'Freeway merge practice' }, 'Add notes');
      expect(await driveRow(t, drive.id)).toMatchObject({ notes: '', status: 'approved', version: 2 });
      expect(
        await t.db.selectFrom('driveAmendment').selectAll().where('id', '=', amendmentId).executeTakeFirst(),
      ).toMatchObject({
        driveId: drive.id,
        status: 'submitted',
        changes: { notes: 'Freeway merge practice' },
        reason: 'Add notes',
        proposedBy: id.parent,
      });
      expect((await auditOf(t, drive.id)).at(-1)).toMatchObject({
        action: 'amend-propose',
        actorId: id.parent,
        after: { amendmentId, changes: { notes: 'Freeway merge practice' }, reason: 'Add notes' },
      });
      expect((await api.list('student', id.student!)).drives.find((d) => d.id === drive.id)?.pendingAmendment).toBe(
        true,
      );

      expectError(
        await propose('student', drive.id, { changes: { notes: 'Other' }, reason: 'Other notes' }),
        409,
        'conflict',
      );
    });

    it('accepts only one of two amendments proposed at the same moment', async () => {
      const drive = await jamieDrive({ approved: true });
      const responses = await Promise.all([
        propose('student', drive.id, { changes: { notes: 'A' }, reason: 'First try' }),
        propose('parent', drive.id, { changes: { notes: 'B' }, reason: 'Second try' }),
      ]);
      expect(responses.map((r) => r.statusCode).sort(), responses.map((r) => r.body).join('\n')).toEqual([201, 409]);
      expect(
        await t.db.selectFrom('driveAmendment').select('id').where('driveId', '=', drive.id).execute(),
      ).toHaveLength(1);
    });
  });

  describe('POST /api/drive-logs/:id/amendments/:amendmentId/review', () => {
    let drive: Drive;
    let amendmentId: string;
    beforeAll(async () => {
      drive = await jamieDrive({ approved: true });
      amendmentId = await proposeOk('student', drive.id, { notes: 'x' }, 'Typo fix');
    });

    it('refuses a signed-out caller with 401', async () => {
      expectError(await decide(null, drive.id, amendmentId, 'approve'), 401, 'unauthenticated');
    });

    it.each(['student', 'admin', 'state'])('refuses %s with 403', async (who) => {
      expectError(await decide(who, drive.id, amendmentId, 'approve'), 403, 'forbidden');
    });

    it.each(strangers.filter(([label]) => label !== 'another student'))('answers 404 to %s', async (_label, who) => {
      expectError(await decide(who(), drive.id, amendmentId, 'approve'), 404, 'not-found');
    });

    it('answers 404 for an unknown amendment or one of another drive', async () => {
      expectError(await decide('parent', drive.id, 'no-such-amendment', 'approve'), 404, 'not-found');
      const other = await jamieDrive({ approved: true });
      expectError(await decide('parent', other.id, amendmentId, 'approve'), 404, 'not-found');
    });

    it('refuses an unknown decision with validation-failed', async () => {
      expect(
        expectError(await decide('parent', drive.id, amendmentId, 'maybe'), 400, 'validation-failed').fields,
      ).toHaveProperty('decision');
    });

    it('leaves the amendment waiting after the refusals', async () => {
      expect(
        await t.db.selectFrom('driveAmendment').select('status').where('id', '=', amendmentId).executeTakeFirst(),
      ).toEqual({ status: 'submitted' });
      expect(await driveRow(t, drive.id)).toMatchObject({ notes: '', version: 2 });
    });
  });

  it('applies an approved amendment, recomputing duration and night minutes, and audits both steps', async () => {
    // 10 November 2026 in Sacramento: sunset about 16:57 PST.
    const drive = await jamieDrive({
      approved: true,
      times: { startedAt: '2026-11-10T15:00:00-08:00', endedAt: '2026-11-10T16:00:00-08:00' },
    });
    expect(drive).toMatchObject({ durationMinutes: 60, nightMinutes: 0 });
    const amendmentId = await proposeOk('student', drive.id, {
      endedAt: '2026-11-10T17:30:00-08:00',
      weather: ['rain'],
    });
    expectOk(await decide('teacher', drive.id, amendmentId, 'approve'));

    const row = await driveRow(t, drive.id);
    expect(row).toMatchObject({
      durationMinutes: 150,
      status: 'approved',
      weather: ['rain'],
      roadTypes: ['residential'],
      startLabel: 'Home',
      endLabel: 'School',
      version: 3,
    });
    expect(new Date(row!.endedAt).toISOString()).toBe('2026-11-11T01:30:00.000Z');
    expect(Math.abs(row!.nightMinutes - 33)).toBeLessThanOrEqual(3);
    expect(row!.nightMinutesComputed).toBe(row!.nightMinutes);
    expect(
      await t.db
        .selectFrom('driveAmendment')
        .select(['status', 'reviewedBy'])
        .where('id', '=', amendmentId)
        .executeTakeFirst(),
    ).toEqual({ status: 'approved', reviewedBy: id.teacher });

    const audit = await auditOf(t, drive.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve', 'amend-propose', 'amend-approve']);
    expect(audit[3]).toMatchObject({
      actorId: id.teacher,
      before: { durationMinutes: 60, nightMinutes: 0 },
      after: { amendmentId, changes: { endedAt: '2026-11-10T17:30:00-08:00' } },
    });

    const detail = await api.detail('student', drive.id);
    expect(detail.drive).toMatchObject({ durationMinutes: 150, pendingAmendment: false, weather: ['rain'] });
    expect(detail.amendments).toMatchObject([{ id: amendmentId, status: 'approved' }]);
    expect(detail.can.amend).toBe(true);

    // Decided once: a second decision is refused.
    expectError(await decide('parent', drive.id, amendmentId, 'reject'), 409, 'conflict');
  });

  it('changes only the named fields (a notes fix keeps places, weather, roads and skills)', async () => {
    const drive = await api.log('student', id.student!, {
      weather: ['fog'],
      roadTypes: ['rural', 'gravel'],
      skills: ['parking'],
      traffic: 'light',
      start: { label: 'Farm' },
      end: { label: 'Town' },
    });
    await api.review('parent', [drive.id]);
    const amendmentId = await proposeOk('student', drive.id, { notes: 'Foggy morning' }, 'Add a note');
    expectOk(await decide('parent', drive.id, amendmentId, 'approve'));
    const after = (await api.detail('student', drive.id)).drive;
    expect(after).toMatchObject({
      notes: 'Foggy morning',
      weather: ['fog'],
      roadTypes: ['rural', 'gravel'],
      skills: ['parking'],
      traffic: 'light',
      start: { label: 'Farm' },
      end: { label: 'Town' },
    });
    expect(after).toMatchObject({
      startedAt: drive.startedAt,
      endedAt: drive.endedAt,
      durationMinutes: drive.durationMinutes,
      nightMinutes: drive.nightMinutes,
    });
  });

  it('leaves the drive as it was when the amendment is rejected, and audits it', async () => {
    const drive = await jamieDrive({ approved: true });
    const amendmentId = await proposeOk('parent', drive.id, {
      endedAt: new Date(Date.parse(drive.endedAt) + 30 * 60_000).toISOString(),
    });
    const before = await driveRow(t, drive.id);
    expectOk(await decide('owner', drive.id, amendmentId, 'reject'));
    expect(await driveRow(t, drive.id)).toEqual(before);
    expect(
      await t.db
        .selectFrom('driveAmendment')
        .select(['status', 'reviewedBy'])
        .where('id', '=', amendmentId)
        .executeTakeFirst(),
    ).toEqual({ status: 'rejected', reviewedBy: id.owner });
    expect((await auditOf(t, drive.id)).at(-1)).toMatchObject({
      action: 'amend-reject',
      actorId: id.owner,
      after: { amendmentId },
    });
    // Another amendment may now be proposed.
    await proposeOk('student', drive.id, { notes: 'Second try' }, 'Second try');
  });

  it('refuses to apply an amendment that a newer drive now overlaps; it stays waiting', async () => {
    const drive = await jamieDrive({ approved: true, times: span('2026-06-02T17:00:00.000Z', 60) });
    const amendmentId = await proposeOk('student', drive.id, { endedAt: '2026-06-02T19:00:00.000Z' });
    await jamieDrive({ times: span('2026-06-02T18:30:00.000Z', 60) });
    expect(
      expectError(await decide('parent', drive.id, amendmentId, 'approve'), 400, 'validation-failed').fields,
    ).toEqual({ startedAt: 'overlap' });
    expect(await driveRow(t, drive.id)).toMatchObject({ durationMinutes: 60, version: 2 });
    expect(
      await t.db.selectFrom('driveAmendment').select('status').where('id', '=', amendmentId).executeTakeFirst(),
    ).toEqual({ status: 'submitted' });
  });

  it('applies an amendment once when two reviewers approve it at the same moment', async () => {
    const drive = await jamieDrive({ approved: true });
    const amendmentId = await proposeOk('student', drive.id, { notes: 'Once' }, 'Add a note');
    const responses = await Promise.all([
      decide('parent', drive.id, amendmentId, 'approve'),
      decide('teacher', drive.id, amendmentId, 'approve'),
    ]);
    expect(responses.map((r) => r.statusCode).sort(), responses.map((r) => r.body).join('\n')).toEqual([200, 409]);
    expect((await driveRow(t, drive.id))!.version).toBe(3);
    expect((await actions(drive.id)).filter((a) => a === 'amend-approve')).toHaveLength(1);
  });
});
