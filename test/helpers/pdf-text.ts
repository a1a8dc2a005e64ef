/**
 * The text drawn on a PDF page, read back through each font's ToUnicode map (the way a PDF
 * viewer copies text). One line per BT…ET block (the writer draws each line in one block);
 * glyphs in drawing order, except where a marked span gives the line's /ActualText (the writer
 * does so for right-to-left lines, whose glyphs are in visual order).
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';

function streamText(stream: unknown): string {
  return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';
}

/** glyph code (4 hex digits) → text, from a font's ToUnicode CMap. */
function toUnicode(page: PDFPage, key: string): Map<string, string> {
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const font = fonts?.lookup(PDFName.of(key), PDFDict);
  const cmap = new Map<string, string>();
  const ref = font?.get(PDFName.of('ToUnicode'));
  const text = streamText(ref instanceof PDFRef ? page.doc.context.lookup(ref) : ref);
  for (const m of text.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]*)>/g)) {
    cmap.set(m[1]!.toUpperCase(), Buffer.from(m[2]!, 'hex').swap16().toString('utf16le'));
  }
  return cmap;
}

/** Each drawn line's glyphs, as their Unicode text. */
export function pageGlyphLines(page: PDFPage): string[][] {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const maps = new Map<string, Map<string, string>>();
  const lines: string[][] = [];
  let cmap = new Map<string, string>();
  let line: string[] = [];
  for (const stream of streams) {
    let actual: string | null = null;
    for (const m of streamText(stream).matchAll(
      /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\bET\b|\/ActualText\s*<([0-9A-Fa-f]*)>|\bEMC\b/g,
    )) {
      if (m[3] !== undefined) {
        // A marked span's ActualText stands for the glyphs inside it, as in PDF viewers.
        actual = Buffer.from(m[3].slice(4), 'hex').swap16().toString('utf16le');
      } else if (m[0] === 'EMC') {
        if (actual !== null) lines.push([actual]);
        actual = null;
        line = [];
      } else if (actual !== null) {
        continue;
      } else if (m[1] !== undefined) {
        if (!maps.has(m[1])) maps.set(m[1], toUnicode(page, m[1]));
        cmap = maps.get(m[1])!;
      } else if (m[2] !== undefined) {
        for (let i = 0; i < m[2].length; i += 4) line.push(cmap.get(m[2].slice(i, i + 4).toUpperCase()) ?? '\u{fffd}');
      } else {
        lines.push(line);
        line = [];
      }
    }
  }
  return lines;
}

/** The page's text, one drawn line per line. */
export function pageText(page: PDFPage): string {
  return pageGlyphLines(page)
    .map((glyphs) => glyphs.join(''))
    .join('\n');
}
