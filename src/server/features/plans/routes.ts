import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../shared/api/common.js';
import {
  createPlanBody,
  planListResponse,
  planResponse,
  sharedPlanResponse,
  suggestionsQuery,
  suggestionsResponse,
  updatePlanBody,
} from '../../../shared/api/plans.js';
import { notFound } from '../../errors.js';
import { loadStudent } from '../students/load-student.js';
import { archivePlan } from './archive-plan.js';
import { createPlan } from './create-plan.js';
import { plannableStudent } from './plan-access.js';
import { planSuggestions } from './plan-suggestions.js';
import { findPlanByToken, plansForStudent, plansOwnedBy, toPlan } from './repository.js';
import { setPlanSharing } from './set-plan-sharing.js';
import { updatePlan } from './update-plan.js';
import { PLANNERS, PLAN_READERS } from '../../../shared/roles.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['plans'];

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/plans', {
    config: { access: { roles: PLANNERS } },
    schema: {
      tags,
      summary: "The caller's own drive plans, with their share links",
      response: { 200: planListResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { plans: (await plansOwnedBy(app.db, actor.id)).map((p) => toPlan(p, actor.id)) };
    },
  });

  app.post('/api/plans', {
    config: { access: { roles: PLANNERS } },
    schema: {
      tags,
      summary: 'Create a drive plan (with a share link)',
      body: createPlanBody,
      response: { 201: planResponse },
    },
    async handler(request, reply) {
      const actor = request.actor;
      return reply.status(201).send({ plan: await createPlan(app, actor, request.body) });
    },
  });

  app.get('/api/plans/suggestions', {
    config: { access: { roles: PLANNERS } },
    schema: {
      tags,
      summary: 'Plan ideas from what a student still lacks',
      querystring: suggestionsQuery,
      response: { 200: suggestionsResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await plannableStudent(app.db, actor, request.query.studentId);
      return { suggestions: await planSuggestions(app.db, student) };
    },
  });

  app.patch('/api/plans/:id', {
    config: { access: { roles: PLANNERS } },
    schema: {
      tags,
      summary: 'Change a plan (its author only)',
      params: idParams,
      body: updatePlanBody,
      response: { 200: planResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { plan: await updatePlan(app, actor, request.params.id, request.body) };
    },
  });

  app.delete('/api/plans/:id', {
    config: { access: { roles: PLANNERS } },
    schema: {
      tags,
      summary: 'Archive a plan; its link stops working (its author only)',
      params: idParams,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      const actor = request.actor;
      await archivePlan(app, actor, request.params.id);
      return { ok: true as const };
    },
  });

  app.post('/api/plans/:id/revoke', {
    config: { access: { roles: PLANNERS } },
    schema: {
      tags,
      summary: "Revoke a plan's link for good (its author only)",
      params: idParams,
      response: { 200: planResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { plan: await setPlanSharing(app, actor, request.params.id, false) };
    },
  });

  app.post('/api/plans/:id/share', {
    config: { access: { roles: PLANNERS } },
    schema: {
      tags,
      summary: 'Give a plan a new link (its author only; a revoked link stays dead)',
      params: idParams,
      response: { 200: planResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { plan: await setPlanSharing(app, actor, request.params.id, true) };
    },
  });

  app.get('/api/students/:id/plans', {
    config: { access: { roles: PLAN_READERS } },
    schema: {
      tags,
      summary: 'Drive plans made for a student (the student, linked parents, school staff)',
      params: idParams,
      response: { 200: planListResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      return { plans: (await plansForStudent(app.db, student.id)).map((p) => toPlan(p, actor.id)) };
    },
  });

  app.get('/api/drive-plans/shared/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A shared plan by its link (no sign-in); revoked and unknown links answer 404',
      params: z.object({ token: z.string().min(1).max(100) }),
      response: { 200: sharedPlanResponse },
    },
    async handler(request, reply) {
      const row = await findPlanByToken(app.db, request.params.token);
      if (!row) throw notFound('Plan');
      // A revoked link must stop working at once: nothing may keep a copy.
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const plan = toPlan(row, '');
      return {
        plan: {
          title: plan.title,
          skills: plan.skills,
          targetMinutes: plan.targetMinutes,
          conditions: plan.conditions,
          routeNotes: plan.routeNotes,
          instructions: plan.instructions,
          plannedFor: plan.plannedFor,
          studentFirstName: row.studentFirstName ?? (row.studentName ? row.studentName.split(' ')[0]! : null),
          authorName: plan.ownerName,
          schoolName: row.schoolName,
          updatedAt: plan.updatedAt,
        },
      };
    },
  });
};
