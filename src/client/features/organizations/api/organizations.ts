import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Organization,
  OrganizationStats,
  SetOrganizationStatusBody,
  UpdateOrganizationBody,
} from '../../../../shared/api/organizations';
import { api, ApiError, apiErrorOf } from '../../../lib/api';

export function useMyOrganization() {
  return useQuery({
    queryKey: ['my-organization'],
    queryFn: async () => (await api<{ organization: Organization }>('/api/my-organization')).organization,
  });
}

export function useOrganization(id: string) {
  return useQuery({
    queryKey: ['organization', id],
    queryFn: async () =>
      (await api<{ organization: Organization }>(`/api/organizations/${encodeURIComponent(id)}`)).organization,
  });
}

export function useOrganizations(filter: { state?: string; status?: string; q?: string }) {
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => Boolean(v)) as [string, string][]);
  return useQuery({
    queryKey: ['organizations', filter],
    queryFn: async () =>
      (await api<{ organizations: Organization[] }>(`/api/organizations?${params.toString()}`)).organizations,
  });
}

export function useSetOrganizationStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & SetOrganizationStatusBody) =>
      api(`/api/organizations/${encodeURIComponent(id)}/status`, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['organizations'] });
      void client.invalidateQueries({ queryKey: ['organization'] });
    },
  });
}

export function useOrganizationStats(organizationId: string) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return useQuery({
    // Under the drive keys, so approving or logging a drive refreshes the figures too.
    queryKey: ['drives', 'organization-stats', organizationId, timeZone],
    queryFn: () =>
      api<OrganizationStats>(
        `/api/organizations/${encodeURIComponent(organizationId)}/stats?timeZone=${encodeURIComponent(timeZone)}`,
      ),
  });
}

function useInvalidateOrganization() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['organization'] }),
      client.invalidateQueries({ queryKey: ['my-organization'] }),
      client.invalidateQueries({ queryKey: ['organizations'] }),
    ]);
}

export function useUpdateOrganization(id: string) {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: async (body: UpdateOrganizationBody) =>
      (
        await api<{ organization: Organization }>(`/api/organizations/${encodeURIComponent(id)}`, {
          method: 'PATCH',
          body,
        })
      ).organization,
    onSuccess: () => void invalidate(),
  });
}

/** Uploads the file itself as the body; the server decides its type from its first bytes. */
async function putLogo(id: string, file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/organizations/${encodeURIComponent(id)}/logo`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError('network-request-failed', 0, 'Network request failed');
  }
  if (!response.ok) {
    throw apiErrorOf(response, await response.json().catch(() => null));
  }
}

export function useLogo(id: string) {
  const invalidate = useInvalidateOrganization();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? putLogo(id, file) : api(`/api/organizations/${encodeURIComponent(id)}/logo`, { method: 'DELETE' }),
    onSuccess: () => void invalidate(),
  });
}

/** The logo's address, versioned by its last change so a new upload shows at once. */
export const logoUrl = (org: Pick<Organization, 'id' | 'logoUpdatedAt'>) =>
  org.logoUpdatedAt
    ? `/api/organizations/${encodeURIComponent(org.id)}/logo?v=${encodeURIComponent(org.logoUpdatedAt)}`
    : null;
