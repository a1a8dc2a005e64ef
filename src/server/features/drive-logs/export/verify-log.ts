/** Public check of a printed log: is it still what the student's approved drives say? */
import type { FastifyInstance } from 'fastify';
import { logTotalsSchema, type LogVerification } from '../../../../shared/api/log-export.js';
import { notFound } from '../../../errors.js';
import { requirementFor } from '../../requirements/requirements.js';
import { findStudent } from '../../students/load-student.js';
import { currentLogState, loadStudentDetails } from './log-snapshot.js';
import { clusters } from './pdf-text.js';

/** "Jamie P.": enough to match the paper, no more. */
export function shortName(details: { name: string; firstName: string | null; lastName: string | null }): string {
  const words = details.name.trim().split(/\s+/);
  const first = details.firstName?.trim() || words[0] || '';
  const last = details.lastName?.trim() || (words.length > 1 ? words.at(-1)! : '');
  // The first user-perceived character: a letter with its marks, a whole emoji or flag.
  const initial = clusters(last)[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export async function verifyLog(app: FastifyInstance, exportId: string): Promise<LogVerification> {
  const row = await app.db.selectFrom('logExport').selectAll().where('id', '=', exportId).executeTakeFirst();
  const student = row ? await findStudent(app.db, row.studentId) : null;
  if (!row || !student) throw notFound('Log');
  const [details, now] = await Promise.all([
    loadStudentDetails(app.db, student.id),
    currentLogState(app.db, student.id, student.state),
  ]);
  const requirement = requirementFor(student.state);
  return {
    student: shortName(details),
    school: details.schoolName,
    state: requirement?.name ?? student.state,
    generatedAt: new Date(row.createdAt).toISOString(),
    totals: logTotalsSchema.parse(row.totals),
    currentTotals: now.totals,
    unchanged: now.fingerprint === row.fingerprint,
  };
}
