import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { driveKeys } from '../api/drives';
import {
  dismissQueuedDrive,
  driveQueue,
  retryQueuedDrive,
  startQueueSync,
  syncQueuedDrives,
  type QueuedDrive,
} from './submit-drive';

/** The signed-in user's queued drives: those waiting to sync and those the server refused. */
export function useQueuedDrives() {
  const { user } = useAuth();
  const queue = driveQueue();
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const uid = user?.uid ?? null;
  return useMemo(() => {
    const mine = uid ? snapshot.items.filter((i: QueuedDrive) => i.ownerUid === null || i.ownerUid === uid) : [];
    return {
      waiting: mine.filter((i) => !i.failure),
      failed: mine.filter((i) => i.failure),
      syncing: snapshot.syncing,
      loaded: snapshot.loaded,
      sync: syncQueuedDrives,
      dismiss: dismissQueuedDrive,
      retry: retryQueuedDrive,
    };
  }, [snapshot, uid]);
}

/**
 * Keeps the queue syncing while someone is signed in (app start, `online`, every 60 s while
 * drives wait), and refreshes drive lists and totals when queued drives reach the server.
 */
export function useQueueSync(): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const uid = user?.uid;
  useEffect(() => {
    if (!uid) return;
    const stop = startQueueSync(uid);
    const unsubscribe = driveQueue().subscribe((event) => {
      if (event.type === 'synced') void client.invalidateQueries({ queryKey: driveKeys.all });
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [uid, client]);
}
