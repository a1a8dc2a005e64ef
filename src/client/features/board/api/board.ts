/** The project board's reads and writes (server: features/board; docs/product/project-board.md). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BoardCard,
  BoardColumn,
  MoveCardInput,
  ProjectBoard,
  UpdateCardInput,
} from '../../../../shared/api/board';
import { api } from '../../../lib/api';

export const boardKey = ['project-board'] as const;

export function useProjectBoard() {
  return useQuery({ queryKey: boardKey, queryFn: () => api<ProjectBoard>('/api/project-board') });
}

const enc = encodeURIComponent;

export interface CardFields {
  title: string;
  description: string;
  assigneeId: string | null;
  dueOn: string | null;
  labels: string[];
}

/** Every board write; each reads the board again when settled (success or refusal). */
export function useBoardMutations() {
  const client = useQueryClient();
  const settle = { onSettled: () => client.invalidateQueries({ queryKey: boardKey }) };
  return {
    addColumn: useMutation({
      mutationFn: async (name: string) =>
        (await api<{ column: BoardColumn }>('/api/project-board/columns', { body: { name } })).column,
      ...settle,
    }),
    renameColumn: useMutation({
      mutationFn: async ({ id, version, name }: { id: string; version: number; name: string }) =>
        (
          await api<{ column: BoardColumn }>(`/api/project-board/columns/${enc(id)}`, {
            method: 'PATCH',
            body: { version, name },
          })
        ).column,
      ...settle,
    }),
    moveColumn: useMutation({
      mutationFn: async ({ id, version, afterId }: { id: string; version: number; afterId: string | null }) =>
        (
          await api<{ column: BoardColumn }>(`/api/project-board/columns/${enc(id)}/move`, {
            body: { version, afterId },
          })
        ).column,
      ...settle,
    }),
    removeColumn: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) =>
        api(`/api/project-board/columns/${enc(id)}?version=${version}`, { method: 'DELETE' }),
      ...settle,
    }),
    addCard: useMutation({
      mutationFn: async (input: CardFields & { columnId: string }) =>
        (await api<{ card: BoardCard }>('/api/project-board/cards', { body: input })).card,
      ...settle,
    }),
    updateCard: useMutation({
      mutationFn: async ({ id, ...input }: UpdateCardInput & { id: string }) =>
        (await api<{ card: BoardCard }>(`/api/project-board/cards/${enc(id)}`, { method: 'PATCH', body: input })).card,
      ...settle,
    }),
    moveCard: useMutation({
      mutationFn: async ({ id, ...input }: MoveCardInput & { id: string }) =>
        (await api<{ card: BoardCard }>(`/api/project-board/cards/${enc(id)}/move`, { body: input })).card,
      ...settle,
    }),
    removeCard: useMutation({
      mutationFn: ({ id, version }: { id: string; version: number }) =>
        api(`/api/project-board/cards/${enc(id)}?version=${version}`, { method: 'DELETE' }),
      ...settle,
    }),
  };
}
