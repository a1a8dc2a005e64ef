/**
 * Asking for, listing and downloading personal data exports (docs/product/data-export.md). Only
 * the requester sees an export; a parent may ask for a linked student's. One export per requester
 * and person can be under way at a time.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { canExportDataOf } from '../../../shared/access.js';
import type { DataExport } from '../../../shared/api/data-exports.js';
import type { CurrentUser } from '../../auth/session.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { buildDataExport } from './build-data-export.js';
import type { Selectable } from 'kysely';

/** A build not heard from for this long died with its process: it shows as failed. */
export const STALE_BUILD_MS = 15 * 60 * 1000;

type Row = Omit<Selectable<Database['dataExport']>, 'archive'> & { subjectName: string };

const COLUMNS = [
  'e.id',
  'e.requestedBy',
  'e.subjectId',
  'e.status',
  'e.progress',
  'e.language',
  'e.timeZone',
  'e.size',
  'e.error',
  'e.createdAt',
  'e.updatedAt',
  'e.readyAt',
  'e.expiresAt',
  'u.name as subjectName',
] as const;

export function toDataExport(row: Row, now = new Date()): DataExport {
  const stale =
    (row.status === 'queued' || row.status === 'building') && now.getTime() - row.updatedAt.getTime() > STALE_BUILD_MS;
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    status: stale ? 'failed' : expired ? 'expired' : row.status,
    progress: row.progress,
    size: row.status === 'ready' && !expired ? row.size : null,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

function select(app: FastifyInstance) {
  return app.db.selectFrom('dataExport as e').innerJoin('user as u', 'u.id', 'e.subjectId').select(COLUMNS);
}

export async function listDataExports(app: FastifyInstance, actor: CurrentUser): Promise<DataExport[]> {
  const rows = await select(app)
    .where('e.requestedBy', '=', actor.id)
    .orderBy('e.createdAt', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => toDataExport(r));
}

export async function getDataExport(app: FastifyInstance, actor: CurrentUser, id: string): Promise<DataExport> {
  const row = await select(app).where('e.id', '=', id).where('e.requestedBy', '=', actor.id).executeTakeFirst();
  if (!row) throw notFound('Data export');
  return toDataExport(row);
}

export async function requestDataExport(
  app: FastifyInstance,
  actor: CurrentUser,
  subjectId: string,
  timeZone: string,
): Promise<DataExport> {
  // Someone else's data answers as if the person did not exist (docs/product/access.md).
  if (!canExportDataOf(actor, subjectId)) throw notFound('Person');
  const subject = await app.db.selectFrom('user').select(['id']).where('id', '=', subjectId).executeTakeFirst();
  if (!subject) throw notFound('Person');
  const id = crypto.randomBytes(18).toString('base64url');
  await app.db.transaction().execute(async (trx) => {
    // Serialises two requests of one requester, so two clicks cannot start two builds.
    await trx.selectFrom('user').select('id').where('id', '=', actor.id).forUpdate().execute();
    const running = await trx
      .selectFrom('dataExport')
      .select(['id', 'status', 'updatedAt'])
      .where('requestedBy', '=', actor.id)
      .where('subjectId', '=', subjectId)
      .where('status', 'in', ['queued', 'building'])
      .execute();
    if (running.some((r) => Date.now() - r.updatedAt.getTime() <= STALE_BUILD_MS)) {
      throw new AppError('data-export-in-progress', 'An export of this person’s data is already being prepared.');
    }
    await trx
      .insertInto('dataExport')
      .values({
        id,
        requestedBy: actor.id,
        subjectId,
        status: 'queued',
        language: actor.profile.preferredLanguage ?? 'en',
        timeZone,
      })
      .execute();
  });
  app.background.run('data export', () => buildDataExport(app, actor, id));
  return getDataExport(app, actor, id);
}

export async function downloadDataExport(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
): Promise<{ fileName: string; body: Buffer }> {
  const row = await app.db
    .selectFrom('dataExport')
    .select(['status', 'archive', 'expiresAt', 'createdAt'])
    .where('id', '=', id)
    .where('requestedBy', '=', actor.id)
    .executeTakeFirst();
  if (!row) throw notFound('Data export');
  if (row.status !== 'ready' || !row.archive) {
    throw new AppError('data-export-not-ready', 'This export is not ready yet.');
  }
  if (row.expiresAt && row.expiresAt <= new Date()) {
    throw new AppError('data-export-expired', 'This download has expired. Ask for a new export.');
  }
  const date = row.createdAt.toISOString().slice(0, 10);
  return { fileName: `roadlog-data-${date}.zip`, body: Buffer.from(row.archive) };
}
