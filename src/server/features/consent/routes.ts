import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consentTokenBody,
  consentTokenSchema,
  publicConsentSchema,
  requestConsentBody,
  studentConsentSchema,
} from '../../../shared/api/consent.js';
import { okResponseSchema } from '../../../shared/api/common.js';
import { currentUser } from '../../auth/session.js';
import { acceptConsent, publicConsent, rejectConsent } from './decide-consent.js';
import { studentConsent } from './repository.js';
import { requestConsent } from './request-consent.js';
import { withdrawConsent } from './withdraw-consent.js';
import { SCHOOL_MANAGERS, STUDENT_VIEWERS } from '../../../shared/roles.js';
import { loadStudent } from '../students/load-student.js';

const studentParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['consent'];
const decided = z.object({ ok: z.literal(true), studentId: z.string() });

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/consent', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'What a consent link asks (school, student, state)',
      querystring: z.object({ token: consentTokenSchema }),
      response: { 200: z.object({ consent: publicConsentSchema }) },
    },
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      return { consent: await publicConsent(app, request.query.token) };
    },
  });

  app.post('/api/consent/accept', {
    config: { access: { roles: ['parent'] } },
    schema: {
      tags,
      summary: 'Give consent as the parent the request was sent to; links the parent',
      body: consentTokenBody,
      response: { 200: decided },
    },
    async handler(request) {
      // Any signed-in account may try; the wrong one gets a clear answer rather than a bare 403.
      const user = request.actor;
      const { studentId } = await acceptConsent(app, user, request.body.token);
      return { ok: true as const, studentId };
    },
  });

  app.post('/api/consent/reject', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Refuse consent (the link holder answers for the e-mail it was sent to)',
      body: consentTokenBody,
      response: { 200: decided },
    },
    async handler(request) {
      const { studentId } = await rejectConsent(app, await currentUser(request), request.body.token);
      return { ok: true as const, studentId };
    },
  });

  app.get('/api/students/:id/consent', {
    config: { access: { roles: STUDENT_VIEWERS } },
    schema: {
      tags,
      summary: "A student's parent consent and its history",
      params: studentParams,
      response: { 200: z.object({ consent: studentConsentSchema }) },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      return { consent: await studentConsent(app.db, student.id) };
    },
  });

  app.post('/api/students/:id/consent/request', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary: 'Send (or resend) the consent request, optionally to a corrected parent e-mail',
      params: studentParams,
      body: requestConsentBody,
      response: { 200: z.object({ consent: studentConsentSchema }) },
    },
    async handler(request) {
      const actor = request.actor;
      return { consent: await requestConsent(app, actor, request.params.id, request.body.parentEmail) };
    },
  });

  app.post('/api/students/:id/consent/withdraw', {
    config: { access: { roles: ['parent'] } },
    schema: {
      tags,
      summary: 'Withdraw consent as a linked parent: unlinks, and drives are blocked again',
      params: studentParams,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      const parent = request.actor;
      await withdrawConsent(app, parent, request.params.id);
      return { ok: true as const };
    },
  });
};
