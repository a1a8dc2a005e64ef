/**
 * Builds one export's archive in the background (docs/product/data-export.md): a ZIP with one JSON
 * file per kind of record, the drives as CSV, each GPS track as GPX and, for a student, the
 * printable log PDF. Progress is written as it goes so the account page can show it; a failure
 * is recorded (never thrown), and the requester is e-mailed when the archive is ready.
 */
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { TrackPoint } from '../../../shared/api/drive-logs.js';
import type { LogExportQuery } from '../../../shared/api/log-export.js';
import { DATA_EXPORT_TTL_HOURS } from '../../../shared/api/data-exports.js';
import type { CurrentUser } from '../../auth/session.js';
import type { DriveLogRow } from '../../db/schema.js';
import { translate } from '../../i18n.js';
import { driveLogCsv } from '../drive-logs/export/csv.js';
import { documentText, isoDate } from '../drive-logs/export/document-text.js';
import { exportLogPdf } from '../drive-logs/export/export-log.js';
import { findStudent } from '../students/load-student.js';
import { collectPersonalData } from './collect-personal-data.js';
import { trackToGpx } from './gpx.js';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

async function setProgress(app: FastifyInstance, id: string, progress: number): Promise<void> {
  await app.db
    .updateTable('dataExport')
    .set({ status: 'building', progress, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The archive's files; `onProgress` gets 0–100 as the slow parts finish. */
export async function buildArchive(
  app: FastifyInstance,
  requester: CurrentUser,
  subjectId: string,
  language: string,
  timeZone: string,
  onProgress: (percent: number) => Promise<void>,
): Promise<Uint8Array> {
  const records = await collectPersonalData(app.db, subjectId);
  await onProgress(30);
  const files: Zippable = {};
  for (const [kind, value] of Object.entries(records)) files[`${kind}.json`] = json(value);

  const drives = await app.db
    .selectFrom('driveLog')
    .selectAll()
    .where('studentId', '=', subjectId)
    .orderBy('startedAt')
    .execute();
  const tracks: Zippable = {};
  for (const drive of drives as DriveLogRow[]) {
    const points = (drive.track ?? []) as TrackPoint[];
    if (points.length === 0) continue;
    const name = `${isoDate(drive.startedAt, drive.timeZone)}-${drive.id}`;
    tracks[`${name}.gpx`] = strToU8(trackToGpx(`${drive.startLabel} → ${drive.endLabel} (${name})`, points));
  }
  if (Object.keys(tracks).length > 0) files.tracks = tracks;
  await onProgress(50);

  const isStudent = (records.profile as { role?: string }).role === 'student';
  const student = isStudent ? await findStudent(app.db, subjectId) : null;
  if (student) {
    files['drives.csv'] = strToU8(driveLogCsv(drives, documentText(language)));
    const query = { lang: language, tz: timeZone } as LogExportQuery;
    const pdf = await exportLogPdf(app, requester, student, query);
    files['driving-log.pdf'] = pdf.body;
  }
  await onProgress(85);

  files['README.txt'] = strToU8(
    `${translate(language, 'dataExport.readme', {
      date: new Date().toISOString(),
      files: Object.keys(files).sort().join(', '),
    })}\n`,
  );
  return zipSync(files, { level: 6, mtime: new Date() });
}

/** Runs the build for a queued export and records the outcome; e-mails the requester when ready. */
export async function buildDataExport(app: FastifyInstance, requester: CurrentUser, id: string): Promise<void> {
  const row = await app.db.selectFrom('dataExport').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.status !== 'queued') return;
  try {
    await setProgress(app, id, 5);
    const archive = await buildArchive(app, requester, row.subjectId, row.language, row.timeZone, (p) =>
      setProgress(app, id, p),
    );
    const readyAt = new Date();
    await app.db
      .updateTable('dataExport')
      .set({
        status: 'ready',
        progress: 100,
        archive,
        size: archive.byteLength,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_TTL_HOURS * 3600_000),
        updatedAt: readyAt,
      })
      .where('id', '=', id)
      .execute();
    await app.mailer.send({
      kind: 'data-export-ready',
      to: requester.email,
      language: requester.profile.preferredLanguage ?? row.language,
      vars: { hours: DATA_EXPORT_TTL_HOURS },
      link: `${app.config.baseUrl}/account#data-export`,
    });
  } catch (err) {
    app.log.error({ err, exportId: id }, 'data export failed');
    await app.db
      .updateTable('dataExport')
      .set({
        status: 'failed',
        error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .execute();
  }
}
