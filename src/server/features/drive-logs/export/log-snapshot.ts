import type { Kysely } from 'kysely';
import type { Progress } from '../../../../shared/api/drive-logs.js';
import type { LogTotals } from '../../../../shared/api/log-export.js';
import type { Database, DriveLogRow } from '../../../db/schema.js';
import { studentProgress } from '../progress.js';
import { logFingerprint, totalsFromProgress } from './fingerprint.js';

export interface LogSnapshot {
  /** Approved live drives, oldest first: the official log. */
  approved: DriveLogRow[];
  /** Drives waiting for approval, oldest first: listed apart, never in the totals. */
  pending: DriveLogRow[];
  progress: Progress;
  totals: LogTotals;
  fingerprint: string;
}

/**
 * A consistent picture of a student's log: the drives, the progress totals and the fingerprint
 * are read in one repeatable-read transaction, so an approval landing meanwhile cannot make the
 * printed totals disagree with the printed drives.
 */
export async function loadLogSnapshot(
  db: Kysely<Database>,
  studentId: string,
  state: string | null,
): Promise<LogSnapshot> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const rows = await trx
        .selectFrom('driveLog')
        .selectAll()
        .where('studentId', '=', studentId)
        .where('archivedAt', 'is', null)
        .where('status', 'in', ['approved', 'submitted'])
        .orderBy('startedAt', 'asc')
        .orderBy('id', 'asc')
        .execute();
      const progress = await studentProgress(trx, studentId, state);
      const approved = rows.filter((r) => r.status === 'approved');
      return {
        approved,
        pending: rows.filter((r) => r.status === 'submitted'),
        progress,
        totals: totalsFromProgress(progress),
        fingerprint: logFingerprint(studentId, approved),
      };
    });
}

/** The fingerprint and totals of the log as it is now (for verification). */
export async function currentLogState(
  db: Kysely<Database>,
  studentId: string,
  state: string | null,
): Promise<{ totals: LogTotals; fingerprint: string }> {
  const snapshot = await loadLogSnapshot(db, studentId, state);
  return { totals: snapshot.totals, fingerprint: snapshot.fingerprint };
}

export interface StudentDetails {
  name: string;
  firstName: string | null;
  lastName: string | null;
  schoolName: string | null;
}

export async function loadStudentDetails(db: Kysely<Database>, studentId: string): Promise<StudentDetails> {
  const row = await db
    .selectFrom('user as u')
    .leftJoin('organization as o', 'o.id', 'u.organizationId')
    .select(['u.name', 'u.firstName', 'u.lastName', 'o.name as schoolName'])
    .where('u.id', '=', studentId)
    .executeTakeFirstOrThrow();
  return { name: row.name, firstName: row.firstName, lastName: row.lastName, schoolName: row.schoolName };
}
