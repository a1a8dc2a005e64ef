/** The state dashboard's queries (GET /api/state-dashboard/{state}…, docs/product/state-admin.md). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ProgressBand,
  StateSchoolsResponse,
  StateStudentsResponse,
  StateSummary,
  StateTrends,
} from '../../../shared/api/state-dashboard';
import { api } from '../../lib/api';

const base = (state: string) => `/api/state-dashboard/${encodeURIComponent(state)}`;

export interface StudentFilter {
  q: string;
  school: string;
  band: ProgressBand | '';
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const stateDashboardKeys = {
  all: (state: string) => ['state-dashboard', state] as const,
};

export function useStateSummary(state: string) {
  return useQuery({
    queryKey: [...stateDashboardKeys.all(state), 'summary'],
    queryFn: () => api<StateSummary>(base(state)),
  });
}

export function useStateStudents(state: string, filter: StudentFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...stateDashboardKeys.all(state), 'students', filter, page, pageSize],
    queryFn: () => api<StateStudentsResponse>(`${base(state)}/students${query({ ...filter, page, pageSize })}`),
    placeholderData: keepPreviousData,
  });
}

export function useStateSchools(state: string, q: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...stateDashboardKeys.all(state), 'schools', q, page, pageSize],
    queryFn: () => api<StateSchoolsResponse>(`${base(state)}/schools${query({ q, page, pageSize })}`),
    placeholderData: keepPreviousData,
  });
}

export function useStateTrends(state: string) {
  return useQuery({
    queryKey: [...stateDashboardKeys.all(state), 'trends'],
    queryFn: () => api<StateTrends>(`${base(state)}/trends`),
  });
}

/** The CSV export of a table, with the same filters, headers in the viewer's language. */
export function csvUrl(
  state: string,
  table: 'students' | 'schools' | 'trends',
  params: Record<string, string | undefined>,
): string {
  return `${base(state)}/${table}.csv${query(params)}`;
}
