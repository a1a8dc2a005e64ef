import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canSetSkillLevel } from '../../../shared/access.js';
import {
  setSkillLevelBody,
  setSkillLevelResponse,
  skillsTreeQuery,
  skillsTreeResponse,
  studentSkillsResponse,
} from '../../../shared/api/skills.js';
import { loadStudent } from '../students/load-student.js';
import { historyOf, levelsOf } from './repository.js';
import { setSkillLevel } from './set-skill-level.js';
import { skillsTree } from './tree.js';
import { DRIVE_REVIEWERS, STUDENT_VIEWERS } from '../../../shared/roles.js';

const tags = ['skills'];
const studentParams = z.object({ id: z.string().min(1).max(100) });

export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/skills', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The skills tree with its texts in a language (English where a text is missing)',
      querystring: skillsTreeQuery,
      response: { 200: skillsTreeResponse },
    },
    async handler(request, reply) {
      reply.header('cache-control', 'public, max-age=3600');
      return skillsTree(request.query.language);
    },
  });

  app.get('/api/students/:id/skills', {
    config: { access: { roles: STUDENT_VIEWERS } },
    schema: {
      tags,
      summary: "A student's skill levels and their history",
      params: studentParams,
      response: { 200: studentSkillsResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      const [levels, history] = await Promise.all([levelsOf(app.db, student.id), historyOf(app.db, student.id)]);
      return {
        studentId: student.id,
        studentName: student.name,
        levels,
        history,
        can: { setLevel: canSetSkillLevel(actor, student) },
      };
    },
  });

  app.put('/api/students/:id/skills/:skillId', {
    config: { access: { roles: DRIVE_REVIEWERS } },
    schema: {
      tags,
      summary: 'Set one skill level by hand (linked parents and school staff; undo is a lower level)',
      params: studentParams.extend({ skillId: z.string().min(1).max(80) }),
      body: setSkillLevelBody,
      response: { 200: setSkillLevelResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const student = await loadStudent(app, actor, request.params.id, 'view');
      return setSkillLevel(app, actor, student, request.params.skillId, request.body);
    },
  });
};
