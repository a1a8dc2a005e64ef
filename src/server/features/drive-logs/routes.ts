import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canLogDriveFor, canReviewDrivesOf, canViewOrganization } from '../../../shared/access.js';
import { okResponseSchema } from '../../../shared/api/common.js';
import {
  amendDriveBody,
  createDriveBody,
  createDriveResponse,
  driveDetailResponse,
  driveSchema,
  listDrivesQuery,
  listDrivesResponse,
  nightCorrectionBody,
  organizationProgressResponse,
  progressSchema,
  reviewDrivesBody,
  reviewResultSchema,
  studentSupervisorsResponse,
} from '../../../shared/api/drive-logs.js';
import { AppError, notFound } from '../../errors.js';
import { loadStudent, studentRef } from '../students/load-student.js';
import { visibleDrive } from './access.js';
import {
  archiveStudentLog,
  correctNightMinutes,
  proposeAmendment,
  reviewAmendment,
  setArchived,
} from './change-drive.js';
import { createDriveLog } from './create-drive-log.js';
import { driveHistory } from './drive-history.js';
import { driveListCache, driveListKey } from './list-cache.js';
import { listDrives, pendingForOrganization, pendingForReviewer } from './list-drives.js';
import { findOrganizationRef, organizationProgress } from './organization-progress.js';
import { studentProgress } from './progress.js';
import { reviewDrives } from './review-drives.js';
import { hasPendingAmendment, toDrive } from './repository.js';
import { studentSupervisors } from './student-supervisors.js';
import {
  DRIVE_LOGGERS,
  DRIVE_REVIEWERS,
  SCHOOL_OVERSEERS,
  SCHOOL_VIEWERS,
  STUDENT_VIEWERS,
} from '../../../shared/roles.js';

const driveParams = z.object({ id: z.string().min(1).max(100) });
const studentParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['drive-logs'];

export const driveLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/drive-logs', {
    config: { access: { roles: DRIVE_LOGGERS } },
    schema: {
      tags,
      summary: 'Log a drive (idempotent on the client-generated id)',
      body: createDriveBody,
      response: { 200: createDriveResponse, 201: createDriveResponse },
    },
    async handler(request, reply) {
      const actor = request.actor;
      const result = await createDriveLog(app, actor, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  });

  app.get('/api/drive-logs', {
    config: { access: { roles: STUDENT_VIEWERS } },
    schema: {
      tags,
      summary: "A student's drives with filters, and their totals",
      querystring: listDrivesQuery,
      response: { 200: listDrivesResponse },
    },
    async handler(request, reply) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.query.studentId, 'view');
      const key = driveListKey(student, request.query);
      let body = driveListCache(app).get(key);
      if (body === undefined) {
        const [list, progress] = await Promise.all([
          listDrives(app.db, student.name, request.query),
          studentProgress(app.db, student.id, student.state),
        ]);
        body = JSON.stringify(z.encode(listDrivesResponse, { ...list, progress }));
        driveListCache(app).set(key, body);
      }
      // Already serialized by the response schema above (z.encode), once per version of the list.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(body as never);
    },
  });

  app.get('/api/drive-logs/pending', {
    config: { access: { roles: DRIVE_REVIEWERS } },
    schema: {
      tags,
      summary: 'Drives waiting for the caller to approve (linked students or own school)',
      response: { 200: z.object({ drives: z.array(driveSchema) }) },
    },
    async handler(request) {
      const actor = request.actor;
      return { drives: await pendingForReviewer(app.db, actor) };
    },
  });

  app.post('/api/drive-logs/review', {
    config: { access: { roles: DRIVE_REVIEWERS } },
    schema: {
      tags,
      summary: 'Approve or reject several drives at once',
      body: reviewDrivesBody,
      response: { 200: reviewResultSchema },
    },
    async handler(request) {
      const actor = request.actor;
      return reviewDrives(app, actor, request.body.driveIds, request.body.decision, request.body.reason);
    },
  });

  app.get('/api/drive-logs/:id', {
    config: { access: { roles: STUDENT_VIEWERS } },
    schema: {
      tags,
      summary: 'One drive with its track, audit trail and amendments',
      params: driveParams,
      response: { 200: driveDetailResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const { row, student } = await visibleDrive(app, actor, request.params.id);
      const ref = studentRef(student);
      const { history, amendments } = await driveHistory(app.db, row.id);
      const pending = amendments.some((a) => a.status === 'submitted');
      return {
        drive: toDrive(row, student.name, pending),
        track: Array.isArray(row.track) ? row.track : [],
        history,
        amendments,
        can: {
          review: canReviewDrivesOf(actor, ref),
          amend: canLogDriveFor(actor, ref) && row.status === 'approved' && !pending,
          archive: canLogDriveFor(actor, ref) || actor.role === 'admin',
        },
      };
    },
  });

  app.post('/api/drive-logs/:id/night-minutes', {
    config: { access: { roles: DRIVE_REVIEWERS } },
    schema: {
      tags,
      summary: 'Correct the night minutes with a reason (supervisors)',
      params: driveParams,
      body: nightCorrectionBody,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      const actor = request.actor;
      const { row, student } = await visibleDrive(app, actor, request.params.id);
      await correctNightMinutes(app, actor, row, student, request.body.nightMinutes, request.body.reason);
      return { ok: true as const };
    },
  });

  app.post('/api/drive-logs/:id/archive', {
    config: { access: { roles: [...DRIVE_LOGGERS, 'admin'] } },
    schema: {
      tags,
      summary: 'Archive a drive (it leaves the totals; nothing is deleted)',
      params: driveParams,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      const actor = request.actor;
      const { row, student } = await visibleDrive(app, actor, request.params.id);
      await setArchived(app, actor, row, student, true);
      return { ok: true as const };
    },
  });

  app.post('/api/drive-logs/:id/restore', {
    config: { access: { roles: [...DRIVE_LOGGERS, 'admin'] } },
    schema: { tags, summary: 'Restore an archived drive', params: driveParams, response: { 200: okResponseSchema } },
    async handler(request) {
      const actor = request.actor;
      const { row, student } = await visibleDrive(app, actor, request.params.id);
      await setArchived(app, actor, row, student, false);
      return { ok: true as const };
    },
  });

  app.post('/api/drive-logs/:id/amendments', {
    config: { access: { roles: DRIVE_LOGGERS } },
    schema: {
      tags,
      summary: 'Propose a correction to an approved drive',
      params: driveParams,
      body: amendDriveBody,
      response: { 201: z.object({ amendmentId: z.string() }) },
    },
    async handler(request, reply) {
      const actor = request.actor;
      const { row, student } = await visibleDrive(app, actor, request.params.id);
      if (await hasPendingAmendment(app.db, row.id))
        throw new AppError('conflict', 'An amendment is already waiting for review.');
      return reply.status(201).send({ amendmentId: await proposeAmendment(app, actor, row, student, request.body) });
    },
  });

  app.post('/api/drive-logs/:id/amendments/:amendmentId/review', {
    config: { access: { roles: DRIVE_REVIEWERS } },
    schema: {
      tags,
      summary: 'Approve (apply) or reject an amendment',
      params: driveParams.extend({ amendmentId: z.string().min(1).max(100) }),
      body: z.object({ decision: z.enum(['approve', 'reject']) }),
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      const actor = request.actor;
      const { row, student } = await visibleDrive(app, actor, request.params.id);
      await reviewAmendment(app, actor, row, student, request.params.amendmentId, request.body.decision);
      return { ok: true as const };
    },
  });

  app.get('/api/students/:id/progress', {
    config: { access: { roles: STUDENT_VIEWERS } },
    schema: {
      tags,
      summary: "A student's hours against their state's requirement",
      params: studentParams,
      response: { 200: progressSchema },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      return studentProgress(app.db, student.id, student.state);
    },
  });

  app.post('/api/students/:id/archive-log', {
    config: { access: { roles: [...DRIVE_LOGGERS, 'admin'] } },
    schema: {
      tags,
      summary: "Archive a finished student's whole log",
      params: studentParams,
      response: { 200: z.object({ archived: z.number().int() }) },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      return { archived: await archiveStudentLog(app, actor, student) };
    },
  });

  app.get('/api/students/:id/supervisors', {
    config: { access: { roles: DRIVE_LOGGERS } },
    schema: {
      tags,
      summary: "Who may supervise the student's drives: linked parents and the school's staff",
      params: studentParams,
      response: { 200: studentSupervisorsResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'log');
      return studentSupervisors(app.db, student);
    },
  });

  app.get('/api/organizations/:id/pending-drives', {
    config: { access: { roles: SCHOOL_OVERSEERS } },
    schema: {
      tags,
      summary: "A school's drives waiting for approval (its admins, platform admins, its state's admin)",
      params: studentParams,
      response: { 200: z.object({ drives: z.array(driveSchema) }) },
    },
    async handler(request) {
      const org = await findOrganizationRef(app.db, request.params.id);
      if (!org || !canViewOrganization(request.actor, org)) throw notFound('School');
      return { drives: await pendingForOrganization(app.db, org.id) };
    },
  });

  app.get('/api/organizations/:id/progress', {
    config: { access: { roles: SCHOOL_VIEWERS } },
    schema: {
      tags,
      summary: "Every student's approved, night and pending minutes against their requirement",
      params: studentParams,
      response: { 200: organizationProgressResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const org = await findOrganizationRef(app.db, request.params.id);
      if (!org || !canViewOrganization(actor, org)) throw notFound('School');
      return { students: await organizationProgress(app.db, org.id) };
    },
  });
};
