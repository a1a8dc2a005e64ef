import { useQuery } from '@tanstack/react-query';
import type { ExamCategory, SampleResponse } from '../../../../shared/api/exams';
import { api } from '../../../lib/api';

/**
 * One question of GET /api/exams/sample: a public preview, so it carries its answer and
 * explanation; `fallback` marks a question shown in English because it is not translated yet.
 */
export type SampleQuestion = SampleResponse['questions'][number];

interface SampleOptions {
  /** None mixes every category. */
  category: ExamCategory | undefined;
  count: number;
  language: string;
  /** A state adds that state's own questions to the general ones. */
  state: string;
  /** Another value asks for another random set (each set stays cached, so going back is free). */
  round: number;
}

export function useSampleQuestions({ category, count, language, state, round }: SampleOptions) {
  return useQuery({
    queryKey: ['exams', 'sample', category ?? 'all', count, language, state, round],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ count: String(count), language });
      if (category) params.set('category', category);
      if (state) params.set('state', state);
      return (await api<SampleResponse>(`/api/exams/sample?${params.toString()}`, { signal })).questions;
    },
    staleTime: Infinity,
  });
}
