import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../../../../test/helpers/pdf-text.js';
import type { StateRequirement } from '../../../../shared/api/requirements.js';
import { LANGUAGE_CODES } from '../../../../shared/languages.js';
import type { DriveLogRow } from '../../../db/schema.js';
import { loadLanguage } from '../../../i18n.js';
import { buildLogPdf } from './build-log-pdf.js';
import { csvCell, csvDocument } from './csv.js';
import { documentText, exportFileName } from './document-text.js';
import { logFingerprint } from './fingerprint.js';
import type { LogSnapshot } from './log-snapshot.js';
import { DocumentFonts, loadedFamilies } from './pdf-fonts.js';
import { bidiLevels, cleanText, reorder, visualOrder } from './pdf-text.js';
import { PdfWriter } from './pdf-writer.js';
import { shortName } from './verify-log.js';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@cmd', "'@cmd"],
    ['\tlead', "'\tlead"],
    ['\rlead', '"\'\rlead"'],
    ['=1,2', `"'=1,2"`],
    ['', ''],
  ])('%j → %j', (input, output) => expect(csvCell(input)).toBe(output));

  it('leaves numbers and empty values alone', () => {
    expect([csvCell(-3), csvCell(12.5), csvCell(null), csvCell(undefined)]).toEqual(['-3', '12.5', '', '']);
  });

  it('never lets a text cell start with a formula character once unquoted', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const cell = csvCell(s);
        const inner = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        return !/^[=+\-@\t\r]/.test(inner);
      }),
    );
  });

  it('writes a BOM and CRLF line ends', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        [1, 'c'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,c\r\n');
  });
});

describe('cleanText', () => {
  it('composes letters, keeps every script, and turns odd spaces into spaces', () => {
    expect(cleanText('Nguye\u0302\u0303n Thị Đặng')).toBe('Nguyễn Thị Đặng');
    expect(cleanText('a\u202fb\u00a0c\td\u200be\u202bf')).toBe('a b c def');
    expect(cleanText('Ирина 王小明 أميرة 김민준')).toBe('Ирина 王小明 أميرة 김민준');
  });
});

describe('bidi', () => {
  const visual = (text: string, rtl: boolean) => {
    const chars = [...text];
    return reorder(chars, bidiLevels(chars, rtl)).join('');
  };
  it('keeps left-to-right text as it is', () => {
    expect(visual('Jamie Parker (CA) 12:30', false)).toBe('Jamie Parker (CA) 12:30');
  });
  it('reverses Arabic words but keeps numbers and Latin names left to right', () => {
    expect(visual('أب 12:30 جد', true)).toBe('دج 12:30 بأ');
    expect(visual('أب Alex Doe جد', true)).toBe('دج Alex Doe بأ');
    expect(visual('California (CA)', true)).toBe('California (CA)');
    expect(visual('Amira أب جد Ali', false)).toBe('Amira دج بأ Ali');
  });
  it('hands fontkit Arabic runs as written (it reverses them) and mirrors brackets', () => {
    const runs = visualOrder([
      { text: 'أب ', level: 1, font: 'a' },
      { text: '12', level: 2, font: 'l' },
      { text: ' (جد)', level: 1, font: 'a' },
    ]);
    expect(runs.map((r) => r.text)).toEqual([' )جد(', '12', 'أب ']);
  });
});

const NAMES: Record<string, string> = {
  en: 'Jamie Parker',
  ar: 'أميرة حداد',
  zh: '王小明',
  ko: '김민준',
  ru: 'Ирина Щукина',
  vi: 'Nguyễn Thị Đặng',
};

function drive(i: number, supervisor: string): DriveLogRow {
  const start = new Date(Date.UTC(2026, 0, 1 + i, 18, 0));
  return {
    id: `d${i}`,
    supervisorType: i % 2 ? 'parent' : 'other',
    supervisorName: supervisor,
    supervisorLicense: i % 2 ? null : 'D1234567',
    startedAt: start,
    endedAt: new Date(start.getTime() + (45 + i) * 60_000),
    timeZone: 'America/Los_Angeles',
    durationMinutes: 45 + i,
    nightMinutes: i % 4 ? 0 : 20,
    weather: ['rain'],
    roadTypes: ['highway'],
    traffic: 'heavy',
  } as unknown as DriveLogRow;
}

async function samplePdf(lng: string, name: string, supervisor = 'Alex Doe', drives = 3) {
  const approved = Array.from({ length: drives }, (_, i) => drive(i, supervisor));
  const total = approved.reduce((s, d) => s + d.durationMinutes, 0);
  const bytes = await buildLogPdf({
    exportId: 'abcDEF123456789xyz',
    verifyUrl: 'https://roadlog.example/verify-log/abcDEF123456789xyz',
    generatedAt: new Date('2026-05-17T16:05:00Z'),
    timeZone: 'America/Los_Angeles',
    text: documentText(lng),
    student: { name, firstName: null, lastName: null, schoolName: 'Golden State Driving School' },
    stateName: 'California (CA)',
    requirement: {
      code: 'CA',
      name: 'California',
      supervisedHours: 50,
      nightHours: 10,
      minPermitMonths: 6,
    } as StateRequirement,
    snapshot: {
      approved,
      pending: [],
      progress: {
        pending: { drives: 0, totalMinutes: 0, nightMinutes: 0 },
        requiredMinutes: 3000,
        requiredNightMinutes: 600,
      } as unknown as LogSnapshot['progress'],
      totals: {
        drives,
        totalMinutes: total,
        nightMinutes: 20,
        byWeather: { rain: total },
        byRoadType: { highway: total },
        bySupervisor: { other: total },
      },
      fingerprint: 'x',
    },
  });
  const doc = await PDFDocument.load(bytes);
  return { bytes, text: doc.getPages().map(pageText).join('\n').replace(/\s+/g, ' ') };
}

describe('buildLogPdf', () => {
  // First in this file: nothing has read the CJK fonts yet.
  it('reads and embeds only the Latin font for an English log', async () => {
    const { bytes, text } = await samplePdf('en', 'Jamie Parker');
    expect(text).toContain('Supervised driving log');
    expect([...loadedFamilies].sort()).toEqual(['latin bold', 'latin regular']);
    expect(bytes.length).toBeLessThan(100_000); // subsets, not whole fonts
  });

  it.each(LANGUAGE_CODES)('is written in %s, with the title in that language', async (lng) => {
    const { text } = await samplePdf(lng, NAMES[lng] ?? 'Jamie Parker');
    const title = (loadLanguage(lng).logExport as { pdf: { title: string } }).pdf.title;
    expect(text).toContain(title);
    expect(text).toContain(NAMES[lng] ?? 'Jamie Parker');
    expect(text).not.toContain('\u{fffd}');
  });

  it('keeps Vietnamese diacritics, and draws Chinese, Arabic, Cyrillic and Korean names in an English log', async () => {
    const { text } = await samplePdf('en', 'Nguyễn Thị Đặng', 'Ирина 王小明 김민준 أميرة');
    expect(text).toContain('Nguyễn Thị Đặng');
    expect(text).toContain('Ирина 王小明 김민준 أميرة');
    expect(text).not.toContain('?');
  });

  it('draws what no font has as "?"', async () => {
    const { text } = await samplePdf('en', 'Zoë 😀');
    expect(text).toContain('Zoë ?');
  });
});

describe('PdfWriter', () => {
  it('wraps long Arabic notes right to left within the width', async () => {
    const note =
      'تدرب الطالب على القيادة في الطريق السريع أثناء المطر الغزير مع والده لمدة ساعة كاملة ثم عاد إلى المنزل بأمان';
    const doc = await PDFDocument.create();
    const fonts = await DocumentFonts.prepare(doc, 'ar', { regular: [note], bold: [] });
    const w = new PdfWriter(doc, fonts, true);
    const lines = w.wrap(note, 150, { size: 10 });
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(note);
    for (const line of lines) expect(w.measure(line, { size: 10 })).toBeLessThanOrEqual(150);
    w.paragraph(note, { size: 10 }, w.left, 150);
    const drawn = pageText((await PDFDocument.load(await doc.save())).getPage(0)).split('\n');
    expect(drawn).toEqual(lines);
  });

  it('breaks Chinese text between characters', async () => {
    const doc = await PDFDocument.create();
    const text = '其他持有驾照的成年人，驾照号码 D1234567';
    const w = new PdfWriter(doc, await DocumentFonts.prepare(doc, 'zh', { regular: [text], bold: [] }));
    const lines = w.wrap(text, 60, { size: 10 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(text.replace(' ', ''));
  });
});

describe('exportFileName', () => {
  it('is ASCII, lower case and never empty', () => {
    expect(exportFileName('Zoë Nguyễn', '2026-05-01', 'csv')).toBe('roadlog-zoe-nguyen-2026-05-01.csv');
    expect(exportFileName('王小明', '2026-05-01', 'pdf')).toBe('roadlog-student-2026-05-01.pdf');
    expect(exportFileName('"; rm -rf /', '2026-05-01', 'pdf')).toBe('roadlog-rm-rf-2026-05-01.pdf');
  });
});

describe('logFingerprint', () => {
  const drive = {
    id: 'a',
    version: 2,
    startedAt: new Date('2026-01-01T10:00:00Z'),
    endedAt: new Date('2026-01-01T11:00:00Z'),
    durationMinutes: 60,
    nightMinutes: 5,
  };
  it('does not depend on order, and changes with any field', () => {
    const other = { ...drive, id: 'b' };
    expect(logFingerprint('s', [drive, other])).toBe(logFingerprint('s', [other, drive]));
    for (const change of [
      { version: 3 },
      { nightMinutes: 6 },
      { durationMinutes: 61 },
      { endedAt: new Date('2026-01-01T11:01:00Z') },
    ]) {
      expect(logFingerprint('s', [{ ...drive, ...change }])).not.toBe(logFingerprint('s', [drive]));
    }
    expect(logFingerprint('s', [drive])).not.toBe(logFingerprint('t', [drive]));
    expect(logFingerprint('s', [])).not.toBe(logFingerprint('s', [drive]));
  });
});

describe('shortName', () => {
  it('gives the first name and the last initial', () => {
    expect(shortName({ name: 'Jamie Parker', firstName: 'Jamie', lastName: 'Parker' })).toBe('Jamie P.');
    expect(shortName({ name: 'Ana María de la Cruz', firstName: null, lastName: null })).toBe('Ana C.');
    expect(shortName({ name: 'Cher', firstName: null, lastName: null })).toBe('Cher');
    expect(shortName({ name: 'Zoë Øster', firstName: 'Zoë', lastName: 'øster' })).toBe('Zoë Ø.');
  });
});
