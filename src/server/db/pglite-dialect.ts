/**
 * A Kysely dialect for embedded PGlite. PGlite is a single connection, so every acquisition waits
 * its turn in a queue: a transaction holds the connection until commit or rollback, and no other
 * request's query can run inside it. (Code must therefore never query the root handle from inside
 * a transaction: it would wait for itself, until its wait times out.)
 *
 * The queue (decision 008, bench/README.md "Embedded database"):
 * - PGlite runs in this thread and answers through promises alone. Handing the connection on in
 *   the same turn let one request run all its queries, and every waiting request after it, before
 *   a socket was read again: under load new connections waited for the whole run. The connection
 *   is therefore handed over in `setImmediate`, after the event loop's I/O.
 * - It is bounded. Work already under way (an HTTP request that has had the connection before,
 *   see `runAsUnitOfWork`) goes first; new work waits behind it, at most `maxQueue` of it, each for
 *   at most `maxWaitMs`. Beyond that an acquisition fails with `DatabaseBusyError`, answered
 *   with 503 `service-busy` and `Retry-After`. So overload refuses requests before they start
 *   instead of stopping admitted ones half way.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

export interface ConnectionQueueOptions {
  /** Most acquisitions of new work that may wait for the connection; the next fails at once. */
  maxQueue: number;
  /** Longest an acquisition waits for the connection (ms) before it fails. */
  maxWaitMs: number;
}

export const DEFAULT_QUEUE_OPTIONS: ConnectionQueueOptions = { maxQueue: 256, maxWaitMs: 2000 };

/** The embedded database has more work waiting than its bounds allow: try again shortly. */
export class DatabaseBusyError extends Error {
  readonly code = 'service-busy';
  constructor(
    readonly reason: 'queue-full' | 'timeout',
    /** A hint for the client's `Retry-After`, in whole seconds. */
    readonly retryAfterSeconds: number,
  ) {
    super(
      reason === 'queue-full'
        ? 'The embedded database has too many requests waiting.'
        : 'Waited too long for the embedded database.',
    );
    this.name = 'DatabaseBusyError';
  }
}

/** The DatabaseBusyError `err` is, or that a library wrapped as the `cause` of its own error. */
export function databaseBusyError(err: unknown): DatabaseBusyError | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseBusyError) return e;
  }
  return null;
}

interface UnitOfWork {
  /** Has had the connection at least once: its next turns go ahead of new work. */
  started: boolean;
}

const unitOfWork = new AsyncLocalStorage<UnitOfWork>();

/**
 * Runs `fn` (and everything it awaits) as one unit of work, e.g. one HTTP request: once it has
 * had the connection, its later acquisitions wait ahead of work not yet started and are not
 * refused for a full queue (only for waiting too long).
 */
export function runAsUnitOfWork<T>(fn: () => T): T {
  return unitOfWork.run({ started: false }, fn);
}

interface Waiter {
  resolve(release: () => void): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout> | undefined;
  unit: UnitOfWork | undefined;
}

/**
 * One exclusive connection with two bounded first-come-first-served wait queues: work under way,
 * then new work. A release hands the connection to the next waiter in `setImmediate`.
 */
export class ConnectionQueue {
  readonly #options: ConnectionQueueOptions;
  #held = false;
  #closed = false;
  /** Acquisitions of units of work that have had the connection before. */
  readonly #started: Waiter[] = [];
  /** Everything else: a request's first query, work outside any request. */
  readonly #fresh: Waiter[] = [];
  /**
   * While new work queues without a break: the average time between two of its admissions (ms,
   * moving average) and the last admission. From them a newcomer's wait is estimated, to refuse
   * it at once rather than after `maxWaitMs` when it would not get in in time.
   */
  #freshInterval = 0;
  #lastFreshGrant = 0;

  constructor(options: Partial<ConnectionQueueOptions> = {}) {
    this.#options = { ...DEFAULT_QUEUE_OPTIONS, ...options };
  }

  /** Acquisitions waiting now (not counting the holder). */
  get waiting(): number {
    return this.#started.length + this.#fresh.length;
  }

  get held(): boolean {
    return this.#held;
  }

  acquire(): Promise<() => void> {
    if (this.#closed) return Promise.reject(new Error('The database is closed.'));
    const unit = unitOfWork.getStore();
    if (!this.#held) {
      // Even a free connection is handed over after the event loop's I/O: PGlite answers through
      // promises alone, so a request would otherwise run every query it makes, and every waiting
      // request after it, before a socket is read again.
      this.#held = true;
      return new Promise((resolve) => setImmediate(() => resolve(this.#grant(unit))));
    }
    const queue = unit?.started ? this.#started : this.#fresh;
    if (queue === this.#fresh && this.#wouldOverflow()) return Promise.reject(this.#busy('queue-full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, timer: undefined, unit };
      waiter.timer = setTimeout(() => {
        const i = queue.indexOf(waiter);
        if (i < 0) return;
        queue.splice(i, 1);
        reject(this.#busy('timeout'));
      }, this.#options.maxWaitMs);
      queue.push(waiter);
    });
  }

  /**
   * Throws the DatabaseBusyError new work would get now, so a request can be refused before
   * its body is even read (app.ts): a refusal then costs next to nothing.
   */
  checkCapacity(): void {
    if (this.#held && this.#wouldOverflow()) throw this.#busy('queue-full');
  }

  /** Fails every waiter; later acquisitions fail too. */
  close(): void {
    this.#closed = true;
    for (const w of [...this.#started.splice(0), ...this.#fresh.splice(0)]) {
      clearTimeout(w.timer);
      w.reject(new Error('The database is closed.'));
    }
  }

  /** New work would find the queue full, or wait longer than allowed at the recent pace. */
  #wouldOverflow(): boolean {
    const waiting = this.#fresh.length;
    if (waiting >= this.#options.maxQueue) return true;
    return waiting > 0 && this.#freshInterval > 0 && (waiting + 1) * this.#freshInterval > this.#options.maxWaitMs;
  }

  #busy(reason: DatabaseBusyError['reason']): DatabaseBusyError {
    return new DatabaseBusyError(reason, Math.max(1, Math.ceil(this.#options.maxWaitMs / 1000)));
  }

  /** Called as new work is taken off its queue: the pace of admissions while it is never empty. */
  #measureFreshAdmission(): void {
    const now = performance.now();
    if (this.#fresh.length === 0) {
      // The backlog is gone: the next one starts a new estimate.
      this.#lastFreshGrant = 0;
      this.#freshInterval = 0;
      return;
    }
    if (this.#lastFreshGrant > 0) {
      const interval = now - this.#lastFreshGrant;
      this.#freshInterval = this.#freshInterval > 0 ? this.#freshInterval * 0.8 + interval * 0.2 : interval;
    }
    this.#lastFreshGrant = now;
  }

  /** The holder's release function; marks its unit of work as started. */
  #grant(unit: UnitOfWork | undefined): () => void {
    if (unit) unit.started = true;
    // Works once: a second call would hand the connection on twice.
    let released = false;
    return () => {
      if (released) return;
      released = true;
      let next = this.#started.shift();
      if (!next) {
        next = this.#fresh.shift();
        if (next) this.#measureFreshAdmission();
      }
      if (!next) {
        this.#held = false;
        return;
      }
      // Taken off its queue now, so its timeout cannot fire; it runs after the event loop's I/O.
      clearTimeout(next.timer);
      setImmediate(() => next.resolve(this.#grant(next.unit)));
    };
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly db: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.db.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' });
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming');
  }
}

class PGliteDriver implements Driver {
  constructor(
    private readonly db: PGlite,
    readonly queue: ConnectionQueue,
  ) {}

  async init(): Promise<void> {
    await this.db.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.queue.acquire();
    return new PGliteConnection(this.db, release);
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const iso = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${iso}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    (conn as PGliteConnection).release();
  }

  async destroy(): Promise<void> {
    this.queue.close();
    if (!this.db.closed) await this.db.close();
  }
}

export class PGliteDialect implements Dialect {
  /** The one connection's wait queue. */
  readonly queue: ConnectionQueue;
  constructor(
    private readonly db: PGlite,
    queueOptions: Partial<ConnectionQueueOptions> = {},
  ) {
    this.queue = new ConnectionQueue(queueOptions);
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.db, this.queue);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
