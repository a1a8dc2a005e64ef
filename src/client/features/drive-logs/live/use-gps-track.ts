import { useEffect, useRef, useState } from 'react';
import type { Fix } from './track';

export type GpsStatus = 'off' | 'waiting' | 'active' | 'denied' | 'unavailable' | 'unsupported';

interface Report {
  /** The drive the report belongs to. */
  key: string;
  status: 'active' | 'denied' | 'unavailable';
  accuracy: number | null;
}

const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Watches the position with high accuracy while `enabled` (the user agreed and the drive `key`
 * runs) and hands every fix to `onFix`; the caller decides which to keep. Fix times come from the
 * page's clock, the same clock as the drive's start and end.
 */
export function useGpsTrack(
  enabled: boolean,
  key: string,
  onFix: (fix: Fix) => void,
): { status: GpsStatus; accuracy: number | null } {
  const [report, setReport] = useState<Report | null>(null);
  const onFixRef = useRef(onFix);
  useEffect(() => {
    onFixRef.current = onFix;
  }, [onFix]);

  useEffect(() => {
    if (!enabled || !supported()) return;
    let watch: number | null = navigator.geolocation.watchPosition(
      (position) => {
        setReport({ key, status: 'active', accuracy: position.coords.accuracy });
        onFixRef.current({
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
          accuracy: position.coords.accuracy,
          time: Date.now(),
        });
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          setReport({ key, status: 'denied', accuracy: null });
          if (watch !== null) navigator.geolocation.clearWatch(watch);
          watch = null;
        } else {
          // No fix for a while (a tunnel, a garage): the watch goes on and recovers by itself.
          setReport({ key, status: 'unavailable', accuracy: null });
        }
      },
      { enableHighAccuracy: true, maximumAge: 0, timeout: 30_000 },
    );
    return () => {
      if (watch !== null) navigator.geolocation.clearWatch(watch);
    };
  }, [enabled, key]);

  if (!enabled) return { status: 'off', accuracy: null };
  if (!supported()) return { status: 'unsupported', accuracy: null };
  if (!report || report.key !== key) return { status: 'waiting', accuracy: null };
  return { status: report.status, accuracy: report.accuracy };
}
