import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database check',
      response: { 200: z.object({ ok: z.boolean(), database: z.enum(['pglite', 'postgres']) }) },
    },
    async handler() {
      await sql`select 1`.execute(app.db);
      return { ok: true, database: app.dbHandle.kind };
    },
  });
};
