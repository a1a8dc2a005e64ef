/**
 * Submitting drives from forms, with the offline queue behind (docs/product/drive-logs.md). One queue per page
 * load, over IndexedDB; it syncs on app start, when the browser comes back online, and every
 * 60 s while drives wait (startQueueSync, mounted once by QueuedDrivesBanner in the layout).
 */
import type { CreateDriveBody } from '../../../../shared/api/drive-logs';
import { postDrive } from '../api/drives';
import { idbQueueStorage } from './idb-storage';
import { DriveQueue, submitThrough, type SyncResult } from './queue';

export type { QueuedDrive, SyncResult } from './queue';
export type CreateDriveResult = Awaited<ReturnType<typeof postDrive>>;
export type SubmitDriveResult = { status: 'saved'; result: CreateDriveResult } | { status: 'queued' };

export const SYNC_INTERVAL_MS = 60_000;
const CHANNEL = 'roadlog-pending-drives';
const LOCK = 'roadlog-drive-sync';

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Tabs of the same browser sync one after the other (the ids would make overlap harmless anyway). */
function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK, fn) : fn();
}

let queue: DriveQueue | null = null;
let channel: BroadcastChannel | null = null;

/** The page's queue (created on first use). */
export function driveQueue(): DriveQueue {
  if (!queue) {
    const q = new DriveQueue(idbQueueStorage(), postDrive, { isOnline: browserOnline, exclusive });
    queue = q;
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void q.refresh().catch(() => undefined);
      q.subscribe((event) => {
        if (event.type === 'changed' && event.local) channel?.postMessage('changed');
      });
    }
  }
  return queue;
}

/** The signed-in user, whose drives are queued and synced (set by startQueueSync). */
let owner: string | null = null;

/**
 * Saves a drive: posts it, or keeps it on the device when offline or the server cannot be
 * reached ({ status: 'queued' }). Server refusals (4xx) reject with the ApiError.
 */
export function submitDrive(
  body: CreateDriveBody,
  options: { ownerUid?: string | null } = {},
): Promise<SubmitDriveResult> {
  return submitThrough(driveQueue(), postDrive, body, { ownerUid: options.ownerUid ?? owner, online: browserOnline() });
}

/** Posts every waiting drive of the signed-in user; concurrent calls share one run. */
export function syncQueuedDrives(): Promise<SyncResult> {
  return driveQueue().sync(owner);
}

export function dismissQueuedDrive(id: string): Promise<void> {
  return driveQueue().remove(id);
}

export async function retryQueuedDrive(id: string): Promise<SyncResult> {
  await driveQueue().retry(id);
  return syncQueuedDrives();
}

/** Sync quietly: failures stay in the queue and show in the banner. */
function syncSoon(): void {
  syncQueuedDrives().catch(() => undefined);
}

/**
 * Starts syncing for `ownerUid`: now, on the `online` event, when the page becomes visible,
 * and every 60 s while drives wait. Returns the stop function.
 */
export function startQueueSync(ownerUid: string): () => void {
  owner = ownerUid;
  const q = driveQueue();
  const hasWaiting = () =>
    q.getSnapshot().items.some((i) => !i.failure && (i.ownerUid === null || i.ownerUid === owner));
  const onVisible = () => {
    if (document.visibilityState === 'visible' && hasWaiting()) syncSoon();
  };
  syncSoon();
  window.addEventListener('online', syncSoon);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => {
    if (hasWaiting() && browserOnline()) syncSoon();
  }, SYNC_INTERVAL_MS);
  return () => {
    window.removeEventListener('online', syncSoon);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
    if (owner === ownerUid) owner = null;
  };
}
