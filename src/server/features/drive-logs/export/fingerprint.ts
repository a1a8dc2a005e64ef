import crypto from 'node:crypto';
import type { Progress } from '../../../../shared/api/drive-logs.js';
import type { LogTotals } from '../../../../shared/api/log-export.js';
import type { DriveLogRow } from '../../../db/schema.js';

type FingerprintedDrive = Pick<
  DriveLogRow,
  'id' | 'version' | 'startedAt' | 'endedAt' | 'durationMinutes' | 'nightMinutes'
>;

/**
 * SHA-256 over the canonical list of a student's approved drives. Every change to a drive bumps
 * its version, and approving or archiving one adds it to or removes it from the list, so any
 * later change to what the printed log certifies changes the fingerprint.
 */
export function logFingerprint(studentId: string, approved: readonly FingerprintedDrive[]): string {
  const canonical = [...approved]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((d) => [
      d.id,
      d.version,
      new Date(d.startedAt).toISOString(),
      new Date(d.endedAt).toISOString(),
      d.durationMinutes,
      d.nightMinutes,
    ]);
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ v: 1, studentId, drives: canonical }))
    .digest('hex');
}

/** The approved totals of the progress endpoint, in the shape the log prints and keeps. */
export function totalsFromProgress(progress: Progress): LogTotals {
  return {
    drives: progress.approved.drives,
    totalMinutes: progress.approved.totalMinutes,
    nightMinutes: progress.approved.nightMinutes,
    byWeather: progress.byWeather,
    byRoadType: progress.byRoadType,
    bySupervisor: progress.bySupervisor,
  };
}
