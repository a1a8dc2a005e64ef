import { useQueries, useQuery } from '@tanstack/react-query';
import type { StudentOverview } from '../../shared/api/students';
import { api } from '../lib/api';

const fetchOverview = (id: string) => api<StudentOverview>(`/api/students/${encodeURIComponent(id)}`);

export function useStudentOverview(id: string) {
  return useQuery({ queryKey: ['student', id], queryFn: () => fetchOverview(id) });
}

/** Names of a parent's linked students, for the switcher. */
export function useStudentOverviews(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => ({ queryKey: ['student', id], queryFn: () => fetchOverview(id) })) });
}
