/**
 * No text makes the printable log fail (decision 010): shaping never throws, every script the
 * fonts cover is shaped, and what they cannot draw prints as one "?" per character.
 */
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageText } from '../../../../../test/helpers/pdf-text.js';
import { HARD, SCRIPTS, longWord } from '../../../../../test/helpers/unicode-samples.js';
import { DocumentFonts, type Family } from './pdf-fonts.js';
import { MAX_MARKS, printableText } from './pdf-text.js';
import { PdfWriter } from './pdf-writer.js';
import { shapeText } from './shaping.js';

const FAMILIES: Family[] = ['latin', 'arabic', 'sc', 'kr'];
/** One character of each family, so that a document embeds all four. */
const EVERY_FAMILY = 'a ب 中 한';
const SEED = 20_260_517;

/** Random text: any code points, grapheme clusters, the samples and their characters, lone surrogates. */
const FORMAT = [
  '\u00ad',
  '\u061c',
  '\u180e',
  '\u200b',
  '\u200e',
  '\u2060',
  '\u2065',
  '\u206a',
  '\ufeff',
  '\ufff0',
  '\u{1bca0}',
  '\u{1d173}',
  '\u{e0001}',
  '\u{e0041}',
  '\u034f',
];
const hardPieces = [...Object.values(SCRIPTS).map((s) => s.text), ...Object.values(HARD), ...FORMAT];
const hardChars = [...new Set(hardPieces.flatMap((s) => [...s]))];
const anyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 10 }),
      fc.constantFrom(...hardPieces),
      fc.string({ unit: fc.constantFrom(...hardChars), maxLength: 30 }),
      fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n)), maxLength: 3 }),
      fc.constantFrom(' ', '\n', '\t', '\u00a0', longWord(120)),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

let doc: PDFDocument;
let fonts: DocumentFonts;
beforeAll(async () => {
  doc = await PDFDocument.create();
  fonts = await DocumentFonts.prepare(doc, 'en', { regular: [EVERY_FAMILY], bold: [EVERY_FAMILY] });
});

describe('shapeText', () => {
  it('never throws, and gives finite positions, for any text in any of the fonts', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...FAMILIES), (text, family) => {
        const { glyphs } = shapeText(fonts.get(family, 'regular').font, text);
        for (const g of glyphs) expect([g.advance, g.xAdvance, g.xOffset, g.yOffset].every(Number.isFinite)).toBe(true);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('shapes Devanagari: the i-sign before its consonant, conjuncts (the Indic shaper used to throw)', () => {
    const font = fonts.get('latin', 'regular').font;
    const hindi = shapeText(font, 'हिन्दी');
    expect(hindi.mode).toBe('shaped');
    expect(hindi.glyphs.map((g) => g.glyph.codePoints)).toEqual([[0x93f], [0x939], [0x928, 0x94d], [0x926], [0x940]]);
    expect(shapeText(font, 'क्षत्रिय').glyphs.length).toBeLessThan([...'क्षत्रिय'].length);
    expect('regeneratorRuntime' in globalThis).toBe(false); // present only while fontkit runs
  });

  it('shapes the Arabic letters and marks whose anchors the font leaves out (fontkit used to throw)', () => {
    const font = fonts.get('arabic', 'regular').font;
    for (const text of ['ڢ', 'ڣ', 'ڥ', 'ݠ', 'ݡ', 'بڢب', 'ب\u0615', 'a\u06d6', 'ب\u08d4'])
      expect(shapeText(font, text).mode, text).toBe('shaped');
  });

  it('shapes every character each font has, alone and after a letter, without falling back', () => {
    for (const family of FAMILIES) {
      const font = fonts.get(family, 'regular').font;
      // Every 7th character keeps this quick; the Devanagari and Arabic blocks are taken whole.
      const sample = font.characterSet.filter(
        (cp, i) => i % 7 === 0 || (cp >= 0x900 && cp <= 0x97f) || (cp >= 0x600 && cp <= 0x8ff),
      );
      const fallbacks = sample.filter((cp) =>
        ['', 'a', 'ب'].some((before) => shapeText(font, before + String.fromCodePoint(cp)).mode !== 'shaped'),
      );
      expect(
        fallbacks.map((cp) => cp.toString(16)),
        family,
      ).toEqual([]);
    }
  });
});

describe('printableText', () => {
  const printable = (text: string) => printableText(text, (cp) => fonts.family(cp) !== null);

  it('prints each emoji sequence, flag or modified emoji as one "?"', () => {
    expect(printable(`a ${HARD.emojiFamily} ${HARD.flag} ${HARD.skinTone} ${HARD.emoji} b`)).toEqual({
      text: 'a ? ? ? ? b',
      replaced: 4,
    });
  });

  it('prints letters of scripts no font has as "?", one per character, and keeps the rest', () => {
    const { text, replaced } = printable(`${SCRIPTS.thai!.text} Somchai ${SCRIPTS.devanagari!.text}`);
    expect(text).toMatch(/^\?+ Somchai हिन्दी क्षत्रिय$/);
    expect(replaced).toBe(text.indexOf(' '));
  });

  it('drops bidi controls, joiners and variation selectors, and composes marks', () => {
    expect(printable(HARD.rlo!).text).toBe('abcdef');
    expect(printable(HARD.isolates!).text).toBe('ltr rtl first');
    expect(printable(HARD.joiners!).text).toBe('abc نم');
    expect(printable('葛\u{E0100} é\uFE0F').text).toBe('葛 é');
    expect(printable(HARD.decomposed!).text).toBe('José é');
  });

  it('keeps a lone mark at the start, and turns a mark stack over the limit into "?"', () => {
    expect(printable(HARD.loneMark!).text).toBe('\u0301\u0308start');
    expect(printable(`x${'\u0301'.repeat(MAX_MARKS)}`).replaced).toBe(0);
    expect(printable(`x${'\u0301'.repeat(MAX_MARKS + 1)}b`)).toEqual({ text: '?b', replaced: 1 });
    expect(printable(HARD.zalgo!).text).toMatch(/^\?/);
  });

  it('prints private-use characters as "?", and lone surrogates as the replacement character', () => {
    expect(printable(HARD.privateUse!)).toEqual({ text: '???', replaced: 3 });
    expect(printable('a\ud800b\udc00').text).toBe('a\ufffdb\ufffd');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = printable(text).text;
        expect(printable(once).text).toBe(once);
      }),
      { seed: SEED, numRuns: 100 },
    );
  });
});

describe('PdfWriter with any text', () => {
  it('wraps, draws and saves any text without throwing, every line within the width', async () => {
    const local = await PDFDocument.create();
    const w = new PdfWriter(
      local,
      await DocumentFonts.prepare(local, 'en', { regular: [EVERY_FAMILY], bold: [EVERY_FAMILY] }),
    );
    fc.assert(
      fc.property(anyText, fc.integer({ min: 30, max: 400 }), fc.boolean(), (text, width, bold) => {
        const style = { size: 9, bold };
        for (const line of w.wrap(text, width, style)) {
          // A line holds at least one character, however wide.
          if ([...new Intl.Segmenter('und').segment(line)].length > 1)
            expect(w.measure(line, style)).toBeLessThanOrEqual(width + 1e-6);
        }
        w.paragraph(text, style, w.left, width);
        w.table(
          [
            { header: text, width: 1 },
            { header: 'b', width: 2, align: 'end' },
          ],
          [[text, text]],
          text,
        );
      }),
      { seed: SEED, numRuns: 150 },
    );
    const saved = await PDFDocument.load(await local.save());
    expect(saved.getPageCount()).toBeGreaterThan(0);
    saved.getPages().forEach((page) => pageText(page));
  });

  it('cuts a long word into full lines that fit', async () => {
    const local = await PDFDocument.create();
    const w = new PdfWriter(local, await DocumentFonts.prepare(local, 'en', { regular: ['W'], bold: [] }));
    // Each piece is measured once, not each of its prefixes (5,000 here).
    const lines = w.wrap(longWord(5000), 100, { size: 10 });
    expect(lines.join('')).toBe(longWord(5000));
    for (const line of lines) expect(w.measure(line, { size: 10 })).toBeLessThanOrEqual(100);
    expect(lines.slice(0, -1).every((line) => line.length === lines[0]!.length)).toBe(true);
  });
});
