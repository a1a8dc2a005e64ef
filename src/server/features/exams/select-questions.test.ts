import { describe, expect, it } from 'vitest';
import type { ExamCategory } from '../../../shared/api/exams.js';
import type { BankQuestion, QuestionBank } from './question-bank.js';
import { allocate, mockTestRules, pickCategoryQuiz, pickMockTest, shuffle } from './select-questions.js';

/** A deterministic random source (mulberry32). */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fakeBank(
  sizes: Partial<Record<ExamCategory, number>>,
  scoped: { category: ExamCategory; states: string[] }[] = [],
): QuestionBank {
  const questions: BankQuestion[] = [];
  for (const [category, n] of Object.entries(sizes) as [ExamCategory, number][]) {
    for (let i = 1; i <= n; i++)
      questions.push({
        id: `${category}-${i}`,
        category,
        answer: 0,
        question: 'q',
        choices: ['a', 'b', 'c', 'd'],
        explanation: 'e',
      });
  }
  scoped.forEach((s, i) =>
    questions.push({
      id: `scoped-${i}`,
      category: s.category,
      states: s.states,
      answer: 1,
      question: 'q',
      choices: ['a', 'b', 'c', 'd'],
      explanation: 'e',
    }),
  );
  return {
    questions,
    byId: new Map(questions.map((q) => [q.id, q])),
    text: (q) => ({ ...q, fallback: false }),
    signImage: () => null,
    signAlt: () => null,
  };
}

describe('mockTestRules', () => {
  it("uses the state's question count and pass mark, else 25 and 80%", () => {
    expect(mockTestRules({ knowledgeTest: { questions: 46, passPercent: 83 } })).toEqual({
      questions: 46,
      passPercent: 83,
    });
    expect(mockTestRules({ knowledgeTest: { questions: null, passPercent: 75 } })).toEqual({
      questions: 25,
      passPercent: 75,
    });
    expect(mockTestRules({ knowledgeTest: { questions: 40, passPercent: null } })).toEqual({
      questions: 40,
      passPercent: 80,
    });
    expect(mockTestRules(null)).toEqual({ questions: 25, passPercent: 80 });
  });
});

describe('allocate', () => {
  it('splits in proportion to the group sizes and adds up to the total', () => {
    expect(allocate([40, 40, 20], 25)).toEqual([10, 10, 5]);
    const counts = allocate([41, 41, 30, 12, 7], 46);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(46);
    counts.forEach((c, i) => expect(Math.abs(c - (46 * [41, 41, 30, 12, 7][i]!) / 131)).toBeLessThan(1));
  });

  it('uses everything when the groups hold fewer than asked, and never more than a group holds', () => {
    expect(allocate([3, 2], 25)).toEqual([3, 2]);
    expect(allocate([1, 1, 1, 100], 4).every((c, i) => c <= [1, 1, 1, 100][i]!)).toBe(true);
  });
});

describe('shuffle', () => {
  it('keeps every item and moves them', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const out = shuffle(items, seeded(1));
    expect([...out].sort((a, b) => a - b)).toEqual(items);
    expect(out).not.toEqual(items);
  });
});

describe('picking questions', () => {
  const bank = fakeBank({ 'road-signs': 30, parking: 20, 'safe-driving': 10 }, [
    { category: 'licensing-rules', states: ['CA'] },
    { category: 'licensing-rules', states: ['NY'] },
  ]);

  it('takes ten of a category, general ones plus the state’s own', () => {
    expect(pickCategoryQuiz(bank, 'road-signs', null, seeded(2))).toHaveLength(10);
    expect(pickCategoryQuiz(bank, 'licensing-rules', null)).toEqual([]);
    expect(pickCategoryQuiz(bank, 'licensing-rules', 'CA').map((q) => q.id)).toEqual(['scoped-0']);
  });

  it("builds a mock test of the state's size spread over the categories, never another state's questions", () => {
    const test = pickMockTest(bank, 'CA', 25, seeded(3));
    expect(test).toHaveLength(25);
    expect(new Set(test.map((q) => q.id)).size).toBe(25);
    expect(test.some((q) => q.id === 'scoped-1')).toBe(false);
    const count = (c: ExamCategory) => test.filter((q) => q.category === c).length;
    expect(count('road-signs')).toBeGreaterThanOrEqual(12);
    expect(count('parking')).toBeGreaterThanOrEqual(8);
    expect(count('safe-driving')).toBeGreaterThanOrEqual(4);
  });

  it('uses every eligible question when the bank has fewer than the state asks', () => {
    const small = fakeBank({ parking: 5, 'road-signs': 3 });
    expect(pickMockTest(small, 'CA', 46)).toHaveLength(8);
  });

  it('orders questions differently on different draws', () => {
    const a = pickMockTest(bank, 'CA', 25, seeded(4)).map((q) => q.id);
    const b = pickMockTest(bank, 'CA', 25, seeded(5)).map((q) => q.id);
    expect(a).not.toEqual(b);
  });
});
