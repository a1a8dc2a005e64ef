import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { passwordPolicySchema, type PasswordPolicy } from '../../shared/password-policy';
import { api } from '../lib/api';

const KEY = ['password-policy'];

export function usePasswordPolicy() {
  return useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<PasswordPolicy> => passwordPolicySchema.parse(await api('/api/password-policy')),
    staleTime: 5 * 60_000,
  });
}

/** docs/product/accounts.md#password-policy: when the server refuses a password, fetch the policy again (it may have changed). */
export function useRefetchPolicyOnRefusal() {
  const client = useQueryClient();
  return useCallback(
    (code: string) => {
      if (code === 'password-does-not-meet-requirements') void client.invalidateQueries({ queryKey: KEY });
    },
    [client],
  );
}
