/**
 * Shaping one run of text (one font, one script, one direction) with fontkit, guarded so that no
 * text can make it throw (decision 010). Two bugs of fontkit 1.x are fixed where they occur:
 *  - Its bundle compiled the one generator it has (the syllable matcher of the Indic and
 *    Universal shapers) to calls of a global `regeneratorRuntime` that it does not ship, so laying
 *    out Devanagari, which Noto Sans covers, threw "regeneratorRuntime is not defined".
 *    `layout` provides the little of that runtime the matcher uses while fontkit runs.
 *  - Its GPOS mark positioning reads the anchor of a mark's base even when the font leaves it
 *    out (a NULL offset, allowed by OpenType: no attachment point for that mark class), and threw
 *    "Cannot read properties of null (reading 'xCoordinate')". Noto Sans Arabic does so for ڢ ڣ ڥ
 *    ݠ ݡ and Quranic marks after some letters. `fixFontkit` leaves such marks where they are.
 * Anything else a shaper throws falls back to the font's glyphs one per character, unshaped, and
 * then to "?" glyphs.
 */
import type { Font, Glyph } from '@pdf-lib/fontkit';
import { reverseClusters, shapedRtl } from './pdf-text.js';

export interface ShapedGlyph {
  glyph: Glyph;
  /** The glyph's own advance, in font units. */
  advance: number;
  /** Position from the font's rules (kerning, marks), in font units. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface Shaped {
  glyphs: ShapedGlyph[];
  /** `shaped` by the font's rules; `unshaped` glyph by glyph after the shaper threw; `placeholder` "?" glyphs. */
  mode: 'shaped' | 'unshaped' | 'placeholder';
}

interface MatcherContext {
  prev: unknown;
  next: unknown;
  done: boolean;
  rval: unknown;
  stop(): unknown;
}
type MatcherStep = (this: unknown, context: MatcherContext) => unknown;

/**
 * What fontkit's compiled syllable matcher needs of regenerator's runtime: `mark` and `wrap`,
 * whose step function sets `next` and returns a value to yield, or calls `stop()` when done.
 */
const generatorRuntime = {
  mark: <T>(fn: T): T => fn,
  wrap(step: MatcherStep, _outer: unknown, self: unknown): IterableIterator<unknown> {
    const context: MatcherContext = {
      prev: 0,
      next: 0,
      done: false,
      rval: undefined,
      stop() {
        this.done = true;
        return this.rval;
      },
    };
    const iterator: IterableIterator<unknown> = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = step.call(self, context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  },
};

/** `font.layout(text)` with the generator runtime present only while fontkit runs (synchronously). */
function layout(font: Font, text: string) {
  const global = globalThis as { regeneratorRuntime?: unknown };
  if (global.regeneratorRuntime !== undefined) return font.layout(text);
  global.regeneratorRuntime = generatorRuntime;
  try {
    return font.layout(text);
  } finally {
    delete global.regeneratorRuntime;
  }
}

interface MarkRecord {
  markAnchor?: unknown;
}
interface GposProcessor {
  applyAnchor(
    this: GposProcessor,
    markRecord: MarkRecord | null | undefined,
    baseAnchor: unknown,
    baseGlyphIndex: number,
  ): void;
}
const fixed = new WeakSet<object>();

/** Patches fontkit's GPOS processor (shared by all fonts) to skip NULL anchors; see above. */
export function fixFontkit(font: Font): void {
  const engine = (font as unknown as { _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } } })._layoutEngine
    ?.engine;
  const processor = engine?.GPOSProcessor;
  if (!processor) return;
  const proto = Object.getPrototypeOf(processor) as GposProcessor;
  if (fixed.has(proto) || typeof proto.applyAnchor !== 'function') return;
  fixed.add(proto);
  const applyAnchor = proto.applyAnchor;
  proto.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
}

const finite = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

function shaped(font: Font, text: string): ShapedGlyph[] {
  const run = layout(font, text);
  return run.glyphs.map((glyph, i) => {
    const p = run.positions[i];
    return {
      glyph,
      advance: finite(glyph.advanceWidth),
      xAdvance: finite(p?.xAdvance),
      xOffset: finite(p?.xOffset),
      yOffset: finite(p?.yOffset),
    };
  });
}

/** The font's glyph for each character, in the order fontkit would have drawn them. */
function unshaped(font: Font, text: string): ShapedGlyph[] {
  const ordered = shapedRtl(text) ? reverseClusters(text) : text;
  return [...ordered].map((ch) => {
    const glyph = font.glyphForCodePoint(ch.codePointAt(0)!);
    const advance = finite(glyph.advanceWidth);
    return { glyph, advance, xAdvance: advance, xOffset: 0, yOffset: 0 };
  });
}

/** Glyphs and positions of `text` in `font`. Never throws. */
export function shapeText(font: Font, text: string): Shaped {
  try {
    return { glyphs: shaped(font, text), mode: 'shaped' };
  } catch {
    // A shaper bug on this input: the letters unjoined and unreordered are still readable.
  }
  try {
    return { glyphs: unshaped(font, text), mode: 'unshaped' };
  } catch {
    // The font cannot even give glyphs for the characters.
  }
  try {
    return { glyphs: unshaped(font, '?'.repeat([...text].length)), mode: 'placeholder' };
  } catch {
    return { glyphs: [], mode: 'placeholder' };
  }
}
