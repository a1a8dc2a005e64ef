/** Deleting a card, at the version the caller saw. */
import type { FastifyInstance } from 'fastify';
import { cardAtVersion, writeBoard } from './repository.js';

export function deleteCard(app: FastifyInstance, id: string, version: number): Promise<void> {
  return writeBoard(app, async (trx) => {
    await cardAtVersion(trx, id, version);
    await trx.deleteFrom('boardCard').where('id', '=', id).execute();
  });
}
