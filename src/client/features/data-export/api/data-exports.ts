import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport } from '../../../../shared/api/data-exports';
import { api } from '../../../lib/api';
import { viewerTimeZone } from '../../../lib/format';

const KEY = ['data-exports'];
const inProgress = (e: DataExport) => e.status === 'queued' || e.status === 'building';

/** The exports the user asked for; polled every 2 s while one is being prepared. */
export function useDataExports() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api<{ exports: DataExport[] }>('/api/data-exports'),
    refetchInterval: (query) => (query.state.data?.exports.some(inProgress) ? 2000 : false),
  });
}

export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjectId: string | undefined) =>
      api<DataExport>('/api/data-exports', {
        method: 'POST',
        body: { ...(subjectId ? { subjectId } : {}), timeZone: viewerTimeZone() },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export const archiveUrl = (id: string) => `/api/data-exports/${encodeURIComponent(id)}/archive.zip`;
