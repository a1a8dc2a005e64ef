import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canViewOrganization } from '../../../shared/access.js';
import { okResponseSchema } from '../../../shared/api/common.js';
import {
  listOrganizationsQuery,
  organizationPeopleSchema,
  organizationSchema,
  organizationStatsSchema,
  setOrganizationStatusBody,
  statsQuery,
  updateOrganizationBody,
} from '../../../shared/api/organizations.js';
import { notFound } from '../../errors.js';
import { findOrganization, findOrganizations, findPeople } from './repository.js';
import { logoRoutes } from './logo-routes.js';
import { organizationStats } from './organization-stats.js';
import { setOrganizationStatus } from './set-organization-status.js';
import { updateOrganization } from './update-organization.js';
import {
  SCHOOL_APPROVERS,
  SCHOOL_MANAGERS,
  SCHOOL_OVERSEERS,
  SCHOOL_STAFF,
  SCHOOL_VIEWERS,
} from '../../../shared/roles.js';

const idParams = z.object({ id: z.string().min(1).max(100) });

export const organizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/organizations', {
    config: { access: { roles: SCHOOL_APPROVERS } },
    schema: {
      tags: ['organizations'],
      summary: 'Schools: all for admins, own state for state admins',
      querystring: listOrganizationsQuery,
      response: { 200: z.object({ organizations: z.array(organizationSchema) }) },
    },
    async handler(request) {
      const user = request.actor;
      const state = user.role === 'state-admin' ? (user.state ?? '--') : request.query.state;
      return { organizations: await findOrganizations(app.db, { ...request.query, state }) };
    },
  });

  app.get('/api/my-organization', {
    // The school's own status stays readable while it is suspended: its dashboard says so.
    config: { access: { roles: SCHOOL_STAFF, allowSuspendedSchool: true } },
    schema: {
      tags: ['organizations'],
      summary: "The caller's own school",
      response: { 200: z.object({ organization: organizationSchema }) },
    },
    async handler(request) {
      const user = request.actor;
      const org = user.organizationId ? await findOrganization(app.db, user.organizationId) : null;
      if (!org) throw notFound('School');
      return { organization: org };
    },
  });

  app.get('/api/organizations/:id', {
    config: { access: { roles: SCHOOL_VIEWERS } },
    schema: {
      tags: ['organizations'],
      summary: 'One school',
      params: idParams,
      response: { 200: z.object({ organization: organizationSchema }) },
    },
    async handler(request) {
      const user = request.actor;
      const org = await findOrganization(app.db, request.params.id);
      if (!org || !canViewOrganization(user, org)) throw notFound('School');
      return { organization: org };
    },
  });

  app.get('/api/organizations/:id/people', {
    config: { access: { roles: SCHOOL_VIEWERS } },
    schema: {
      tags: ['organizations'],
      summary: "A school's staff and students",
      params: idParams,
      response: { 200: organizationPeopleSchema },
    },
    async handler(request) {
      const user = request.actor;
      const org = await findOrganization(app.db, request.params.id);
      if (!org || !canViewOrganization(user, org)) throw notFound('School');
      return findPeople(app.db, org.id);
    },
  });

  app.patch('/api/organizations/:id', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags: ['organizations'],
      summary: "Change a school's settings (its owner and admins, or an admin)",
      params: idParams,
      body: updateOrganizationBody,
      response: { 200: z.object({ organization: organizationSchema }) },
    },
    async handler(request) {
      const user = request.actor;
      return { organization: await updateOrganization(app, user, request.params.id, request.body) };
    },
  });

  app.get('/api/organizations/:id/stats', {
    config: { access: { roles: SCHOOL_OVERSEERS } },
    schema: {
      tags: ['organizations'],
      summary: "A school's figures: learners, time driven this month, pending drives, learners who met their rule",
      params: idParams,
      querystring: statsQuery,
      response: { 200: organizationStatsSchema },
    },
    async handler(request) {
      const user = request.actor;
      const org = await findOrganization(app.db, request.params.id);
      if (!org || !canViewOrganization(user, org)) throw notFound('School');
      return organizationStats(app.db, org.id, request.query.timeZone);
    },
  });

  await app.register(logoRoutes);

  app.post('/api/organizations/:id/status', {
    config: { access: { roles: SCHOOL_APPROVERS } },
    schema: {
      tags: ['organizations'],
      summary: 'Approve or suspend a school',
      params: idParams,
      body: setOrganizationStatusBody,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      const user = request.actor;
      await setOrganizationStatus(app, user, request.params.id, request.body);
      return { ok: true as const };
    },
  });
};
