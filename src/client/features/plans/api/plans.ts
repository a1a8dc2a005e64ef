/** Query and mutation hooks for drive plans (src/server/features/plans/routes.ts). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePlanBody, Plan, SharedPlan, Suggestion, UpdatePlanBody } from '../../../../shared/api/plans';
import { api } from '../../../lib/api';

/** Every plan key starts with 'plans', so a change refreshes useMyPlans (api/my-plans.ts) too. */
export const planKeys = {
  all: ['plans'] as const,
  student: (studentId: string) => ['plans', 'student', studentId] as const,
  suggestions: (studentId: string) => ['plans', 'suggestions', studentId] as const,
  shared: (token: string) => ['plans', 'shared', token] as const,
};

const enc = encodeURIComponent;

export function useStudentPlans(studentId: string) {
  return useQuery({
    queryKey: planKeys.student(studentId),
    queryFn: async () => (await api<{ plans: Plan[] }>(`/api/students/${enc(studentId)}/plans`)).plans,
  });
}

export function usePlanSuggestions(studentId: string | null) {
  return useQuery({
    queryKey: planKeys.suggestions(studentId ?? ''),
    enabled: Boolean(studentId),
    queryFn: async () =>
      (await api<{ suggestions: Suggestion[] }>(`/api/plans/suggestions?studentId=${enc(studentId ?? '')}`))
        .suggestions,
  });
}

/** The public viewer: no session needed; a revoked link answers 404, so no retries. */
export function useSharedPlan(token: string) {
  return useQuery({
    queryKey: planKeys.shared(token),
    retry: false,
    queryFn: async () => (await api<{ plan: SharedPlan }>(`/api/drive-plans/shared/${enc(token)}`)).plan,
  });
}

function useInvalidatePlans() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: planKeys.all });
}

export function useSavePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string | undefined; body: CreatePlanBody | UpdatePlanBody }) =>
      (await api<{ plan: Plan }>(id ? `/api/plans/${enc(id)}` : '/api/plans', { method: id ? 'PATCH' : 'POST', body }))
        .plan,
    onSuccess: () => void invalidate(),
  });
}

export function usePlanAction() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'revoke' | 'share' | 'archive' }) =>
      action === 'archive'
        ? api(`/api/plans/${enc(id)}`, { method: 'DELETE' })
        : api(`/api/plans/${enc(id)}/${action}`, { method: 'POST' }),
    onSuccess: () => void invalidate(),
  });
}

/** The full address of a plan's public page. */
export const planLink = (token: string) => `${window.location.origin}/drive-plan/${enc(token)}`;
