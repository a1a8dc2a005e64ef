import { useEffect, useState } from 'react';
import { msToNextSecond } from './timer';

/**
 * The current time, refreshed on each whole second of the drive while `startedAt` is set, and at
 * once when the page becomes visible again (timers sleep in background tabs).
 */
export function useLiveClock(startedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    let timer: number | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      timer = window.setTimeout(tick, msToNextSecond(startedAt, t));
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      window.clearTimeout(timer);
      tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [startedAt]);
  return now;
}
