/** The two downloads of a student's log: the printable PDF (recorded for verification) and CSV. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LogExportQuery } from '../../../../shared/api/log-export.js';
import type { CurrentUser } from '../../../auth/session.js';
import { badRequest } from '../../../errors.js';
import { requirementFor } from '../../requirements/requirements.js';
import type { StudentContext } from '../../students/load-student.js';
import { isTimeZone } from '../validate-drive.js';
import { buildLogPdf } from './build-log-pdf.js';
import { driveLogCsv } from './csv.js';
import { documentText, exportFileName, isoDate } from './document-text.js';
import { loadLogSnapshot, loadStudentDetails } from './log-snapshot.js';

export interface ExportFile {
  fileName: string;
  body: Buffer;
}

function zoneOf(query: LogExportQuery): string {
  if (query.tz === undefined) return 'UTC';
  if (!isTimeZone(query.tz)) throw badRequest('tz: unknown-time-zone', { tz: 'unknown-time-zone' });
  return query.tz;
}

const languageOf = (query: LogExportQuery, actor: CurrentUser) => query.lang ?? actor.profile.preferredLanguage ?? 'en';

/**
 * The printable log. Each download is recorded (logExport: an unguessable id, the printed totals
 * and the fingerprint of the approved drives) so the QR code on the paper can be checked later.
 */
export async function exportLogPdf(
  app: FastifyInstance,
  actor: CurrentUser,
  student: StudentContext,
  query: LogExportQuery,
): Promise<ExportFile> {
  const timeZone = zoneOf(query);
  const [snapshot, details] = await Promise.all([
    loadLogSnapshot(app.db, student.id, student.state),
    loadStudentDetails(app.db, student.id),
  ]);
  const exportId = crypto.randomBytes(16).toString('base64url');
  const generatedAt = new Date();
  const requirement = requirementFor(student.state);
  const bytes = await buildLogPdf({
    exportId,
    verifyUrl: `${app.config.baseUrl}/verify-log/${exportId}`,
    generatedAt,
    timeZone,
    text: documentText(languageOf(query, actor)),
    student: details,
    stateName: requirement ? `${requirement.name} (${requirement.code})` : student.state,
    requirement,
    snapshot,
  });
  await app.db
    .insertInto('logExport')
    .values({
      id: exportId,
      studentId: student.id,
      fingerprint: snapshot.fingerprint,
      totals: JSON.stringify(snapshot.totals),
      createdBy: actor.id,
      createdAt: generatedAt,
    })
    .execute();
  return { fileName: exportFileName(details.name, isoDate(generatedAt, timeZone), 'pdf'), body: Buffer.from(bytes) };
}

/** The log as a spreadsheet: approved and pending drives, oldest first, with their status. */
export async function exportLogCsv(
  app: FastifyInstance,
  actor: CurrentUser,
  student: StudentContext,
  query: LogExportQuery,
): Promise<ExportFile> {
  const timeZone = zoneOf(query);
  const [snapshot, details] = await Promise.all([
    loadLogSnapshot(app.db, student.id, student.state),
    loadStudentDetails(app.db, student.id),
  ]);
  const drives = [...snapshot.approved, ...snapshot.pending].sort(
    (a, b) => new Date(a.startedAt).getTime() - new Date(b.startedAt).getTime(),
  );
  const csv = driveLogCsv(drives, documentText(languageOf(query, actor)));
  return {
    fileName: exportFileName(details.name, isoDate(new Date(), timeZone), 'csv'),
    body: Buffer.from(csv, 'utf8'),
  };
}
