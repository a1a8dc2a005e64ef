import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stateRequirementSchema } from '../../../shared/api/requirements.js';
import { notFound } from '../../errors.js';
import { requirementFor, requirements } from './requirements.js';

export const requirementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/requirements', {
    config: { access: 'public' },
    schema: {
      tags: ['requirements'],
      summary: 'Learner-permit rules of every state',
      response: { 200: z.object({ states: z.array(stateRequirementSchema) }) },
    },
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=3600');
      return { states: [...requirements().values()] };
    },
  });

  app.get('/api/requirements/:state', {
    config: { access: 'public' },
    schema: {
      tags: ['requirements'],
      summary: "One state's learner-permit rules",
      params: z.object({ state: z.string().regex(/^[A-Za-z]{2}$/) }),
      response: { 200: stateRequirementSchema },
    },
    async handler(request, reply) {
      const rule = requirementFor(request.params.state);
      if (!rule) throw notFound('State');
      reply.header('cache-control', 'public, max-age=3600');
      return rule;
    },
  });
};
