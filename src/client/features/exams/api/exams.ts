/** Query and mutation hooks for the practice-exam API (src/server/features/exams/routes.ts). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AnswerResponse,
  CategoriesResponse,
  CreateAttemptBody,
  CreateAttemptResponse,
  ExamHistory,
  ExamResult,
} from '../../../../shared/api/exams';
import { api } from '../../../lib/api';

export const examKeys = {
  all: ['exams'] as const,
  categories: (state: string | null) => ['exams', 'categories', state ?? ''] as const,
  history: (studentId: string) => ['exams', 'history', studentId] as const,
};

/** Categories with counts, the mock test of `state` (else the user's), and best scores when signed in. */
export function useExamCategories(state: string | null, userKey: string) {
  return useQuery({
    queryKey: [...examKeys.categories(state), userKey],
    queryFn: () =>
      api<CategoriesResponse>(`/api/exams/categories${state ? `?state=${encodeURIComponent(state)}` : ''}`),
  });
}

export function useExamHistory(studentId: string) {
  return useQuery({
    queryKey: examKeys.history(studentId),
    queryFn: () => api<ExamHistory>(`/api/exams/history?studentId=${encodeURIComponent(studentId)}`),
  });
}

export function useStartAttempt() {
  return useMutation({
    mutationFn: (body: CreateAttemptBody) => api<CreateAttemptResponse>('/api/exams/attempts', { body }),
  });
}

export function answerQuestion(attemptId: string, questionId: string, choiceId: string) {
  return api<AnswerResponse>(`/api/exams/attempts/${encodeURIComponent(attemptId)}/answers`, {
    body: { questionId, choiceId },
  });
}

export function submitAttempt(attemptId: string, answers: { questionId: string; choiceId: string }[]) {
  return api<ExamResult>(`/api/exams/attempts/${encodeURIComponent(attemptId)}/submit`, { body: { answers } });
}
