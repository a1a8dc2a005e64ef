/** A few random questions with answers and explanations, for the public test-prep pages. */
import type { z } from 'zod';
import type { SampleResponse, sampleQuery } from '../../../shared/api/exams.js';
import { questionBank, questionsFor } from './question-bank.js';
import { shuffle } from './select-questions.js';

export function sampleQuestions(query: z.output<typeof sampleQuery>): SampleResponse {
  const bank = questionBank();
  const picked = shuffle(questionsFor(bank, query.category ?? null, query.state ?? null)).slice(0, query.count);
  return {
    questions: picked.map((q) => {
      const text = bank.text(q, query.language);
      const signAlt = bank.signAlt(q.sign, query.language);
      return {
        id: q.id,
        category: q.category,
        question: text.question,
        choices: text.choices,
        answer: q.answer,
        explanation: text.explanation,
        ...(q.sign ? { sign: q.sign } : {}),
        ...(signAlt ? { signAlt } : {}),
        fallback: text.fallback,
      };
    }),
  };
}
