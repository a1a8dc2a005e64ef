/** GET /api/certificate-counts: valid and revoked certificates by type, of all states or one. */
import { useQuery } from '@tanstack/react-query';
import type { CertificateCounts } from '../../../../shared/api/certificates';
import { api } from '../../../lib/api';
import { certificateKeys } from './keys';

export function useCertificateCounts(state?: string) {
  return useQuery({
    queryKey: certificateKeys.counts(state),
    queryFn: async () =>
      (
        await api<{ counts: CertificateCounts }>(
          `/api/certificate-counts${state ? `?state=${encodeURIComponent(state)}` : ''}`,
        )
      ).counts,
  });
}
