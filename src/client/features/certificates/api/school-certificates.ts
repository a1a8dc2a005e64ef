/** A school's issued certificates with their counts, and revoking one (server: features/certificates). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate, SchoolCertificates } from '../../../../shared/api/certificates';
import { api } from '../../../lib/api';
import { certificateKeys, type CertificateFilter } from './keys';

export function useSchoolCertificates(organizationId: string, filter: CertificateFilter = {}) {
  const clean: CertificateFilter = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.type ? { type: filter.type } : {}),
  };
  const params = new URLSearchParams(clean as Record<string, string>).toString();
  return useQuery({
    queryKey: certificateKeys.school(organizationId, clean),
    queryFn: () =>
      api<SchoolCertificates>(
        `/api/organizations/${encodeURIComponent(organizationId)}/certificates${params ? `?${params}` : ''}`,
      ),
  });
}

/** POST /api/certificates/:id/revoke (the school's admins, or a platform admin). */
export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (
        await api<{ certificate: Certificate }>(`/api/certificates/${encodeURIComponent(id)}/revoke`, {
          body: { reason },
        })
      ).certificate,
    onSuccess: () => void client.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
