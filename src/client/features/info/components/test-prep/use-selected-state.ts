import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../../lib/auth-context';

const STATE_CODE = /^[A-Z]{2}$/;

/**
 * The state a test-prep page shows: `?state=TX` when the link names one (so a choice can be
 * shared), otherwise the signed-in user's own state, otherwise none yet.
 */
export function useSelectedState(): [string, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const fromUrl = (params.get('state') ?? '').toUpperCase();
  const own = (user?.state ?? '').toUpperCase();
  const selected = STATE_CODE.test(fromUrl) ? fromUrl : STATE_CODE.test(own) ? own : '';

  const select = useCallback(
    (code: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (code) next.set('state', code);
          else next.delete('state');
          return next;
        },
        // A new choice replaces the entry: the back button leaves the page, as readers expect.
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [selected, select];
}
