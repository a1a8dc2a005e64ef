import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Organization, Person } from '../../../../shared/api/organizations';
import { api } from '../../../lib/api';

export function useMyOrganization() {
  return useQuery({
    queryKey: ['my-organization'],
    queryFn: async () => (await api<{ organization: Organization }>('/api/my-organization')).organization,
  });
}

export function useOrganization(id: string) {
  return useQuery({
    queryKey: ['organization', id],
    queryFn: async () => (await api<{ organization: Organization }>(`/api/organizations/${encodeURIComponent(id)}`)).organization,
  });
}

export function useOrganizations(filter: { state?: string; status?: string; q?: string }) {
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => Boolean(v)) as [string, string][]);
  return useQuery({
    queryKey: ['organizations', filter],
    queryFn: async () => (await api<{ organizations: Organization[] }>(`/api/organizations?${params.toString()}`)).organizations,
  });
}

export function usePeople(organizationId: string | undefined) {
  return useQuery({
    queryKey: ['organization-people', organizationId],
    enabled: Boolean(organizationId),
    queryFn: () => api<{ staff: Person[]; students: Person[] }>(`/api/organizations/${encodeURIComponent(organizationId ?? '')}/people`),
  });
}

export function useSetOrganizationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'approved' | 'suspended' }) =>
      api(`/api/organizations/${encodeURIComponent(id)}/status`, { body: { status } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['organizations'] });
      void client.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}
