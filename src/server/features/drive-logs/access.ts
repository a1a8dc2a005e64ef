import type { FastifyInstance } from 'fastify';
import { canViewStudent } from '../../../shared/access.js';
import type { CurrentUser } from '../../auth/session.js';
import type { DriveLogRow } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { assertStudentNeed, findStudent, studentRef, type StudentContext } from '../students/load-student.js';
import { findDriveRow } from './repository.js';

/** The drive and its student, or 404 when missing or not visible to the caller. */
export async function visibleDrive(
  app: FastifyInstance,
  actor: CurrentUser,
  driveId: string,
): Promise<{ row: DriveLogRow; student: StudentContext }> {
  const row = await findDriveRow(app.db, driveId);
  const student = row ? await findStudent(app.db, row.studentId) : null;
  if (!row || !student || !canViewStudent(actor, studentRef(student))) throw notFound('Drive');
  return { row, student };
}

export function assertReviewer(actor: CurrentUser, student: StudentContext): void {
  assertStudentNeed(actor, student, 'review');
}
