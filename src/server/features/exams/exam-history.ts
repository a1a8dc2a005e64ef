/** A student's saved attempts, their trend and weakest categories (the student, linked parents, school staff). */
import type { FastifyInstance } from 'fastify';
import { isExamCategory, type ExamCategory, type ExamHistory } from '../../../shared/api/exams.js';
import type { CurrentUser } from '../../auth/session.js';
import { loadStudent } from '../students/load-student.js';

const LISTED = 50;
const TREND = 20;
/** Weakest categories are computed over this many recent attempts. */
const WEAKEST_WINDOW = 500;

export async function examHistory(app: FastifyInstance, actor: CurrentUser, studentId: string): Promise<ExamHistory> {
  const { id } = await loadStudent(app, actor, studentId, 'view');
  const rows = await app.db
    .selectFrom('examAttempt')
    .select([
      'id',
      'kind',
      'mode',
      'category',
      'state',
      'score',
      'total',
      'percent',
      'passed',
      'submittedAt',
      'breakdown',
    ])
    .where('userId', '=', id)
    .where('recorded', '=', true)
    .where('submittedAt', 'is not', null)
    .orderBy('submittedAt', 'desc')
    .orderBy('id')
    .limit(WEAKEST_WINDOW)
    .execute();
  const counts = await app.db
    .selectFrom('examAttempt')
    .select((eb) => [
      eb.fn.countAll<string>().as('attempts'),
      eb.fn.count<string>('id').filterWhere('passed', '=', true).as('passed'),
      eb.fn
        .count<string>('id')
        .filterWhere((w) => w.and([w('passed', '=', true), w('kind', '=', 'mock')]))
        .as('mockPassed'),
    ])
    .where('userId', '=', id)
    .where('recorded', '=', true)
    .where('submittedAt', 'is not', null)
    .executeTakeFirstOrThrow();

  const attempts = rows.map((r) => ({
    id: r.id,
    at: new Date(r.submittedAt!).toISOString(),
    kind: r.kind,
    mode: r.mode,
    category: isExamCategory(r.category) ? r.category : null,
    state: r.state,
    score: r.score ?? 0,
    total: r.total,
    percent: r.percent ?? 0,
    passed: Boolean(r.passed),
  }));

  const byCategory = new Map<ExamCategory, { correct: number; total: number }>();
  for (const r of rows) {
    for (const b of Array.isArray(r.breakdown) ? r.breakdown : []) {
      if (!isExamCategory(b.category)) continue;
      const sum = byCategory.get(b.category) ?? { correct: 0, total: 0 };
      sum.correct += b.correct;
      sum.total += b.total;
      byCategory.set(b.category, sum);
    }
  }
  const weakest = [...byCategory]
    .map(([category, s]) => ({ category, ...s, percent: Math.round((s.correct * 100) / s.total) }))
    .filter((c) => c.total > 0 && c.correct < c.total)
    .sort((a, b) => a.correct / a.total - b.correct / b.total || b.total - a.total)
    .slice(0, 3);

  return {
    studentId: id,
    attempts: attempts.slice(0, LISTED),
    trend: attempts
      .slice(0, TREND)
      .reverse()
      .map((a) => ({ at: a.at, percent: a.percent, kind: a.kind })),
    weakest,
    totals: { attempts: Number(counts.attempts), passed: Number(counts.passed), mockPassed: Number(counts.mockPassed) },
  };
}
