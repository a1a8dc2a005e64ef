import type { FastifyInstance } from 'fastify';
import { canReviewDrivesOf, canViewStudent } from '../../../shared/access.js';
import { findStudent, studentRef } from '../students/load-student.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, notFound } from '../../errors.js';
import { recordDriveSkills } from '../skills/record-drive-skills.js';
import { audit } from './repository.js';

export interface ReviewResult {
  reviewed: string[];
  /** Drives left as they were, with why: already decided, archived, or not the caller's to review. */
  skipped: { id: string; reason: 'not-found' | 'not-pending' | 'forbidden' }[];
}

/**
 * Approves or rejects many drives at once (docs/product/drive-logs.md batch approval). Each drive is checked on
 * its own; the ones the caller may decide are changed in one transaction with an audit row each.
 */
export async function reviewDrives(
  app: FastifyInstance,
  actor: CurrentUser,
  ids: string[],
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<ReviewResult> {
  const unique = [...new Set(ids)];
  const rows = await app.db
    .selectFrom('driveLog')
    .select(['id', 'studentId', 'status', 'archivedAt'])
    .where('id', 'in', unique)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const students = new Map<string, Awaited<ReturnType<typeof findStudent>>>();
  const result: ReviewResult = { reviewed: [], skipped: [] };
  const toChange: string[] = [];

  for (const id of unique) {
    const row = byId.get(id);
    if (!row) {
      result.skipped.push({ id, reason: 'not-found' });
      continue;
    }
    if (!students.has(row.studentId)) students.set(row.studentId, await findStudent(app.db, row.studentId));
    const student = students.get(row.studentId);
    const ref = student ? studentRef(student) : null;
    if (!ref || !canViewStudent(actor, ref)) result.skipped.push({ id, reason: 'not-found' });
    else if (!canReviewDrivesOf(actor, ref)) result.skipped.push({ id, reason: 'forbidden' });
    else if (row.status !== 'submitted' || row.archivedAt) result.skipped.push({ id, reason: 'not-pending' });
    else toChange.push(id);
  }
  if (toChange.length === 0 && result.skipped.every((s) => s.reason === 'not-found')) throw notFound('Drive');
  if (toChange.length === 0 && result.skipped.some((s) => s.reason === 'forbidden'))
    throw new AppError('forbidden', 'You cannot review these drives.');

  const status = decision === 'approve' ? 'approved' : 'rejected';
  const now = new Date();
  await app.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('driveLog')
      .set({
        status,
        rejectionReason: decision === 'reject' ? (reason ?? null) : null,
        reviewedBy: actor.id,
        reviewedAt: now,
        updatedAt: now,
        version: (eb) => eb('version', '+', 1),
      })
      .where('id', 'in', toChange.length ? toChange : ['-'])
      .where('status', '=', 'submitted')
      .returning(['id', 'studentId', 'skills'])
      .execute();
    if (decision === 'approve') await recordDriveSkills(trx, changed, actor.id);
    for (const { id } of changed) {
      await audit(trx, {
        actorId: actor.id,
        action: decision,
        entityId: id,
        before: { status: 'submitted' },
        after: { status, ...(reason ? { reason } : {}) },
      });
      result.reviewed.push(id);
    }
  });
  return result;
}
