/** The public checks of a certificate (docs/product/certificates.md): the online lookup and the published keys. */
import { useQuery } from '@tanstack/react-query';
import type { CertificateKeys, CertificateVerification } from '../../../../shared/api/certificates';
import type { SignedPayload } from '../../../../shared/certificates';
import { api, ApiError } from '../../../lib/api';
import { checkCertificateSignature } from './offline-check';

/** Roadlog's records for a number (already checked and formatted by parseCertificateNumber). */
export function useCertificateVerification(number: string | null) {
  return useQuery({
    queryKey: ['certificate-verification', number],
    queryFn: () => api<CertificateVerification>(`/api/certificate-verification/${encodeURIComponent(number!)}`),
    enabled: number !== null,
    // The status can change (a revocation), so a check asked again asks again; but not on every render.
    staleTime: 0,
    // A refused number or the rate limit will not change by asking again at once.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });
}

/** The published public keys change rarely (a new signing key): fetched once per visit. */
const KEYS_STALE_MS = 24 * 60 * 60 * 1000;

export function useCertificateKeys(enabled: boolean) {
  return useQuery({
    queryKey: ['certificate-keys'],
    queryFn: () => api<CertificateKeys>('/api/certificate-keys'),
    enabled,
    staleTime: KEYS_STALE_MS,
    gcTime: KEYS_STALE_MS,
  });
}

/** The check of a signed payload on this device, once the published keys are there. */
export function useSignatureCheck(
  payload: string | null,
  signed: SignedPayload | null,
  keys: CertificateKeys | undefined,
) {
  return useQuery({
    queryKey: ['certificate-signature', payload, keys?.keys.map((k) => `${k.keyId}:${k.publicKey}`).join(',')],
    queryFn: () => checkCertificateSignature(signed!.canonical, signed!.signature, keys!.keys),
    enabled: signed !== null && keys !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
