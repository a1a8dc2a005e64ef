import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canUseProjectBoard } from '../../../shared/access.js';
import { BOARD_CHANGED_EVENT } from '../../../shared/api/board.js';
import { featureFlagsSchema, updateFlagsBody } from '../../../shared/api/flags.js';
import { fastSessionUser } from '../../auth/session-fast-path.js';
import { AppError } from '../../errors.js';
import { StreamSlots } from './stream-slots.js';

export const flagRoutes: FastifyPluginAsyncZod = async (app) => {
  const slots = new StreamSlots(app.config.sseMaxConnections, app.config.sseMaxPerClient);

  app.get('/api/flags', {
    config: { access: 'public' },
    schema: { tags: ['flags'], summary: 'The global feature flags', response: { 200: featureFlagsSchema } },
    handler: () => app.flagBus.read(),
  });

  app.put('/api/flags', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['flags'],
      summary: 'Change feature flags (admin)',
      body: updateFlagsBody,
      response: { 200: featureFlagsSchema },
    },
    async handler(request) {
      const admin = request.actor;
      return app.flagBus.update(request.body, admin.id);
    },
  });

  app.get('/api/flags/stream', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags: ['flags'],
      summary: 'Server-Sent Events: the flags now and after every change (429 when too many are open)',
      description:
        'Event `flags`: the flags, at once and after every change. Admins also get `board-changed` ({ revision }) after every project board change (docs/decisions/017-project-board-ordering.md).',
    },
    async handler(request, reply) {
      // Signed-in people count per account (a class behind one school address is many people),
      // everyone else per client address. A session due for renewal counts by address: this
      // read never renews (the reply is a stream, it could not carry the new cookie).
      const cookie = request.headers.cookie;
      const user = cookie ? await fastSessionUser(app, cookie).catch(() => undefined) : undefined;
      const release = slots.take(user ? `user:${user.id}` : `ip:${request.ip}`);
      if (!release)
        throw new AppError('rate-limited', 'Too many live-update connections. Close some tabs and try again.');

      reply.hijack();
      const res = reply.raw;
      // The slot is free again when the connection ends, whoever ends it (also if it already has).
      res.once('close', release);
      if (res.destroyed || request.raw.socket?.destroyed) release();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (flags: unknown) => res.write(`event: flags\ndata: ${JSON.stringify(flags)}\n\n`);
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 25_000);
      const end = () => {
        clearInterval(heartbeat);
        res.end();
      };
      const unsubscribe = app.flagBus.subscribe(send, end);
      // The project board's changes go to admins only, on the same stream (one connection per page).
      const unsubscribeBoard =
        user && canUseProjectBoard(user) && user.status !== 'disabled'
          ? app.boardBus.subscribe(
              (change) => res.write(`event: ${BOARD_CHANGED_EVENT}\ndata: ${JSON.stringify(change)}\n\n`),
              end,
            )
          : () => false;
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeBoard();
      });
      send(await app.flagBus.read());
    },
  });
};
