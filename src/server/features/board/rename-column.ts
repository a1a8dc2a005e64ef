/** Renaming a column, at the version the caller saw. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { BoardColumn } from '../../../shared/api/board.js';
import { columnAtVersion, toColumn, writeBoard } from './repository.js';

export function renameColumn(
  app: FastifyInstance,
  id: string,
  input: { version: number; name: string },
): Promise<BoardColumn> {
  return writeBoard(app, async (trx) => {
    await columnAtVersion(trx, id, input.version);
    const row = await trx
      .updateTable('boardColumn')
      .set({ name: input.name, version: sql<number>`version + 1`, updatedAt: new Date() })
      .where('id', '=', id)
      .returning(['id', 'name', 'rank', 'version'])
      .executeTakeFirstOrThrow();
    return toColumn(row);
  });
}
