import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, OutboxItem, OutboxMessage, SystemHealth, UpdateUserBody } from '../../../../shared/api/admin';
import type { Role } from '../../../../shared/roles';
import type { FeatureFlags } from '../../../../shared/api/flags';
import { api } from '../../../lib/api';

export function useUsers(filter: { q: string; role: Role | '' }) {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.role) params.set('role', filter.role);
  return useQuery({
    queryKey: ['admin-users', filter],
    queryFn: () => api<{ users: AdminUser[]; total: number }>(`/api/admin/users?${params.toString()}`),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserBody }) =>
      api(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}

export function useCreateStaffUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      email: string;
      firstName: string;
      lastName: string;
      role: 'admin' | 'state-admin';
      state?: string;
    }) => api<{ user: AdminUser; temporaryPassword: string }>('/api/admin/users', { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin-users'] }),
  });
}

export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/users/${encodeURIComponent(id)}/password-reset`, { body: {} }),
  });
}

export function useUpdateFlags() {
  return useMutation({
    mutationFn: (changes: Partial<FeatureFlags>) => api<FeatureFlags>('/api/flags', { method: 'PUT', body: changes }),
  });
}

export function useAnalytics() {
  return useQuery({
    queryKey: ['admin-analytics'],
    queryFn: () =>
      api<{
        total: number;
        byPath: { path: string; views: number }[];
        byDay: { day: string; views: number }[];
        byLanguage: { language: string | null; views: number }[];
      }>('/api/admin/analytics'),
  });
}

export function useOutbox() {
  return useQuery({
    queryKey: ['admin-outbox'],
    queryFn: async () => (await api<{ items: OutboxItem[] }>('/api/admin/outbox')).items,
  });
}

export function useSystemHealth() {
  return useQuery({
    queryKey: ['admin-health'],
    queryFn: () => api<SystemHealth>('/api/admin/health'),
  });
}

/** One outbox e-mail in full; fetched only while its dialog is open. */
export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: ['admin-outbox', id],
    enabled: id !== null,
    queryFn: async () =>
      (await api<{ message: OutboxMessage }>(`/api/admin/outbox/${encodeURIComponent(id ?? '')}`)).message,
  });
}
