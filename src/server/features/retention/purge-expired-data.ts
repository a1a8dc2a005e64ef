/**
 * The retention job (docs/product/data-retention.md): removes what Roadlog no longer needs, once
 * a day, in batches so that one run never holds the embedded database for long (what is left is
 * taken by the next run). Each rule is one DELETE on an indexed age column.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobResult, ScheduledJob } from '../../jobs/scheduler.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest any rule deletes in one run. */
export const PURGE_BATCH = 5_000;
/** E-mails (with their links and names) are kept this long, then removed from the outbox. */
export const OUTBOX_RETENTION_DAYS = 90;
/**
 * Invitations past expiry or revoked are kept this long, so their link still gets the clear
 * "expired" or "revoked" page, then removed. Accepted ones are the record of who joined: kept.
 */
export const INVITATION_RETENTION_DAYS = 30;
/** Practice attempts that are not a student's history (visitors, parents, staff): one day. */
export const UNRECORDED_ATTEMPT_RETENTION_DAYS = 1;

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes at most PURGE_BATCH rows of `table` whose ids the subquery picks; returns how many. */
async function purge(
  trx: Transaction<Database>,
  table:
    | 'deletionRequest'
    | 'session'
    | 'verification'
    | 'mailOutbox'
    | 'invitation'
    | 'examAttempt'
    | 'rateCounter'
    | 'dataExport',
  key: 'id' | 'key',
  where: ReturnType<typeof sql<boolean>>,
): Promise<number> {
  const result = await sql`
    delete from ${sql.table(table)} where ${sql.ref(key)} in (
      select ${sql.ref(key)} from ${sql.table(table)} where ${where} limit ${PURGE_BATCH}
    )`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

export async function purgeExpiredData(trx: Transaction<Database>, now: Date): Promise<JobResult> {
  return {
    sessions: await purge(trx, 'session', 'id', sql<boolean>`"expiresAt" < ${now}`),
    verificationTokens: await purge(trx, 'verification', 'id', sql<boolean>`"expiresAt" < ${ago(now, 1)}`),
    outboxMails: await purge(trx, 'mailOutbox', 'id', sql<boolean>`"createdAt" < ${ago(now, OUTBOX_RETENTION_DAYS)}`),
    invitations: await purge(
      trx,
      'invitation',
      'id',
      sql<boolean>`(status = 'pending' and "expiresAt" < ${ago(now, INVITATION_RETENTION_DAYS)})
        or (status = 'revoked' and "revokedAt" < ${ago(now, INVITATION_RETENTION_DAYS)})`,
    ),
    practiceAttempts: await purge(
      trx,
      'examAttempt',
      'id',
      sql<boolean>`recorded = false and "createdAt" < ${ago(now, UNRECORDED_ATTEMPT_RETENTION_DAYS)}`,
    ),
    rateCounters: await purge(trx, 'rateCounter', 'key', sql<boolean>`"resetAt" < ${now}`),
    // Deletion requests whose e-mailed link (or the parent's) expired unconfirmed (docs/product/data-deletion.md).
    unconfirmedDeletionRequests: await purge(
      trx,
      'deletionRequest',
      'id',
      sql<boolean>`(status = 'unconfirmed' and "expiresAt" < ${ago(now, 1)})
        or (status = 'awaiting-parent' and "parentExpiresAt" < ${ago(now, 1)})`,
    ),
    // Expired archives, and requests that never finished (failed, or their process died).
    dataExports: await purge(
      trx,
      'dataExport',
      'id',
      sql<boolean>`"expiresAt" < ${now} or ("expiresAt" is null and "createdAt" < ${ago(now, 1)})`,
    ),
  };
}

export const retentionJob: ScheduledJob = { name: 'retention', everyMs: DAY_MS, run: purgeExpiredData };
