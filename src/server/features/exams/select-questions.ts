/**
 * Which questions a test gets: a category quiz draws CATEGORY_QUIZ_SIZE at random; a state's mock
 * test draws the state's question count spread over the categories in proportion to their size
 * (largest remainders), then shuffles them. Pure functions with an injectable random source.
 */
import crypto from 'node:crypto';
import {
  CATEGORY_QUIZ_SIZE,
  DEFAULT_MOCK_QUESTIONS,
  DEFAULT_PASS_PERCENT,
  type ExamCategory,
} from '../../../shared/api/exams.js';
import type { StateRequirement } from '../../../shared/api/requirements.js';
import { questionsFor, type BankQuestion, type QuestionBank } from './question-bank.js';

/** A number in [0, 1). */
export type Random = () => number;

export const secureRandom: Random = () => crypto.randomInt(0, 2 ** 47) / 2 ** 47;

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: Random = secureRandom): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The state's knowledge test size and pass mark from the data file, with docs/product/exams.md defaults. */
export function mockTestRules(requirement: Pick<StateRequirement, 'knowledgeTest'> | null): {
  questions: number;
  passPercent: number;
} {
  return {
    questions: requirement?.knowledgeTest.questions ?? DEFAULT_MOCK_QUESTIONS,
    passPercent: requirement?.knowledgeTest.passPercent ?? DEFAULT_PASS_PERCENT,
  };
}

/**
 * Splits `total` over groups of the given sizes in proportion to them (largest remainder), never
 * more than a group holds. When the groups hold fewer than `total`, every question is used.
 */
export function allocate(sizes: readonly number[], total: number): number[] {
  const available = sizes.reduce((a, b) => a + b, 0);
  if (available <= total) return [...sizes];
  const exact = sizes.map((s) => (s * total) / available);
  const counts = exact.map((e, i) => Math.min(Math.floor(e), sizes[i]!));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e - Math.floor(e) }))
    .sort((a, b) => b.rest - a.rest || sizes[b.i]! - sizes[a.i]!);
  while (left > 0) {
    let placed = false;
    for (const { i } of order) {
      if (left === 0) break;
      if (counts[i]! < sizes[i]!) {
        counts[i]!++;
        left--;
        placed = true;
      }
    }
    if (!placed) break;
  }
  return counts;
}

export function pickCategoryQuiz(
  bank: QuestionBank,
  category: ExamCategory,
  state: string | null,
  random: Random = secureRandom,
): BankQuestion[] {
  return shuffle(questionsFor(bank, category, state), random).slice(0, CATEGORY_QUIZ_SIZE);
}

export function pickMockTest(
  bank: QuestionBank,
  state: string,
  size: number,
  random: Random = secureRandom,
): BankQuestion[] {
  const eligible = questionsFor(bank, null, state);
  const groups = new Map<ExamCategory, BankQuestion[]>();
  for (const q of eligible) groups.set(q.category, [...(groups.get(q.category) ?? []), q]);
  const lists = [...groups.values()];
  const counts = allocate(
    lists.map((l) => l.length),
    size,
  );
  const picked = lists.flatMap((list, i) => shuffle(list, random).slice(0, counts[i]));
  return shuffle(picked, random);
}
