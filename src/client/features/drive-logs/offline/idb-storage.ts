/**
 * The queue's storage in the browser: IndexedDB database `roadlog`, object store `pending-drives`
 * keyed by the drive id. Anyone adding stores to `roadlog` raises DB_VERSION and keeps this
 * store's creation in the upgrade.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedDrive, QueueStorage } from './queue';

export const DB_NAME = 'roadlog';
export const DB_VERSION = 1;
export const PENDING_DRIVES = 'pending-drives';

interface RoadlogDb extends DBSchema {
  'pending-drives': { key: string; value: QueuedDrive };
}

let opening: Promise<IDBPDatabase<RoadlogDb>> | null = null;

function database(): Promise<IDBPDatabase<RoadlogDb>> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= openDB<RoadlogDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(PENDING_DRIVES)) db.createObjectStore(PENDING_DRIVES, { keyPath: 'id' });
    },
    // Another tab opens a newer version: close ours so it can upgrade; the next call reopens.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
    terminated() {
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export function idbQueueStorage(): QueueStorage {
  return {
    all: async () => (await database()).getAll(PENDING_DRIVES),
    get: async (id) => (await database()).get(PENDING_DRIVES, id),
    put: async (item) => {
      await (await database()).put(PENDING_DRIVES, item);
    },
    delete: async (id) => {
      await (await database()).delete(PENDING_DRIVES, id);
    },
  };
}
