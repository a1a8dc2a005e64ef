import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentOverviewSchema } from '../../../shared/api/students.js';
import { notFound } from '../../errors.js';
import { requirementFor } from '../requirements/requirements.js';
import { STUDENT_VIEWERS } from '../../../shared/roles.js';
import { loadStudent } from './load-student.js';

export const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/students/:id', {
    config: { access: { roles: STUDENT_VIEWERS } },
    schema: {
      tags: ['students'],
      summary: "A student's profile, school and state requirement (the student, linked parents, school staff)",
      params: z.object({ id: z.string().min(1).max(100) }),
      response: { 200: studentOverviewSchema },
    },
    async handler(request) {
      const actor = request.actor;
      await loadStudent(app, actor, request.params.id, 'view');
      const row = await app.db
        .selectFrom('user as u')
        .leftJoin('organization as o', 'o.id', 'u.organizationId')
        .select([
          'u.id',
          'u.name',
          'u.firstName',
          'u.lastName',
          'u.email',
          'u.state',
          'u.parentEmail',
          'u.status',
          'u.lastActive',
          'u.organizationId',
          'o.name as orgName',
          'o.state as orgState',
          'o.status as orgStatus',
        ])
        .where('u.id', '=', request.params.id)
        .where('u.role', '=', 'student')
        .executeTakeFirst();
      if (!row) throw notFound('Student');
      const state = row.state ?? row.orgState;
      return {
        student: {
          id: row.id,
          name: row.name,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          state,
          parentEmail: row.parentEmail,
          status: row.status,
          lastActive: row.lastActive ? new Date(row.lastActive).toISOString() : null,
        },
        organization:
          row.organizationId && row.orgName
            ? {
                id: row.organizationId,
                name: row.orgName,
                state: row.orgState ?? '',
                status: row.orgStatus ?? 'pending',
              }
            : null,
        requirement: requirementFor(state),
      };
    },
  });
};
