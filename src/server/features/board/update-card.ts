/** Editing a card's title, description, assignee, due date or labels, at the version the caller saw. */
import type { FastifyInstance } from 'fastify';
import { sql, type Updateable } from 'kysely';
import type { Actor } from '../../../shared/access.js';
import type { BoardCard, UpdateCardInput } from '../../../shared/api/board.js';
import type { BoardCardTable } from '../../db/schema.js';
import { assertAssignee, cardAtVersion, toCard, writeBoard } from './repository.js';

export function updateCard(app: FastifyInstance, actor: Actor, id: string, input: UpdateCardInput): Promise<BoardCard> {
  return writeBoard(app, async (trx) => {
    await cardAtVersion(trx, id, input.version);
    await assertAssignee(trx, input.assigneeId);
    const set: Updateable<BoardCardTable> = { updatedAt: new Date(), updatedBy: actor.id };
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.assigneeId !== undefined) set.assigneeId = input.assigneeId;
    if (input.dueOn !== undefined) set.dueOn = input.dueOn;
    if (input.labels !== undefined) set.labels = JSON.stringify(input.labels);
    const row = await trx
      .updateTable('boardCard')
      .set({ ...set, version: sql<number>`version + 1` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCard(row);
  });
}
