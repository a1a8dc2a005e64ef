import { useQuery } from '@tanstack/react-query';
import type { StateRequirement } from '../../shared/api/requirements';
import { api } from '../lib/api';

/** The 50 states and DC with their learner-permit rules (cached for the session). */
export function useRequirements() {
  return useQuery({
    queryKey: ['requirements'],
    queryFn: async () => (await api<{ states: StateRequirement[] }>('/api/requirements')).states,
    staleTime: Infinity,
  });
}
