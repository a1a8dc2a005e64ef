/** Reading the whole project board: columns in order, each with its cards in order, and the assignees. */
import type { FastifyInstance } from 'fastify';
import type { ProjectBoard } from '../../../shared/api/board.js';
import { readBoard } from './repository.js';

export function getBoard(app: FastifyInstance): Promise<ProjectBoard> {
  return readBoard(app.db);
}
