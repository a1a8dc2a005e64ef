import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_FLAGS, featureFlagsSchema, type FeatureFlags } from '../../shared/api/flags';

export const FLAGS_ERROR = 'Failed to load feature flags';

interface FlagsState {
  flags: FeatureFlags;
  /** docs/product/constants.md#error-catalogue: stored when the subscription fails, with no visible effect. */
  error: string | null;
}

const FlagsContext = createContext<FlagsState>({ flags: DEFAULT_FLAGS, error: null });

/** A realtime, read-only subscription to the global flags (Server-Sent Events). */
export function FlagsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<FlagsState>(() => ({
    flags: DEFAULT_FLAGS,
    error: typeof EventSource === 'undefined' ? FLAGS_ERROR : null,
  }));
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/flags/stream');
    source.addEventListener('flags', (event) => {
      const parsed = featureFlagsSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setState({ flags: parsed.data, error: null });
    });
    // The browser reconnects by itself; meanwhile the last known (or default) flags stay. A refused
    // stream (429: too many open from this client) is not retried: read the flags once instead.
    source.onerror = () => {
      setState((s) => ({ ...s, error: FLAGS_ERROR }));
      if (source.readyState !== EventSource.CLOSED) return;
      void fetch('/api/flags')
        .then(async (response) => (response.ok ? featureFlagsSchema.safeParse(await response.json()) : null))
        .then((parsed) => {
          if (parsed?.success) setState((s) => ({ ...s, flags: parsed.data }));
        })
        .catch(() => undefined);
    };
    return () => source.close();
  }, []);
  return <FlagsContext.Provider value={state}>{children}</FlagsContext.Provider>;
}

export function useFlags(): FlagsState {
  return useContext(FlagsContext);
}
