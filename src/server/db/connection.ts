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

/** The application_name of each process's LISTEN connection, so that they can be counted (decision 019). */
export const LISTEN_APPLICATION_NAME = 'roadlog-listen';
/** Waits between attempts to get a lost LISTEN connection back: 0.5 s doubling up to 30 s. */
export const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * App processes that hold a LISTEN on this database right now (decision 019): on PostgreSQL the
   * sessions named LISTEN_APPLICATION_NAME in pg_stat_activity, on PGlite this one process.
   */
  countListeners(): Promise<number>;
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
  // Trigram indexes for "contains" searches (migration 016); PostgreSQL servers ship it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  let dataDir: string | undefined;
  // One process per folder: a second one would silently lose writes (decision 007).
  let lock: DataDirLock | undefined;
  if ('dataDir' in target) {
    lock = lockDataDir(target.dataDir);
    dataDir = path.resolve(target.dataDir, 'pglite');
  }
  let lite: InstanceType<typeof PGlite>;
  try {
    lite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const dialect = new PGliteDialect(lite, target.queue);
  const db = new Kysely<Database>({ dialect });
  let listening = 0;
  return {
    db,
    kind: 'pglite',
    async listen(channel, listener) {
      const unsubscribe = await lite.listen(channel, listener);
      listening++;
      return async () => {
        listening--;
        await unsubscribe();
      };
    },
    // The embedded database is this process's alone (decision 007).
    countListeners: async () => (listening > 0 ? 1 : 0),
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
  const listeners = new Map<string, Set<Listener>>();
  let listenClient: Promise<pg.Client> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = LISTEN_RETRY_MS.first;

  /**
   * One connection per process carries every LISTEN. When it is lost (server restart, terminated
   * backend, network) it is opened again with a growing wait, every channel is listened to again,
   * and each listener is called once with an empty payload: a NOTIFY sent while it was away is
   * lost, so listeners reload what they follow (the flag bus rereads the flags).
   */
  function connectListener(): Promise<pg.Client> {
    listenClient ??= (async () => {
      const client = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME });
      client.on('notification', (msg) => {
        for (const l of listeners.get(msg.channel) ?? []) l(msg.payload ?? '');
      });
      let lost = false;
      const onLost = () => {
        if (lost) return;
        lost = true;
        listenClient = null;
        client.end().catch(() => {});
        scheduleReconnect();
      };
      client.on('error', onLost);
      client.on('end', onLost);
      try {
        await client.connect();
        for (const channel of listeners.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        onLost();
        throw err;
      }
      return client;
    })();
    return listenClient;
  }

  function scheduleReconnect() {
    if (closed || retryTimer || listeners.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connectListener().then(
        () => {
          retryMs = LISTEN_RETRY_MS.first;
          for (const set of listeners.values()) for (const l of set) l('');
        },
        () => {
          retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.max);
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, listener) {
      let set = listeners.get(channel);
      const fresh = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      const client = await connectListener();
      if (fresh) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(listener);
      };
    },
    async notify(channel, payload) {
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async countListeners() {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`.execute(db);
      return rows[0]?.n ?? 0;
    },
    // pg's pool has its own queue (PG_POOL_SIZE connections).
    checkCapacity() {},
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const client = await listenClient?.catch(() => null);
      listenClient = null;
      await client?.end().catch(() => {});
      await db.destroy();
    },
  };
}
