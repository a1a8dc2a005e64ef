/**
 * The offline queue of drives (docs/product/drive-logs.md: live logging keeps working offline and syncs later).
 *
 * A drive that cannot reach the server is stored on the device, keyed by its client-generated
 * id, and posted again later. The id makes every repost harmless: the server answers 201 the
 * first time and 200 with the same drive after that. Pure logic over a small storage interface:
 * IndexedDB in the browser (idb-storage.ts), a Map in unit tests.
 */
import type { CreateDriveBody } from '../../../../shared/api/drive-logs';
import type { ErrorDetails, FieldErrors } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';

/** Why the server refused a queued drive (a 4xx answer), kept for the user to read and dismiss. */
export interface QueuedDriveFailure {
  code: string;
  status: number;
  message: string;
  fields?: FieldErrors;
  details?: ErrorDetails;
}

export interface QueuedDrive {
  /** The drive's own id (the storage key). */
  id: string;
  body: CreateDriveBody;
  /** Who queued it. Only they sync and see it, so a family's shared phone keeps drives apart; null: anyone. */
  ownerUid: string | null;
  queuedAt: number;
  attempts: number;
  lastAttemptAt: number | null;
  failure: QueuedDriveFailure | null;
}

export interface QueueStorage {
  all(): Promise<QueuedDrive[]>;
  get(id: string): Promise<QueuedDrive | undefined>;
  put(item: QueuedDrive): Promise<void>;
  delete(id: string): Promise<void>;
}

/** A Map-backed storage: unit tests, and browsers without IndexedDB are not given one (see submit-drive.ts). */
export function memoryQueueStorage(): QueueStorage & { readonly items: Map<string, QueuedDrive> } {
  const items = new Map<string, QueuedDrive>();
  const copy = (item: QueuedDrive): QueuedDrive => structuredClone(item);
  return {
    items,
    all: () => Promise.resolve([...items.values()].map(copy)),
    get: (id) => Promise.resolve(items.has(id) ? copy(items.get(id)!) : undefined),
    put: (item) => {
      items.set(item.id, copy(item));
      return Promise.resolve();
    },
    delete: (id) => {
      items.delete(id);
      return Promise.resolve();
    },
  };
}

/** What a failed post means for a queued drive. */
export type FailureKind =
  /** The server refused this drive (validation, overlap, forbidden…): stop retrying it, tell the user. */
  | 'refused'
  /** No answer, or the server is busy or down: keep it and try again later. */
  | 'retry-later'
  /** The session ended: keep it until the user signs in again. */
  | 'signed-out';

export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'retry-later';
  if (error.code === 'network-request-failed' || error.status === 0) return 'retry-later';
  if (error.status === 401) return 'signed-out';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'retry-later';
  return 'refused';
}

/**
 * Whether submitting should queue the drive instead of showing the error: no network, or a
 * gateway or server that is temporarily unavailable. A 500 (a bug) and every 4xx are shown.
 */
export function shouldQueue(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.code === 'network-request-failed' ||
    error.status === 0 ||
    error.status === 502 ||
    error.status === 503 ||
    error.status === 504
  );
}

function failureOf(error: unknown): QueuedDriveFailure {
  if (error instanceof ApiError)
    return {
      code: error.code,
      status: error.status,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    };
  return { code: 'unknown', status: 0, message: error instanceof Error ? error.message : String(error) };
}

export interface SyncResult {
  /** Ids the server now holds (201 created, or 200: it had it already). */
  synced: string[];
  /** Ids the server refused this time (kept, marked failed). */
  refused: string[];
  /** Why the sync stopped before the end, or null when every waiting drive was tried. */
  stopped: null | 'offline' | 'retry-later' | 'signed-out';
  /** Drives of this owner still waiting (not failed). */
  waiting: number;
}

export interface QueueSnapshot {
  items: readonly QueuedDrive[];
  syncing: boolean;
  /** False until the storage has been read once. */
  loaded: boolean;
}

/** `local`: this page changed the stored drives (other tabs should re-read them). */
export type QueueEvent = { type: 'changed'; local: boolean } | { type: 'synced'; ids: string[] };

export interface DriveQueueOptions {
  now?: () => number;
  /** False when the browser knows it is offline: the sync then does not even try. */
  isOnline?: () => boolean;
  /** Runs a sync exclusively across tabs (navigator.locks in the browser). */
  exclusive?: <T>(fn: () => Promise<T>) => Promise<T>;
}

const belongsTo = (item: QueuedDrive, ownerUid: string | null | undefined) =>
  ownerUid === undefined || item.ownerUid === null || item.ownerUid === ownerUid;

/**
 * The queue: enqueue, list, sync (one at a time), dismiss and retry. Listeners hear every change,
 * and which ids synced (to refresh drive lists).
 */
export class DriveQueue {
  private readonly listeners = new Set<(event: QueueEvent) => void>();
  private snapshot: QueueSnapshot = { items: [], syncing: false, loaded: false };
  private running: Promise<SyncResult> | null = null;
  private rerun = false;
  private rerunOwner: string | null | undefined;
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly exclusive: <T>(fn: () => Promise<T>) => Promise<T>;

  constructor(
    private readonly storage: QueueStorage,
    private readonly post: (body: CreateDriveBody) => Promise<unknown>,
    options: DriveQueueOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.isOnline = options.isOnline ?? (() => true);
    this.exclusive = options.exclusive ?? ((fn) => fn());
  }

  subscribe = (listener: (event: QueueEvent) => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.snapshot.loaded) this.refresh().catch(() => this.setSnapshot({ loaded: true }));
    return () => this.listeners.delete(listener);
  };

  /** The last known state, for useSyncExternalStore (a new object only after a change). */
  getSnapshot = (): QueueSnapshot => this.snapshot;

  private emit(event: QueueEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private setSnapshot(next: Partial<QueueSnapshot>, local = false): void {
    this.snapshot = { ...this.snapshot, ...next };
    this.emit({ type: 'changed', local });
  }

  /** Re-reads the storage (another tab may have changed it); `local` after this page changed it. */
  async refresh(local = false): Promise<void> {
    const items = (await this.storage.all()).sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
    this.setSnapshot({ items, loaded: true }, local);
  }

  /** Stores a drive to post later. The same id again replaces the body and clears an old failure. */
  async enqueue(body: CreateDriveBody, ownerUid: string | null): Promise<QueuedDrive> {
    const existing = await this.storage.get(body.id);
    const item: QueuedDrive = {
      id: body.id,
      body,
      ownerUid: existing?.ownerUid ?? ownerUid,
      queuedAt: existing?.queuedAt ?? this.now(),
      attempts: existing?.attempts ?? 0,
      lastAttemptAt: existing?.lastAttemptAt ?? null,
      failure: null,
    };
    await this.storage.put(item);
    await this.refresh(true);
    return item;
  }

  /** Queued drives in the order they were queued; only `ownerUid`'s (and owner-less ones) when given. */
  async list(ownerUid?: string | null): Promise<QueuedDrive[]> {
    return (await this.storage.all())
      .filter((i) => belongsTo(i, ownerUid))
      .sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
  }

  /** Forgets a drive (the user dismissed a refused one, or it was saved some other way). */
  async remove(id: string): Promise<void> {
    await this.storage.delete(id);
    await this.refresh(true);
  }

  /** Clears a refusal so the next sync posts the drive again (after the cause was fixed elsewhere). */
  async retry(id: string): Promise<void> {
    const item = await this.storage.get(id);
    if (!item) return;
    await this.storage.put({ ...item, failure: null });
    await this.refresh(true);
  }

  /**
   * Posts every waiting drive of `ownerUid` in queue order. Only one sync runs at a time: a call
   * during a sync gets that sync's promise and makes it go round once more, so neither a drive
   * queued meanwhile nor a connection back meanwhile is left waiting for the next trigger.
   */
  sync(ownerUid?: string | null): Promise<SyncResult> {
    if (this.running) {
      this.rerun = true;
      this.rerunOwner = ownerUid;
      return this.running;
    }
    const run = async (): Promise<SyncResult> => {
      this.setSnapshot({ syncing: true });
      try {
        return await this.exclusive(async () => {
          let owner = ownerUid;
          let result: SyncResult;
          do {
            this.rerun = false;
            result = await this.syncOnce(owner);
            owner = this.rerunOwner ?? owner;
            // Asked again meanwhile: go round once more, even after a stop (the connection may
            // be back: the `online` event that asked came after the failure).
          } while (this.rerun);
          return result;
        });
      } finally {
        this.running = null;
        this.rerun = false;
        this.rerunOwner = undefined;
        this.setSnapshot({ syncing: false });
      }
    };
    this.running = run();
    return this.running;
  }

  /** True while a sync is posting. */
  get isSyncing(): boolean {
    return this.running !== null;
  }

  private async syncOnce(ownerUid: string | null | undefined): Promise<SyncResult> {
    const synced: string[] = [];
    const refused: string[] = [];
    let stopped: SyncResult['stopped'] = null;
    const waiting = (await this.list(ownerUid)).filter((i) => !i.failure);
    if (waiting.length > 0 && !this.isOnline()) stopped = 'offline';
    else {
      for (const queued of waiting) {
        // Dismissed or synced by another tab meanwhile?
        const item = await this.storage.get(queued.id);
        if (!item || item.failure) continue;
        const attempt = { attempts: item.attempts + 1, lastAttemptAt: this.now() };
        try {
          await this.post(item.body);
          await this.storage.delete(item.id);
          synced.push(item.id);
        } catch (error) {
          const kind = classifyFailure(error);
          if (kind === 'refused') {
            await this.storage.put({ ...item, ...attempt, failure: failureOf(error) });
            refused.push(item.id);
            continue;
          }
          await this.storage.put({ ...item, ...attempt });
          stopped = kind;
          break;
        }
      }
    }
    await this.refresh(true);
    if (synced.length > 0) this.emit({ type: 'synced', ids: synced });
    const left = (await this.list(ownerUid)).filter((i) => !i.failure).length;
    return { synced, refused, stopped, waiting: left };
  }
}

export type SubmitResult<R> = { status: 'saved'; result: R } | { status: 'queued' };

/**
 * Posts a drive now, or queues it when the device is offline or the server cannot be reached.
 * Server refusals reject, so the form can show them. If the device cannot store the drive
 * either, the original error rejects and the form keeps its data.
 */
export async function submitThrough<R>(
  queue: DriveQueue,
  post: (body: CreateDriveBody) => Promise<R>,
  body: CreateDriveBody,
  { ownerUid, online }: { ownerUid: string | null; online: boolean },
): Promise<SubmitResult<R>> {
  if (!online) {
    await queue.enqueue(body, ownerUid);
    return { status: 'queued' };
  }
  let result: R;
  try {
    result = await post(body);
  } catch (error) {
    if (!shouldQueue(error)) throw error;
    try {
      await queue.enqueue(body, ownerUid);
    } catch {
      throw error;
    }
    return { status: 'queued' };
  }
  // Saved: a copy queued earlier (same id) has nothing left to do.
  const stale = await queue
    .list()
    .then((items) => items.some((i) => i.id === body.id))
    .catch(() => false);
  if (stale) await queue.remove(body.id).catch(() => undefined);
  return { status: 'saved', result };
}
