/** Query and mutation hooks for parent consent (src/server/features/consent). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicConsent, StudentConsent } from '../../../../shared/api/consent';
import { api } from '../../../lib/api';

export const consentKeys = {
  byToken: (token: string) => ['consent', 'token', token] as const,
  student: (studentId: string) => ['consent', 'student', studentId] as const,
};

export function usePublicConsent(token: string) {
  return useQuery({
    queryKey: consentKeys.byToken(token),
    enabled: Boolean(token),
    retry: false,
    queryFn: async () =>
      (await api<{ consent: PublicConsent }>(`/api/consent?token=${encodeURIComponent(token)}`)).consent,
  });
}

export function decideConsent(token: string, decision: 'accept' | 'reject') {
  return api<{ ok: true; studentId: string }>(`/api/consent/${decision}`, { body: { token } });
}

export function useStudentConsent(studentId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: consentKeys.student(studentId ?? ''),
    enabled: Boolean(studentId) && enabled,
    queryFn: async () =>
      (await api<{ consent: StudentConsent }>(`/api/students/${encodeURIComponent(studentId ?? '')}/consent`)).consent,
  });
}

export function useRequestConsent(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { parentEmail?: string }) =>
      api<{ consent: StudentConsent }>(`/api/students/${encodeURIComponent(studentId)}/consent/request`, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: consentKeys.student(studentId) });
      void client.invalidateQueries({ queryKey: ['organization-people'] });
    },
  });
}

export function useWithdrawConsent(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ ok: true }>(`/api/students/${encodeURIComponent(studentId)}/consent/withdraw`, { body: {} }),
    onSuccess: () => void client.invalidateQueries(),
  });
}
