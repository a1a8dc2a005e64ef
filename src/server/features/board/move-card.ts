/**
 * Moving a card within its column or into another, placed by its neighbours (moveCardBody) rather
 * than by a position number, so moves made at the same time by others are kept
 * (docs/decisions/017-project-board-ordering.md).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Actor } from '../../../shared/access.js';
import type { BoardCard, MoveCardInput } from '../../../shared/api/board.js';
import { notFound } from '../../errors.js';
import {
  cardAtVersion,
  cardsOfColumn,
  findColumn,
  placeIndex,
  rankAt,
  renumberCards,
  toCard,
  writeBoard,
} from './repository.js';

export function moveCard(app: FastifyInstance, actor: Actor, id: string, input: MoveCardInput): Promise<BoardCard> {
  return writeBoard(app, async (trx) => {
    await cardAtVersion(trx, id, input.version);
    if (!(await findColumn(trx, input.columnId))) throw notFound('Column');
    const others = await cardsOfColumn(trx, input.columnId, id);
    const index = placeIndex(others, input.afterId, input.beforeId);
    const rank = await rankAt(others, index, (r) => renumberCards(trx, r));
    const row = await trx
      .updateTable('boardCard')
      .set({
        columnId: input.columnId,
        rank,
        version: sql<number>`version + 1`,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCard(row);
  });
}
