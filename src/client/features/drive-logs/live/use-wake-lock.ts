import { useEffect, useState } from 'react';

export type WakeLockState = 'off' | 'on' | 'unsupported' | 'refused';

/**
 * Keeps the screen on while `active` where the browser supports it (a sleeping phone stops the
 * GPS and the timer display). The lock is lost when the page is hidden and taken again when it
 * is visible.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'off' : 'unsupported');

  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release().catch(() => undefined);
          return;
        }
        sentinel = lock;
        setState('on');
        lock.addEventListener('release', () => {
          if (!stopped) setState('off');
        });
      } catch {
        // Refused: battery saver, no permission, or the page is not active.
        if (!stopped) setState('refused');
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
      setState('off');
    };
  }, [active, supported]);

  return state;
}
