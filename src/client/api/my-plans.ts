/** The caller's own drive plans (GET /api/plans): the plans panel and the calendar's lesson form. */
import { useQuery } from '@tanstack/react-query';
import type { Plan } from '../../shared/api/plans';
import { api } from '../lib/api';

/** Under ['plans']: every plan change (features/plans/api/plans.ts) refreshes it. */
const myPlansKey = ['plans', 'mine'] as const;

export function useMyPlans() {
  return useQuery({ queryKey: myPlansKey, queryFn: async () => (await api<{ plans: Plan[] }>('/api/plans')).plans });
}
