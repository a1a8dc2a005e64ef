/** Query and mutation hooks for the drive-log API (src/server/features/drive-logs/routes.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  amendDriveBody,
  CreateDriveBody,
  Drive,
  DriveDetail,
  DriveWarning,
  Progress,
} from '../../../../shared/api/drive-logs';
import { api } from '../../../lib/api';

export interface DriveFilters {
  status?: string;
  from?: string;
  to?: string;
  weather?: string;
  roadType?: string;
  archived?: boolean;
  limit?: number;
  offset?: number;
}

export const driveKeys = {
  all: ['drives'] as const,
  list: (studentId: string, filters: DriveFilters) => ['drives', 'list', studentId, filters] as const,
  detail: (id: string) => ['drives', 'detail', id] as const,
  pending: ['drives', 'pending'] as const,
  progress: (studentId: string) => ['drives', 'progress', studentId] as const,
};

export function useDrives(studentId: string, filters: DriveFilters = {}) {
  const params = new URLSearchParams({ studentId });
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  return useQuery({
    queryKey: driveKeys.list(studentId, filters),
    queryFn: () => api<{ drives: Drive[]; total: number; progress: Progress }>(`/api/drive-logs?${params.toString()}`),
  });
}

export function useDrive(id: string) {
  return useQuery({
    queryKey: driveKeys.detail(id),
    queryFn: () => api<DriveDetail>(`/api/drive-logs/${encodeURIComponent(id)}`),
  });
}

export function usePendingDrives(enabled = true) {
  return useQuery({
    queryKey: driveKeys.pending,
    enabled,
    queryFn: async () => (await api<{ drives: Drive[] }>('/api/drive-logs/pending')).drives,
  });
}

/** A school's drives waiting for review, read-only (a platform admin's view of its dashboard). */
export function useSchoolPendingDrives(organizationId: string) {
  return useQuery({
    queryKey: [...driveKeys.pending, 'school', organizationId],
    queryFn: async () =>
      (await api<{ drives: Drive[] }>(`/api/organizations/${encodeURIComponent(organizationId)}/pending-drives`))
        .drives,
  });
}

export function useProgress(studentId: string) {
  return useQuery({
    queryKey: driveKeys.progress(studentId),
    queryFn: () => api<Progress>(`/api/students/${encodeURIComponent(studentId)}/progress`),
  });
}

/** Every drive query refreshes after a change: lists, totals, detail and pending. */
function useInvalidateDrives() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: driveKeys.all });
}

export function postDrive(body: CreateDriveBody) {
  return api<{ drive: Drive; created: boolean; warnings: DriveWarning[] }>('/api/drive-logs', { body });
}

export function useCreateDrive() {
  const invalidate = useInvalidateDrives();
  return useMutation({ mutationFn: postDrive, onSuccess: () => void invalidate() });
}

export function useReviewDrives() {
  const invalidate = useInvalidateDrives();
  return useMutation({
    mutationFn: (body: { driveIds: string[]; decision: 'approve' | 'reject'; reason?: string }) =>
      api<{ reviewed: string[]; skipped: { id: string; reason: string }[] }>('/api/drive-logs/review', { body }),
    onSuccess: () => void invalidate(),
  });
}

export function useCorrectNight(driveId: string) {
  const invalidate = useInvalidateDrives();
  return useMutation({
    mutationFn: (body: { nightMinutes: number; reason: string }) =>
      api(`/api/drive-logs/${encodeURIComponent(driveId)}/night-minutes`, { body }),
    onSuccess: () => void invalidate(),
  });
}

export function useSetArchived(driveId: string) {
  const invalidate = useInvalidateDrives();
  return useMutation({
    mutationFn: (archived: boolean) =>
      api(`/api/drive-logs/${encodeURIComponent(driveId)}/${archived ? 'archive' : 'restore'}`, { body: {} }),
    onSuccess: () => void invalidate(),
  });
}

export function useArchiveLog(studentId: string) {
  const invalidate = useInvalidateDrives();
  return useMutation({
    mutationFn: () =>
      api<{ archived: number }>(`/api/students/${encodeURIComponent(studentId)}/archive-log`, { body: {} }),
    onSuccess: () => void invalidate(),
  });
}

export function useProposeAmendment(driveId: string) {
  const invalidate = useInvalidateDrives();
  return useMutation({
    mutationFn: (body: z.infer<typeof amendDriveBody>) =>
      api<{ amendmentId: string }>(`/api/drive-logs/${encodeURIComponent(driveId)}/amendments`, { body }),
    onSuccess: () => void invalidate(),
  });
}

export function useReviewAmendment(driveId: string) {
  const invalidate = useInvalidateDrives();
  return useMutation({
    mutationFn: ({ amendmentId, decision }: { amendmentId: string; decision: 'approve' | 'reject' }) =>
      api(`/api/drive-logs/${encodeURIComponent(driveId)}/amendments/${encodeURIComponent(amendmentId)}/review`, {
        body: { decision },
      }),
    onSuccess: () => void invalidate(),
  });
}
