import type { FastifyReply } from 'fastify';
/** Downloads of a student's log (PDF, CSV) and the public verification of a printed log. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportIdParams, logExportQuery, logVerificationResponse } from '../../../../shared/api/log-export.js';
import { enforce } from '../../../rate-limit.js';
import { loadStudent } from '../../students/load-student.js';
import { exportLogCsv, exportLogPdf, type ExportFile } from './export-log.js';
import { verifyLog } from './verify-log.js';
import { STUDENT_VIEWERS } from '../../../../shared/roles.js';

const studentParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['drive-logs'];
/** Per address: plenty for people checking printed logs, too few to walk the id space. */
export const VERIFY_LIMIT = { max: 60, windowSeconds: 600 };

const disposition = (file: ExportFile) => `attachment; filename="${file.fileName}"`;

/** A download: private to the requester, never cached, with its file name. */
function sendFile(
  reply: FastifyReply,
  contentType: string,
  file: Parameters<typeof disposition>[0] & { body: unknown },
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', disposition(file))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

export const logExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/students/:id/drive-log.pdf', {
    config: { access: { roles: STUDENT_VIEWERS, familyRecord: true } },
    schema: {
      tags,
      summary:
        "The student's printable log (approved drives, totals, pending drives apart, signature lines, QR code to its verification)",
      description: 'Answers application/pdf. Each download is recorded for GET /api/log-verification/:exportId.',
      params: studentParams,
      querystring: logExportQuery,
    },
    async handler(request, reply) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      const file = await exportLogPdf(app, actor, student, request.query);
      return sendFile(reply, 'application/pdf', file);
    },
  });

  app.get('/api/students/:id/drive-log.csv', {
    config: { access: { roles: STUDENT_VIEWERS, familyRecord: true } },
    schema: {
      tags,
      summary: "The student's drives as CSV (approved and pending, with their status)",
      description:
        'Answers text/csv in UTF-8 with a byte-order mark; cells that a spreadsheet would run as formulas start with an apostrophe.',
      params: studentParams,
      querystring: logExportQuery,
    },
    async handler(request, reply) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      const file = await exportLogCsv(app, actor, student, request.query);
      return sendFile(reply, 'text/csv; charset=utf-8', file);
    },
  });

  app.get('/api/log-verification/:exportId', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags,
      summary:
        'Whether a printed log still matches the approved drives (first name and last initial, school, state, totals then and now)',
      params: exportIdParams,
      response: { 200: logVerificationResponse },
    },
    async handler(request, reply) {
      await enforce(app.db, [{ key: `ip:log-verification:${request.ip}`, limit: VERIFY_LIMIT }]);
      reply.header('cache-control', 'no-store');
      return verifyLog(app, request.params.exportId);
    },
  });
};
