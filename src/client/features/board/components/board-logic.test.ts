import { describe, expect, it } from 'vitest';
import type { BoardCard } from '../../../../shared/api/board';
import { isOverdue, matchesFilter, moveLocally, neighboursOf, todayIn, type BoardColumns } from './board-logic';

const card = (id: string, extra: Partial<BoardCard> = {}): BoardCard => ({
  id,
  columnId: 'a',
  title: id,
  description: '',
  assigneeId: null,
  dueOn: null,
  labels: [],
  rank: id,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('board logic', () => {
  it('takes today in the viewer zone', () => {
    const now = new Date('2026-03-01T05:00:00Z');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-03-01');
  });

  it('marks overdue only before today', () => {
    expect(isOverdue(card('x', { dueOn: '2026-02-27' }), '2026-02-28')).toBe(true);
    expect(isOverdue(card('x', { dueOn: '2026-02-28' }), '2026-02-28')).toBe(false);
    expect(isOverdue(card('x'), '2026-02-28')).toBe(false);
  });

  it('filters by assignee and label', () => {
    const c = card('x', { assigneeId: 'u1', labels: ['Docs'] });
    expect(matchesFilter(c, { assignee: '', label: '' })).toBe(true);
    expect(matchesFilter(c, { assignee: 'u1', label: 'docs' })).toBe(true);
    expect(matchesFilter(c, { assignee: 'none', label: '' })).toBe(false);
    expect(matchesFilter(c, { assignee: 'u2', label: '' })).toBe(false);
    expect(matchesFilter(c, { assignee: '', label: 'ops' })).toBe(false);
  });

  it('moves a card locally and names its neighbours', () => {
    const columns: BoardColumns = [
      { id: 'a', name: 'A', rank: 'a', version: 1, cards: [card('1'), card('2')] },
      { id: 'b', name: 'B', rank: 'b', version: 1, cards: [card('3', { columnId: 'b' })] },
    ];
    const moved = moveLocally(columns, '1', 'b', 1);
    expect(moved.map((c) => c.cards.map((x) => x.id))).toEqual([['2'], ['3', '1']]);
    expect(neighboursOf(moved[1]!.cards, '1')).toEqual({ afterId: '3', beforeId: null });
    expect(neighboursOf(moved[1]!.cards, '3')).toEqual({ afterId: null, beforeId: '1' });
  });
});
