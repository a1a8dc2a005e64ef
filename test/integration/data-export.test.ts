/** Personal data export (docs/product/data-export.md): who may ask, what the archive holds, its lifetime. */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExport } from '../../src/shared/api/data-exports.js';
import { driveApi, LA, nextSlot, straightTrack, type DriveApi } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let d: DriveApi;
let studentId: string;
let student3Id: string;
beforeAll(async () => {
  t = await createTestApp();
  d = driveApi(t);
  studentId = await t.userId('student');
  student3Id = await t.userId('student3');
});
afterAll(() => t?.close());

const ask = (who: string, payload: Record<string, unknown> = {}) => d.post(who, '/api/data-exports', payload);
const list = async (who: string) => expectOk<{ exports: DataExport[] }>(await d.get(who, '/api/data-exports')).exports;
const archive = (who: string, id: string) => d.get(who, `/api/data-exports/${id}/archive.zip`);

async function ready(who: string, payload: Record<string, unknown> = {}): Promise<DataExport> {
  const asked = expectOk<DataExport>(await ask(who, payload), 202);
  await t.app.background.idle();
  const done = expectOk<DataExport>(await d.get(who, `/api/data-exports/${asked.id}`));
  expect(done).toMatchObject({ status: 'ready', progress: 100 });
  return done;
}

describe('asking for an export', () => {
  it('answers 401 signed out on every route', async () => {
    expect((await d.get(null, '/api/data-exports')).statusCode).toBe(401);
    expect((await d.post(null, '/api/data-exports', {})).statusCode).toBe(401);
    expect((await d.get(null, '/api/data-exports/x')).statusCode).toBe(401);
    expect((await d.get(null, '/api/data-exports/x/archive.zip')).statusCode).toBe(401);
  });

  it('refuses someone else’s data as if they did not exist: teacher, unlinked parent, other student', async () => {
    await expectError(await ask('teacher', { subjectId: studentId }), 404, 'not-found');
    await expectError(await ask('parent', { subjectId: student3Id }), 404, 'not-found');
    await expectError(await ask('student3', { subjectId: studentId }), 404, 'not-found');
    await expectError(await ask('parent', { subjectId: 'no-such-person' }), 404, 'not-found');
  });

  it('refuses bad input with a code and stores nothing', async () => {
    const before = await list('student2');
    const bad = await ask('student2', { timeZone: 'Mars/Olympus_Mons' });
    expect(expectError(bad, 400, 'validation-failed').fields).toEqual({ timeZone: 'unknown-time-zone' });
    await expectError(await ask('student2', { subjectId: 42 }), 400, 'validation-failed');
    await expectError(await ask('student2', { extra: true }), 400, 'validation-failed');
    expect(await list('student2')).toEqual(before);
  });

  it('refuses a second export of the same person while one is being prepared', async () => {
    const id = 'queued-export-of-student2';
    await t.db
      .insertInto('dataExport')
      .values({
        id,
        requestedBy: await t.userId('student2'),
        subjectId: await t.userId('student2'),
        status: 'queued',
        language: 'en',
        timeZone: 'UTC',
      })
      .execute();
    await expectError(await ask('student2'), 409, 'data-export-in-progress');
    await expectError(await archive('student2', id), 409, 'data-export-not-ready');
    await t.db.deleteFrom('dataExport').where('id', '=', id).execute();
  });
});

describe('the archive', () => {
  it('holds the student’s records as JSON, drives as CSV, tracks as GPX and the printable log, and no secrets', async () => {
    const slot = nextSlot(30);
    const drive = await d.log('student', studentId, { ...slot, track: straightTrack(slot.startedAt, 20) });
    const done = await ready('student', { timeZone: LA });
    expect(done.subjectId).toBe(studentId);
    expect(done.size).toBeGreaterThan(0);

    const response = await archive('student', done.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="roadlog-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    for (const name of ['profile.json', 'drives.json', 'drives.csv', 'driving-log.pdf', 'README.txt', 'emails.json']) {
      expect(names).toContain(name);
    }
    const profile = JSON.parse(strFromU8(files['profile.json']!)) as { email: string };
    expect(profile.email).toBe('student@roadlog.test');
    const drives = JSON.parse(strFromU8(files['drives.json']!)) as { id: string }[];
    expect(drives.map((x) => x.id)).toContain(drive.id);
    const gpx = names.find((n) => n.startsWith('tracks/') && n.endsWith(`${drive.id}.gpx`));
    expect(gpx).toBeDefined();
    expect(strFromU8(files[gpx!]!).match(/<trkpt /g)).toHaveLength(20);
    expect(strFromU8(files['driving-log.pdf']!.subarray(0, 5))).toBe('%PDF-');
    expect(strFromU8(files['drives.csv']!).split('\n').length).toBeGreaterThan(1);

    const everything = names.map((n) => strFromU8(files[n]!, true)).join('\n');
    const hash = await t.db.selectFrom('account').select('password').where('userId', '=', studentId).executeTakeFirst();
    expect(hash?.password).toBeTruthy();
    expect(everything).not.toContain(hash!.password!);
    const session = await t.db.selectFrom('session').select('token').where('userId', '=', studentId).executeTakeFirst();
    expect(everything).not.toContain(session!.token);

    const mail = await t.db
      .selectFrom('mailOutbox')
      .select(['subject', 'link'])
      .where('to', '=', 'student@roadlog.test')
      .where('kind', '=', 'data-export-ready')
      .executeTakeFirst();
    expect(mail?.link).toMatch(/\/account#data-export$/);
  });

  it('lets a linked parent export their student’s data, and only the requester sees or downloads it', async () => {
    const done = await ready('parent', { subjectId: studentId });
    expect(done.subjectName).toBeTruthy();
    expect((await list('parent')).map((e) => e.id)).toContain(done.id);
    expect((await list('student')).map((e) => e.id)).not.toContain(done.id);
    await expectError(await d.get('student', `/api/data-exports/${done.id}`), 404, 'not-found');
    await expectError(await archive('student', done.id), 404, 'not-found');
    await expectError(await archive('admin', done.id), 404, 'not-found');
    expect((await archive('parent', done.id)).statusCode).toBe(200);
  });

  it('expires: the listing says so and the download answers 410', async () => {
    const done = await ready('parent');
    await t.db
      .updateTable('dataExport')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', done.id)
      .execute();
    expect((await list('parent')).find((e) => e.id === done.id)).toMatchObject({ status: 'expired', size: null });
    await expectError(await archive('parent', done.id), 410, 'data-export-expired');
  });
});
