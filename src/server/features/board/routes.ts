/**
 * The platform team's project board (docs/product/project-board.md):
 * admins only; every change is announced to the open boards over the flags stream.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardIdParams,
  cardResponse,
  columnResponse,
  createCardBody,
  createColumnBody,
  moveCardBody,
  moveColumnBody,
  projectBoardResponse,
  renameColumnBody,
  updateCardBody,
  versionQuery,
} from '../../../shared/api/board.js';
import { okResponseSchema } from '../../../shared/api/common.js';
import { createCard } from './create-card.js';
import { createColumn } from './create-column.js';
import { deleteCard } from './delete-card.js';
import { deleteColumn } from './delete-column.js';
import { getBoard } from './get-board.js';
import { moveCard } from './move-card.js';
import { moveColumn } from './move-column.js';
import { renameColumn } from './rename-column.js';
import { updateCard } from './update-card.js';

const tags = ['project-board'];
/** canUseProjectBoard (src/shared/access.ts): the route rule is the whole check, there is no per-card access. */
const access = { roles: ['admin'] } as const;
const stale = 'A `version` other than the stored one answers 409 (board-card-conflict / board-column-conflict).';

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/project-board', {
    config: { access },
    schema: {
      tags,
      summary: 'The project board: columns in order with their cards in order, and who cards may be assigned to',
      response: { 200: projectBoardResponse },
    },
    handler: () => getBoard(app),
  });

  app.post('/api/project-board/columns', {
    config: { access },
    schema: {
      tags,
      summary: 'Add a column at the end of the board',
      body: createColumnBody,
      response: { 201: columnResponse },
    },
    async handler(request, reply) {
      return reply.status(201).send({ column: await createColumn(app, request.actor, request.body.name) });
    },
  });

  app.patch('/api/project-board/columns/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Rename a column',
      description: stale,
      params: boardIdParams,
      body: renameColumnBody,
      response: { 200: columnResponse },
    },
    async handler(request) {
      return { column: await renameColumn(app, request.params.id, request.body) };
    },
  });

  app.post('/api/project-board/columns/:id/move', {
    config: { access },
    schema: {
      tags,
      summary: 'Move a column right after another (afterId), or first (afterId null)',
      description: stale,
      params: boardIdParams,
      body: moveColumnBody,
      response: { 200: columnResponse },
    },
    async handler(request) {
      return { column: await moveColumn(app, request.params.id, request.body) };
    },
  });

  app.delete('/api/project-board/columns/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Remove an empty column (409 board-column-not-empty otherwise)',
      description: stale,
      params: boardIdParams,
      querystring: versionQuery,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      await deleteColumn(app, request.params.id, request.query.version);
      return { ok: true as const };
    },
  });

  app.post('/api/project-board/cards', {
    config: { access },
    schema: {
      tags,
      summary: 'Add a card at the end of a column',
      description: 'The assignee must be a platform admin (400 board-assignee-invalid).',
      body: createCardBody,
      response: { 201: cardResponse },
    },
    async handler(request, reply) {
      return reply.status(201).send({ card: await createCard(app, request.actor, request.body) });
    },
  });

  app.patch('/api/project-board/cards/:id', {
    config: { access },
    schema: {
      tags,
      summary: "Change a card's title, description, assignee, due date or labels",
      description: stale,
      params: boardIdParams,
      body: updateCardBody,
      response: { 200: cardResponse },
    },
    async handler(request) {
      return { card: await updateCard(app, request.actor, request.params.id, request.body) };
    },
  });

  app.post('/api/project-board/cards/:id/move', {
    config: { access },
    schema: {
      tags,
      summary: 'Move a card into a column, between its neighbours (afterId / beforeId)',
      description: `Placed right after afterId if that card is in the column, else right before beforeId if that one is, else first when afterId is null, else last. ${stale}`,
      params: boardIdParams,
      body: moveCardBody,
      response: { 200: cardResponse },
    },
    async handler(request) {
      return { card: await moveCard(app, request.actor, request.params.id, request.body) };
    },
  });

  app.delete('/api/project-board/cards/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Delete a card',
      description: stale,
      params: boardIdParams,
      querystring: versionQuery,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      await deleteCard(app, request.params.id, request.query.version);
      return { ok: true as const };
    },
  });
};
