/** GET /api/students/:id/supervisors: who may supervise the student's drives ("Log past drive"). */
import { useQuery } from '@tanstack/react-query';
import type { StudentSupervisors } from '../../../../shared/api/drive-logs';
import { api } from '../../../lib/api';

export function useSupervisors(studentId: string, enabled = true) {
  return useQuery({
    queryKey: ['student-supervisors', studentId],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: () => api<StudentSupervisors>(`/api/students/${encodeURIComponent(studentId)}/supervisors`),
  });
}
