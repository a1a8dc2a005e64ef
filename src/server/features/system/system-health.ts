import { getMigrations } from 'better-auth/db/migration';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SystemHealth } from '../../../shared/api/admin.js';
import { MIGRATIONS } from '../../db/migrate.js';
import { jobStatuses } from '../../jobs/scheduler.js';
import { buildInfo } from './build-info.js';

const startedAt = new Date();
const LATEST_MIGRATIONS = 5;
const RECENT_FAILURES = 10;

/** better-auth's tables (its getMigrations() keeps no history; we list what exists). */
const AUTH_TABLES = ['user', 'session', 'account', 'verification', 'rateLimit'];

/** Figures of /admin's system health tab (docs/product/admin.md, decision 019). */
export async function systemHealth(app: FastifyInstance): Promise<SystemHealth> {
  const db = app.db;
  let reachable = true;
  let sizeBytes: number | null = null;
  try {
    const { rows } = await sql<{ size: string | number }>`select pg_database_size(current_database()) as size`.execute(
      db,
    );
    sizeBytes = Number(rows[0]?.size ?? 0);
  } catch (err) {
    app.log.warn({ err }, 'system health: database size unavailable');
    reachable = false;
  }
  const { rows: applied } = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by timestamp desc, name desc`.execute(db);
  const authPlan = await getMigrations(app.auth.options, { throwOnUnsafe: false });
  const { rows: authTables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_name = any(${AUTH_TABLES}::text[]) order by table_name`.execute(db);
  const counts = await db
    .selectFrom('mailOutbox')
    .select([
      sql<number>`count(*) filter (where status = 'queued')::int`.as('unsent'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
    ])
    .executeTakeFirstOrThrow();
  const failures = await db
    .selectFrom('mailOutbox')
    .select(['id', 'kind', 'to', 'subject', 'status', 'link', 'createdAt'])
    .where('status', '=', 'failed')
    .orderBy('id', 'desc')
    .limit(RECENT_FAILURES)
    .execute();
  return {
    database: { kind: app.dbHandle.kind, reachable, sizeBytes },
    migrations: {
      applied: applied.length,
      known: Object.keys(MIGRATIONS).length,
      latest: applied.slice(0, LATEST_MIGRATIONS).map((m) => ({
        name: m.name,
        appliedAt: new Date(m.timestamp).toISOString(),
      })),
      authTables: authTables.map((t) => t.name),
      authPending: authPlan.toBeCreated.length + authPlan.toBeAdded.length,
    },
    outbox: {
      unsent: counts.unsent,
      failed: counts.failed,
      recentFailures: failures.map((r) => ({
        ...r,
        id: String(r.id),
        createdAt: new Date(r.createdAt).toISOString(),
      })),
    },
    flagListeners: await app.dbHandle.countListeners(),
    jobs: (await jobStatuses(db)).map((j) => ({
      name: j.name,
      lastStartedAt: j.lastStartedAt?.toISOString() ?? null,
      lastFinishedAt: j.lastFinishedAt?.toISOString() ?? null,
      lastStatus: j.lastStatus,
      lastResult: j.lastResult,
      lastError: j.lastError,
      runCount: j.runCount,
    })),
    process: {
      uptimeSeconds: Math.round(process.uptime()),
      startedAt: startedAt.toISOString(),
      node: process.version,
    },
    build: buildInfo(),
  };
}
