/** Practice mode: records one answer and tells whether it was right, and why. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AnswerResponse } from '../../../shared/api/exams.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, badRequest } from '../../errors.js';
import { explanationOf } from './attempt-view.js';
import { questionBank } from './question-bank.js';
import { findUsableAttempt, storedAnswers, storedQuestions } from './repository.js';

export async function answerQuestion(
  app: FastifyInstance,
  actor: CurrentUser | null,
  attemptId: string,
  questionId: string,
  choiceId: string,
): Promise<AnswerResponse> {
  const { row } = await findUsableAttempt(app.db, attemptId, actor?.id ?? null);
  if (row.submittedAt) throw new AppError('exam-already-submitted', 'This attempt is finished.');
  // Exam mode shows results only at the end: an answer here would give the key away.
  if (row.mode !== 'practice')
    throw new AppError('exam-feedback-unavailable', 'Answers are checked at the end of an exam.');
  const question = storedQuestions(row).find((q) => q.id === questionId);
  if (!question) throw badRequest('This question is not part of the attempt.', { questionId: 'unknown' });
  if (!question.choiceIds.includes(choiceId))
    throw badRequest('This choice is not part of the question.', { choiceId: 'unknown' });

  const previous = storedAnswers(row).get(questionId);
  if (previous === undefined) {
    const entry = JSON.stringify({ [questionId]: { choiceId, at: new Date().toISOString() } });
    // Only the first answer counts, even when two requests race.
    const updated = await app.db
      .updateTable('examAttempt')
      .set({ answers: sql`"answers" || ${entry}::jsonb` })
      .where('id', '=', row.id)
      .where('submittedAt', 'is', null)
      .where(sql<boolean>`not ("answers" ? ${questionId})`)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return answerQuestion(app, actor, attemptId, questionId, choiceId);
  } else if (previous !== choiceId) {
    throw new AppError('exam-already-answered', 'This question already has an answer.');
  }
  return {
    correct: choiceId === question.correctChoiceId,
    correctChoiceId: question.correctChoiceId,
    explanation: explanationOf(questionBank(), questionId, row.language),
  };
}
