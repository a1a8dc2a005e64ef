/**
 * Practice exams (docs/product/exams.md): categories and samples for anyone, attempts signed in or out with
 * the answer key kept on the server, practice feedback, scoring once, time limits, and the history
 * only the student, linked parents and the school's staff see. Runs on the shipped question bank.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionBank } from '../../src/server/features/exams/question-bank.js';
import { passScore } from '../../src/server/features/exams/scoring.js';
import type {
  AnswerResponse,
  CategoriesResponse,
  CreateAttemptResponse,
  ExamHistory,
  ExamResult,
  SampleResponse,
} from '../../src/shared/api/exams.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
const cookies: Record<string, string> = {};
let otherTeacher: string;
let studentId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['student', 'student2', 'parent', 'parent2', 'teacher', 'state'])
    cookies[key] = await t.signIn(key);
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  const teacher = await createPerson(t.app, { role: 'teacher', organizationId: otherSchool, state: 'CA' });
  otherTeacher = await t.signIn(teacher.email);
  studentId = await t.userId('student');
});
afterAll(() => t?.close());

const bank = questionBank();
const who = (key: string | null) => (key ? cookies[key] : undefined);
const get = (key: string | null, url: string) => t.request({ method: 'GET', url, cookie: who(key) });
const post = (key: string | null, url: string, payload: unknown) =>
  t.request({ method: 'POST', url, cookie: who(key), payload: payload as object });

async function start(key: string | null, body: Record<string, unknown>): Promise<CreateAttemptResponse> {
  return expectOk<CreateAttemptResponse>(await post(key, '/api/exams/attempts', { language: 'en', ...body }), 201);
}

/** The id of the right (or a wrong) choice, found from the English bank by the choice's text. */
function choiceOf(q: CreateAttemptResponse['questions'][number], right: boolean): string {
  const source = bank.byId.get(q.id)!;
  const correctText = source.choices[source.answer];
  const choice = q.choices.find((c) => (c.text === correctText) === right)!;
  return choice.id;
}

/** Answers `correct` of the questions right and the rest wrong. */
function answersFor(attempt: CreateAttemptResponse, correct: number) {
  return attempt.questions.map((q, i) => ({ questionId: q.id, choiceId: choiceOf(q, i < correct) }));
}

const submit = (
  key: string | null,
  attempt: CreateAttemptResponse,
  answers: { questionId: string; choiceId: string }[],
) => post(key, `/api/exams/attempts/${attempt.attemptId}/submit`, { answers });

describe('the question bank', () => {
  it('has questions for the tests below', () => {
    expect(bank.questions.filter((q) => q.category === 'road-signs').length).toBeGreaterThanOrEqual(10);
    expect(bank.questions.length).toBeGreaterThanOrEqual(25);
  });
});

describe('GET /api/exams/categories', () => {
  it('lists the ten categories with counts for anyone, without best scores', async () => {
    const body = expectOk<CategoriesResponse>(await get(null, '/api/exams/categories'));
    expect(body.categories.map((c) => c.id)).toHaveLength(10);
    expect(body.categories.find((c) => c.id === 'road-signs')!.count).toBeGreaterThan(0);
    expect(body.categories.every((c) => c.best === null)).toBe(true);
    expect(body).toMatchObject({ state: null, savesHistory: false, mock: { questions: 25, passPercent: 80 } });
  });

  it("uses the state's question count and pass mark from the data file", async () => {
    const ca = expectOk<CategoriesResponse>(await get(null, '/api/exams/categories?state=CA'));
    expect(ca).toMatchObject({ state: 'CA', mock: { questions: 46, passPercent: 83 } });
    const dc = expectOk<CategoriesResponse>(await get(null, '/api/exams/categories?state=DC'));
    expect(dc.mock.questions).toBeGreaterThan(0);
  });

  it("defaults to a signed-in user's state and says whether attempts are saved", async () => {
    expect(expectOk<CategoriesResponse>(await get('student', '/api/exams/categories'))).toMatchObject({
      state: 'CA',
      savesHistory: true,
    });
    expect(expectOk<CategoriesResponse>(await get('parent', '/api/exams/categories'))).toMatchObject({
      state: 'CA',
      savesHistory: false,
    });
  });

  it('refuses an unknown state', async () => {
    expectError(await get(null, '/api/exams/categories?state=XX'), 400, 'validation-failed');
  });
});

describe('GET /api/exams/sample', () => {
  it('returns up to five questions with their answer and explanation', async () => {
    const body = expectOk<SampleResponse>(await get(null, '/api/exams/sample?category=road-signs&count=5&language=en'));
    expect(body.questions).toHaveLength(5);
    for (const q of body.questions) {
      const source = bank.byId.get(q.id)!;
      expect(q).toMatchObject({
        category: 'road-signs',
        question: source.question,
        answer: source.answer,
        explanation: source.explanation,
        fallback: false,
      });
      expect(q.choices).toEqual(source.choices);
      if (source.sign) expect(q.sign).toBe(source.sign);
      // The sign's text alternative: what it looks like.
      expect(q.signAlt).toBe(source.sign ? bank.signAlt(source.sign, 'en') : undefined);
      if (source.sign) expect(q.signAlt!.length).toBeGreaterThan(10);
    }
  });

  it('describes the sign in the language asked for', async () => {
    const body = expectOk<SampleResponse>(await get(null, '/api/exams/sample?category=road-signs&count=3&language=es'));
    for (const q of body.questions) {
      const source = bank.byId.get(q.id)!;
      expect(q.signAlt).toBe(bank.signAlt(source.sign, 'es'));
      expect(q.signAlt).not.toBe(bank.signAlt(source.sign, 'en'));
    }
  });

  it('marks questions without a translation as shown in English', async () => {
    const body = expectOk<SampleResponse>(await get(null, '/api/exams/sample?count=3&language=ht'));
    expect(body.questions.length).toBeGreaterThan(0);
    for (const q of body.questions) expect(q.fallback).toBe(q.question === bank.byId.get(q.id)!.question);
  });

  it('refuses more than five, an unknown category or language', async () => {
    expectError(await get(null, '/api/exams/sample?count=6'), 400, 'validation-failed');
    expectError(await get(null, '/api/exams/sample?category=flying'), 400, 'validation-failed');
    expectError(await get(null, '/api/exams/sample?language=xx'), 400, 'validation-failed');
  });
});

describe('POST /api/exams/attempts', () => {
  it('starts a category quiz for a signed-out visitor, shuffled, with no answer in it', async () => {
    const attempt = await start(null, { kind: 'category', category: 'road-signs', mode: 'exam' });
    expect(attempt).toMatchObject({
      kind: 'category',
      category: 'road-signs',
      mode: 'exam',
      saved: false,
      passPercent: 80,
    });
    expect(attempt.questions).toHaveLength(
      Math.min(10, bank.questions.filter((q) => q.category === 'road-signs' && !q.states).length),
    );
    expect(attempt.timeLimitSeconds).toBe(attempt.questions.length * 60);
    expect(attempt.attemptId.length).toBeGreaterThanOrEqual(24);
    const json = JSON.stringify(attempt);
    expect(json).not.toMatch(/"(answer|correct|correctChoiceId|explanation|sign)"/);
    for (const q of attempt.questions) {
      const source = bank.byId.get(q.id)!;
      // Sign file names would give the answer away; the image comes inline without its title.
      if (source.sign) {
        expect(json).not.toContain(`${source.sign}.svg`);
        if (q.image) expect(Buffer.from(q.image.split(',')[1]!, 'base64').toString()).not.toMatch(/<title/i);
      }
      expect(new Set(q.choices.map((c) => c.id)).size).toBe(4);
      expect(q.choices.map((c) => c.text).sort()).toEqual([...source.choices].sort());
    }
  });

  it("gives each sign a text alternative in the attempt's language, saying what it looks like and not its name", async () => {
    const attempt = await start(null, { kind: 'category', category: 'road-signs', mode: 'exam', language: 'ar' });
    const withSign = attempt.questions.filter((q) => q.image);
    expect(withSign.length).toBeGreaterThan(0);
    for (const q of attempt.questions) {
      const source = bank.byId.get(q.id)!;
      if (!q.image) {
        expect(q.signAlt).toBeNull();
        continue;
      }
      expect(q.signAlt?.trim()).toBeTruthy();
      expect(q.signAlt).toBe(bank.signAlt(source.sign, 'ar'));
      expect(q.signAlt).not.toBe(bank.signAlt(source.sign, 'en'));
      expect(q.signAlt).not.toContain(source.sign);
    }
    // Exam mode: the review after submitting describes the signs too.
    const result = expectOk<ExamResult>(await submit(null, attempt, []));
    for (const item of result.review)
      expect(item.signAlt).toBe(item.image ? bank.signAlt(bank.byId.get(item.questionId)!.sign, 'ar') : null);
    expect(result.review.some((item) => item.signAlt)).toBe(true);
  });

  it("builds a state's mock test with its size (or every eligible question when fewer) across categories", async () => {
    const attempt = await start('student', { kind: 'mock', state: 'CA', mode: 'practice' });
    const eligible = bank.questions.filter((q) => !q.states || q.states.includes('CA')).length;
    expect(attempt.questions).toHaveLength(Math.min(46, eligible));
    expect(attempt).toMatchObject({ kind: 'mock', state: 'CA', passPercent: 83, timeLimitSeconds: null, saved: true });
    expect(new Set(attempt.questions.map((q) => q.id)).size).toBe(attempt.questions.length);
    expect(new Set(attempt.questions.map((q) => q.category)).size).toBeGreaterThan(1);
    for (const q of attempt.questions)
      expect(!bank.byId.get(q.id)!.states || bank.byId.get(q.id)!.states!.includes('CA')).toBe(true);
  });

  it('uses the 25-question default where the state data has no count', async () => {
    // Alabama (AL) lists no question count in the data file.
    const attempt = await start(null, { kind: 'mock', state: 'AL', mode: 'exam' });
    expect(attempt.questions.length).toBe(
      Math.min(25, bank.questions.filter((q) => !q.states || q.states.includes('AL')).length),
    );
  });

  it('refuses a quiz without its category, a mock test without a state, or a bad mode', async () => {
    expectError(
      await post(null, '/api/exams/attempts', { kind: 'category', mode: 'practice' }),
      400,
      'validation-failed',
    );
    expectError(await post(null, '/api/exams/attempts', { kind: 'mock', mode: 'practice' }), 400, 'validation-failed');
    expectError(
      await post(null, '/api/exams/attempts', { kind: 'category', category: 'road-signs', mode: 'cheat' }),
      400,
      'validation-failed',
    );
    expectError(
      await post(null, '/api/exams/attempts', { kind: 'category', category: 'nope', mode: 'practice' }),
      400,
      'validation-failed',
    );
  });

  it('answers 429 once an address has started too many', async () => {
    await t.db
      .insertInto('rateCounter')
      .values({ key: 'exam-attempt:203.0.113.9', count: 120, resetAt: new Date(Date.now() + 60_000) })
      .execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/exams/attempts',
      remoteAddress: '203.0.113.9',
      payload: { kind: 'category', category: 'parking', mode: 'practice' },
    });
    expectError(response, 429, 'rate-limited');
  });
});

describe('POST /api/exams/attempts/:id/answers', () => {
  it('tells a signed-out visitor in practice mode whether the answer was right, and why', async () => {
    const attempt = await start(null, { kind: 'category', category: 'parking', mode: 'practice' });
    const [first, second] = attempt.questions;
    const right = expectOk<AnswerResponse>(
      await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
        questionId: first!.id,
        choiceId: choiceOf(first!, true),
      }),
    );
    expect(right).toEqual({
      correct: true,
      correctChoiceId: choiceOf(first!, true),
      explanation: bank.byId.get(first!.id)!.explanation,
    });
    const wrong = expectOk<AnswerResponse>(
      await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
        questionId: second!.id,
        choiceId: choiceOf(second!, false),
      }),
    );
    expect(wrong).toMatchObject({ correct: false, correctChoiceId: choiceOf(second!, true) });
    // The same answer again is harmless; a different one is refused.
    expectOk(
      await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
        questionId: second!.id,
        choiceId: choiceOf(second!, false),
      }),
    );
    expectError(
      await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
        questionId: second!.id,
        choiceId: choiceOf(second!, true),
      }),
      409,
      'exam-already-answered',
    );
  });

  it('gives nothing away in exam mode', async () => {
    const attempt = await start(null, { kind: 'category', category: 'road-signs', mode: 'exam' });
    const q = attempt.questions[0]!;
    expectError(
      await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
        questionId: q.id,
        choiceId: q.choices[0]!.id,
      }),
      409,
      'exam-feedback-unavailable',
    );
  });

  it('refuses a question or choice that is not in the attempt', async () => {
    const attempt = await start(null, { kind: 'category', category: 'parking', mode: 'practice' });
    const q = attempt.questions[0]!;
    const notAsked = bank.questions.find((b) => !attempt.questions.some((a) => a.id === b.id))!;
    expect(
      expectError(
        await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
          questionId: notAsked.id,
          choiceId: q.choices[0]!.id,
        }),
        400,
        'validation-failed',
      ).fields,
    ).toEqual({ questionId: 'unknown' });
    expect(
      expectError(
        await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
          questionId: q.id,
          choiceId: 'not-a-choice',
        }),
        400,
        'validation-failed',
      ).fields,
    ).toEqual({ choiceId: 'unknown' });
    expectError(
      await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, { questionId: q.id }),
      400,
      'validation-failed',
    );
  });

  it("keeps a signed-in user's attempt to them (404 for anyone else), while an anonymous one is the holder's", async () => {
    const mine = await start('student', { kind: 'category', category: 'parking', mode: 'practice' });
    const body = { questionId: mine.questions[0]!.id, choiceId: mine.questions[0]!.choices[0]!.id };
    expectError(await post(null, `/api/exams/attempts/${mine.attemptId}/answers`, body), 404, 'not-found');
    expectError(await post('student2', `/api/exams/attempts/${mine.attemptId}/answers`, body), 404, 'not-found');
    expectError(
      await post('parent', `/api/exams/attempts/${mine.attemptId}/submit`, { answers: [] }),
      404,
      'not-found',
    );
    expectError(await post(null, '/api/exams/attempts/AAAAAAAAAAAAAAAAAAAAAAAA/answers', body), 404, 'not-found');

    const anonymous = await start(null, { kind: 'category', category: 'parking', mode: 'practice' });
    const q = anonymous.questions[0]!;
    expectOk(
      await post('student2', `/api/exams/attempts/${anonymous.attemptId}/answers`, {
        questionId: q.id,
        choiceId: q.choices[0]!.id,
      }),
    );
  });
});

describe('POST /api/exams/attempts/:id/submit', () => {
  it('scores once: score, pass mark, breakdown and a review of every miss', async () => {
    const attempt = await start(null, { kind: 'category', category: 'road-signs', mode: 'exam' });
    const total = attempt.questions.length;
    const result = expectOk<ExamResult>(
      await submit(null, attempt, answersFor(attempt, total - 2).slice(0, total - 1)),
    );
    expect(result).toMatchObject({
      score: total - 2,
      total,
      passPercent: 80,
      passScore: passScore(total, 80),
      late: false,
      saved: false,
    });
    expect(result.passed).toBe(total - 2 >= passScore(total, 80));
    expect(result.percent).toBe(Math.round(((total - 2) * 100) / total));
    expect(result.breakdown).toEqual([{ category: 'road-signs', correct: total - 2, total }]);
    expect(result.review.map((r) => r.questionId)).toEqual(attempt.questions.slice(total - 2).map((q) => q.id));
    const [wrong, unanswered] = result.review;
    expect(wrong).toMatchObject({
      yourChoiceId: choiceOf(attempt.questions[total - 2]!, false),
      correctChoiceId: choiceOf(attempt.questions[total - 2]!, true),
    });
    expect(wrong!.explanation).toBe(bank.byId.get(wrong!.questionId)!.explanation);
    expect(unanswered!.yourChoiceId).toBeNull();

    expectError(await submit(null, attempt, []), 409, 'exam-already-submitted');
    const q = attempt.questions[0]!;
    expectError(
      await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
        questionId: q.id,
        choiceId: q.choices[0]!.id,
      }),
      409,
      'exam-already-submitted',
    );
  });

  it('keeps practice answers already given and does not let the submission change them', async () => {
    const attempt = await start(null, { kind: 'category', category: 'parking', mode: 'practice' });
    const q = attempt.questions[0]!;
    await post(null, `/api/exams/attempts/${attempt.attemptId}/answers`, {
      questionId: q.id,
      choiceId: choiceOf(q, false),
    });
    const result = expectOk<ExamResult>(await submit(null, attempt, answersFor(attempt, attempt.questions.length)));
    expect(result.score).toBe(attempt.questions.length - 1);
  });

  it('counts answers sent after the time limit (and its grace) as unanswered', async () => {
    const attempt = await start(null, { kind: 'category', category: 'road-signs', mode: 'exam' });
    await t.db
      .updateTable('examAttempt')
      .set({ startedAt: new Date(Date.now() - (attempt.timeLimitSeconds! + 120) * 1000) })
      .where('id', '=', attempt.attemptId)
      .execute();
    const result = expectOk<ExamResult>(await submit(null, attempt, answersFor(attempt, attempt.questions.length)));
    expect(result).toMatchObject({ late: true, score: 0, passed: false });
    expect(result.review).toHaveLength(attempt.questions.length);
  });

  it('refuses answers to questions outside the attempt', async () => {
    const attempt = await start(null, { kind: 'category', category: 'parking', mode: 'exam' });
    const notAsked = bank.questions.find((b) => !attempt.questions.some((a) => a.id === b.id))!;
    expectError(await submit(null, attempt, [{ questionId: notAsked.id, choiceId: 'x' }]), 400, 'validation-failed');
  });

  it('passes and fails a mock test at the state pass mark', async () => {
    const pass = await start('student', { kind: 'mock', state: 'CA', mode: 'exam' });
    const needed = passScore(pass.questions.length, 83);
    const passed = expectOk<ExamResult>(await submit('student', pass, answersFor(pass, needed)));
    expect(passed).toMatchObject({ score: needed, passed: true, passScore: needed, saved: true });
    expect(passed.breakdown.reduce((s, b) => s + b.total, 0)).toBe(pass.questions.length);

    const fail = await start('student', { kind: 'mock', state: 'CA', mode: 'exam' });
    const failed = expectOk<ExamResult>(await submit('student', fail, answersFor(fail, needed - 1)));
    expect(failed).toMatchObject({ score: needed - 1, passed: false });
  });
});

describe('GET /api/exams/history', () => {
  beforeAll(async () => {
    const quiz = await start('student', { kind: 'category', category: 'road-signs', mode: 'practice' });
    await submit('student', quiz, answersFor(quiz, 0));
    // A parent practising is not recorded anywhere.
    const parents = await start('parent', { kind: 'category', category: 'parking', mode: 'practice' });
    expect(parents.saved).toBe(false);
    await submit('parent', parents, answersFor(parents, 1));
  });

  it('answers 401 signed out, and 400 when a non-student names no student', async () => {
    expectError(await get(null, '/api/exams/history'), 401, 'unauthenticated');
    expectError(await get('parent', '/api/exams/history'), 400, 'validation-failed');
  });

  it('shows the student their attempts, trend, weakest categories and best scores', async () => {
    const history = expectOk<ExamHistory>(await get('student', '/api/exams/history'));
    expect(history.studentId).toBe(studentId);
    expect(history.attempts.length).toBeGreaterThanOrEqual(3);
    expect(history.attempts[0]).toMatchObject({ kind: 'category', category: 'road-signs', score: 0, passed: false });
    expect(history.attempts.some((a) => a.kind === 'mock' && a.passed)).toBe(true);
    expect(history.attempts.some((a) => a.kind === 'mock' && !a.passed)).toBe(true);
    expect(history.trend.at(-1)).toMatchObject({ percent: 0, kind: 'category' });
    // Weakest first, only categories with a wrong answer. The mock tests' wrong answers fall in
    // random categories, so the exact order varies; road signs (0 of 10 in the quiz, at most about
    // 9 more right in the two mocks) keeps the lowest rate at or under one half.
    const rates = history.weakest.map((w) => w.correct / w.total);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(history.weakest.every((w) => w.correct < w.total)).toBe(true);
    expect(history.weakest[0]!.percent).toBeLessThanOrEqual(50);
    expect(history.totals.mockPassed).toBeGreaterThanOrEqual(1);

    const categories = expectOk<CategoriesResponse>(await get('student', '/api/exams/categories'));
    expect(categories.mock.best).toMatchObject({ passed: true });
    expect(categories.categories.find((c) => c.id === 'road-signs')!.best).not.toBeNull();
  });

  it("shows it to the linked parent and the school's teacher", async () => {
    const url = `/api/exams/history?studentId=${studentId}`;
    const mine = expectOk<ExamHistory>(await get('student', url));
    expect(expectOk<ExamHistory>(await get('parent', url)).attempts).toEqual(mine.attempts);
    expect(expectOk<ExamHistory>(await get('teacher', url)).attempts).toEqual(mine.attempts);
  });

  it('answers 404 to everyone else, as for a missing student', async () => {
    const url = `/api/exams/history?studentId=${studentId}`;
    expectError(await get('parent2', url), 404, 'not-found');
    expectError(await get('student2', url), 404, 'not-found');
    expect(expectError(await t.request({ method: 'GET', url, cookie: otherTeacher }), 404, 'not-found')).toBeTruthy();
    expectError(await get('teacher', '/api/exams/history?studentId=nobody'), 404, 'not-found');
  });

  it('keeps nothing for signed-out visitors or parents', async () => {
    const rows = await t.db
      .selectFrom('examAttempt')
      .select(['userId', 'recorded'])
      .where('recorded', '=', true)
      .execute();
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([studentId]));
  });
});
