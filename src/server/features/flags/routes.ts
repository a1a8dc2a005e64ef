import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featureFlagsSchema, updateFlagsBody } from '../../../shared/api/flags.js';

export const flagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/flags', {
    config: { access: 'public' },
    schema: { tags: ['flags'], summary: 'The global feature flags', response: { 200: featureFlagsSchema } },
    handler: () => app.flagBus.read(),
  });

  app.put('/api/flags', {
    config: { access: { roles: ['admin'] } },
    schema: { tags: ['flags'], summary: 'Change feature flags (admin)', body: updateFlagsBody, response: { 200: featureFlagsSchema } },
    async handler(request) {
      const admin = request.actor;
      return app.flagBus.update(request.body, admin.id);
    },
  });

  app.get('/api/flags/stream', {
    config: { access: 'public' },
    schema: { tags: ['flags'], summary: 'Server-Sent Events: the flags now and after every change' },
    async handler(request, reply) {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (flags: unknown) => res.write(`event: flags\ndata: ${JSON.stringify(flags)}\n\n`);
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
      const unsubscribe = app.flagBus.subscribe(send, () => {
        clearInterval(heartbeat);
        res.end();
      });
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      send(await app.flagBus.read());
    },
  });
};
