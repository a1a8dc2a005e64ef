/**
 * GET /api/drive-logs answers from a per-process cache keyed by the student's drives version
 * (list-cache.ts, migration 008). Every change to a drive, by any path (the API or plain SQL),
 * must show in the next list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveApi, type DriveApi } from '../helpers/drives.js';
import { createPerson } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: DriveApi;
let studentId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  studentId = (await createPerson(t.app, { role: 'student', organizationId: DEMO_SCHOOL_ID, state: 'CA' })).id;
});
afterAll(() => t?.close());

const version = async () =>
  Number(
    (
      await t.db
        .selectFrom('studentDrivesVersion')
        .select('version')
        .where('studentId', '=', studentId)
        .executeTakeFirst()
    )?.version ?? 0,
  );

describe('the cached drive list', () => {
  it('shows a new drive, its approval and an archive done in plain SQL', async () => {
    expect((await api.list('owner', studentId)).total).toBe(0);
    const drive = await api.log('owner', studentId);
    const afterCreate = await api.list('owner', studentId);
    expect(afterCreate.drives.map((d) => d.id)).toEqual([drive.id]);
    expect(afterCreate.progress.pending.totalMinutes).toBe(drive.durationMinutes);

    await api.review('teacher', [drive.id]);
    const afterReview = await api.list('owner', studentId);
    expect(afterReview.drives[0]!.status).toBe('approved');
    expect(afterReview.progress.approved.totalMinutes).toBe(drive.durationMinutes);

    const before = await version();
    await t.db.updateTable('driveLog').set({ archivedAt: new Date() }).where('id', '=', drive.id).execute();
    expect(await version()).toBeGreaterThan(before);
    expect((await api.list('owner', studentId)).total).toBe(0);
  });

  it('shows a pending amendment of an approved drive', async () => {
    const drive = await api.log('owner', studentId);
    await api.review('teacher', [drive.id]);
    expect(
      (await api.list('owner', studentId, { status: 'approved' })).drives.find((d) => d.id === drive.id)
        ?.pendingAmendment,
    ).toBe(false);
    await t.db
      .insertInto('driveAmendment')
      .values({
        id: `amend-${drive.id}`,
        driveId: drive.id,
        proposedBy: studentId,
        changes: JSON.stringify({ notes: 'corrected' }),
        reason: 'typo',
        status: 'submitted',
      })
      .execute();
    expect(
      (await api.list('owner', studentId, { status: 'approved' })).drives.find((d) => d.id === drive.id)
        ?.pendingAmendment,
    ).toBe(true);
  });

  it('shows a renamed student', async () => {
    await api.log('owner', studentId);
    await t.db.updateTable('user').set({ name: 'Renamed Learner' }).where('id', '=', studentId).execute();
    expect((await api.list('owner', studentId)).drives.every((d) => d.studentName === 'Renamed Learner')).toBe(true);
  });

  it('keeps answering each caller by their own access', async () => {
    expect((await api.list('owner', studentId)).total).toBeGreaterThan(0);
    expect((await api.get('parent2', `/api/drive-logs?studentId=${studentId}`)).statusCode).toBe(404);
    expect((await api.get(null, `/api/drive-logs?studentId=${studentId}`)).statusCode).toBe(401);
  });
});
