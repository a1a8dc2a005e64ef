/**
 * The printable log (docs/product/drive-logs.md export): student and permit details, every approved drive, the
 * totals (equal to the progress endpoint's), the drives still waiting for approval apart and
 * uncounted, the supervisors' certification with signature lines, and a QR code to the public
 * verification page. The totals are also written, as JSON, into the PDF's Subject metadata.
 * Written in the requester's language (Arabic mirrored, right to left); names print in their own
 * script whatever the language (pdf-fonts.ts, pdf-text.ts). No text makes it fail: characters no
 * embedded font has print as "?", and a note under the header says so (decision 010).
 */
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import type { LogTotals } from '../../../../shared/api/log-export.js';
import type { StateRequirement } from '../../../../shared/api/requirements.js';
import { directionOf } from '../../../../shared/languages.js';
import type { DriveLogRow } from '../../../db/schema.js';
import type { DocumentText } from './document-text.js';
import type { LogSnapshot, StudentDetails } from './log-snapshot.js';
import { DocumentFonts } from './pdf-fonts.js';
import { documentStrings } from './pdf-text.js';
import { MUTED, PAGE, PdfWriter, type Column } from './pdf-writer.js';

export interface LogPdfInput {
  exportId: string;
  verifyUrl: string;
  generatedAt: Date;
  /** Zone the generation date is shown in (the requester's). */
  timeZone: string;
  text: DocumentText;
  student: StudentDetails;
  stateName: string | null;
  requirement: StateRequirement | null;
  snapshot: LogSnapshot;
}

/** What the Subject metadata holds; tests and the e2e suite read it back. */
export interface LogPdfSummary {
  exportId: string;
  generatedAt: string;
  totals: LogTotals;
  pending: { drives: number; totalMinutes: number; nightMinutes: number };
}

const QR_SIZE = 92;
const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);

export async function buildLogPdf(input: LogPdfInput): Promise<Uint8Array> {
  const { text, snapshot } = input;
  const { t } = text;
  const doc = await PDFDocument.create();
  const approved = snapshot.approved.map((d) => driveRow(text, d));
  const pending = snapshot.pending.map((d) => driveRow(text, d));
  const fields = headerFields(input);
  // Everything the document may print, so that only the fonts it needs are read and embedded.
  const dictionary = documentStrings(text.lng);
  const data = [
    input.student.name,
    input.exportId,
    input.verifyUrl,
    ...fields.flat(),
    ...approved.flat(),
    ...pending.flat(),
  ];
  const fonts = await DocumentFonts.prepare(doc, text.lng, { regular: [...dictionary, ...data], bold: dictionary });
  const w = new PdfWriter(doc, fonts, directionOf(text.lng) === 'rtl');
  const unprintable = data.some((s) => w.unprintable(s) > 0);

  const summary: LogPdfSummary = {
    exportId: input.exportId,
    generatedAt: input.generatedAt.toISOString(),
    totals: snapshot.totals,
    pending: snapshot.progress.pending,
  };
  doc.setTitle(`${t('pdf.title')}: ${input.student.name}`, { showInWindowTitleBar: true });
  doc.setAuthor('Roadlog');
  doc.setSubject(JSON.stringify(summary));
  doc.setKeywords(['roadlog', 'drive-log', `export:${input.exportId}`]);
  doc.setCreator('Roadlog');
  doc.setProducer('Roadlog');
  doc.setLanguage(text.lng);
  doc.setCreationDate(input.generatedAt);
  doc.setModificationDate(input.generatedAt);

  await drawHeader(w, input, fields, unprintable);
  drawDrives(w, text, t('pdf.approvedHeading'), approved, t('pdf.noApproved'));
  drawTotals(w, input);
  w.heading(t('pdf.pendingHeading'));
  w.paragraph(t('pdf.pendingNote'), { size: 9, color: MUTED });
  drawDrives(w, text, t('pdf.pendingHeading'), pending, t('pdf.noPending'), false);
  drawCertification(w, input);
  drawFooters(w, input);
  return doc.save();
}

/** The student's details beside the QR code: [label, value]. */
function headerFields(input: LogPdfInput): [string, string][] {
  const { t } = input.text;
  const req = input.requirement;
  const parts: string[] = [];
  if (req?.supervisedHours != null)
    parts.push(t('pdf.requirementHours', { hours: input.text.number(req.supervisedHours) }));
  if (req?.nightHours != null) parts.push(t('pdf.requirementNight', { hours: input.text.number(req.nightHours) }));
  if (req?.minPermitMonths != null) parts.push(input.text.plural('pdf.requirementMonths', req.minPermitMonths));
  return [
    [t('pdf.student'), input.student.name],
    [t('pdf.school'), input.student.schoolName ?? t('pdf.noSchool')],
    [t('pdf.state'), input.stateName ?? t('pdf.noState')],
    [t('pdf.requirement'), parts.length ? parts.join('; ') : t('pdf.noRequirement')],
    [t('pdf.generated'), input.text.dateTime(input.generatedAt, input.timeZone)],
    [t('pdf.reference'), input.exportId],
  ];
}

async function drawHeader(
  w: PdfWriter,
  input: LogPdfInput,
  fields: [string, string][],
  unprintable: boolean,
): Promise<void> {
  const { t } = input.text;
  const top = w.y;
  const qr = await w.doc.embedPng(
    await QRCode.toBuffer(input.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 }),
  );
  w.page.drawImage(qr, { x: w.mirror(w.right - QR_SIZE, QR_SIZE), y: top - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
  const caption = w.wrap(t('pdf.verifyCaption'), QR_SIZE + 20, { size: 7 });
  caption.forEach((line, i) =>
    w.drawIn(
      line,
      w.right - QR_SIZE - 10,
      QR_SIZE + 20,
      top - QR_SIZE - 9 - i * 8.5,
      { size: 7, color: MUTED },
      'center',
    ),
  );

  const textWidth = w.width - QR_SIZE - 24;
  w.paragraph(t('pdf.title'), { size: 20, bold: true, after: 2 }, w.left, textWidth);
  w.paragraph(t('pdf.subtitle'), { size: 9.5, color: MUTED, after: 10 }, w.left, textWidth);

  const labelWidth = 105;
  for (const [label, value] of fields) {
    const labels = w.wrap(label, labelWidth - 6, { size: 10, bold: true });
    const lines = w.wrap(value, textWidth - labelWidth, { size: 10 });
    const lh = w.lineHeight({ size: 10 });
    const rows = Math.max(labels.length, lines.length);
    w.ensure(rows * lh);
    labels.forEach((line, i) =>
      w.drawIn(line, w.left, labelWidth - 6, w.y - (i + 1) * lh + lh * 0.25, { size: 10, bold: true }),
    );
    lines.forEach((line, i) =>
      w.drawIn(line, w.left + labelWidth, textWidth - labelWidth, w.y - (i + 1) * lh + lh * 0.25, { size: 10 }),
    );
    w.y -= rows * lh + 2;
  }
  w.y = Math.min(w.y, top - QR_SIZE - 9 - caption.length * 8.5) - 8;
  w.rule();
  w.y -= 4;
  w.paragraph(t('pdf.officialNote'), { size: 9, color: MUTED, after: 2 });
  // A "?" in the data would otherwise read as part of it.
  if (unprintable) w.paragraph(t('pdf.unprintableNote'), { size: 9, color: MUTED, after: 2 });
}

function driveColumns(text: DocumentText): Column[] {
  const { t } = text;
  return [
    { header: t('pdf.columns.date'), width: 12 },
    { header: t('pdf.columns.time'), width: 22 },
    { header: t('pdf.columns.duration'), width: 10, align: 'end' },
    { header: t('pdf.columns.night'), width: 8, align: 'end' },
    { header: t('pdf.columns.supervisor'), width: 23 },
    { header: t('pdf.columns.conditions'), width: 25 },
  ];
}

function driveRow(text: DocumentText, d: DriveLogRow): string[] {
  const start = new Date(d.startedAt);
  const end = new Date(d.endedAt);
  const type = text.label(`supervisorTypes.${d.supervisorType}`);
  const supervisor = d.supervisorLicense
    ? text.t('pdf.supervisorWithLicense', { name: d.supervisorName, type, license: d.supervisorLicense })
    : text.t('pdf.supervisorWithType', { name: d.supervisorName, type });
  const conditions = [
    ...list(d.weather).map((x) => text.label(`weather.${x}`)),
    ...list(d.roadTypes).map((x) => text.label(`roadTypes.${x}`)),
    ...(d.traffic ? [text.label(`traffic.${d.traffic}`)] : []),
  ];
  return [
    text.date(start, d.timeZone),
    `${text.time(start, d.timeZone)} – ${text.time(end, d.timeZone, true)}`,
    text.duration(d.durationMinutes),
    text.duration(d.nightMinutes),
    supervisor,
    conditions.join(', ') || '–',
  ];
}

function drawDrives(
  w: PdfWriter,
  text: DocumentText,
  heading: string,
  drives: string[][],
  empty: string,
  withHeading = true,
): void {
  if (withHeading) w.heading(heading);
  if (drives.length === 0) {
    w.paragraph(empty, { size: 10, color: MUTED });
    return;
  }
  w.table(driveColumns(text), drives, text.t('pdf.continued', { heading }));
}

function drawTotals(w: PdfWriter, input: LogPdfInput): void {
  const { text, snapshot } = input;
  const { t } = text;
  const totals = snapshot.totals;
  const of = (minutes: number, required: number | null) =>
    required === null
      ? text.duration(minutes)
      : t('pdf.ofRequired', { value: text.duration(minutes), required: text.duration(required) });
  const rows: string[][] = [
    [t('pdf.totals.drives'), '', text.number(totals.drives)],
    [t('pdf.totals.total'), '', of(totals.totalMinutes, snapshot.progress.requiredMinutes)],
    [t('pdf.totals.night'), '', of(totals.nightMinutes, snapshot.progress.requiredNightMinutes)],
  ];
  const group = (title: string, record: Record<string, number>, labelOf: (k: string) => string) => {
    const entries = Object.entries(record).filter(([, m]) => m > 0);
    if (entries.length === 0) rows.push([title, t('pdf.totals.none'), '']);
    entries.forEach(([key, minutes], i) => rows.push([i === 0 ? title : '', labelOf(key), text.duration(minutes)]));
  };
  group(t('pdf.totals.byWeather'), totals.byWeather, (k) => text.label(`weather.${k}`));
  group(t('pdf.totals.byRoadType'), totals.byRoadType, (k) => text.label(`roadTypes.${k}`));
  group(t('pdf.totals.bySupervisor'), totals.bySupervisor, (k) => text.label(`supervisorTypes.${k}`));
  w.heading(t('pdf.totalsHeading'), 120);
  w.table(
    [
      { header: t('pdf.totals.category'), width: 30 },
      { header: t('pdf.totals.detail'), width: 35 },
      { header: t('pdf.totals.time'), width: 35, align: 'end' },
    ],
    rows,
    t('pdf.continued', { heading: t('pdf.totalsHeading') }),
    9.5,
  );
}

function drawCertification(w: PdfWriter, input: LogPdfInput): void {
  const { t } = input.text;
  w.heading(t('pdf.certificationHeading'), 200);
  w.paragraph(t('pdf.certification'), { size: 9.5, after: 10 });
  for (const who of [t('pdf.parentSignature'), t('pdf.instructorSignature')]) {
    w.ensure(88);
    w.paragraph(who, { size: 10, bold: true, after: 6 });
    const labels = [t('pdf.signature'), t('pdf.printedName'), t('pdf.date')];
    for (const label of labels) {
      w.y -= 20;
      w.drawIn(label, w.left, 76, w.y + 2, { size: 8.5, color: MUTED });
      w.hline(w.left + 80, w.right - 120, w.y, MUTED);
    }
    w.y -= 14;
  }
  w.paragraph(t('pdf.verifyText', { url: input.verifyUrl }), { size: 8.5, color: MUTED });
}

function drawFooters(w: PdfWriter, input: LogPdfInput): void {
  const { t } = input.text;
  const count = w.pages.length;
  w.pages.forEach((page, i) => {
    w.page = page;
    const y = PAGE.margin - 4;
    const start = `Roadlog · ${input.student.name} · ${input.exportId}`;
    w.drawIn(w.wrap(start, w.width - 90, { size: 7.5 })[0] ?? '', w.left, w.width - 90, y, { size: 7.5, color: MUTED });
    const end = t('pdf.page', { page: input.text.number(i + 1), pages: input.text.number(count) });
    w.drawIn(end, w.left, w.width, y, { size: 7.5, color: MUTED }, 'end');
  });
}
