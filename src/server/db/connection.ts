/**
 * Opens the database: a real PostgreSQL server when a URL is given, else embedded PGlite in a
 * folder (or in memory for tests). Both speak the same SQL and carry LISTEN/NOTIFY.
 */
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { PGliteDialect, type ConnectionQueueOptions } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Listener = (payload: string) => void;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Embedded database: throws DatabaseBusyError when new work would be refused now (decision 008). */
  checkCapacity(): void;
  close(): Promise<void>;
}

/** `queue`: the embedded database's wait bounds (pglite-dialect.ts, decision 008). */
/** `poolSize`: PostgreSQL connections this process keeps (PG_POOL_SIZE, default 10). */
export type DatabaseTarget =
  | { url: string; poolSize?: number }
  | { dataDir: string; queue?: Partial<ConnectionQueueOptions> }
  | { memory: true; queue?: Partial<ConnectionQueueOptions> };

// bigint counts come back as strings from pg; numbers are what the code expects.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) return openPostgres(target.url, target.poolSize ?? 10);
  const { PGlite } = await import('@electric-sql/pglite');
  let dataDir: string | undefined;
  // One process per folder: a second one would silently lose writes (decision 007).
  let lock: DataDirLock | undefined;
  if ('dataDir' in target) {
    lock = lockDataDir(target.dataDir);
    dataDir = path.resolve(target.dataDir, 'pglite');
  }
  let lite: InstanceType<typeof PGlite>;
  try {
    lite = await PGlite.create(dataDir ? { dataDir } : {});
  } catch (err) {
    lock?.release();
    throw err;
  }
  const dialect = new PGliteDialect(lite, target.queue);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    async listen(channel, listener) {
      const unsubscribe = await lite.listen(channel, listener);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    checkCapacity() {
      dialect.queue.checkCapacity();
    },
    async close() {
      try {
        await db.destroy();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client whose connection drops (server restart, terminated backend) is reported here;
  // without a listener that would crash the process. The pool replaces it on next use.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let listenClient: pg.Client | null = null;
  const listeners = new Map<string, Set<Listener>>();

  async function listenConnection(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (msg) => {
      for (const l of listeners.get(msg.channel) ?? []) l(msg.payload ?? '');
    });
    client.on('error', () => {
      // The pool keeps working; listeners will be resubscribed by the caller on reconnect.
    });
    listenClient = client;
    return client;
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, listener) {
      const client = await listenConnection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    // pg's pool has its own queue (PG_POOL_SIZE connections).
    checkCapacity() {},
    async close() {
      await listenClient?.end().catch(() => {});
      listenClient = null;
      await db.destroy();
    },
  };
}
