import type { FastifyInstance } from 'fastify';
import { canReviewDrivesOf, canViewStudent } from '../../../shared/access.js';
import type { CurrentUser } from '../../auth/session.js';
import type { DriveLogRow } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { findDriveRow, findStudent, type StudentContext } from './repository.js';

const ref = (s: StudentContext) => ({ id: s.id, organizationId: s.organizationId, state: s.state });

/** The student, or 404 when missing or not the caller's to see (existence is private). */
export async function visibleStudent(app: FastifyInstance, actor: CurrentUser, studentId: string): Promise<StudentContext> {
  const student = await findStudent(app.db, studentId);
  if (!student || !canViewStudent(actor, ref(student))) throw notFound('Student');
  return student;
}

/** The drive and its student, or 404 when missing or not visible to the caller. */
export async function visibleDrive(app: FastifyInstance, actor: CurrentUser, driveId: string): Promise<{ row: DriveLogRow; student: StudentContext }> {
  const row = await findDriveRow(app.db, driveId);
  const student = row ? await findStudent(app.db, row.studentId) : null;
  if (!row || !student || !canViewStudent(actor, ref(student))) throw notFound('Drive');
  return { row, student };
}

export function assertReviewer(actor: CurrentUser, student: StudentContext): void {
  if (!canReviewDrivesOf(actor, ref(student))) throw new AppError('forbidden', 403, 'Only a linked parent or the school’s staff can do this.');
}
