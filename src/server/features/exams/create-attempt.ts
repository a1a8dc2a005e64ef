/** Starts a category quiz or a state's mock test: picks and shuffles, keeps the answer key. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CATEGORY_PASS_PERCENT,
  SECONDS_PER_QUESTION,
  type createAttemptBody,
  type CreateAttemptResponse,
} from '../../../shared/api/exams.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError } from '../../errors.js';
import { requirementFor } from '../requirements/requirements.js';
import { questionView } from './attempt-view.js';
import { questionBank } from './question-bank.js';
import { newAttemptId, newChoiceId } from './repository.js';
import type { StoredQuestion } from './scoring.js';
import {
  mockTestRules,
  pickCategoryQuiz,
  pickMockTest,
  shuffle,
  type Random,
  secureRandom,
} from './select-questions.js';

/** Only students keep a history (docs/product/exams.md); a parent or teacher trying a quiz is not recorded. */
export const savesHistory = (actor: CurrentUser | null) => actor?.role === 'student';

export async function createAttempt(
  app: FastifyInstance,
  actor: CurrentUser | null,
  body: z.output<typeof createAttemptBody>,
  random: Random = secureRandom,
): Promise<CreateAttemptResponse> {
  const bank = questionBank();
  const state = body.state ?? null;
  let picked;
  let passPercent = CATEGORY_PASS_PERCENT;
  if (body.kind === 'mock') {
    const rules = mockTestRules(requirementFor(state));
    passPercent = rules.passPercent;
    picked = pickMockTest(bank, state!, rules.questions, random);
  } else {
    picked = pickCategoryQuiz(bank, body.category!, state, random);
  }
  if (picked.length === 0) throw new AppError('exam-no-questions', 'There are no questions for this test yet.');

  const questions: StoredQuestion[] = picked.map((q) => {
    const order = shuffle([0, 1, 2, 3], random);
    const choiceIds = order.map(() => newChoiceId());
    return { id: q.id, category: q.category, choiceIds, order, correctChoiceId: choiceIds[order.indexOf(q.answer)]! };
  });
  const timeLimitSeconds = body.mode === 'exam' ? questions.length * SECONDS_PER_QUESTION : null;
  const recorded = savesHistory(actor);

  const row = await app.db
    .insertInto('examAttempt')
    .values({
      id: newAttemptId(),
      userId: actor?.id ?? null,
      recorded,
      kind: body.kind,
      category: body.kind === 'category' ? body.category! : null,
      state,
      mode: body.mode,
      language: body.language,
      questions: JSON.stringify(questions),
      passPercent,
      timeLimitSeconds,
      total: questions.length,
    })
    .returning(['id', 'startedAt'])
    .executeTakeFirstOrThrow();

  return {
    attemptId: row.id,
    kind: body.kind,
    mode: body.mode,
    category: body.kind === 'category' ? body.category! : null,
    state,
    passPercent,
    timeLimitSeconds,
    startedAt: new Date(row.startedAt).toISOString(),
    saved: recorded,
    questions: questions.map((q) => questionView(bank, q, body.language)),
  };
}
