/**
 * The printable log's fonts: Noto Sans (Latin incl. Vietnamese, Cyrillic, Greek), then Noto Sans
 * Arabic, Noto Sans SC and Noto Sans KR (KR before SC in a Korean document). Each character is
 * drawn with the first font of that chain that has it. Font files are read lazily, once per
 * process, and only when an earlier font lacks a character: an English log never reads the CJK
 * files. Only the families a document uses are embedded, as subsets. A character none of them
 * has is printed as "?" (pdf-text.ts, decision 010).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import type { Font, Glyph } from '@pdf-lib/fontkit';
import { fixFontkit } from './shaping.js';

const require = createRequire(import.meta.url);
const fontkit = require('@pdf-lib/fontkit') as typeof import('@pdf-lib/fontkit');

export type Family = 'latin' | 'arabic' | 'sc' | 'kr';
export type Weight = 'regular' | 'bold';

const FILES: Record<Family, string> = {
  latin: 'noto-sans/{w}/NotoSans_{w}.ttf',
  arabic: 'noto-sans-arabic/{w}/NotoSansArabic_{w}.ttf',
  sc: 'noto-sans-sc/{w}/NotoSansSC_{w}.ttf',
  kr: 'noto-sans-kr/{w}/NotoSansKR_{w}.ttf',
};
const WEIGHT_DIR: Record<Weight, string> = { regular: '400Regular', bold: '700Bold' };

export function fontPath(family: Family, weight: Weight): string {
  return require.resolve(`@expo-google-fonts/${FILES[family].replaceAll('{w}', WEIGHT_DIR[weight])}`);
}

/** The order fonts are tried in for a document language. */
export function fallbackChain(lng: string): Family[] {
  return lng === 'ko' ? ['latin', 'arabic', 'kr', 'sc'] : ['latin', 'arabic', 'sc', 'kr'];
}

interface Face {
  bytes: Uint8Array;
  /** Parsed once; used for coverage, shaping and glyph positions (the same data pdf-lib embeds). */
  font: Font;
}

interface GlyphBuffer {
  length: number;
  copy(target: GlyphBuffer): number;
  constructor: { alloc(size: number): GlyphBuffer };
}
interface SubsetInternals {
  glyf: GlyphBuffer[];
  offset: number;
  _addGlyph(gid: number): number;
}
let subsetPatched = false;

/**
 * fontkit 1.x (used by pdf-lib) writes a TrueType subset's `loca` table in the short format
 * (offsets / 2) but does not pad glyphs to an even length, so every glyph after an odd-length
 * one points to the wrong bytes and disappears (pdf-lib issues #494, #1232; Noto Sans shows it).
 * Padding each copied glyph to an even length, as the format requires, fixes it.
 */
function padSubsetGlyphs(font: Font): void {
  if (subsetPatched) return;
  subsetPatched = true;
  const proto = Object.getPrototypeOf(font.createSubset()) as SubsetInternals;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: SubsetInternals, gid: number) {
    const index = addGlyph.call(this, gid);
    const buffer = this.glyf[index]!;
    if (buffer.length % 2 === 1) {
      const padded = buffer.constructor.alloc(buffer.length + 1);
      buffer.copy(padded);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
}

const faces = new Map<string, Promise<Face>>();
/** The parsed font of each face's bytes, for `sharedFontkit`. */
const parsedFaces = new WeakMap<Uint8Array, Font>();

/**
 * The fontkit given to pdf-lib: for the bytes of a face read here it hands back the font already
 * parsed, instead of parsing it again for every document (pdf-lib's embedder calls `create` on
 * each `embedFont`; fontkit first copies the bytes one by one, ~10 MB for a CJK face). pdf-lib only
 * reads that font and makes its own subset of it, and every use is synchronous, so documents
 * built at the same time can share it as shaping already does.
 */
const sharedFontkit = {
  ...fontkit,
  create(bytes: Uint8Array, postscriptName?: string) {
    return parsedFaces.get(bytes) ?? fontkit.create(bytes, postscriptName);
  },
};
/** Which families have been read from disk in this process (tests check the CJK files stay unread). */
export const loadedFamilies = new Set<string>();

function face(family: Family, weight: Weight): Promise<Face> {
  const key = `${family} ${weight}`;
  let result = faces.get(key);
  if (!result) {
    result = readFile(fontPath(family, weight)).then((buffer) => {
      loadedFamilies.add(key);
      const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      const font = fontkit.create(bytes);
      padSubsetGlyphs(font);
      fixFontkit(font);
      parsedFaces.set(bytes, font);
      return { bytes, font };
    });
    result.catch(() => faces.delete(key));
    faces.set(key, result);
  }
  return result;
}

/** A font embedded in one document, with the parsed face it came from. */
export interface EmbeddedFont {
  family: Family;
  pdf: PDFFont;
  font: Font;
  /** The codes of already-shaped glyphs in this font's subset (4 hex digits each), adding them to it. */
  encode(glyphs: readonly Glyph[]): string;
}

/** What pdf-lib's subset embedder keeps of the glyphs used (pdf-lib 1.17, CustomFontSubsetEmbedder). */
interface SubsetEmbedder {
  subset: { includeGlyph(glyph: Glyph): number };
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void };
}

/**
 * `PDFFont.encodeText` lays the text out again, with fontkit's own script detection and no guard
 * (decision 010), and could then disagree with the glyphs measured and positioned. This does what
 * it does after its layout, for the glyphs the writer already has: each glyph is added to the
 * subset, remembered for the widths and the ToUnicode map, and written as its subset id.
 */
function glyphEncoder(pdf: PDFFont): (glyphs: readonly Glyph[]) => string {
  const embedder = (pdf as unknown as { embedder?: Partial<SubsetEmbedder> }).embedder;
  if (
    typeof embedder?.subset?.includeGlyph !== 'function' ||
    !Array.isArray(embedder.glyphs) ||
    !(embedder.glyphIdMap instanceof Map) ||
    typeof embedder.glyphCache?.invalidate !== 'function'
  ) {
    throw new Error('pdf-lib font subset internals have changed (see docs/decisions/010-pdf-unsupported-scripts.md)');
  }
  const { subset, glyphs: used, glyphIdMap, glyphCache } = embedder as SubsetEmbedder;
  return (glyphs) => {
    let hex = '';
    for (const glyph of glyphs) {
      const id = subset.includeGlyph(glyph);
      if (id > 0) used[id - 1] = glyph;
      glyphIdMap.set(glyph.id, id);
      hex += id.toString(16).padStart(4, '0').toUpperCase();
    }
    glyphCache.invalidate();
    return hex;
  };
}

/**
 * The fonts of one document. `prepare` resolves every character the document may draw to a
 * family (async: it may read font files) and embeds what is needed; drawing is then synchronous.
 */
export class DocumentFonts {
  private readonly familyOf = new Map<number, Family | null>();
  private readonly parsed = new Map<Family, Font>();
  private readonly embedded = new Map<string, EmbeddedFont>();

  private constructor(readonly chain: Family[]) {}

  /** `regular` and `bold`: all the text the document may draw in each weight. */
  static async prepare(
    doc: PDFDocument,
    lng: string,
    text: { regular: string[]; bold: string[] },
  ): Promise<DocumentFonts> {
    doc.registerFontkit(sharedFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
    const fonts = new DocumentFonts(fallbackChain(lng));
    const needs: Record<Weight, Set<Family>> = { regular: new Set(['latin']), bold: new Set(['latin']) };
    for (const weight of ['regular', 'bold'] as const) {
      const codePoints = new Set<number>();
      for (const s of text[weight]) for (const ch of s) codePoints.add(ch.codePointAt(0)!);
      for (const cp of codePoints) {
        const family = await fonts.resolve(cp);
        if (family) needs[weight].add(family);
      }
    }
    for (const weight of ['regular', 'bold'] as const) {
      for (const family of fonts.chain.filter((f) => needs[weight].has(f))) {
        const { bytes, font } = await face(family, weight);
        const pdf = await doc.embedFont(bytes, { subset: true });
        fonts.embedded.set(`${family} ${weight}`, { family, font, pdf, encode: glyphEncoder(pdf) });
      }
    }
    return fonts;
  }

  private async resolve(cp: number): Promise<Family | null> {
    const known = this.familyOf.get(cp);
    if (known !== undefined) return known;
    let found: Family | null = null;
    for (const family of this.chain) {
      let font = this.parsed.get(family);
      if (!font) this.parsed.set(family, (font = (await face(family, 'regular')).font));
      if (font.hasGlyphForCodePoint(cp)) {
        found = family;
        break;
      }
    }
    this.familyOf.set(cp, found);
    return found;
  }

  /**
   * The family that draws `cp`, or null when none can. Characters not seen by `prepare` are
   * looked up in the families already read.
   */
  family(cp: number): Family | null {
    const known = this.familyOf.get(cp);
    if (known !== undefined) return known;
    const found = this.chain.find((f) => this.parsed.get(f)?.hasGlyphForCodePoint(cp) && this.hasEmbedded(f)) ?? null;
    this.familyOf.set(cp, found);
    return found;
  }

  /** Whether `family` (already chosen for a neighbour) can also draw `cp`. */
  has(family: Family, cp: number): boolean {
    return this.parsed.get(family)?.hasGlyphForCodePoint(cp) ?? false;
  }

  private hasEmbedded(family: Family): boolean {
    return this.embedded.has(`${family} regular`) || this.embedded.has(`${family} bold`);
  }

  /** The embedded font of `family` in `weight`, or its other weight when only that one was needed. */
  get(family: Family, weight: Weight): EmbeddedFont {
    const other: Weight = weight === 'bold' ? 'regular' : 'bold';
    const found =
      this.embedded.get(`${family} ${weight}`) ??
      this.embedded.get(`${family} ${other}`) ??
      this.embedded.get(`latin ${weight}`);
    if (!found) throw new Error(`font ${family} ${weight} is not embedded`);
    return found;
  }
}
