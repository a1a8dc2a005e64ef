/** Moving a column: right after another (or first), at the version the caller saw. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { BoardColumn } from '../../../shared/api/board.js';
import {
  columnAtVersion,
  orderedColumns,
  placeIndex,
  rankAt,
  renumberColumns,
  toColumn,
  writeBoard,
} from './repository.js';

export function moveColumn(
  app: FastifyInstance,
  id: string,
  input: { version: number; afterId: string | null },
): Promise<BoardColumn> {
  return writeBoard(app, async (trx) => {
    await columnAtVersion(trx, id, input.version);
    const others = await orderedColumns(trx, id);
    const rank = await rankAt(others, placeIndex(others, input.afterId, null), (r) => renumberColumns(trx, r));
    const row = await trx
      .updateTable('boardColumn')
      .set({ rank, version: sql<number>`version + 1`, updatedAt: new Date() })
      .where('id', '=', id)
      .returning(['id', 'name', 'rank', 'version'])
      .executeTakeFirstOrThrow();
    return toColumn(row);
  });
}
