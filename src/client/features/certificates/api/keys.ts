/**
 * Query keys of certificates (docs/product/certificates.md). Everything sits under one root, so an
 * issue or a revocation refreshes the school's lists, its candidates, the student's card and the counts.
 */
import type { CertificateStatus } from '../../../../shared/api/certificates';
import type { CertificateType } from '../../../../shared/certificates';

export interface CertificateFilter {
  status?: CertificateStatus | undefined;
  type?: CertificateType | undefined;
}

export const certificateKeys = {
  all: ['certificates'] as const,
  school: (organizationId: string, filter: CertificateFilter) =>
    [...certificateKeys.all, 'school', organizationId, filter] as const,
  candidates: (organizationId: string) => [...certificateKeys.all, 'candidates', organizationId] as const,
  student: (studentId: string) => [...certificateKeys.all, 'student', studentId] as const,
  counts: (state: string | undefined) => [...certificateKeys.all, 'counts', state ?? 'all'] as const,
};

/** The printable certificate in the reader's language (GET /api/certificates/:id/certificate.pdf). */
export function certificatePdfPath(certificateId: string, language: string): string {
  return `/api/certificates/${encodeURIComponent(certificateId)}/certificate.pdf?lang=${encodeURIComponent(language)}`;
}

/** The public check of a number (the verification page, built in ../verify). */
export function verificationPath(number: string): string {
  return `/verify-certificate?number=${encodeURIComponent(number)}`;
}
