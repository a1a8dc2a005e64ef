/** Who is ready for a certificate, issuing to them, and the school's driver-education criteria. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertificateCandidates,
  CertificateCriteria,
  IssueCertificatesBody,
  IssueCertificatesResult,
} from '../../../../shared/api/certificates';
import { api } from '../../../lib/api';
import { viewerTimeZone } from '../../../lib/format';
import { certificateKeys } from './keys';

const orgPath = (organizationId: string) => `/api/organizations/${encodeURIComponent(organizationId)}`;

export function useCertificateCandidates(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: certificateKeys.candidates(organizationId),
    enabled,
    queryFn: () => api<CertificateCandidates>(`${orgPath(organizationId)}/certificate-candidates`),
  });
}

/** POST /api/organizations/:id/certificates: one result per student (issued, already had one, not eligible…). */
export function useIssueCertificates(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    // The issue date is today where the issuer is (the server's rule), not in UTC.
    mutationFn: (body: Omit<IssueCertificatesBody, 'timeZone'>) =>
      api<IssueCertificatesResult>(`${orgPath(organizationId)}/certificates`, {
        body: { ...body, timeZone: viewerTimeZone() },
      }),
    // Even a partly refused batch may have issued some: refresh lists, counts and student cards.
    onSettled: () => void client.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}

export function useSaveCertificateCriteria(organizationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (criteria: CertificateCriteria) =>
      (
        await api<{ criteria: CertificateCriteria }>(`${orgPath(organizationId)}/certificate-criteria`, {
          method: 'PUT',
          body: criteria,
        })
      ).criteria,
    // New criteria change who is eligible for driver education.
    onSuccess: () => void client.invalidateQueries({ queryKey: certificateKeys.candidates(organizationId) }),
  });
}
