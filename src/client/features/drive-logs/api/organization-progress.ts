/** GET /api/organizations/:id/progress: every student's totals, for the school's dashboards. */
import { useQuery } from '@tanstack/react-query';
import type { StudentTotals } from '../../../../shared/api/drive-logs';
import { api } from '../../../lib/api';
import { driveKeys } from './drives';

export function useOrganizationProgress(organizationId: string | undefined) {
  return useQuery({
    // Under the drive keys, so approving or logging a drive refreshes the dashboards' bars too.
    queryKey: [...driveKeys.all, 'organization-progress', organizationId],
    enabled: Boolean(organizationId),
    queryFn: async () => {
      const { students } = await api<{ students: StudentTotals[] }>(
        `/api/organizations/${encodeURIComponent(organizationId ?? '')}/progress`,
      );
      return new Map(students.map((s) => [s.studentId, s]));
    },
  });
}

/** While the totals load (or if they fail), tables show a dash in the hours column. */
export const NO_TOTALS: ReadonlyMap<string, StudentTotals> = new Map();
