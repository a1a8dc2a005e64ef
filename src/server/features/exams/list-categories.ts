/** The categories with their question counts, the state's mock test, and the caller's best scores. */
import type { FastifyInstance } from 'fastify';
import { EXAM_CATEGORY_IDS, type CategoriesResponse } from '../../../shared/api/exams.js';
import type { CurrentUser } from '../../auth/session.js';
import { requirementFor } from '../requirements/requirements.js';
import { savesHistory } from './create-attempt.js';
import { questionBank, questionsFor } from './question-bank.js';
import { mockTestRules } from './select-questions.js';

type Best = { percent: number; passed: boolean; at: string } | null;

export async function listCategories(
  app: FastifyInstance,
  actor: CurrentUser | null,
  requestedState: string | undefined,
): Promise<CategoriesResponse> {
  const bank = questionBank();
  const state = requestedState ?? (requirementFor(actor?.state) ? actor!.state!.toUpperCase() : null);
  const rules = mockTestRules(requirementFor(state));

  const bestCategory = new Map<string, Best>();
  let bestMock: Best = null;
  if (actor && savesHistory(actor)) {
    // Best percent per category quiz and per state's mock test, the latest among equals.
    const rows = await app.db
      .selectFrom('examAttempt')
      .select(['kind', 'category', 'state', 'percent', 'passed', 'submittedAt'])
      .distinctOn(['kind', 'category', 'state'])
      .where('userId', '=', actor.id)
      .where('recorded', '=', true)
      .where('submittedAt', 'is not', null)
      .orderBy('kind')
      .orderBy('category')
      .orderBy('state')
      .orderBy('percent', 'desc')
      .orderBy('submittedAt', 'desc')
      .execute();
    for (const r of rows) {
      const best = { percent: r.percent ?? 0, passed: Boolean(r.passed), at: new Date(r.submittedAt!).toISOString() };
      if (r.kind === 'mock') {
        if (r.state === state) bestMock = best;
      } else if (r.category) {
        const prior = bestCategory.get(r.category);
        // A category may have been tried for several states; the best of them counts.
        if (!prior || prior.percent < best.percent) bestCategory.set(r.category, best);
      }
    }
  }

  return {
    state,
    categories: EXAM_CATEGORY_IDS.map((id) => ({
      id,
      count: questionsFor(bank, id, state).length,
      best: bestCategory.get(id) ?? null,
    })),
    mock: {
      questions: rules.questions,
      passPercent: rules.passPercent,
      available: state ? questionsFor(bank, null, state).length : questionsFor(bank, null, null).length,
      best: bestMock,
    },
    savesHistory: savesHistory(actor),
  };
}
