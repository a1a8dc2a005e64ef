import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { systemHealthSchema } from '../../../shared/api/admin.js';
import { systemHealth } from './system-health.js';

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

  app.get('/api/admin/health', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['system', 'admin'],
      summary: 'System health: database, migrations, e-mail outbox, flag listeners, uptime and version (admin)',
      response: { 200: systemHealthSchema },
    },
    handler: () => systemHealth(app),
  });
};
