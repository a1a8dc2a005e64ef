/**
 * The project board's SQL (docs/product/project-board.md). Every write
 * runs in `writeBoard`: its first statement moves the board's revision on, which takes the one
 * board row's lock, so board writes follow one another and each computes its rank keys from what
 * is committed (docs/decisions/017-project-board-ordering.md).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BoardCard, BoardColumn, ProjectBoard } from '../../../shared/api/board.js';
import { compareRanks, rankBetween } from '../../../shared/rank.js';
import type { BoardCardTable, BoardColumnTable, Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` as one board write, then tells the open boards (after the commit). */
export async function writeBoard<T>(
  app: FastifyInstance,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const { result, revision } = await app.db.transaction().execute(async (trx) => {
    const { revision } = await trx
      .updateTable('projectBoard')
      .set({ revision: sql<number>`revision + 1` })
      .where('id', '=', 1)
      .returning('revision')
      .executeTakeFirstOrThrow();
    return { result: await work(trx), revision };
  });
  await app.boardBus.announce(revision);
  return result;
}

export function toCard(row: Selectable<BoardCardTable>): BoardCard {
  return {
    id: row.id,
    columnId: row.columnId,
    title: row.title,
    description: row.description,
    assigneeId: row.assigneeId,
    dueOn: row.dueOn,
    labels: Array.isArray(row.labels) ? row.labels : [],
    rank: row.rank,
    version: row.version,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function toColumn(row: Pick<Selectable<BoardColumnTable>, 'id' | 'name' | 'rank' | 'version'>): BoardColumn {
  return { id: row.id, name: row.name, rank: row.rank, version: row.version };
}

export async function readBoard(db: Db): Promise<ProjectBoard> {
  const [board, columns, cards, assignees] = await Promise.all([
    db.selectFrom('projectBoard').select('revision').where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('boardColumn').select(['id', 'name', 'rank', 'version']).execute(),
    db.selectFrom('boardCard').selectAll().execute(),
    listAssignees(db),
  ]);
  const byColumn = new Map<string, BoardCard[]>();
  for (const card of cards.map(toCard).sort(compareRanks)) {
    const list = byColumn.get(card.columnId) ?? [];
    list.push(card);
    byColumn.set(card.columnId, list);
  }
  return {
    revision: board?.revision ?? 0,
    columns: columns
      .map(toColumn)
      .sort(compareRanks)
      .map((c) => ({ ...c, cards: byColumn.get(c.id) ?? [] })),
    assignees,
  };
}

/** Who cards may be assigned to: admins whose account is not disabled. */
export async function listAssignees(db: Db): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name', 'firstName', 'lastName'])
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', '!=', 'disabled')]))
    .execute();
  return rows
    .map((r) => ({ id: r.id, name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function assertAssignee(db: Db, assigneeId: string | null | undefined): Promise<void> {
  if (assigneeId === null || assigneeId === undefined) return;
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('id', '=', assigneeId)
    .where('role', '=', 'admin')
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', '!=', 'disabled')]))
    .executeTakeFirst();
  if (!row)
    throw new AppError('board-assignee-invalid', 'Cards can only be assigned to platform admins.', {
      fields: { assigneeId: 'not-an-admin' },
    });
}

export async function findCard(db: Db, id: string) {
  return db.selectFrom('boardCard').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findColumn(db: Db, id: string) {
  return db.selectFrom('boardColumn').selectAll().where('id', '=', id).executeTakeFirst();
}

export const cardConflict = () =>
  new AppError('board-card-conflict', 'This card was changed by someone else meanwhile. Reload the board.');
export const columnConflict = () =>
  new AppError('board-column-conflict', 'This column was changed by someone else meanwhile. Reload the board.');

/** The card, checked against the version the caller saw (404 when gone, 409 when changed). */
export async function cardAtVersion(db: Db, id: string, version: number) {
  const card = await findCard(db, id);
  if (!card) throw notFound('Card');
  if (card.version !== version) throw cardConflict();
  return card;
}

export async function columnAtVersion(db: Db, id: string, version: number) {
  const column = await findColumn(db, id);
  if (!column) throw notFound('Column');
  if (column.version !== version) throw columnConflict();
  return column;
}

/**
 * The rank key for an item placed at `index` of `others` (the list in order, without the item).
 * Ranks are unique while writes follow one another; should two ever be equal or out of order,
 * the list is given fresh keys first (`renumber`) and the key is taken between those.
 */
export async function rankAt(
  others: { id: string; rank: string }[],
  index: number,
  renumber: (ranks: Map<string, string>) => Promise<void>,
): Promise<string> {
  const lo = others[index - 1]?.rank ?? null;
  const hi = others[index]?.rank ?? null;
  if (lo === null || hi === null || lo < hi) return rankBetween(lo, hi);
  const fresh = new Map<string, string>();
  let previous: string | null = null;
  for (const item of others) {
    previous = rankBetween(previous, null);
    fresh.set(item.id, previous);
  }
  await renumber(fresh);
  const ranks = others.map((o) => fresh.get(o.id)!);
  return rankBetween(ranks[index - 1] ?? null, ranks[index] ?? null);
}

/** Where `afterId` / `beforeId` put an item among `others` (see moveCardBody). */
export function placeIndex(others: { id: string }[], afterId: string | null, beforeId: string | null): number {
  if (afterId !== null) {
    const i = others.findIndex((o) => o.id === afterId);
    if (i >= 0) return i + 1;
  }
  if (beforeId !== null) {
    const i = others.findIndex((o) => o.id === beforeId);
    if (i >= 0) return i;
  }
  return afterId === null ? 0 : others.length;
}

export async function cardsOfColumn(db: Db, columnId: string, without?: string) {
  const rows = await db
    .selectFrom('boardCard')
    .select(['id', 'rank'])
    .where('columnId', '=', columnId)
    .$if(without !== undefined, (q) => q.where('id', '!=', without!))
    .execute();
  return rows.sort(compareRanks);
}

export async function orderedColumns(db: Db, without?: string) {
  const rows = await db
    .selectFrom('boardColumn')
    .select(['id', 'rank'])
    .$if(without !== undefined, (q) => q.where('id', '!=', without!))
    .execute();
  return rows.sort(compareRanks);
}

export async function renumberCards(trx: Db, ranks: Map<string, string>): Promise<void> {
  for (const [id, rank] of ranks) await trx.updateTable('boardCard').set({ rank }).where('id', '=', id).execute();
}

export async function renumberColumns(trx: Db, ranks: Map<string, string>): Promise<void> {
  for (const [id, rank] of ranks) await trx.updateTable('boardColumn').set({ rank }).where('id', '=', id).execute();
}
