/**
 * Scheduled jobs that run once per period however many app processes share the database
 * (decision 021). Each job has a row in `scheduledJob`; a process runs a due job inside a
 * transaction holding that row with `FOR UPDATE SKIP LOCKED`, so a second process finds it locked
 * and skips, and the job's own writes commit or roll back together with its "last run" record.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a job reports: how many records of each kind it handled. */
export type JobResult = Record<string, number>;

export interface ScheduledJob {
  name: string;
  /** How long after a finished run the job is due again. */
  everyMs: number;
  run(trx: Transaction<Database>, now: Date): Promise<JobResult>;
}

export type JobOutcome = 'ran' | 'not-due' | 'busy' | 'failed';

/** Makes the job's row exist (outside any transaction, so two processes never wait on an insert). */
async function ensureRow(db: Kysely<Database>, name: string): Promise<void> {
  await db
    .insertInto('scheduledJob')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Runs the job if it is due (or `force`) and no other process is running it. A failure rolls the
 * job's writes back and is recorded with its message (never thrown: the next period tries again).
 */
export async function runJobIfDue(
  db: Kysely<Database>,
  job: ScheduledJob,
  options: { force?: boolean; now?: () => Date } = {},
): Promise<JobOutcome> {
  const now = options.now ?? (() => new Date());
  await ensureRow(db, job.name);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('scheduledJob')
        .select(['lastFinishedAt'])
        .where('name', '=', job.name)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return 'busy';
      const startedAt = now();
      if (!options.force && row.lastFinishedAt && startedAt.getTime() - row.lastFinishedAt.getTime() < job.everyMs) {
        return 'not-due';
      }
      const result = await job.run(trx, startedAt);
      await trx
        .updateTable('scheduledJob')
        .set({
          lastStartedAt: startedAt,
          lastFinishedAt: now(),
          lastStatus: 'ok',
          lastResult: JSON.stringify(result),
          lastError: null,
          runCount: sql`"runCount" + 1`,
        })
        .where('name', '=', job.name)
        .execute();
      return 'ran' as const;
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .updateTable('scheduledJob')
      .set({
        lastStartedAt: now(),
        lastFinishedAt: now(),
        lastStatus: 'failed',
        lastError: message.slice(0, 2000),
        runCount: sql`"runCount" + 1`,
      })
      .where('name', '=', job.name)
      .execute();
    return 'failed';
  }
}

/** Every job's last run, for the admin's system health. */
export async function jobStatuses(db: Kysely<Database>) {
  return db.selectFrom('scheduledJob').selectAll().orderBy('name').execute();
}

/**
 * Checks every `tickMs` which jobs are due and runs them one after the other (src/server/main.ts
 * starts it once the server listens; tests call runJobIfDue directly). Returns a stop function,
 * called before the app closes.
 */
export function startScheduler(app: FastifyInstance, jobs: ScheduledJob[], tickMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const job of jobs) {
        const outcome = await runJobIfDue(app.db, job);
        if (outcome === 'failed') app.log.error({ job: job.name }, 'scheduled job failed (see scheduledJob.lastError)');
        else if (outcome === 'ran') app.log.info({ job: job.name }, 'scheduled job ran');
      }
    } catch (err) {
      app.log.error({ err }, 'scheduler tick failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), Math.min(tickMs, 10_000));
  const timer = setInterval(() => void tick(), tickMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
