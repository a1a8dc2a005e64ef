/** Turns stored questions into what the browser may see, in the attempt's language. */
import type { AttemptQuestion, ExamCategory, ReviewItem } from '../../../shared/api/exams.js';
import type { QuestionBank } from './question-bank.js';
import type { StoredQuestion } from './scoring.js';

/** A question before it is answered: texts and opaque choice ids, nothing that marks the answer. */
export function questionView(bank: QuestionBank, stored: StoredQuestion, language: string): AttemptQuestion {
  const bankQuestion = bank.byId.get(stored.id);
  const text = bankQuestion ? bank.text(bankQuestion, language) : null;
  const image = bank.signImage(bankQuestion?.sign);
  return {
    id: stored.id,
    category: stored.category as ExamCategory,
    question: text?.question ?? '',
    choices: stored.choiceIds.map((id, k) => ({ id, text: text?.choices[stored.order[k]!] ?? '' })),
    image,
    signAlt: image ? bank.signAlt(bankQuestion?.sign, language) : null,
    fallback: text?.fallback ?? false,
  };
}

export function explanationOf(bank: QuestionBank, questionId: string, language: string): string {
  const q = bank.byId.get(questionId);
  return q ? bank.text(q, language).explanation : '';
}

export function reviewItem(
  bank: QuestionBank,
  stored: StoredQuestion,
  language: string,
  yourChoiceId: string | null,
): ReviewItem {
  const view = questionView(bank, stored, language);
  return {
    questionId: view.id,
    category: view.category,
    question: view.question,
    choices: view.choices,
    yourChoiceId,
    correctChoiceId: stored.correctChoiceId,
    explanation: explanationOf(bank, stored.id, language),
    image: view.image,
    signAlt: view.signAlt,
    fallback: view.fallback,
  };
}
