/** The state admin dashboard: summary, students, schools, trends and their CSV exports (docs/product/state-admin.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  stateParams,
  stateSchoolsCsvQuery,
  stateSchoolsQuery,
  stateSchoolsResponse,
  stateStudentsCsvQuery,
  stateStudentsQuery,
  stateStudentsResponse,
  stateSummarySchema,
  stateTrendsCsvQuery,
  stateTrendsQuery,
  stateTrendsResponse,
} from '../../../shared/api/state-dashboard.js';
import { SCHOOL_APPROVERS } from '../../../shared/roles.js';
import { assertStateAccess } from './scope.js';
import { schoolsCsv, studentsCsv, trendsCsv } from './state-csv.js';
import { findStateSchools, stateSchools } from './state-schools.js';
import { findStateStudents, stateStudents } from './state-students.js';
import { stateSummary } from './state-summary.js';
import { stateTrends } from './state-trends.js';

const tags = ['state-dashboard'];
const access = { roles: SCHOOL_APPROVERS };
const csvResponse = { 200: z.string().describe('text/csv; UTF-8 with a byte-order mark') };
const refusals = 'A state admin of another state gets 403 forbidden; an unknown state code 400 validation-failed.';

export const stateDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  function sendCsv(reply: { header(k: string, v: string): unknown }, name: string, body: string) {
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${name}"`);
    reply.header('cache-control', 'no-store');
    return body;
  }

  app.get('/api/state-dashboard/:state', {
    config: { access },
    schema: {
      tags,
      summary: "A state's figures: schools by status, students, drives, hours, students meeting the rule, by band",
      description: refusals,
      params: stateParams,
      response: { 200: stateSummarySchema },
    },
    async handler(request) {
      assertStateAccess(request.actor, request.params.state);
      return stateSummary(app.db, request.params.state);
    },
  });

  app.get('/api/state-dashboard/:state/students', {
    config: { access },
    schema: {
      tags,
      summary: "One page of the state's students by name: search by name or e-mail, filter by school and progress band",
      description: refusals,
      params: stateParams,
      querystring: stateStudentsQuery,
      response: { 200: stateStudentsResponse },
    },
    async handler(request) {
      assertStateAccess(request.actor, request.params.state);
      return stateStudents(app.db, request.params.state, request.query);
    },
  });

  app.get('/api/state-dashboard/:state/students.csv', {
    config: { access },
    schema: {
      tags,
      summary: "The state's students matching the filters, as CSV",
      description: refusals,
      params: stateParams,
      querystring: stateStudentsCsvQuery,
      response: csvResponse,
    },
    async handler(request, reply) {
      const { state } = request.params;
      assertStateAccess(request.actor, state);
      const students = await findStateStudents(app.db, state, request.query, null);
      return sendCsv(reply, `students-${state}.csv`, studentsCsv(request.query.lang ?? 'en', students));
    },
  });

  app.get('/api/state-dashboard/:state/schools', {
    config: { access },
    schema: {
      tags,
      summary:
        "One page of the state's schools by name with their students, median hours, share meeting the rule, review backlog and share of live drives",
      description: refusals,
      params: stateParams,
      querystring: stateSchoolsQuery,
      response: { 200: stateSchoolsResponse },
    },
    async handler(request) {
      assertStateAccess(request.actor, request.params.state);
      return stateSchools(app.db, request.params.state, request.query);
    },
  });

  app.get('/api/state-dashboard/:state/schools.csv', {
    config: { access },
    schema: {
      tags,
      summary: "The state's schools compared, as CSV",
      description: refusals,
      params: stateParams,
      querystring: stateSchoolsCsvQuery,
      response: csvResponse,
    },
    async handler(request, reply) {
      const { state } = request.params;
      assertStateAccess(request.actor, state);
      const schools = await findStateSchools(app.db, state, request.query, null);
      return sendCsv(reply, `schools-${state}.csv`, schoolsCsv(request.query.lang ?? 'en', schools));
    },
  });

  app.get('/api/state-dashboard/:state/trends', {
    config: { access },
    schema: {
      tags,
      summary: 'Drives and hours per week and new students per month (UTC), oldest first',
      description: refusals,
      params: stateParams,
      querystring: stateTrendsQuery,
      response: { 200: stateTrendsResponse },
    },
    async handler(request) {
      assertStateAccess(request.actor, request.params.state);
      return stateTrends(app.db, request.params.state, request.query);
    },
  });

  app.get('/api/state-dashboard/:state/trends.csv', {
    config: { access },
    schema: {
      tags,
      summary: 'The trends as CSV',
      description: refusals,
      params: stateParams,
      querystring: stateTrendsCsvQuery,
      response: csvResponse,
    },
    async handler(request, reply) {
      const { state } = request.params;
      assertStateAccess(request.actor, state);
      const trends = await stateTrends(app.db, state, request.query);
      return sendCsv(reply, `trends-${state}.csv`, trendsCsv(request.query.lang ?? 'en', trends));
    },
  });
};
