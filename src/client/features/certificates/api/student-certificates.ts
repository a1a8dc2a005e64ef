/** GET /api/students/:id/certificates: the certificates of one student (the student, parents, staff, admins). */
import { useQuery } from '@tanstack/react-query';
import type { Certificate } from '../../../../shared/api/certificates';
import { api } from '../../../lib/api';
import { certificateKeys } from './keys';

export function useStudentCertificates(studentId: string) {
  return useQuery({
    queryKey: certificateKeys.student(studentId),
    queryFn: async () =>
      (await api<{ certificates: Certificate[] }>(`/api/students/${encodeURIComponent(studentId)}/certificates`))
        .certificates,
  });
}
