/** The board's pure parts: today and overdue in the viewer's zone, filters, moving a card in local state. */
import type { BoardCard, ProjectBoard } from '../../../../shared/api/board';

export type BoardColumns = ProjectBoard['columns'];

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Overdue: a due date before today (the due day itself is not overdue). */
export function isOverdue(card: Pick<BoardCard, 'dueOn'>, today: string): boolean {
  return card.dueOn !== null && card.dueOn < today;
}

/** Assignee filter: '' all, 'none' unassigned, else an admin's id. Label filter: '' all, else a label. */
export interface BoardFilter {
  assignee: string;
  label: string;
}

export function matchesFilter(card: BoardCard, filter: BoardFilter): boolean {
  if (filter.assignee === 'none' && card.assigneeId !== null) return false;
  if (filter.assignee && filter.assignee !== 'none' && card.assigneeId !== filter.assignee) return false;
  if (filter.label && !card.labels.some((l) => l.toLowerCase() === filter.label.toLowerCase())) return false;
  return true;
}

/** Every label on the board, once each (first spelling), sorted. */
export function boardLabels(columns: BoardColumns, lang: string): string[] {
  const seen = new Map<string, string>();
  for (const c of columns)
    for (const card of c.cards) for (const l of card.labels) seen.set(l.toLowerCase(), seen.get(l.toLowerCase()) ?? l);
  return [...seen.values()].sort((a, b) => a.localeCompare(b, lang));
}

export const COLUMN_PREFIX = 'column:';
export const columnDropId = (columnId: string) => `${COLUMN_PREFIX}${columnId}`;

/** The column a drag id (a card's id or a column's drop id) belongs to. */
export function columnOf(columns: BoardColumns, id: string): string | null {
  if (id.startsWith(COLUMN_PREFIX)) return id.slice(COLUMN_PREFIX.length);
  return columns.find((c) => c.cards.some((card) => card.id === id))?.id ?? null;
}

/**
 * Moves card `id` to `toColumn` at `index` of that column's cards (without the card), as a drag
 * shows it before the server answers.
 */
export function moveLocally(columns: BoardColumns, id: string, toColumn: string, index: number): BoardColumns {
  const card = columns.flatMap((c) => c.cards).find((c) => c.id === id);
  if (!card) return columns;
  return columns.map((c) => {
    const cards = c.cards.filter((x) => x.id !== id);
    if (c.id === toColumn) cards.splice(Math.max(0, Math.min(index, cards.length)), 0, { ...card, columnId: toColumn });
    return { ...c, cards };
  });
}

/**
 * The neighbours a card dropped at its place in `visible` (the cards shown in its column, itself
 * included) is sent with: the server places it after `afterId`, else before `beforeId`.
 */
export function neighboursOf(
  visible: { id: string }[],
  id: string,
): { afterId: string | null; beforeId: string | null } {
  const i = visible.findIndex((c) => c.id === id);
  return { afterId: visible[i - 1]?.id ?? null, beforeId: visible[i + 1]?.id ?? null };
}
