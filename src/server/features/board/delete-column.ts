/** Removing a column: only an empty one, at the version the caller saw. */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import { columnAtVersion, writeBoard } from './repository.js';

export function deleteColumn(app: FastifyInstance, id: string, version: number): Promise<void> {
  return writeBoard(app, async (trx) => {
    await columnAtVersion(trx, id, version);
    const card = await trx.selectFrom('boardCard').select('id').where('columnId', '=', id).limit(1).executeTakeFirst();
    if (card) throw new AppError('board-column-not-empty', 'Only an empty column can be removed.');
    await trx.deleteFrom('boardColumn').where('id', '=', id).execute();
  });
}
