import { useQuery } from '@tanstack/react-query';
import type { Person } from '../../shared/api/organizations';
import { api } from '../lib/api';

/** A school's staff and students (the dashboards, the calendar's pickers, invitations, plans). */
export function usePeople(organizationId: string | undefined) {
  return useQuery({
    queryKey: ['organization-people', organizationId],
    enabled: Boolean(organizationId),
    queryFn: () =>
      api<{ staff: Person[]; students: Person[] }>(
        `/api/organizations/${encodeURIComponent(organizationId ?? '')}/people`,
      ),
  });
}
