/**
 * Scoring an attempt from its stored answer key. Pass marks in the state data are rounded
 * percentages of a whole number of correct answers (California: 38 of 46 is "83%"), so the score
 * needed is the nearest whole number to passPercent of the questions asked.
 */
import type { CategoryScore, ExamCategory } from '../../../shared/api/exams.js';

/** One question of an attempt as stored: the displayed choices (opaque ids) and the right one. */
export interface StoredQuestion {
  id: string;
  category: ExamCategory;
  /** Choice ids in display order; `order[k]` is the English index of choice k. */
  choiceIds: string[];
  order: number[];
  correctChoiceId: string;
}

/** Correct answers needed to pass: passPercent of total, rounded to the nearest whole answer. */
export function passScore(total: number, passPercent: number): number {
  if (total <= 0) return 0;
  // The tiny offset keeps 12.5 → 13 despite floating-point error (e.g. 0.83 * 46).
  return Math.min(total, Math.max(1, Math.round((total * passPercent) / 100 + 1e-9)));
}

export interface Score {
  score: number;
  total: number;
  percent: number;
  passScore: number;
  passed: boolean;
  breakdown: CategoryScore[];
  /** Questions answered wrongly or not at all, in the attempt's order. */
  wrong: StoredQuestion[];
}

/** `answers` maps a question id to the choice id given (missing: unanswered). */
export function scoreAttempt(
  questions: readonly StoredQuestion[],
  answers: ReadonlyMap<string, string>,
  passPercent: number,
): Score {
  const byCategory = new Map<ExamCategory, CategoryScore>();
  const wrong: StoredQuestion[] = [];
  let score = 0;
  for (const q of questions) {
    const entry = byCategory.get(q.category) ?? { category: q.category, correct: 0, total: 0 };
    byCategory.set(q.category, entry);
    entry.total++;
    if (answers.get(q.id) === q.correctChoiceId) {
      score++;
      entry.correct++;
    } else {
      wrong.push(q);
    }
  }
  const total = questions.length;
  const needed = passScore(total, passPercent);
  return {
    score,
    total,
    percent: total ? Math.round((score * 100) / total) : 0,
    passScore: needed,
    passed: total > 0 && score >= needed,
    breakdown: [...byCategory.values()],
    wrong,
  };
}
