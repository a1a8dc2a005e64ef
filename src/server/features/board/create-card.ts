/** Adding a card at the end of a column. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../shared/access.js';
import type { BoardCard } from '../../../shared/api/board.js';
import { notFound } from '../../errors.js';
import { assertAssignee, cardsOfColumn, findColumn, rankAt, renumberCards, toCard, writeBoard } from './repository.js';

export interface NewCard {
  columnId: string;
  title: string;
  description?: string | undefined;
  assigneeId?: string | null | undefined;
  dueOn?: string | null | undefined;
  labels?: string[] | undefined;
}

export function createCard(app: FastifyInstance, actor: Actor, input: NewCard): Promise<BoardCard> {
  return writeBoard(app, async (trx) => {
    if (!(await findColumn(trx, input.columnId))) throw notFound('Column');
    await assertAssignee(trx, input.assigneeId);
    const others = await cardsOfColumn(trx, input.columnId);
    const rank = await rankAt(others, others.length, (r) => renumberCards(trx, r));
    const row = await trx
      .insertInto('boardCard')
      .values({
        id: crypto.randomUUID(),
        columnId: input.columnId,
        title: input.title,
        description: input.description ?? '',
        assigneeId: input.assigneeId ?? null,
        dueOn: input.dueOn ?? null,
        labels: JSON.stringify(input.labels ?? []),
        rank,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCard(row);
  });
}
