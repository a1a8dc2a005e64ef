/**
 * State caps (docs/product/drive-logs.md): a drive that takes a learner past their state's daily or weekly cap is
 * logged and answered with a warning, never refused. The data file has no caps (no source gives
 * one), so the test sets caps on one state's rules for its duration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateRequirement } from '../../src/shared/api/requirements.js';
import { requirements } from '../../src/server/features/requirements/requirements.js';
import { driveApi, driveBody, LA, span, type DriveApi } from '../helpers/drives.js';
import { expectOk } from '../helpers/expect.js';
import { createPerson } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: DriveApi;
let studentId: string;
let nevada: StateRequirement;
let nevadaCaps: StateRequirement['caps'];

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  studentId = (await createPerson(t.app, { role: 'student', organizationId: DEMO_SCHOOL_ID, state: 'NV' })).id;
  nevada = requirements().get('NV')!;
  nevadaCaps = nevada.caps;
  nevada.caps = { dailyMinutes: 120, weeklyMinutes: 360 };
});
afterAll(async () => {
  nevada.caps = nevadaCaps;
  await t?.close();
});

/** Logs a drive as the owner of the school (staff may log for their students). */
const log = async (startedAt: string, minutes: number) =>
  expectOk(
    await api.post('owner', '/api/drive-logs', driveBody(studentId, { ...span(startedAt, minutes), timeZone: LA })),
    201,
  ).warnings;

describe('POST /api/drive-logs: state caps as warnings', () => {
  it('warns once the local day passes the daily cap, and still stores the drive', async () => {
    // Monday 2 March 2026, 08:00 and 10:00 in Los Angeles (PST, UTC−8).
    expect(await log('2026-03-02T16:00:00Z', 60)).toEqual([]);
    const warnings = await log('2026-03-02T18:00:00Z', 90);
    expect(warnings).toEqual([{ code: 'daily-cap', limitMinutes: 120, totalMinutes: 150 }]);
    const count = await t.db
      .selectFrom('driveLog')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('studentId', '=', studentId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it("counts by the drive's own local day: 23:30 on Monday in Los Angeles is still Monday", async () => {
    // 07:30 UTC on Tuesday is 23:30 PST on Monday: the day now holds 150 + 20 minutes.
    expect(await log('2026-03-03T07:30:00Z', 20)).toEqual([
      { code: 'daily-cap', limitMinutes: 120, totalMinutes: 170 },
    ]);
  });

  it('warns once the Monday-to-Sunday week passes the weekly cap', async () => {
    expect(await log('2026-03-04T17:00:00Z', 100)).toEqual([]);
    expect(await log('2026-03-06T17:00:00Z', 100)).toEqual([
      { code: 'weekly-cap', limitMinutes: 360, totalMinutes: 370 },
    ]);
  });

  it('starts counting again on the next Monday', async () => {
    expect(await log('2026-03-09T17:00:00Z', 60)).toEqual([]);
  });

  it('leaves rejected and archived drives out of the totals', async () => {
    const body = driveBody(studentId, { ...span('2026-03-16T16:00:00Z', 110), timeZone: LA });
    expectOk(await api.post('owner', '/api/drive-logs', body), 201);
    await t.db.updateTable('driveLog').set({ archivedAt: new Date() }).where('id', '=', body.id).execute();
    expect(await log('2026-03-16T19:00:00Z', 60)).toEqual([]);
  });

  it('gives the same warnings when a retry repeats a stored drive', async () => {
    const body = driveBody(studentId, { ...span('2026-03-02T21:00:00Z', 30), timeZone: LA });
    const first = expectOk(await api.post('owner', '/api/drive-logs', body), 201);
    const again = expectOk(await api.post('owner', '/api/drive-logs', body), 200);
    expect(again.warnings).toEqual(first.warnings);
    expect(first.warnings[0]).toMatchObject({ code: 'daily-cap', totalMinutes: 200 });
  });

  it('gives no warnings in a state without caps', async () => {
    const other = (await createPerson(t.app, { role: 'student', organizationId: DEMO_SCHOOL_ID, state: 'CA' })).id;
    const body = driveBody(other, { ...span('2026-03-02T16:00:00Z', 700), timeZone: LA });
    expect(expectOk(await api.post('owner', '/api/drive-logs', body), 201).warnings).toEqual([]);
  });
});
