import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { BOARD_CHANGED_EVENT } from '../../shared/api/board';
import { DEFAULT_FLAGS, featureFlagsSchema, type FeatureFlags } from '../../shared/api/flags';
import { useAuth } from './auth-context';

export const FLAGS_ERROR = 'Failed to load feature flags';

/** Other events of the flags stream: `board-changed` reaches admins only (docs/decisions/017-project-board-ordering.md). */
export type LiveEvent = typeof BOARD_CHANGED_EVENT;
type LiveListener = () => void;

interface FlagsState {
  flags: FeatureFlags;
  /** docs/product/constants.md#error-catalogue: stored when the subscription fails, with no visible effect. */
  error: string | null;
}

interface FlagsApi extends FlagsState {
  /** Calls `listener` on each `event`, and after the stream reconnects (an event may have been missed). */
  subscribe(event: LiveEvent, listener: LiveListener): () => void;
}

const FlagsContext = createContext<FlagsApi>({ flags: DEFAULT_FLAGS, error: null, subscribe: () => () => undefined });

/**
 * A realtime, read-only subscription to the global flags (Server-Sent Events). The stream is
 * opened again when the signed-in account changes, so the server knows who listens (admins also
 * get project board changes on it).
 */
export function FlagsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.uid ?? null;
  const [state, setState] = useState<FlagsState>(() => ({
    flags: DEFAULT_FLAGS,
    error: typeof EventSource === 'undefined' ? FLAGS_ERROR : null,
  }));
  const listeners = useRef(new Map<LiveEvent, Set<LiveListener>>());
  const emit = useCallback((event: LiveEvent) => listeners.current.get(event)?.forEach((l) => l()), []);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/flags/stream');
    let opened = false;
    source.addEventListener('flags', (event) => {
      const parsed = featureFlagsSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) setState({ flags: parsed.data, error: null });
    });
    source.addEventListener(BOARD_CHANGED_EVENT, () => emit(BOARD_CHANGED_EVENT));
    source.addEventListener('open', () => {
      if (opened) emit(BOARD_CHANGED_EVENT);
      opened = true;
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
  }, [userId, emit]);

  const subscribe = useCallback((event: LiveEvent, listener: LiveListener) => {
    const set = listeners.current.get(event) ?? new Set<LiveListener>();
    set.add(listener);
    listeners.current.set(event, set);
    return () => void set.delete(listener);
  }, []);

  const value = useMemo(() => ({ ...state, subscribe }), [state, subscribe]);
  return <FlagsContext.Provider value={value}>{children}</FlagsContext.Provider>;
}

export function useFlags(): FlagsApi {
  return useContext(FlagsContext);
}

/** Runs `listener` on each live `event` while mounted (see FlagsApi.subscribe). */
export function useLiveEvent(event: LiveEvent, listener: LiveListener): void {
  const { subscribe } = useFlags();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe(event, () => latest.current()), [subscribe, event]);
}
