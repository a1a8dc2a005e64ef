/**
 * Practice exams (docs/product/exams.md): the question-bank categories, and the request and response
 * schemas of /api/exams/*. The answer key stays on the server: an attempt's questions carry
 * opaque, per-attempt choice ids and never say which one is right until the answer is given
 * (practice mode) or the attempt is submitted (exam mode).
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { stateCodeSchema } from './common.js';

/** Category ids (used in /practice-exams/{category}) and the id prefix of their questions. */
export const EXAM_CATEGORIES = [
  { id: 'road-signs', prefix: 'rs' },
  { id: 'signals-and-markings', prefix: 'sm' },
  { id: 'right-of-way', prefix: 'rw' },
  { id: 'speed-and-following-distance', prefix: 'sf' },
  { id: 'turns-and-lanes', prefix: 'tl' },
  { id: 'parking', prefix: 'pk' },
  { id: 'sharing-the-road', prefix: 'sr' },
  { id: 'alcohol-and-drugs', prefix: 'ad' },
  { id: 'safe-driving', prefix: 'sd' },
  { id: 'licensing-rules', prefix: 'lr' },
] as const;
export type ExamCategory = (typeof EXAM_CATEGORIES)[number]['id'];
export const EXAM_CATEGORY_IDS = EXAM_CATEGORIES.map((c) => c.id) as [ExamCategory, ...ExamCategory[]];
export const examCategorySchema = z.enum(EXAM_CATEGORY_IDS);

export function isExamCategory(value: unknown): value is ExamCategory {
  return typeof value === 'string' && (EXAM_CATEGORY_IDS as readonly string[]).includes(value);
}

/** Questions in a category quiz (fewer when the category has fewer). */
export const CATEGORY_QUIZ_SIZE = 10;
/** Mock test size and pass mark when the state's data has none (docs/product/exams.md). */
export const DEFAULT_MOCK_QUESTIONS = 25;
export const DEFAULT_PASS_PERCENT = 80;
/** Category quizzes pass at the default mark. */
export const CATEGORY_PASS_PERCENT = DEFAULT_PASS_PERCENT;
/** Exam mode allows one minute per question. */
export const SECONDS_PER_QUESTION = 60;
/** Public sample questions per request (test-prep pages). */
export const MAX_SAMPLE_QUESTIONS = 5;

export const EXAM_KINDS = ['category', 'mock'] as const;
export const EXAM_MODES = ['practice', 'exam'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];
export type ExamMode = (typeof EXAM_MODES)[number];

const languageSchema = z.enum(LANGUAGE_CODES as [string, ...string[]]).default('en');
const idSchema = z.string().min(1).max(100);

// ---------------------------------------------------------------------------------------------
// Categories and samples (public)

export const categoriesQuery = z.object({ state: stateCodeSchema.optional() });

export const bestScoreSchema = z.object({ percent: z.number().int(), passed: z.boolean(), at: z.string() }).nullable();

export const categoriesResponse = z.object({
  /** The state the counts and the mock test are for (the query's, else the signed-in user's). */
  state: z.string().nullable(),
  categories: z.array(z.object({ id: examCategorySchema, count: z.number().int(), best: bestScoreSchema })),
  mock: z.object({
    /** The state's question count and pass mark (defaults when the data has none). */
    questions: z.number().int(),
    passPercent: z.number().int(),
    /** Questions the bank can put in this state's test (the test uses all when fewer). */
    available: z.number().int(),
    best: bestScoreSchema,
  }),
  /** Whether this caller's attempts are kept in a history (signed-in students). */
  savesHistory: z.boolean(),
});
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

/** A random handful (from one category, or from all); general questions plus the state's own. */
export const sampleQuery = z.object({
  category: examCategorySchema.optional(),
  count: z.coerce.number().int().min(1).max(MAX_SAMPLE_QUESTIONS).default(3),
  language: languageSchema,
  state: stateCodeSchema.optional(),
});

export const sampleResponse = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      category: examCategorySchema,
      question: z.string(),
      choices: z.array(z.string()),
      answer: z.number().int(),
      explanation: z.string(),
      sign: z.string().optional(),
      /** What the sign looks like, in the requested language (English if not translated): its text alternative. */
      signAlt: z.string().optional(),
      /** Not yet translated: shown in English. */
      fallback: z.boolean(),
    }),
  ),
});
export type SampleResponse = z.infer<typeof sampleResponse>;

// ---------------------------------------------------------------------------------------------
// Attempts

export const createAttemptBody = z
  .object({
    kind: z.enum(EXAM_KINDS),
    category: examCategorySchema.optional(),
    state: stateCodeSchema.optional(),
    mode: z.enum(EXAM_MODES),
    language: languageSchema,
  })
  .refine((b) => (b.kind === 'category' ? Boolean(b.category) : Boolean(b.state)), {
    message: 'A category quiz needs a category; a mock test needs a state.',
    path: ['category'],
  });
export type CreateAttemptBody = z.input<typeof createAttemptBody>;

export const attemptChoiceSchema = z.object({ id: z.string(), text: z.string() });

/** A question as the browser sees it before answering: no answer, no sign name. */
export const attemptQuestionSchema = z.object({
  id: z.string(),
  category: examCategorySchema,
  question: z.string(),
  choices: z.array(attemptChoiceSchema),
  /** The sign as a data: URL with its title removed, so its file name cannot give the answer away. */
  image: z.string().nullable(),
  /**
   * The image's text alternative: what a sighted person sees (shape, colours, printed words,
   * symbol), never what it means; in the attempt's language, else English. Null without an image.
   */
  signAlt: z.string().nullable(),
  /** No translation yet: shown in English. */
  fallback: z.boolean(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const createAttemptResponse = z.object({
  attemptId: z.string(),
  kind: z.enum(EXAM_KINDS),
  mode: z.enum(EXAM_MODES),
  category: examCategorySchema.nullable(),
  state: z.string().nullable(),
  passPercent: z.number().int(),
  /** Exam mode only. */
  timeLimitSeconds: z.number().int().nullable(),
  startedAt: z.string(),
  /** Whether the result goes into the caller's history. */
  saved: z.boolean(),
  questions: z.array(attemptQuestionSchema),
});
export type CreateAttemptResponse = z.infer<typeof createAttemptResponse>;

export const attemptParams = z.object({ id: z.string().min(16).max(64) });

export const answerBody = z.object({ questionId: idSchema, choiceId: idSchema });
export const answerResponse = z.object({
  correct: z.boolean(),
  correctChoiceId: z.string(),
  explanation: z.string(),
});
export type AnswerResponse = z.infer<typeof answerResponse>;

export const submitBody = z.object({
  answers: z
    .array(z.object({ questionId: idSchema, choiceId: idSchema }))
    .max(200)
    .default([]),
});
export type SubmitBody = z.input<typeof submitBody>;

export const categoryScoreSchema = z.object({
  category: examCategorySchema,
  correct: z.number().int(),
  total: z.number().int(),
});
export type CategoryScore = z.infer<typeof categoryScoreSchema>;

export const reviewItemSchema = z.object({
  questionId: z.string(),
  category: examCategorySchema,
  question: z.string(),
  choices: z.array(attemptChoiceSchema),
  /** Null when the question was left unanswered (or answered after the time limit). */
  yourChoiceId: z.string().nullable(),
  correctChoiceId: z.string(),
  explanation: z.string(),
  image: z.string().nullable(),
  signAlt: z.string().nullable(),
  fallback: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const resultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passPercent: z.number().int(),
  /** Correct answers needed to pass. */
  passScore: z.number().int(),
  passed: z.boolean(),
  /** Submitted after the time limit (and its grace): late answers counted as unanswered. */
  late: z.boolean(),
  breakdown: z.array(categoryScoreSchema),
  /** Every question answered wrongly or left unanswered. */
  review: z.array(reviewItemSchema),
  saved: z.boolean(),
});
export type ExamResult = z.infer<typeof resultSchema>;

// ---------------------------------------------------------------------------------------------
// History

export const historyQuery = z.object({ studentId: idSchema.optional() });

export const historyAttemptSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(EXAM_KINDS),
  mode: z.enum(EXAM_MODES),
  category: examCategorySchema.nullable(),
  state: z.string().nullable(),
  score: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  passed: z.boolean(),
});
export type HistoryAttempt = z.infer<typeof historyAttemptSchema>;

export const categoryRateSchema = categoryScoreSchema.extend({ percent: z.number().int() });

export const historyResponse = z.object({
  studentId: z.string(),
  /** Newest first (the latest 50). */
  attempts: z.array(historyAttemptSchema),
  /** Percent of the latest attempts, oldest first (at most 20), for a trend line. */
  trend: z.array(z.object({ at: z.string(), percent: z.number().int(), kind: z.enum(EXAM_KINDS) })),
  /** Categories with the lowest share of correct answers over all attempts (up to 3). */
  weakest: z.array(categoryRateSchema),
  totals: z.object({ attempts: z.number().int(), passed: z.number().int(), mockPassed: z.number().int() }),
});
export type ExamHistory = z.infer<typeof historyResponse>;
