/** Adding a column at the board's end. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../shared/access.js';
import type { BoardColumn } from '../../../shared/api/board.js';
import { orderedColumns, rankAt, renumberColumns, toColumn, writeBoard } from './repository.js';

export function createColumn(app: FastifyInstance, actor: Actor, name: string): Promise<BoardColumn> {
  return writeBoard(app, async (trx) => {
    const others = await orderedColumns(trx);
    const rank = await rankAt(others, others.length, (r) => renumberColumns(trx, r));
    const row = await trx
      .insertInto('boardColumn')
      .values({ id: crypto.randomUUID(), name, rank, createdBy: actor.id })
      .returning(['id', 'name', 'rank', 'version'])
      .executeTakeFirstOrThrow();
    return toColumn(row);
  });
}
