/** Query and mutation hooks for lessons and calendar feeds (src/server/features/calendar/routes.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, CreateLessonBody, Lesson, UpdateLessonBody } from '../../../../shared/api/calendar';
import { api } from '../../../lib/api';

export interface LessonRange {
  from: string;
  to: string;
  teacherId?: string | undefined;
  studentId?: string | undefined;
}

export const lessonKeys = {
  all: ['lessons'] as const,
  range: (range: LessonRange) => ['lessons', 'range', range] as const,
  upcoming: (studentId: string) => ['lessons', 'upcoming', studentId] as const,
  feeds: ['calendar-feeds'] as const,
};

export function useLessons(range: LessonRange, enabled = true) {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.teacherId) params.set('teacherId', range.teacherId);
  if (range.studentId) params.set('studentId', range.studentId);
  return useQuery({
    queryKey: lessonKeys.range(range),
    enabled,
    queryFn: async () => (await api<{ lessons: Lesson[] }>(`/api/lessons?${params.toString()}`)).lessons,
  });
}

export function useUpcomingLessons(studentId: string, limit = 5) {
  return useQuery({
    queryKey: lessonKeys.upcoming(studentId),
    queryFn: async () =>
      (
        await api<{ lessons: Lesson[] }>(
          `/api/lessons/upcoming?studentId=${encodeURIComponent(studentId)}&limit=${limit}`,
        )
      ).lessons,
  });
}

function useInvalidateLessons() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: lessonKeys.all });
}

export function useCreateLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (body: CreateLessonBody) => api<{ lesson: Lesson }>('/api/lessons', { body }),
    onSuccess: () => void invalidate(),
  });
}

export function useUpdateLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateLessonBody }) =>
      api<{ lesson: Lesson }>(`/api/lessons/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSettled: () => void invalidate(),
  });
}

export function useCalendarFeeds() {
  return useQuery({
    queryKey: lessonKeys.feeds,
    queryFn: async () => (await api<{ feeds: CalendarFeed[] }>('/api/calendar-feeds')).feeds,
  });
}

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ feed: CalendarFeed; url: string }>('/api/calendar-feeds', { body: {} }),
    onSuccess: () => void client.invalidateQueries({ queryKey: lessonKeys.feeds }),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/calendar-feeds/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: lessonKeys.feeds }),
  });
}
