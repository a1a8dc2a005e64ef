/**
 * The printable PDF log, the CSV export and the public verification of a printed log
 * (docs/product/drive-logs.md export): who may download, what the files hold, totals equal to the progress
 * endpoint, and verification turning to "changed" once the approved drives change.
 */
import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Progress } from '../../src/shared/api/drive-logs.js';
import type { LogVerification } from '../../src/shared/api/log-export.js';
import { VERIFY_LIMIT } from '../../src/server/features/drive-logs/export/routes.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { pageText } from '../helpers/pdf-text.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let jamie: string;
let parentId: string;
let otherTeacher: string;
let texasAdmin: string;
const cookies = new Map<string, string>();
const cookie = async (who: string) => {
  if (!cookies.has(who)) cookies.set(who, await t.signIn(who));
  return cookies.get(who)!;
};

const DAY = 24 * 3600 * 1000;
/** Drives in the past, one per day slot so they never overlap. */
let slot = 0;
function nextSlot(minutes: number): { startedAt: string; endedAt: string } {
  slot += 1;
  const start = new Date(Date.now() - 300 * DAY + slot * DAY);
  start.setUTCHours(18, 0, 0, 0);
  return { startedAt: start.toISOString(), endedAt: new Date(start.getTime() + minutes * 60_000).toISOString() };
}

interface DriveInput {
  minutes?: number;
  weather?: string[];
  roadTypes?: string[];
  traffic?: string;
  notes?: string;
  start?: string;
  supervisor?: Record<string, string>;
}

/** Logs a drive for Jamie as Jamie (supervised by Pat, the linked parent); returns its id. */
async function logDrive(input: DriveInput = {}, studentId = jamie, as = 'student'): Promise<string> {
  const id = crypto.randomUUID();
  const response = await t.request({
    method: 'POST',
    url: '/api/drive-logs',
    cookie: await cookie(as),
    payload: {
      id,
      studentId,
      source: 'manual',
      ...nextSlot(input.minutes ?? 60),
      timeZone: 'America/Los_Angeles',
      supervisor: input.supervisor ?? { type: 'parent', userId: parentId },
      weather: input.weather ?? ['clear'],
      roadTypes: input.roadTypes ?? ['residential'],
      ...(input.traffic ? { traffic: input.traffic } : {}),
      notes: input.notes ?? '',
      start: { label: input.start ?? 'Home' },
      end: { label: 'School' },
    },
  });
  expectOk(response, 201);
  return id;
}

async function approve(ids: string[], as = 'parent'): Promise<void> {
  const result = expectOk(
    await t.request({
      method: 'POST',
      url: '/api/drive-logs/review',
      cookie: await cookie(as),
      payload: { driveIds: ids, decision: 'approve' },
    }),
  );
  expect(result.reviewed.sort()).toEqual([...ids].sort());
}

const progressOf = async (studentId: string): Promise<Progress> =>
  expectOk(
    await t.request({ method: 'GET', url: `/api/students/${studentId}/progress`, cookie: await cookie('admin') }),
  );
const download = async (studentId: string, kind: 'pdf' | 'csv', who: string | null, query = '') =>
  t.request({
    method: 'GET',
    url: `/api/students/${encodeURIComponent(studentId)}/drive-log.${kind}${query}`,
    cookie: who ? await cookie(who) : undefined,
  });
const verify = (exportId: string, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method: 'GET', url: `/api/log-verification/${exportId}`, remoteAddress });

/** The approved totals as the progress endpoint reports them, in the export's shape. */
const totalsOf = (p: Progress) => ({
  drives: p.approved.drives,
  totalMinutes: p.approved.totalMinutes,
  nightMinutes: p.approved.nightMinutes,
  byWeather: p.byWeather,
  byRoadType: p.byRoadType,
  bySupervisor: p.bySupervisor,
});

/** RFC 4180 parser, strict enough to catch quoting mistakes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') {
      if (cell !== '') throw new Error(`quote inside an unquoted cell at ${i}`);
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else if (c === '\n') throw new Error(`bare LF at ${i}`);
    else cell += c;
  }
  if (cell !== '' || row.length) throw new Error('the file does not end with CRLF');
  return rows;
}

/** WinAnsi differs from Latin-1 in 0x80–0x9F; these are the ones the log uses. */
async function loadPdf(body: Buffer) {
  const doc = await PDFDocument.load(body, { updateMetadata: false });
  const summary = JSON.parse(doc.getSubject() ?? '{}');
  // Table cells wrap over lines: compare with single spaces.
  return { doc, summary, text: doc.getPages().map(pageText).join('\n').replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  t = await createTestApp();
  jamie = await t.userId('student');
  parentId = await t.userId('parent');
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' })).email;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;

  // Jamie: three approved drives (different conditions and supervisors) and one pending.
  const approved = [
    await logDrive({ minutes: 90, weather: ['rain'], roadTypes: ['highway', 'urban'], traffic: 'heavy' }),
    await logDrive({ minutes: 45, weather: ['clear', 'wind'], roadTypes: ['residential'] }),
    await logDrive({
      minutes: 30,
      supervisor: { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' },
      roadTypes: ['parking-lot'],
    }),
  ];
  await approve(approved);
  await logDrive({ minutes: 25, notes: 'Waiting for Pat' });
});
afterAll(() => t?.close());

describe('who may download a log', () => {
  describe.each(['pdf', 'csv'] as const)('GET /api/students/:id/drive-log.%s', (kind) => {
    it('answers 401 when signed out', async () => {
      expectError(await download(jamie, kind, null), 401, 'unauthenticated');
    });

    it.each(['student', 'parent', 'teacher', 'teacher2', 'owner', 'orgadmin', 'admin', 'state'])(
      'gives Jamie’s log to %s',
      async (who) => {
        const response = await download(jamie, kind, who);
        expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
        expect(response.headers['content-type']).toMatch(
          kind === 'pdf' ? /^application\/pdf/ : /^text\/csv; charset=utf-8/,
        );
        expect(response.headers['cache-control']).toContain('no-store');
      },
    );

    // The student's existence is private: forbidden and missing answer alike.
    it.each([
      ['another student of the same school', () => 'student2'],
      ['a parent not linked to Jamie', () => 'parent2'],
      ['a teacher of another school', () => otherTeacher],
      ["another state's admin", () => texasAdmin],
    ])('answers 404 to %s', async (_label, who) => {
      expectError(await download(jamie, kind, who()), 404, 'not-found');
    });

    it('answers 404 for an id that is not a student', async () => {
      expectError(await download('no-such-student', kind, 'admin'), 404, 'not-found');
      expectError(await download(parentId, kind, 'admin'), 404, 'not-found');
    });

    it('refuses an unknown language or time zone with validation-failed', async () => {
      const lang = expectError(await download(jamie, kind, 'student', '?lang=xx'), 400, 'validation-failed');
      expect(Object.keys(lang.fields ?? {})).toContain('lang');
      const tz = expectError(await download(jamie, kind, 'student', '?tz=Mars%2FOlympus'), 400, 'validation-failed');
      expect(tz.fields).toEqual({ tz: 'unknown-time-zone' });
    });
  });
});

describe('the CSV export', () => {
  it('has a BOM, a header row, CRLF lines and one row per approved or pending drive, with totals equal to the progress', async () => {
    const response = await download(jamie, 'csv', 'parent', '?tz=America%2FLos_Angeles');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    expect(response.headers['content-disposition']).toBe(`attachment; filename="roadlog-jamie-parker-${today}.csv"`);
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Date',
      'Start',
      'End',
      'Time zone',
      'Duration (minutes)',
      'Night (minutes)',
      'Supervisor',
      'Supervisor type',
      'Licence number',
      'Weather',
      'Road types',
      'Traffic',
      'Start place',
      'End place',
      'Distance (km)',
      'Odometer at the start',
      'Odometer at the end',
      'Status',
      'Source',
      'Notes',
    ]);
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
    const col = (name: string) => header!.indexOf(name);
    const progress = await progressOf(jamie);
    const approved = rows.filter((r) => r[col('Status')] === 'Approved');
    const pending = rows.filter((r) => r[col('Status')] === 'Waiting for approval');
    expect(approved.length + pending.length).toBe(rows.length);
    const sum = (list: string[][], name: string) => list.reduce((s, r) => s + Number(r[col(name)]), 0);
    expect({
      drives: approved.length,
      minutes: sum(approved, 'Duration (minutes)'),
      night: sum(approved, 'Night (minutes)'),
    }).toEqual({
      drives: progress.approved.drives,
      minutes: progress.approved.totalMinutes,
      night: progress.approved.nightMinutes,
    });
    expect({ drives: pending.length, minutes: sum(pending, 'Duration (minutes)') }).toEqual({
      drives: progress.pending.drives,
      minutes: progress.pending.totalMinutes,
    });

    // Oldest first, local dates and times in the drive's zone, translated labels.
    const rain = rows[0]!;
    expect(rain[col('Date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rain[col('Start')]).toMatch(/^(10|11):00$/); // 18:00 UTC in Los Angeles (PST or PDT)
    expect(rain[col('Time zone')]).toBe('America/Los_Angeles');
    expect(rain[col('Weather')]).toBe('Rain');
    expect(rain[col('Road types')]).toBe('Highway; City');
    expect(rain[col('Traffic')]).toBe('Heavy traffic');
    expect(rain[col('Supervisor')]).toBe('Pat Parker');
    expect(rain[col('Supervisor type')]).toBe('Parent or guardian');
    expect(rain[col('Source')]).toBe('Logged afterwards');
    const other = rows.find((r) => r[col('Supervisor')] === 'Alex Doe')!;
    expect(other[col('Licence number')]).toBe('D1234567');
    expect(other[col('Supervisor type')]).toBe('Other licensed adult');
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', async () => {
    const student = (
      await createPerson(t.app, {
        role: 'student',
        organizationId: DEMO_SCHOOL_ID,
        state: 'CA',
        firstName: 'Quinn',
        lastName: 'Formula',
      })
    ).id;
    const teacherId = await t.userId('teacher');
    const asTeacher = { supervisor: { type: 'teacher', userId: teacherId } };
    await logDrive({ ...asTeacher, notes: '=SUM(A1:A9)', start: '-Downtown' }, student, 'teacher');
    await logDrive({ ...asTeacher, notes: 'Said "stop", then\nparked, carefully', start: '@home' }, student, 'teacher');
    await logDrive({ ...asTeacher, notes: '+1 lap', start: 'Plain place' }, student, 'teacher');
    const response = await download(student, 'csv', 'teacher');
    const raw = response.body;
    expect(raw).toContain(",'=SUM(A1:A9)\r\n");
    expect(raw).toContain('"Said ""stop"", then\nparked, carefully"');
    const [header, ...rows] = parseCsv(raw.replace(/^\uFEFF/, ''));
    const notes = header!.indexOf('Notes');
    const start = header!.indexOf('Start place');
    expect(rows.map((r) => r[notes])).toEqual(["'=SUM(A1:A9)", 'Said "stop", then\nparked, carefully', "'+1 lap"]);
    expect(rows.map((r) => r[start])).toEqual(["'-Downtown", "'@home", 'Plain place']);
    expect(rows.every((r) => r.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);
  });

  it('keeps names in UTF-8 and gives an ASCII file name', async () => {
    const student = (
      await createPerson(t.app, {
        role: 'student',
        organizationId: DEMO_SCHOOL_ID,
        state: 'CA',
        firstName: 'Zoë',
        lastName: 'Nguyễn',
      })
    ).id;
    await logDrive(
      { supervisor: { type: 'other', name: 'Ирина Łukasz 王', licenseNumber: 'X99999' } },
      student,
      'teacher',
    );
    const response = await download(student, 'csv', 'teacher');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="roadlog-zoe-nguyen-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toContain('Ирина Łukasz 王');
  });
});

describe('the PDF log', () => {
  it('holds the approved totals of the progress endpoint, draws them, and records the export', async () => {
    const response = await download(jamie, 'pdf', 'student', '?lang=en&tz=America%2FLos_Angeles');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="roadlog-jamie-parker-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const { doc, summary, text } = await loadPdf(response.rawPayload);
    const progress = await progressOf(jamie);
    expect(summary.totals).toEqual(totalsOf(progress));
    expect(summary.pending).toEqual(progress.pending);
    expect(doc.getTitle()).toBe('Supervised driving log: Jamie Parker');
    expect(doc.getKeywords()).toContain(`export:${summary.exportId}`);

    // The same figures are drawn on the page.
    for (const expected of [
      'Supervised driving log',
      'Jamie Parker',
      'Golden State Driving School',
      'California (CA)',
      '50 h of supervised driving',
      'Approved drives',
      'Totals of the approved drives',
      'Waiting for approval (not counted)',
      'Supervisor certification',
      'Parent or guardian',
      'Driving instructor',
      summary.exportId,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('2 h 45 min of 50 h required'); // 90 + 45 + 30 minutes approved
    expect(text).toContain('1 h 30 min'); // the rain drive, and the rain total
    expect(text).toContain('Alex Doe (Other licensed adult, licence D1234567)');
    expect(text).toContain(`/verify-log/${summary.exportId}`);

    const row = await t.db
      .selectFrom('logExport')
      .selectAll()
      .where('id', '=', summary.exportId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ studentId: jamie, createdBy: jamie });
    expect(row.totals).toEqual(summary.totals);
    expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.exportId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('grows to more pages with more drives, repeating the table header, and totals still match', async () => {
    const noah = await t.userId('student3');
    const before = await loadPdf((await download(noah, 'pdf', 'teacher')).rawPayload);
    expect(before.text).toContain('No drives have been approved yet.');
    expect(before.summary.totals).toEqual(totalsOf(await progressOf(noah)));

    // 80 approved drives, written straight to the table for speed.
    const teacherId = await t.userId('teacher');
    const base = Date.now() - 200 * DAY;
    await t.db
      .insertInto('driveLog')
      .values(
        Array.from({ length: 80 }, (_, i) => ({
          id: crypto.randomUUID(),
          studentId: noah,
          organizationId: DEMO_SCHOOL_ID,
          supervisorType: 'teacher' as const,
          supervisorId: teacherId,
          supervisorName: 'Tara Nguyen',
          startedAt: new Date(base + i * DAY),
          endedAt: new Date(base + i * DAY + (30 + i) * 60_000),
          timeZone: 'America/Los_Angeles',
          durationMinutes: 30 + i,
          nightMinutes: i % 3 === 0 ? 10 : 0,
          nightMinutesComputed: i % 3 === 0 ? 10 : 0,
          weather: JSON.stringify(i % 2 ? ['rain'] : ['clear']),
          roadTypes: JSON.stringify(['rural', 'highway']),
          skills: '[]',
          notes: '',
          startLabel: '',
          endLabel: '',
          source: 'manual' as const,
          status: 'approved' as const,
          createdBy: teacherId,
          updatedAt: new Date(),
        })),
      )
      .execute();
    const after = await loadPdf((await download(noah, 'pdf', 'teacher')).rawPayload);
    expect(after.doc.getPageCount()).toBeGreaterThan(before.doc.getPageCount() + 1);
    expect(after.summary.totals).toEqual(totalsOf(await progressOf(noah)));
    expect(after.summary.totals.drives).toBe(80);
    expect(after.text).toContain('Approved drives (continued)');
    const pages = after.doc.getPages().map(pageText);
    expect(pages[1]).toContain('Conditions'); // the header row again on page 2
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('prints names in their own script, and keeps them exact in the metadata', async () => {
    const student = (
      await createPerson(t.app, {
        role: 'student',
        organizationId: DEMO_SCHOOL_ID,
        state: 'CA',
        firstName: 'Zoë',
        lastName: 'Nguyễn',
      })
    ).id;
    const drive = await logDrive(
      { supervisor: { type: 'other', name: 'Ирина Łukasz 王小明 😀', licenseNumber: 'X99999' }, notes: 'emoji 🚗' },
      student,
      'teacher',
    );
    await approve([drive], 'teacher');
    const response = await download(student, 'pdf', 'teacher', '?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="roadlog-zoe-nguyen-/);
    const { doc, text } = await loadPdf(response.rawPayload);
    expect(doc.getTitle()).toBe('Supervised driving log: Zoë Nguyễn');
    expect(text).toContain('Zoë Nguyễn');
    expect(text).toContain('Ирина Łukasz 王小明 ?'); // no font has the emoji
  });

  it('is written in the requested language, Arabic included', async () => {
    const titles: Record<string, string> = {
      zh: '有人监督的驾驶记录',
      ru: 'Журнал вождения под наблюдением',
      ko: '감독 하 운전 기록',
      de: 'Fahrtenbuch für begleitetes Fahren',
    };
    for (const [lang, title] of Object.entries(titles)) {
      const { text } = await loadPdf((await download(jamie, 'pdf', 'parent', `?lang=${lang}`)).rawPayload);
      expect(text, lang).toContain(title);
      expect(text, lang).not.toContain('Supervised driving log');
    }
    const { text } = await loadPdf((await download(jamie, 'pdf', 'parent', '?lang=ar')).rawPayload);
    // Drawn right to left, read back through the lines' ActualText.
    expect(text).toContain('سجل القيادة تحت الإشراف');
    expect(text).toContain('Jamie Parker');
    expect(text).toContain('California (CA)');
    expect(text).toContain('Jamie Parker');
  });
});

describe('GET /api/log-verification/:exportId', () => {
  const printLog = async (studentId = jamie, who = 'parent') =>
    (await loadPdf((await download(studentId, 'pdf', who)).rawPayload)).summary.exportId as string;

  it('answers anyone, signed out, with the first name and last initial, school, state and totals, and nothing else', async () => {
    const exportId = await printLog();
    const body = expectOk<LogVerification>(await verify(exportId));
    const totals = totalsOf(await progressOf(jamie));
    expect(Object.keys(body).sort()).toEqual([
      'currentTotals',
      'generatedAt',
      'school',
      'state',
      'student',
      'totals',
      'unchanged',
    ]);
    expect(body).toMatchObject({
      student: 'Jamie P.',
      school: 'Golden State Driving School',
      state: 'California',
      totals,
      currentTotals: totals,
      unchanged: true,
    });
    expect(Date.now() - Date.parse(body.generatedAt)).toBeLessThan(60_000);
    expect(JSON.stringify(body)).not.toMatch(/Parker|@roadlog|D1234567/);
  });

  it('refuses a malformed reference with validation-failed and answers 404 for an unknown one', async () => {
    expectError(await verify('not-a-reference'), 400, 'validation-failed');
    expectError(await verify('x'.repeat(23)), 400, 'validation-failed');
    expectError(await verify(crypto.randomBytes(16).toString('base64url')), 404, 'not-found');
  });

  it('stays unchanged when a drive is only logged, and turns changed once one is approved', async () => {
    const exportId = await printLog();
    const printed = expectOk<LogVerification>(await verify(exportId)).totals;
    const drive = await logDrive({ minutes: 40, weather: ['fog'] });
    expect(expectOk<LogVerification>(await verify(exportId)).unchanged).toBe(true);

    await approve([drive]);
    const after = expectOk<LogVerification>(await verify(exportId));
    expect(after.unchanged).toBe(false);
    expect(after.totals).toEqual(printed);
    expect(after.currentTotals).toEqual(totalsOf(await progressOf(jamie)));
    expect(after.currentTotals.totalMinutes).toBe(printed.totalMinutes + 40);

    // A new printout of the changed log is unchanged again.
    expect(expectOk<LogVerification>(await verify(await printLog())).unchanged).toBe(true);
  });

  it('turns changed when an approved drive is archived or amended', async () => {
    const student = (
      await createPerson(t.app, {
        role: 'student',
        organizationId: DEMO_SCHOOL_ID,
        state: 'CA',
        firstName: 'Ari',
        lastName: 'Vance',
      })
    ).id;
    const teacherId = { supervisor: { type: 'teacher', userId: await t.userId('teacher') } };
    const [a, b] = [await logDrive(teacherId, student, 'teacher'), await logDrive(teacherId, student, 'teacher')];
    await approve([a!, b!], 'teacher');

    const beforeArchive = await printLog(student, 'teacher');
    expectOk(await t.request({ method: 'POST', url: `/api/drive-logs/${a}/archive`, cookie: await cookie('teacher') }));
    expect(expectOk<LogVerification>(await verify(beforeArchive)).unchanged).toBe(false);

    const beforeAmendment = await printLog(student, 'teacher');
    const proposed = expectOk<{ amendmentId: string }>(
      await t.request({
        method: 'POST',
        url: `/api/drive-logs/${b}/amendments`,
        cookie: await cookie('teacher'),
        payload: { changes: { notes: 'Corrected note' }, reason: 'typo fix' },
      }),
      201,
    );
    expect(expectOk<LogVerification>(await verify(beforeAmendment)).unchanged).toBe(true); // proposed only
    expectOk(
      await t.request({
        method: 'POST',
        url: `/api/drive-logs/${b}/amendments/${proposed.amendmentId}/review`,
        cookie: await cookie('teacher2'),
        payload: { decision: 'approve' },
      }),
    );
    expect(expectOk<LogVerification>(await verify(beforeAmendment)).unchanged).toBe(false);
  });

  it('limits how often one address may ask', async () => {
    const exportId = await printLog();
    const address = '203.0.113.77';
    for (let i = 0; i < VERIFY_LIMIT.max; i++) expect((await verify(exportId, address)).statusCode).toBe(200);
    expectError(await verify(exportId, address), 429, 'rate-limited');
    expect((await verify(exportId, '203.0.113.78')).statusCode).toBe(200);
  });
});
