/**
 * A small flowing layout on top of pdf-lib: text that wraps, headings kept with what follows,
 * and tables that continue over as many pages as needed with their header repeated.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { winAnsi } from './pdf-text.js';

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792, margin: 42, footer: 30 };
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

export class PdfWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  readonly left = PAGE.margin;
  readonly right = PAGE.width - PAGE.margin;
  readonly width = PAGE.width - 2 * PAGE.margin;
  readonly bottom = PAGE.margin + PAGE.footer;
  private readonly supported: ReadonlySet<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.supported = new Set(font.getCharacterSet());
    this.newPage();
  }

  /** What the font can draw of `text` (see pdf-text.ts). */
  clean(text: string): string {
    return winAnsi(text, this.supported);
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page unless `height` points still fit; true when a page was started. */
  ensure(height: number): boolean {
    if (this.y - height >= this.bottom) return false;
    this.newPage();
    return true;
  }

  fontOf(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.font;
  }

  private readonly glyphWidths = new Map<PDFFont, Map<string, number>>();

  /**
   * Width of already-clean text: the sum of its characters' widths, cached per font. pdf-lib's
   * own measure looks each glyph up in a list (slow for long tables) and adds kerning, which
   * drawText does not apply anyway.
   */
  measure(text: string, style: TextStyle = {}): number {
    const font = this.fontOf(style);
    let widths = this.glyphWidths.get(font);
    if (!widths) this.glyphWidths.set(font, (widths = new Map()));
    let total = 0;
    for (const ch of text) {
      let w = widths.get(ch);
      if (w === undefined) widths.set(ch, (w = font.widthOfTextAtSize(ch, 1000)));
      total += w;
    }
    return (total * (style.size ?? 10)) / 1000;
  }

  widthOf(text: string, style: TextStyle = {}): number {
    return this.measure(this.clean(text), style);
  }

  /** Lines of at most `width` points; words longer than a line are cut. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const fits = (s: string) => this.measure(s, style) <= width;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n?|\n/).map((p) => this.clean(p))) {
      let line = '';
      for (const word of paragraph.split(' ').filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (!fits(line)) {
          let cut = line.length - 1;
          while (cut > 1 && !fits(line.slice(0, cut))) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Draws one already-fitted line at (x, y). */
  draw(text: string, x: number, y: number, style: TextStyle = {}): void {
    const clean = this.clean(text);
    if (!clean) return;
    this.page.drawText(clean, { x, y, size: style.size ?? 10, font: this.fontOf(style), color: style.color ?? INK });
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? 10) * 1.3;
  }

  /** A wrapped block of text across the content width (or `width`), flowing over pages. */
  paragraph(text: string, style: TextStyle = {}, x = this.left, width = this.right - x): void {
    const lh = this.lineHeight(style);
    for (const line of this.wrap(text, width, style)) {
      this.ensure(lh);
      this.y -= lh;
      this.draw(line, x, this.y + lh * 0.25, style);
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
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.6, color });
  }

  /**
   * A table that continues over pages: the header row is repeated on each page, preceded by
   * `continued` (e.g. "Approved drives (continued)"). Cells wrap; a row never splits.
   */
  table(columns: Column[], rows: string[][], continued: string, size = 8.5): void {
    const pad = 3;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const lh = size * 1.25;
    const measure = (cells: string[], bold: boolean) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * pad, { size, bold }));
      return { wrapped, height: Math.max(1, ...wrapped.map((w) => w.length)) * lh + 2 * pad };
    };
    const drawRow = (wrapped: string[][], height: number, header: boolean) => {
      if (header) this.page.drawRectangle({ x: this.left, y: this.y - height, width: this.width, height, color: HEADER_FILL });
      let x = this.left;
      wrapped.forEach((lines, i) => {
        const w = widths[i]!;
        lines.forEach((line, n) => {
          const style = { size, bold: header };
          const lineWidth = this.measure(line, style);
          const cx = columns[i]!.align === 'end' ? x + w - pad - lineWidth : x + pad;
          this.draw(line, cx, this.y - pad - (n + 1) * lh + lh * 0.25, style);
        });
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
