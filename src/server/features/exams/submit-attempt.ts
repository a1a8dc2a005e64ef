/** Finishes an attempt: scores it once, stores the result, returns the review of every miss. */
import type { FastifyInstance } from 'fastify';
import type { ExamResult, SubmitBody } from '../../../shared/api/exams.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, badRequest } from '../../errors.js';
import { reviewItem } from './attempt-view.js';
import { questionBank } from './question-bank.js';
import { findUsableAttempt, storedAnswers, storedQuestions } from './repository.js';
import { scoreAttempt } from './scoring.js';

/** Time allowed past an exam's limit for the last request to arrive. */
export const GRACE_SECONDS = 30;

export async function submitAttempt(
  app: FastifyInstance,
  actor: CurrentUser | null,
  attemptId: string,
  body: Required<SubmitBody>,
): Promise<ExamResult> {
  const { row, now } = await findUsableAttempt(app.db, attemptId, actor?.id ?? null);
  if (row.submittedAt) throw new AppError('exam-already-submitted', 'This attempt is already finished.');
  const questions = storedQuestions(row);
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const [i, a] of body.answers.entries()) {
    const q = byId.get(a.questionId);
    if (!q) throw badRequest('This question is not part of the attempt.', { [`answers.${i}.questionId`]: 'unknown' });
    if (!q.choiceIds.includes(a.choiceId))
      throw badRequest('This choice is not part of the question.', { [`answers.${i}.choiceId`]: 'unknown' });
  }

  const deadline =
    row.timeLimitSeconds === null
      ? null
      : new Date(row.startedAt).getTime() + (row.timeLimitSeconds + GRACE_SECONDS) * 1000;
  const late = deadline !== null && now.getTime() > deadline;
  // Answers already given (practice mode) stand; the rest come with the submission unless it is late.
  const answers = storedAnswers(row);
  const saved = { ...(row.answers ?? {}) };
  if (!late) {
    for (const a of body.answers) {
      if (answers.has(a.questionId)) continue;
      answers.set(a.questionId, a.choiceId);
      saved[a.questionId] = { choiceId: a.choiceId, at: now.toISOString() };
    }
  }

  const result = scoreAttempt(questions, answers, row.passPercent);
  const updated = await app.db
    .updateTable('examAttempt')
    .set({
      answers: JSON.stringify(saved),
      submittedAt: now,
      score: result.score,
      percent: result.percent,
      passed: result.passed,
      breakdown: JSON.stringify(result.breakdown),
    })
    .where('id', '=', row.id)
    .where('submittedAt', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw new AppError('exam-already-submitted', 'This attempt is already finished.');

  const bank = questionBank();
  return {
    score: result.score,
    total: result.total,
    percent: result.percent,
    passPercent: row.passPercent,
    passScore: result.passScore,
    passed: result.passed,
    late,
    breakdown: result.breakdown,
    review: result.wrong.map((q) => reviewItem(bank, q, row.language, answers.get(q.id) ?? null)),
    saved: row.recorded,
  };
}
