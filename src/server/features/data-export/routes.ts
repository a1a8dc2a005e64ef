/** Personal data export: ask, follow, download (docs/product/data-export.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDataExportBodySchema,
  dataExportListSchema,
  dataExportParamsSchema,
  dataExportSchema,
} from '../../../shared/api/data-exports.js';
import { badRequest } from '../../errors.js';
import { enforce } from '../../rate-limit.js';
import { isTimeZone } from '../drive-logs/validate-drive.js';
import { downloadDataExport, getDataExport, listDataExports, requestDataExport } from './data-exports.js';

const tags = ['data export'];
/** Per requester: enough to retry, too few to keep a process building archives. */
export const EXPORT_LIMIT = { max: 10, windowSeconds: 24 * 3600 };
/** A person's own data: also while their school is suspended. */
const access = { allowSuspendedSchool: true } as const;

export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/data-exports', {
    config: { access },
    schema: {
      tags,
      summary: 'The data exports the signed-in user asked for, newest first (at most 20)',
      response: { 200: dataExportListSchema },
    },
    async handler(request) {
      return { exports: await listDataExports(app, request.actor) };
    },
  });

  app.post('/api/data-exports', {
    config: { access },
    schema: {
      tags,
      summary: 'Ask for an archive of everything Roadlog holds about you (or, for a parent, a linked student)',
      description:
        'Answers 202 at once; the archive (JSON per kind of record, drives as CSV, GPS tracks as GPX, the printable log PDF for a student) is built in the background. Follow it with GET /api/data-exports/{id}.',
      body: createDataExportBodySchema,
      response: { 202: dataExportSchema },
    },
    async handler(request, reply) {
      const { subjectId = request.actor.id, timeZone = 'UTC' } = request.body;
      if (!isTimeZone(timeZone)) throw badRequest('timeZone: unknown-time-zone', { timeZone: 'unknown-time-zone' });
      await enforce(app.db, [{ key: `user:data-export:${request.actor.id}`, limit: EXPORT_LIMIT }]);
      return reply.code(202).send(await requestDataExport(app, request.actor, subjectId, timeZone));
    },
  });

  app.get('/api/data-exports/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'One of your data exports: status and progress',
      params: dataExportParamsSchema,
      response: { 200: dataExportSchema },
    },
    async handler(request) {
      return getDataExport(app, request.actor, request.params.id);
    },
  });

  app.get('/api/data-exports/:id/archive.zip', {
    config: { access },
    schema: {
      tags,
      summary: 'Download a finished data export (a ZIP archive) until it expires',
      params: dataExportParamsSchema,
    },
    async handler(request, reply) {
      const file = await downloadDataExport(app, request.actor, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
};
