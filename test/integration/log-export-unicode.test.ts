/**
 * No text makes an export fail (decision 010): a log whose student, school, supervisors, notes
 * and places are written in twenty scripts and every hard case of Unicode still prints (200),
 * with the scripts the fonts cover drawn and the rest marked "?"; the CSV keeps everything; and a
 * school renamed so breaks neither its students' logs, the public verification nor its e-mails.
 */
import crypto from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { LogVerification } from '../../src/shared/api/log-export.js';
import { LANGUAGE_CODES } from '../../src/shared/languages.js';
import { expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { pageText } from '../helpers/pdf-text.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { HARD, SCRIPTS, longWord } from '../helpers/unicode-samples.js';

let t: TestApp;
let schoolId: string;
let owner: { id: string; email: string };
let teacher: { id: string; email: string };
let student: { id: string; email: string };
const cookies = new Map<string, string>();
const cookie = async (email: string) => {
  if (!cookies.has(email)) cookies.set(email, await t.signIn(email));
  return cookies.get(email)!;
};

const FIRST_NAME = `Priya ${SCRIPTS.devanagari!.text} ${HARD.emojiFamily}`;
const LAST_NAME = `${HARD.loneMark} ${HARD.rlo} ${longWord(60)}`;
/** Within the 150 characters of the settings form, and nothing another input rule could refuse. */
const SCHOOL_NAME = `स्कूल Golden ${SCRIPTS.chinese!.text} ${SCRIPTS.korean!.text} ${SCRIPTS.arabic!.text} ${SCRIPTS.thai!.text} ${HARD.emoji} ${HARD.flag} ${HARD.decomposed} ${longWord(60)}`;

/** Supervisor names (at most 100 characters each): every script sample, then each hard case. */
const SUPERVISORS = [
  `${SCRIPTS.latin!.text} ${SCRIPTS.devanagari!.text} ${SCRIPTS.greek!.text} ${SCRIPTS.cyrillic!.text}`,
  `${SCRIPTS.arabic!.text} Ali ${SCRIPTS.chinese!.text} ${SCRIPTS.kana!.text} ${SCRIPTS.korean!.text}`,
  `${SCRIPTS.bengali!.text} ${SCRIPTS.tamil!.text} ${SCRIPTS.thai!.text} Somchai ${SCRIPTS.hebrew!.text} ${SCRIPTS.amharic!.text}`,
  `${SCRIPTS.georgian!.text} ${SCRIPTS.armenian!.text} ${SCRIPTS.khmer!.text} ${SCRIPTS.myanmar!.text} ${SCRIPTS.sinhala!.text} ${SCRIPTS.tibetan!.text}`,
  `Dad ${HARD.emojiFamily} ${HARD.flag} ${HARD.skinTone} ${HARD.emoji} ${HARD.zalgo} ${HARD.decomposed}`,
  longWord(100),
];
/** Hard cases stored as rows (as data from before any input rule would be): controls, private use, lone marks. */
const STORED_SUPERVISORS = [
  `${HARD.loneMark} ${HARD.rlo} ${HARD.isolates}`,
  `${HARD.joiners} ${HARD.variationSelectors} ${HARD.privateUse} ${HARD.replacement} ${HARD.nullAnchors}`,
];
const EVERYTHING = [...Object.values(SCRIPTS).map((s) => s.text), ...Object.values(HARD)].join(' ');
const NOTES = `${EVERYTHING} ${longWord(300)}`;
const LABEL = (i: number) => `${Object.values(SCRIPTS)[i % 19]!.text} ${Object.values(HARD)[i % 14]!} ${longWord(40)}`;

let slot = 0;
function nextSlot(): { startedAt: string; endedAt: string } {
  slot += 1;
  const start = new Date(Date.now() - 100 * 24 * 3600 * 1000 + slot * 24 * 3600 * 1000);
  start.setUTCHours(18, 0, 0, 0);
  return { startedAt: start.toISOString(), endedAt: new Date(start.getTime() + 45 * 60_000).toISOString() };
}

async function logDrive(supervisor: string, i: number): Promise<string> {
  const id = crypto.randomUUID();
  const response = await t.request({
    method: 'POST',
    url: '/api/drive-logs',
    cookie: await cookie(teacher.email),
    payload: {
      id,
      studentId: student.id,
      source: 'manual',
      ...nextSlot(),
      timeZone: 'America/Los_Angeles',
      supervisor: { type: 'other', name: supervisor, licenseNumber: 'D1234567' },
      weather: ['rain'],
      roadTypes: ['highway'],
      notes: NOTES,
      start: { label: LABEL(i) },
      end: { label: LABEL(i + 7) },
    },
  });
  expectOk(response, 201);
  return id;
}

async function storeDrive(supervisor: string, i: number): Promise<void> {
  const { startedAt, endedAt } = nextSlot();
  await t.db
    .insertInto('driveLog')
    .values({
      id: crypto.randomUUID(),
      studentId: student.id,
      organizationId: schoolId,
      supervisorType: 'other',
      supervisorId: null,
      supervisorName: supervisor,
      supervisorLicense: `${HARD.rlo}L-1`,
      startedAt: new Date(startedAt),
      endedAt: new Date(endedAt),
      timeZone: 'America/Los_Angeles',
      durationMinutes: 45,
      nightMinutes: 0,
      nightMinutesComputed: 0,
      weather: JSON.stringify(['clear']),
      roadTypes: JSON.stringify(['rural']),
      skills: '[]',
      notes: `${NOTES} ${HARD.isolates}`,
      startLabel: `${HARD.loneMark} ${LABEL(i)}`,
      endLabel: `${HARD.privateUse}${HARD.rlo}`,
      source: 'manual',
      status: i % 2 ? 'submitted' : 'approved',
      createdBy: teacher.id,
      updatedAt: new Date(),
    })
    .execute();
}

async function loadPdf(body: Buffer) {
  const doc = await PDFDocument.load(body, { updateMetadata: false });
  return {
    doc,
    summary: JSON.parse(doc.getSubject() ?? '{}'),
    text: doc.getPages().map(pageText).join('\n').replace(/\s+/g, ' '),
  };
}

const downloadLog = async (kind: 'pdf' | 'csv', query = '') =>
  t.request({
    method: 'GET',
    url: `/api/students/${student.id}/drive-log.${kind}${query}`,
    cookie: await cookie(teacher.email),
  });

beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t.app, { name: 'Plain Driving School', state: 'CA' });
  owner = await createPerson(t.app, { role: 'organization', organizationId: schoolId, state: 'CA' });
  await t.db.updateTable('organization').set({ ownerId: owner.id }).where('id', '=', schoolId).execute();
  teacher = await createPerson(t.app, { role: 'teacher', organizationId: schoolId, state: 'CA' });
  student = await createPerson(t.app, {
    role: 'student',
    organizationId: schoolId,
    state: 'CA',
    firstName: FIRST_NAME,
    lastName: LAST_NAME,
  });

  // The school is renamed through its settings, as its owner would.
  const renamed = expectOk<{ organization: { name: string } }>(
    await t.request({
      method: 'PATCH',
      url: `/api/organizations/${schoolId}`,
      cookie: await cookie(owner.email),
      payload: { name: SCHOOL_NAME },
    }),
  );
  expect(renamed.organization.name).toBe(SCHOOL_NAME);

  const logged = [];
  for (const [i, supervisor] of SUPERVISORS.entries()) logged.push(await logDrive(supervisor, i));
  expectOk(
    await t.request({
      method: 'POST',
      url: '/api/drive-logs/review',
      cookie: await cookie(owner.email),
      payload: { driveIds: logged, decision: 'approve' },
    }),
  );
  for (const [i, supervisor] of STORED_SUPERVISORS.entries()) await storeDrive(supervisor, i);
});
afterAll(() => t?.close());

describe('a log in twenty scripts and every hard case of Unicode', () => {
  it('prints (200): the scripts the fonts cover as written, the rest as "?", with a note saying so', async () => {
    const response = await downloadLog('pdf', '?lang=en');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { doc, summary, text } = await loadPdf(response.rawPayload);

    // The metadata keeps the exact name; the page prints what the fonts can.
    expect(doc.getTitle()).toBe(`Supervised driving log: ${FIRST_NAME} ${LAST_NAME}`);
    expect(summary.totals.drives).toBe(SUPERVISORS.length + 1);
    expect(text).toContain(`Priya ${SCRIPTS.devanagari!.text} ?`);
    expect(text).toContain('स्कूल Golden 中文 한국어 العربية');
    // Table cells wrap, and Chinese and Japanese may wrap between any two characters.
    const unwrapped = text.replace(/ /g, '');
    for (const [script, sample] of Object.entries(SCRIPTS)) {
      if (sample.printed) expect(unwrapped, script).toContain(sample.printed.replace(/ /g, ''));
      else expect(text, script).not.toContain(sample.text);
    }
    expect(unwrapped).toContain('العربيةAli中文ひらがなカタカナ한국어');
    expect(text).toMatch(/\?+ \?+ \?+ Somchai \?+ \?+/);
    expect(text).toContain('Dad ? ? ? ? ?'); // family, flag, thumb, car, the Zalgo Z: one "?" each
    expect(text).toContain('José é');
    expect(text).toContain('abcdef'); // the override dropped, the letters kept in order
    expect(text).toContain('ڢ ڣ ڥ ݠ');
    expect(text).toContain(
      'Some characters in this log, such as emoji or letters of scripts its fonts do not include, cannot be printed and are shown as “?”.',
    );
    // Long words are cut across lines, never lost.
    expect(unwrapped).toContain(longWord(100));
  });

  it('prints in every language (200)', async () => {
    for (const lang of LANGUAGE_CODES) {
      const response = await downloadLog('pdf', `?lang=${lang}`);
      expect(response.statusCode, `${lang}: ${response.body.slice(0, 300)}`).toBe(200);
      const { text } = await loadPdf(response.rawPayload);
      expect(text, lang).toContain(SCRIPTS.korean!.text);
    }
  });

  it('exports the CSV (200) with every character as entered', async () => {
    const response = await downloadLog('csv');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    for (const supervisor of [...SUPERVISORS, ...STORED_SUPERVISORS]) expect(response.body).toContain(supervisor);
    expect(response.body).toContain(NOTES);
    expect(response.body).toContain(LABEL(0));
    expect(response.body).toContain(`${HARD.privateUse}${HARD.rlo}`);
  });
});

describe('a school renamed in many scripts', () => {
  it('shows in the public verification of a printed log', async () => {
    const { summary } = await loadPdf((await downloadLog('pdf')).rawPayload);
    const body = expectOk<LogVerification>(
      await t.app.inject({
        method: 'GET',
        url: `/api/log-verification/${summary.exportId}`,
        remoteAddress: '198.51.100.20',
      }),
    );
    expect(body.school).toBe(SCHOOL_NAME);
    expect(body.student).toMatch(/^Priya /);
    expect(body.unchanged).toBe(true);
  });

  it('goes into its e-mails: a consent request and the suspension notice', async () => {
    const other = await createPerson(t.app, {
      role: 'student',
      organizationId: schoolId,
      state: 'CA',
      consent: 'none',
      firstName: SCRIPTS.devanagari!.text,
      lastName: HARD.emojiFamily!,
    });
    const parentEmail = `parent-${crypto.randomBytes(4).toString('hex')}@example.test`;
    expectOk(
      await t.request({
        method: 'POST',
        url: `/api/students/${other.id}/consent/request`,
        cookie: await cookie(owner.email),
        payload: { parentEmail },
      }),
    );
    const [request] = await mailsTo(t.db, parentEmail, 'consent-request');
    expect(request!.text).toContain(SCHOOL_NAME);

    expectOk(
      await t.request({
        method: 'POST',
        url: `/api/organizations/${schoolId}/status`,
        cookie: await cookie('admin'),
        payload: { status: 'suspended', reason: 'Test suspension' },
      }),
    );
    const [notice] = await mailsTo(t.db, owner.email, 'organization-suspended');
    expect(`${notice!.subject}\n${notice!.text}`).toContain(SCHOOL_NAME);
  });
});
