/**
 * The serialized answers of GET /api/drive-logs, per process, keyed by everything they are made
 * of: the student, the student's drives version (moved on by database triggers at every change to
 * their drives or amendments, migration 008), their name and state, and the query. An entry is
 * therefore never stale for its key; it only ages out because the weekly pace and the estimated
 * completion date depend on the current time. Reads are the hot path (a parent's and a teacher's
 * dashboards refresh lists of unchanged drives); bench/README.md has the figures.
 */
import type { FastifyInstance } from 'fastify';
import type { StudentContext } from '../students/load-student.js';

const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;
const TTL_MS = 60_000;

interface Entry {
  body: string;
  expiresAt: number;
}

export class ResponseCache {
  #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxBytes = MAX_BYTES,
    private readonly ttlMs = TTL_MS,
  ) {}

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#delete(key, entry);
      return undefined;
    }
    // Most recently used last: a Map keeps insertion order, so eviction takes the first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: string, now = Date.now()): void {
    const old = this.#entries.get(key);
    if (old) this.#delete(key, old);
    if (body.length > this.maxBytes) return;
    this.#entries.set(key, { body, expiresAt: now + this.ttlMs });
    this.#bytes += body.length;
    for (const [k, e] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#delete(k, e);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}

const caches = new WeakMap<FastifyInstance, ResponseCache>();

export function driveListCache(app: FastifyInstance): ResponseCache {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new ResponseCache()));
  return cache;
}

export function driveListKey(student: StudentContext, query: object): string {
  return JSON.stringify([student.id, student.drivesVersion, student.name, student.state, query]);
}
