import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';
import { exportFileName } from './document-text.js';
import { logFingerprint } from './fingerprint.js';
import { helveticaCharacters, pdfLanguage, winAnsi } from './pdf-text.js';
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
    ['\rlead', "\"'\rlead\""],
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
    expect(csvDocument([['a', 'b'], [1, 'c']])).toBe('\uFEFFa,b\r\n1,c\r\n');
  });
});

describe('winAnsi', () => {
  it('keeps what Helvetica shows and replaces the rest without throwing', async () => {
    const set = await helveticaCharacters();
    expect(winAnsi('Zoë Müller-Ñúñez – “ok” €5', set)).toBe('Zoë Müller-Ñúñez – “ok” €5');
    expect(winAnsi('Nguyễn Thị Đặng', set)).toBe('Nguyên Thi Dang');
    expect(winAnsi('Łukasz Żółć', set)).toBe('Lukasz Zólc');
    expect(winAnsi('Ирина Щукина', set)).toBe('Irina Shchukina');
    expect(winAnsi('王小明 😀', set)).toBe('??? ?');
    expect(winAnsi('a\u202fb\u00a0c\td\u200be', set)).toBe('a b c de');
    expect(winAnsi('e\u0301', set)).toBe('é'); // decomposed input is composed first
  });

  it('always gives text the font can encode', async () => {
    const set = await helveticaCharacters();
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => [...winAnsi(s, set)].every((c) => set.has(c.codePointAt(0)!))));
  });
});

describe('pdfLanguage', () => {
  it('writes in English where Helvetica cannot show the language', async () => {
    const set = await helveticaCharacters();
    expect(['zh', 'ar', 'ru', 'ko'].map((l) => pdfLanguage(l, set))).toEqual(['en', 'en', 'en', 'en']);
    expect(pdfLanguage('en', set)).toBe('en');
    // French dates say "UTC−8" with a minus sign and group digits with a narrow space: both fine.
    expect(['es', 'fr', 'de'].map((l) => pdfLanguage(l, set))).toEqual(['es', 'fr', 'de']);
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
  const drive = { id: 'a', version: 2, startedAt: new Date('2026-01-01T10:00:00Z'), endedAt: new Date('2026-01-01T11:00:00Z'), durationMinutes: 60, nightMinutes: 5 };
  it('does not depend on order, and changes with any field', () => {
    const other = { ...drive, id: 'b' };
    expect(logFingerprint('s', [drive, other])).toBe(logFingerprint('s', [other, drive]));
    for (const change of [{ version: 3 }, { nightMinutes: 6 }, { durationMinutes: 61 }, { endedAt: new Date('2026-01-01T11:01:00Z') }]) {
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
