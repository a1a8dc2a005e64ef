/**
 * The certificate as a one-page PDF (docs/product/certificates.md): US Letter landscape, framed;
 * the school's logo and name, the title by type, "This certifies that" and the student's name,
 * what was completed, the approved hours (total and at night), the state and the issue date, the
 * certificate number, a signature line with the issuer's name, and a QR code holding the
 * verification link with the signed content (src/shared/certificates.ts). A revoked certificate is
 * marked "REVOKED on <date>" across the page. The manual issue reason is internal: not printed.
 *
 * Written in the requester's language (Arabic mirrored, right to left) with the printable log's
 * fonts and writer (drive-logs/export: pdf-fonts.ts, pdf-writer.ts; decisions 006 and 010):
 * names print in their own script whatever the language, and what no font has prints as "?"
 * (with a note saying so), never an error. The Subject metadata holds `{ number, type, issuedOn }`.
 */
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setGraphicsState,
  setLineWidth,
  setStrokingColor,
  stroke,
} from 'pdf-lib';
import QRCode from 'qrcode';
import type { CertificateType } from '../../../../shared/certificates.js';
import { directionOf } from '../../../../shared/languages.js';
import { DocumentFonts } from '../../drive-logs/export/pdf-fonts.js';
import { clusters } from '../../drive-logs/export/pdf-text.js';
import { INK, MUTED, PdfWriter, type PageSize, type TextStyle } from '../../drive-logs/export/pdf-writer.js';
import { certificateText, type CertificateText } from './certificate-text.js';
import { embedLogo, type Logo } from './logo-image.js';

export interface CertificatePdfInput {
  certificate: {
    number: string;
    type: CertificateType;
    studentName: string;
    schoolName: string;
    /** Two-letter code. */
    state: string | null;
    /** E.g. "California". */
    stateName: string | null;
    /** YYYY-MM-DD. */
    issuedOn: string;
    minutes: number;
    nightMinutes: number;
    issuedByName: string | null;
    /** Internal: never printed. */
    manualReason: string | null;
    status: 'valid' | 'revoked';
    /** YYYY-MM-DD. */
    revokedOn: string | null;
  };
  /** School logo bytes (PNG/JPEG; WebP may be given: skip a logo pdf-lib cannot embed, never fail). */
  logo: { contentType: string; data: Uint8Array } | null;
  /** The full verification link with the signed payload fragment: goes into the QR code. */
  verifyUrl: string;
  /** The link without fragment, printed under the QR code in small type. */
  verifyUrlShort: string;
  /** One of the 11 languages (anything else: English). */
  lng: string;
  keyId: string;
}

/** What the Subject metadata holds; tests read it back. */
export interface CertificatePdfSubject {
  number: string;
  type: CertificateType;
  issuedOn: string;
}

/** US Letter landscape. The margin is the frame's inner edge plus some air. */
export const CERTIFICATE_PAGE: PageSize = { width: 792, height: 612, margin: 60, footer: 0 };
const NAVY = rgb(0.1, 0.2, 0.38);
const GOLD = rgb(0.7, 0.55, 0.24);
const RED = rgb(0.72, 0.09, 0.09);
/** Outer and inner frame lines, from the page edge. */
const FRAME_OUTER = 20;
const FRAME_INNER = 28;
/** The QR code's side, in points: about 1.4 pt a module for a typical link (version 14, 73 modules). */
const QR_SIZE = 104;

export async function buildCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { certificate: c } = input;
  const text = certificateText(input.lng);
  const { t } = text;
  const doc = await PDFDocument.create();
  const title = t('title');
  const typeTitle = t(`types.${c.type}`);
  const issuedOn = text.date(c.issuedOn);
  const hours = text.duration(c.minutes);
  const night = text.duration(c.nightMinutes);
  const state = c.stateName ?? c.state;
  const revokedBanner = c.status === 'revoked' ? t('revoked.banner', { date: text.date(c.revokedOn ?? '') }) : null;

  // Only what is drawn in each weight, so that a family (a 10 MB CJK font) is embedded once at most.
  const boldData = [c.studentName, c.schoolName, state ?? '', c.issuedByName ?? '', c.number, issuedOn, hours, night];
  const fonts = await DocumentFonts.prepare(doc, text.lng, {
    regular: [...text.strings, input.verifyUrlShort, input.keyId],
    bold: [...text.strings, ...boldData, revokedBanner ?? ''],
  });
  const rtl = directionOf(text.lng) === 'rtl';
  const w = new PdfWriter(doc, fonts, rtl, CERTIFICATE_PAGE);
  const unprintable = [c.studentName, c.schoolName, state ?? '', c.issuedByName ?? ''].some(
    (s) => w.unprintable(s) > 0,
  );

  const subject: CertificatePdfSubject = { number: c.number, type: c.type, issuedOn: c.issuedOn };
  doc.setTitle(`${title} — ${typeTitle}: ${c.studentName}`, { showInWindowTitleBar: true });
  doc.setAuthor('Roadlog');
  doc.setSubject(JSON.stringify(subject));
  doc.setKeywords(['roadlog', 'certificate', c.type, `certificate:${c.number}`]);
  doc.setCreator('Roadlog');
  doc.setProducer('Roadlog');
  doc.setLanguage(text.lng);

  drawFrame(w);
  const logo = await embedLogo(doc, input.logo?.data);
  const bottomTop = drawBottom(w, input, text, unprintable);
  drawTop(w, {
    text,
    logo,
    schoolName: c.schoolName,
    title,
    typeTitle,
    studentName: c.studentName,
    statement: t(`statement.${c.type}`),
    stats: [
      { label: t('hours'), value: hours },
      { label: t('night'), value: night },
      ...(state ? [{ label: t('state'), value: state }] : []),
      { label: t('issuedOn'), value: issuedOn },
    ],
    revoked: revokedBanner ? `${revokedBanner} · ${t('revoked.note')}` : null,
    bottom: bottomTop,
  });
  if (c.status === 'revoked') drawStamp(w, t('revoked.stamp'));
  return doc.save();
}

/** A navy outer line, a gold inner one and gold diamonds in the inner corners. */
function drawFrame(w: PdfWriter): void {
  const { width, height } = CERTIFICATE_PAGE;
  const page = w.page;
  page.drawRectangle({
    x: FRAME_OUTER,
    y: FRAME_OUTER,
    width: width - 2 * FRAME_OUTER,
    height: height - 2 * FRAME_OUTER,
    borderColor: NAVY,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: FRAME_INNER,
    y: FRAME_INNER,
    width: width - 2 * FRAME_INNER,
    height: height - 2 * FRAME_INNER,
    borderColor: GOLD,
    borderWidth: 0.9,
  });
  const d = 6;
  for (const x of [FRAME_INNER, width - FRAME_INNER])
    for (const y of [FRAME_INNER, height - FRAME_INNER])
      page.drawSvgPath(`M 0 ${-d} L ${d} 0 L 0 ${d} L ${-d} 0 Z`, { x, y, color: GOLD });
}

interface TopBlock {
  text: CertificateText;
  logo: Logo | null;
  schoolName: string;
  title: string;
  typeTitle: string;
  studentName: string;
  statement: string;
  stats: { label: string; value: string }[];
  revoked: string | null;
  /** The top of what drawBottom drew. */
  bottom: number;
}

/** A row of the top block: its height and how to draw it with its top at `y`. */
interface Row {
  height: number;
  /** A gap that grows, by this weight, when the page has room to spare. */
  flex?: number;
  draw(y: number): void;
}

/**
 * Everything above the signature, number and QR code, centered on the page and vertically in the
 * room above them; in a more compact form when the full one does not fit (long names, a revoked
 * banner and a logo together).
 */
function drawTop(w: PdfWriter, b: TopBlock): void {
  const top = CERTIFICATE_PAGE.height - FRAME_INNER - 18;
  const room = top - (b.bottom + 14);
  const heightOf = (rows: Row[]) => rows.reduce((s, r) => s + r.height, 0);
  let rows = topRows(w, b, false);
  if (heightOf(rows) > room) rows = topRows(w, b, true);
  const height = heightOf(rows);
  // Room to spare goes first to the gaps (up to 14 pt a weight), the rest above and below.
  const slack = Math.max(0, room - height);
  const weights = rows.reduce((s, r) => s + (r.flex ?? 0), 0);
  const perWeight = weights ? Math.min(14, (slack * 0.7) / weights) : 0;
  // When even the compact form does not fit it starts at the top (the bottom block keeps its place).
  let y = top - Math.max(0, (room - height - perWeight * weights) / 2);
  for (const row of rows) {
    row.draw(y);
    y -= row.height + perWeight * (row.flex ?? 0);
  }
}

function topRows(w: PdfWriter, b: TopBlock, compact: boolean): Row[] {
  const left = CERTIFICATE_PAGE.margin;
  const width = CERTIFICATE_PAGE.width - 2 * left;
  const rows: Row[] = [];
  const gap = (height: number, flex = 0) => rows.push({ height: compact ? height / 2 : height, flex, draw: () => {} });
  /** Centered lines, each `lineHeight` apart. */
  const lines = (texts: string[], style: TextStyle, lineHeight: number) =>
    rows.push({
      height: texts.length * lineHeight,
      draw: (y) =>
        texts.forEach((line, i) =>
          w.drawIn(line, left, width, y - i * lineHeight - lineHeight * 0.78, style, 'center'),
        ),
    });

  if (b.revoked) {
    const style = { size: compact ? 10 : 11, bold: true };
    const banner = w.wrap(b.revoked, width - 40, style);
    const lh = style.size * 1.36;
    rows.push({
      height: banner.length * lh + 8,
      draw: (y) => {
        const bannerWidth = Math.min(width, Math.max(...banner.map((l) => w.measure(l, style))) + 36);
        w.page.drawRectangle({
          x: (CERTIFICATE_PAGE.width - bannerWidth) / 2,
          y: y - banner.length * lh - 8,
          width: bannerWidth,
          height: banner.length * lh + 8,
          color: rgb(0.99, 0.93, 0.93),
          borderColor: RED,
          borderWidth: 1.2,
        });
        banner.forEach((line, i) =>
          w.drawIn(line, left, width, y - (i + 1) * lh + lh * 0.1, { ...style, color: RED }, 'center'),
        );
      },
    });
    gap(10, 1);
  }

  if (b.logo) {
    const scale = Math.min(150 / b.logo.width, (compact ? 32 : 50) / b.logo.height);
    const lw = b.logo.width * scale;
    const lh = b.logo.height * scale;
    const logo = b.logo;
    rows.push({
      height: lh,
      draw: (y) => logo.draw(w.page, (CERTIFICATE_PAGE.width - lw) / 2, y - lh, lw, lh),
    });
    gap(8, 1);
  }
  const school = fit(w, b.schoolName, width - 80, { bold: true }, compact ? 12 : 14, 9, 2);
  lines(school.lines, { size: school.size, bold: true, color: NAVY }, school.size * 1.3);
  gap(12, 1);
  const title = fit(w, b.title, width, { bold: true }, compact ? 24 : 32, 18, 2);
  lines(title.lines, { size: title.size, bold: true, color: NAVY }, title.size * 1.22);
  const type = fit(w, b.typeTitle, width, { bold: true }, compact ? 13 : 16, 10, 2);
  lines(type.lines, { size: type.size, bold: true, color: GOLD }, type.size * 1.35);
  gap(6, 1);
  if (!compact) {
    rows.push({ height: 8, draw: (y) => divider(w, y - 4) });
    gap(6, 1);
  }
  lines(w.wrap(b.text.t('certifies'), width, { size: 11 }), { size: compact ? 10.5 : 11.5, color: MUTED }, 16);
  gap(4);
  const name = fit(w, b.studentName, width - 60, { bold: true }, compact ? 24 : 30, compact ? 16 : 18, 2);
  const nameHeight = name.size * 1.3;
  rows.push({
    height: name.lines.length * nameHeight + 6,
    draw: (y) => {
      name.lines.forEach((line, i) =>
        w.drawIn(
          line,
          left,
          width,
          y - i * nameHeight - nameHeight * 0.78,
          { size: name.size, bold: true, color: INK },
          'center',
        ),
      );
      const longest = Math.max(...name.lines.map((l) => w.measure(l, { size: name.size, bold: true })));
      const ruleWidth = Math.min(width - 40, Math.max(300, longest + 60));
      const ruleY = y - name.lines.length * nameHeight - 4;
      const from = (CERTIFICATE_PAGE.width - ruleWidth) / 2;
      w.page.drawLine({
        start: { x: from, y: ruleY },
        end: { x: from + ruleWidth, y: ruleY },
        thickness: 0.8,
        color: GOLD,
      });
    },
  });
  gap(8, 1);
  const statementSize = compact ? 10 : 11;
  lines(w.wrap(b.statement, 560, { size: statementSize }), { size: statementSize, color: INK }, statementSize * 1.36);
  gap(16, 2);
  rows.push(statsRow(w, b.text.lng, b.stats));
  return rows;
}

/** A short gold rule with a diamond in its middle, centered at height `y`. */
function divider(w: PdfWriter, y: number): void {
  const middle = CERTIFICATE_PAGE.width / 2;
  const half = 70;
  const d = 3.5;
  w.page.drawLine({ start: { x: middle - half, y }, end: { x: middle - d - 4, y }, thickness: 0.7, color: GOLD });
  w.page.drawLine({ start: { x: middle + d + 4, y }, end: { x: middle + half, y }, thickness: 0.7, color: GOLD });
  w.page.drawSvgPath(`M 0 ${-d} L ${d} 0 L 0 ${d} L ${-d} 0 Z`, { x: middle, y, color: GOLD });
}

/** The hours, the state and the date side by side: a small label over each value, gold rules between. */
function statsRow(w: PdfWriter, lng: string, stats: { label: string; value: string }[]): Row {
  const columnWidth = 158;
  const total = columnWidth * stats.length;
  const start = (CERTIFICATE_PAGE.width - total) / 2;
  const labelStyle = { size: 8, color: MUTED };
  const valueStyle = { size: 15, bold: true, color: NAVY };
  const labels = stats.map((s) => w.wrap(s.label.toLocaleUpperCase(lng), columnWidth - 16, labelStyle));
  const values = stats.map((s) => fit(w, s.value, columnWidth - 12, { bold: true }, 15, 9, 1));
  const labelLines = Math.max(...labels.map((l) => l.length));
  const height = labelLines * 10.5 + 24;
  return {
    height,
    draw: (y) => {
      stats.forEach((_, i) => {
        // Columns in reading order: right to left in an Arabic document.
        const x = start + i * columnWidth;
        // Labels end just above their value, however many lines the others take.
        const skip = labelLines - labels[i]!.length;
        labels[i]!.forEach((line, n) =>
          w.drawIn(line, x + 8, columnWidth - 16, y - 8 - (skip + n) * 10.5, labelStyle, 'center'),
        );
        const { lines, size } = values[i]!;
        w.drawIn(
          lines[0] ?? '',
          x + 6,
          columnWidth - 12,
          y - labelLines * 10.5 - 17,
          { ...valueStyle, size },
          'center',
        );
        if (i > 0)
          w.page.drawLine({
            start: { x: w.mirror(x), y: y - 2 },
            end: { x: w.mirror(x), y: y - height + 2 },
            thickness: 0.6,
            color: GOLD,
          });
      });
    },
  };
}

/**
 * The largest size from `max` down to `min` at which `text` fits `width` on one line; at `min`,
 * wrapped into at most `maxLines` lines (the last one cut where it must).
 */
function fit(
  w: PdfWriter,
  text: string,
  width: number,
  style: TextStyle,
  max: number,
  min: number,
  maxLines: number,
): { size: number; lines: string[] } {
  const unit = w.widthOf(text, { ...style, size: 1 });
  const size = unit > 0 ? Math.max(min, Math.min(max, Math.floor((width / unit) * 4) / 4)) : max;
  const lines = w.wrap(text, width, { ...style, size });
  if (lines.length <= maxLines) return { size, lines };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsis(w, lines.slice(maxLines - 1).join(' '), width, { ...style, size });
  return { size, lines: kept };
}

/** The start of `line` that fits `width` with "…" after it (found by halving: a name may be long). */
function ellipsis(w: PdfWriter, line: string, width: number, style: TextStyle): string {
  const chars = clusters(w.clean(line));
  const cut = (end: number) => `${chars.slice(0, end).join('').trimEnd()}…`;
  let low = 1;
  let high = chars.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (w.measure(cut(middle), style) <= width) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}

/**
 * Signature (start side), certificate number (middle), QR code with its caption (end side), and
 * the signature note along the bottom. Returns the top of what it drew.
 */
function drawBottom(w: PdfWriter, input: CertificatePdfInput, text: CertificateText, unprintable: boolean): number {
  const { t } = text;
  const c = input.certificate;
  const base = FRAME_INNER + 22;
  const columnWidth = 210;
  const startX = CERTIFICATE_PAGE.margin;
  const endX = CERTIFICATE_PAGE.width - CERTIFICATE_PAGE.margin - columnWidth;
  const middleX = (CERTIFICATE_PAGE.width - columnWidth) / 2;

  // The note on the signature, along the bottom edge.
  const notes = [t('signed', { keyId: input.keyId }), ...(unprintable ? [t('unprintable')] : [])];
  const noteStyle = { size: 7, color: MUTED };
  const noteLines = notes.flatMap((n) => w.wrap(n, columnWidth + 40, noteStyle)).slice(0, 4);
  noteLines.forEach((line, i) =>
    w.drawIn(line, middleX - 20, columnWidth + 40, base + (noteLines.length - 1 - i) * 8.5, noteStyle, 'center'),
  );

  // QR code: the link with the signed content; the caption and the short link under it.
  const captionStyle = { size: 7.5, color: MUTED };
  const caption = w.wrap(t('verify'), columnWidth, captionStyle).slice(0, 3);
  const urlSize = Math.max(
    5.5,
    Math.min(7.5, (columnWidth / Math.max(1, w.widthOf(input.verifyUrlShort, { size: 1 }))) * 0.98),
  );
  const url = w.wrap(input.verifyUrlShort, columnWidth, { size: urlSize }).slice(0, 2);
  let y = base;
  url
    .slice()
    .reverse()
    .forEach((line) => {
      w.drawIn(line, endX, columnWidth, y, { size: urlSize, color: NAVY }, 'center');
      y += urlSize * 1.3;
    });
  caption
    .slice()
    .reverse()
    .forEach((line) => {
      w.drawIn(line, endX, columnWidth, y, captionStyle, 'center');
      y += 9.5;
    });
  const qrBottom = y + 2;
  drawQr(w, input.verifyUrl, w.mirror(endX + (columnWidth - QR_SIZE) / 2, QR_SIZE), qrBottom, QR_SIZE);
  const top = qrBottom + QR_SIZE;

  // Certificate number, prominently, in a gold box.
  const numberStyle = { size: 20, bold: true, color: NAVY };
  const numberWidth = Math.max(w.widthOf(c.number, numberStyle) + 36, 170);
  const boxY = base + noteLines.length * 8.5 + 14;
  const boxHeight = 34;
  w.page.drawRectangle({
    x: (CERTIFICATE_PAGE.width - numberWidth) / 2,
    y: boxY,
    width: numberWidth,
    height: boxHeight,
    borderColor: GOLD,
    borderWidth: 1.2,
  });
  w.drawIn(c.number, middleX, columnWidth, boxY + 11, numberStyle, 'center');
  w.drawIn(
    t('number').toLocaleUpperCase(text.lng),
    middleX - 20,
    columnWidth + 40,
    boxY + boxHeight + 7,
    { size: 8, color: MUTED },
    'center',
  );

  // Signature line with the issuer's name under it.
  const signatureY = boxY + 26;
  w.hline(startX, startX + columnWidth, signatureY, INK, 0.7);
  let sy = signatureY - 13;
  if (c.issuedByName) {
    const name = fit(w, c.issuedByName, columnWidth, { bold: true }, 10.5, 8, 1);
    w.drawIn(name.lines[0] ?? '', startX, columnWidth, sy, { size: name.size, bold: true }, 'center');
    sy -= 12;
  }
  w.drawIn(t('signature'), startX, columnWidth, sy, { size: 8.5, color: MUTED }, 'center');
  return top;
}

/**
 * The QR code drawn as vector squares (sharp at any print size): a form XObject /QRCode whose
 * content, in module units with the top left module at (0, n - 1), fills each row's runs of dark
 * modules as rectangles (tests read it back). Never mirrored: a QR code reads the same in every
 * language.
 */
function drawQr(w: PdfWriter, content: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  let path = '0 0 0 rg\n';
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      path += `${start} ${n - 1 - row} ${col - start} 1 re\n`;
    }
  }
  path += 'f\n';
  const form = w.doc.context.flateStream(path, { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, n, n] });
  const key = w.page.node.newXObject('QRCode', w.doc.context.register(form));
  const m = size / n;
  w.page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(m, 0, 0, m, x, y),
    drawObject(key),
    popGraphicsState(),
  );
}

/** "REVOKED" in large red letters, faint, turned across the page, in a stamp's frame. */
function drawStamp(w: PdfWriter, stamp: string): void {
  const style = { size: 84, bold: true, color: RED };
  const textWidth = w.widthOf(stamp, style);
  const scale = Math.min(1, 520 / Math.max(textWidth, 1));
  const size = 84 * scale;
  const width = textWidth * scale;
  const state = w.doc.context.obj({ Type: 'ExtGState', ca: 0.16, CA: 0.28 });
  const key = w.page.node.newExtGState('GS', w.doc.context.register(state));
  const angle = (18 * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const pad = size * 0.25;
  w.page.pushOperators(
    pushGraphicsState(),
    setGraphicsState(key),
    concatTransformationMatrix(cos, sin, -sin, cos, CERTIFICATE_PAGE.width / 2, CERTIFICATE_PAGE.height / 2 - 10),
    setStrokingColor(RED),
    setLineWidth(5),
    rectangle(-width / 2 - pad, -size * 0.42, width + 2 * pad, size * 1.1),
    stroke(),
  );
  w.draw(stamp, -width / 2, -size * 0.2, { ...style, size });
  w.page.pushOperators(popGraphicsState());
}
