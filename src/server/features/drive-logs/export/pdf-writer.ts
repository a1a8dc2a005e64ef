/**
 * A small flowing layout on top of pdf-lib: text that wraps, headings kept with what follows,
 * and tables that continue over as many pages as needed with their header repeated. Text is
 * drawn in runs, each in the first font that has its characters (pdf-fonts.ts) and in one
 * script, shaped by fontkit (joined Arabic letters, Devanagari conjuncts, marks placed by the
 * font's positions; shaping.ts never throws) and put in visual order (pdf-text.ts). Characters
 * no font has are drawn as "?" (decision 010). In a right-to-left document every box is
 * mirrored: positions are given as for a left-to-right page and `mirror` turns them around.
 */
import {
  beginText,
  endText,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import type { Font } from '@pdf-lib/fontkit';
import type { DocumentFonts, EmbeddedFont, Family } from './pdf-fonts.js';
import {
  bidiLevels,
  clusters,
  printableText,
  scriptOf,
  visualOrder,
  type LogicalRun,
  type Printable,
} from './pdf-text.js';
import { shapeText, type ShapedGlyph } from './shaping.js';

/** A page's size and margins, in points. */
export interface PageSize {
  width: number;
  height: number;
  margin: number;
  /** Room kept free above the bottom margin for a footer. */
  footer: number;
}

/** US Letter, in points: the printable log's page. */
export const PAGE: PageSize = { width: 612, height: 792, margin: 42, footer: 30 };
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.4, 0.45);
export const RULE = rgb(0.78, 0.8, 0.84);
const HEADER_FILL = rgb(0.92, 0.94, 0.97);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Space after the block, in points. */
  after?: number;
}

export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'start' | 'end';
}

export type Align = 'start' | 'end' | 'center';

interface ShapedRun {
  font: EmbeddedFont;
  text: string;
  /** Glyphs with their positions in font units (shared: never changed). */
  glyphs: readonly ShapedGlyph[];
  /** Width in points at size 1. */
  width: number;
  /** The glyphs' codes in the font's subset, once drawn. */
  codes?: string;
}

const LETTER = /\p{L}/u;
const PLAIN = /^[\x20-\x7e]*$/;
/** Chinese and Japanese characters: a line may break before or after any of them. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Shaped runs by font and text, shared by every document of the process: the fonts are parsed
 * once per process (pdf-fonts.ts) and shaping gives the same glyphs for the same text, so the
 * labels a language repeats in every document are laid out once. Bounded: cleared when full.
 */
const shapes = new WeakMap<Font, Map<string, { glyphs: readonly ShapedGlyph[]; width: number }>>();
const SHAPES_PER_FONT = 20_000;

/** The pieces a line may break between: [text, preceded by a space]. */
function breakable(paragraph: string): [string, boolean][] {
  const out: [string, boolean][] = [];
  for (const word of paragraph.split(' ').filter(Boolean)) {
    let spaced = true;
    let piece = '';
    for (const ch of word) {
      // Break before a CJK character, and after one unless punctuation follows.
      const cjk = CJK.test(ch);
      if (piece && (cjk ? !/^[\u3001\u3002\uff0c\uff09\uff1a\uff1b]$/.test(ch) : CJK.test([...piece].at(-1)!))) {
        out.push([piece, spaced]);
        spaced = false;
        piece = '';
      }
      piece += ch;
    }
    if (piece) out.push([piece, spaced]);
  }
  return out;
}

export class PdfWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly left: number;
  readonly right: number;
  readonly width: number;
  readonly bottom: number;
  private readonly wordWidths = new Map<string, number>();
  private readonly layouts = new Map<string, { text: string; runs: ShapedRun[]; width: number }>();
  private readonly printable = new Map<string, Printable>();
  private readonly fontKeys = new Map<PDFPage, Map<PDFFont, PDFName>>();

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: DocumentFonts,
    /** A right-to-left document: mirrored layout, paragraphs right to left. */
    readonly rtl = false,
    /** Size of every page (the certificate is US Letter landscape). */
    readonly size: PageSize = PAGE,
  ) {
    this.left = size.margin;
    this.right = size.width - size.margin;
    this.width = size.width - 2 * size.margin;
    this.bottom = size.margin + size.footer;
    this.newPage();
  }

  private printed(text: string): Printable {
    let result = this.printable.get(text);
    if (!result) {
      result = printableText(text, (cp) => this.fonts.family(cp) !== null);
      this.printable.set(text, result);
    }
    return result;
  }

  /** What is drawn of `text`: cleaned, and "?" for each character no font has (see pdf-text.ts). */
  clean(text: string): string {
    return this.printed(text).text;
  }

  /** How many characters of `text` no font has, and are drawn as "?". */
  unprintable(text: string): number {
    return text.split(/\r\n?|\n/).reduce((n, paragraph) => n + this.printed(paragraph).replaced, 0);
  }

  newPage(): void {
    this.page = this.doc.addPage([this.size.width, this.size.height]);
    this.pages.push(this.page);
    this.y = this.size.height - this.size.margin;
  }

  /** Starts a new page unless `height` points still fit; true when a page was started. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  /** The left edge of a box given as on a left-to-right page. */
  mirror(x: number, width = 0): number {
    return this.rtl ? this.size.width - x - width : x;
  }

  /** Runs of one line in logical order: same embedding level, same font and same script. */
  private logicalRuns(line: string, bold: boolean): LogicalRun<EmbeddedFont>[] {
    const chars = [...line];
    const levels = bidiLevels(chars, this.rtl);
    const runs: LogicalRun<EmbeddedFont>[] = [];
    let previous: Family | null = null;
    let runScript: string | null = null;
    chars.forEach((ch, i) => {
      const cp = ch.codePointAt(0)!;
      // Spaces, punctuation, digits and marks stay in the font of the text around them.
      let family = previous && !LETTER.test(ch) && this.fonts.has(previous, cp) ? previous : this.fonts.family(cp);
      if (family === null) {
        ch = '?';
        family = 'latin';
      }
      previous = family;
      const font = this.fonts.get(family, bold ? 'bold' : 'regular');
      // Spaces, digits, punctuation and marks take the script of the run they are in.
      const script = scriptOf(ch);
      const last = runs.at(-1);
      if (
        last &&
        last.font === font &&
        last.level === levels[i] &&
        (script === null || runScript === null || script === runScript)
      ) {
        last.text += ch;
        runScript ??= script;
      } else {
        runs.push({ text: ch, level: levels[i]!, font });
        runScript = script;
      }
    });
    return runs;
  }

  private shape(font: EmbeddedFont, text: string): ShapedRun {
    let byText = shapes.get(font.font);
    if (!byText) shapes.set(font.font, (byText = new Map()));
    let shaped = byText.get(text);
    if (!shaped) {
      const { glyphs } = shapeText(font.font, text);
      shaped = { glyphs, width: glyphs.reduce((s, g) => s + g.xAdvance, 0) / font.font.unitsPerEm };
      if (byText.size >= SHAPES_PER_FONT) byText.clear();
      byText.set(text, shaped);
    }
    return { font, text, glyphs: shaped.glyphs, width: shaped.width };
  }

  /** A line shaped and in visual order, left to right. */
  private layout(line: string, bold: boolean): { text: string; runs: ShapedRun[]; width: number } {
    // Tables repeat the same cells (conditions, supervisors): shape each line once.
    const key = `${bold ? 'b' : 'r'}${line}`;
    let result = this.layouts.get(key);
    if (!result) {
      const logical = this.logicalRuns(line, bold);
      const runs = visualOrder(logical).map((r) => this.shape(r.font, r.text));
      result = { text: logical.map((r) => r.text).join(''), runs, width: runs.reduce((s, r) => s + r.width, 0) };
      this.layouts.set(key, result);
    }
    return result;
  }

  /** Width of already-clean text at size 1: shaped widths, cached per word. */
  private unitWidth(text: string, bold: boolean): number {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let width = this.wordWidths.get(key);
    if (width === undefined) {
      width = this.logicalRuns(text, bold).reduce((s, r) => s + this.shape(r.font, r.text).width, 0);
      this.wordWidths.set(key, width);
    }
    return width;
  }

  /** Width of already-clean text, summed word by word. */
  measure(text: string, style: TextStyle = {}): number {
    const bold = style.bold ?? false;
    const words = text.split(' ');
    const total =
      words.reduce((s, w) => s + (w ? this.unitWidth(w, bold) : 0), 0) + (words.length - 1) * this.unitWidth(' ', bold);
    return total * (style.size ?? 10);
  }

  widthOf(text: string, style: TextStyle = {}): number {
    return this.measure(this.clean(text), style);
  }

  /**
   * A word wider than `limit` (at size 1) in pieces that fit, cut between user-perceived
   * characters: widths are summed character by character, then each piece is measured whole
   * and shortened while its shaped width is still too wide. A piece holds at least one.
   */
  private cut(word: string, limit: number, bold: boolean): string[] {
    const chars = clusters(word);
    const pieces: string[] = [];
    let start = 0;
    while (start < chars.length) {
      let end = start + 1;
      let width = this.unitWidth(chars[start]!, bold);
      while (end < chars.length && width + this.unitWidth(chars[end]!, bold) <= limit)
        width += this.unitWidth(chars[end++]!, bold);
      while (end - start > 1 && this.unitWidth(chars.slice(start, end).join(''), bold) > limit) end--;
      pieces.push(chars.slice(start, end).join(''));
      start = end;
    }
    return pieces;
  }

  /** Lines of at most `width` points; words longer than a line are cut. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const size = style.size ?? 10;
    const bold = style.bold ?? false;
    const limit = width / size;
    const space = this.unitWidth(' ', bold);
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n?|\n/).map((p) => this.clean(p))) {
      let line = '';
      let lineWidth = 0;
      for (const [word, spaced] of breakable(paragraph)) {
        const wordWidth = this.unitWidth(word, bold);
        const gap = spaced ? space : 0;
        if (line && lineWidth + gap + wordWidth <= limit) {
          line += spaced ? ` ${word}` : word;
          lineWidth += gap + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        lineWidth = wordWidth;
        if (lineWidth > limit) {
          const pieces = this.cut(word, limit, bold);
          line = pieces.pop()!;
          lines.push(...pieces);
          lineWidth = this.unitWidth(line, bold);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private fontKey(font: PDFFont): PDFName {
    let keys = this.fontKeys.get(this.page);
    if (!keys) this.fontKeys.set(this.page, (keys = new Map()));
    let key = keys.get(font);
    if (!key) keys.set(font, (key = this.page.node.newFontDictionary(font.name, font.ref)));
    return key;
  }

  /**
   * Draws one already-fitted line with its left end at (x, y). Glyphs go out in chunks that
   * the PDF viewer advances itself; a chunk restarts where the font's positioning moves a glyph
   * (Arabic dots and marks, kerning).
   */
  draw(text: string, x: number, y: number, style: TextStyle = {}): void {
    const line = this.clean(text);
    if (!line) return;
    const { text: drawn, runs } = this.layout(line, style.bold ?? false);
    this.drawShaped(drawn, runs, x, y, style);
  }

  /**
   * Shaped glyphs do not always map back to the letters: Noto Sans Arabic draws the dots apart
   * so letters share a base glyph, Noto Sans splits "ị" into "i" and a dot, and right-to-left
   * runs are in visual order. Lines with anything beyond ASCII therefore also carry their text
   * as /ActualText, so that copying or searching the PDF gives the line as written.
   */
  private drawShaped(line: string, runs: ShapedRun[], x: number, y: number, style: TextStyle): void {
    const size = style.size ?? 10;
    const ops: PDFOperator[] = [];
    const actual = !PLAIN.test(line);
    if (actual) {
      const properties = PDFDict.withContext(this.doc.context);
      properties.set(PDFName.of('ActualText'), PDFHexString.fromText(line));
      // An inline property list: pdf-lib writes any PDF object operand, its types list fewer.
      ops.push(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of('Span'),
          properties as unknown as PDFName,
        ]),
      );
    }
    ops.push(pushGraphicsState(), setFillingColor(style.color ?? INK), beginText());
    let pen = x;
    for (const run of runs) {
      const scale = size / run.font.font.unitsPerEm;
      const hex = (run.codes ??= run.font.encode(run.glyphs.map((g) => g.glyph)));
      ops.push(setFontAndSize(this.fontKey(run.font.pdf), size));
      let chunk = '';
      run.glyphs.forEach((g, i) => {
        const before = run.glyphs[i - 1];
        const restart =
          !before ||
          g.xOffset !== 0 ||
          g.yOffset !== 0 ||
          before.xOffset !== 0 ||
          before.yOffset !== 0 ||
          before.xAdvance !== before.advance;
        if (restart) {
          if (chunk) ops.push(showText(PDFHexString.of(chunk)));
          ops.push(setTextMatrix(1, 0, 0, 1, pen + g.xOffset * scale, y + g.yOffset * scale));
          chunk = '';
        }
        chunk += hex.slice(i * 4, i * 4 + 4);
        pen += g.xAdvance * scale;
      });
      if (chunk) ops.push(showText(PDFHexString.of(chunk)));
    }
    ops.push(endText(), popGraphicsState());
    if (actual) ops.push(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    this.page.pushOperators(...ops);
  }

  /** Draws one line in a box given as on a left-to-right page, aligned at its start or end. */
  drawIn(text: string, x: number, width: number, y: number, style: TextStyle = {}, align: Align = 'start'): void {
    const line = this.clean(text);
    if (!line) return;
    const { text: drawn, runs, width: unit } = this.layout(line, style.bold ?? false);
    const lineWidth = unit * (style.size ?? 10);
    const box = this.mirror(x, width);
    const atLeft = align === 'center' ? null : (align === 'start') !== this.rtl;
    const left = atLeft === null ? box + (width - lineWidth) / 2 : atLeft ? box : box + width - lineWidth;
    this.drawShaped(drawn, runs, left, y, style);
  }

  /** A horizontal line between two positions given as on a left-to-right page. */
  hline(from: number, to: number, y: number, color: RGB = RULE, thickness = 0.6): void {
    this.page.drawLine({ start: { x: this.mirror(from), y }, end: { x: this.mirror(to), y }, thickness, color });
  }

  lineHeight(style: TextStyle = {}): number {
    // Arabic letters reach further above and below than Latin ones.
    return (style.size ?? 10) * (this.rtl ? 1.45 : 1.3);
  }

  /** A wrapped block of text across the content width (or `width`), flowing over pages. */
  paragraph(text: string, style: TextStyle = {}, x = this.left, width = this.right - x): void {
    const lh = this.lineHeight(style);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(lh);
      this.y -= lh;
      this.drawIn(line, x, width, this.y + lh * 0.25, style);
    }
    this.y -= style.after ?? 4;
  }

  /** A section heading, moved to the next page when the `keep` points that follow would not fit. */
  heading(text: string, keep = 60, size = 13): void {
    this.ensure(size * 1.6 + keep);
    this.y -= 8;
    this.paragraph(text, { size, bold: true, after: 4 });
  }

  rule(color = RULE): void {
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.right, y: this.y },
      thickness: 0.6,
      color,
    });
  }

  /**
   * A table that continues over pages: the header row is repeated on each page, preceded by
   * `continued` (e.g. "Approved drives (continued)"). Cells wrap; a row never splits.
   */
  table(columns: Column[], rows: string[][], continued: string, size = 8.5): void {
    const pad = 3;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const lh = size * (this.rtl ? 1.4 : 1.25);
    const measure = (cells: string[], bold: boolean) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * pad, { size, bold }));
      return { wrapped, height: Math.max(1, ...wrapped.map((w) => w.length)) * lh + 2 * pad };
    };
    const drawRow = (wrapped: string[][], height: number, header: boolean) => {
      if (header)
        this.page.drawRectangle({ x: this.left, y: this.y - height, width: this.width, height, color: HEADER_FILL });
      let x = this.left;
      wrapped.forEach((lines, i) => {
        const w = widths[i]!;
        lines.forEach((line, n) =>
          this.drawIn(
            line,
            x + pad,
            w - 2 * pad,
            this.y - pad - (n + 1) * lh + lh * 0.25,
            { size, bold: header },
            columns[i]!.align,
          ),
        );
        x += w;
      });
      this.y -= height;
      this.rule();
    };
    const head = measure(
      columns.map((c) => c.header),
      true,
    );
    // Keep the header with the first row.
    this.ensure(head.height + (rows[0] ? measure(rows[0], false).height : 0));
    drawRow(head.wrapped, head.height, true);
    for (const cells of rows) {
      const row = measure(cells, false);
      if (this.ensure(row.height)) {
        this.paragraph(continued, { size: 9, bold: true, color: MUTED, after: 4 });
        drawRow(head.wrapped, head.height, true);
      }
      drawRow(row.wrapped, row.height, false);
    }
    this.y -= 6;
  }
}
