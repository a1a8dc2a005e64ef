/**
 * Practice exams (docs/product/exams.md): a signed-out visitor takes a category quiz in practice mode and
 * reads the explanations; the demo student passes one state mock test and fails another, and the
 * history on /user shows both; exam mode finishes by itself when time runs out; the pages have no
 * serious accessibility violations in English and Arabic.
 *
 * The right answers come from the English question bank on disk, matched by question text.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

interface BankQuestion {
  id: string;
  answer: number;
  question: string;
  choices: string[];
  explanation: string;
}

const BANK = new Map<string, BankQuestion>();
const dir = path.resolve('content/questions/en');
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  for (const q of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as BankQuestion[])
    BANK.set(keyOf(q.question, q.choices), q);
}

/** Several sign questions share their wording, so a question is known by its text and choices. */
function keyOf(question: string, choices: string[]): string {
  return [question.trim(), ...choices.map((c) => c.trim()).sort()].join('\n');
}

/** The bank entry of the question on screen. */
async function currentQuestion(page: Page): Promise<BankQuestion> {
  const text = await page.locator('fieldset legend').first().innerText();
  const choices = await page.locator('fieldset .MuiFormControlLabel-label').allInnerTexts();
  const q = BANK.get(keyOf(text, choices));
  expect(q, `question not in the bank: ${text} ${choices.join(' | ')}`).toBeTruthy();
  return q!;
}

/** Picks the right choice, or any wrong one. */
async function choose(page: Page, q: BankQuestion, right: boolean): Promise<void> {
  const text = right ? q.choices[q.answer]! : q.choices.find((_c, i) => i !== q.answer)!;
  await page.getByRole('radio', { name: text, exact: true }).check();
}

async function progress(page: Page): Promise<{ current: number; total: number }> {
  const heading = await page.getByRole('heading', { name: /^Question \d+ of \d+$/ }).innerText();
  const [, current, total] = /Question (\d+) of (\d+)/.exec(heading)!;
  return { current: Number(current), total: Number(total) };
}

/** Answers every question of an exam, the first `right` correctly, then finishes it. */
async function takeExam(page: Page, right: (total: number) => number): Promise<number> {
  const { total } = await progress(page);
  const correct = right(total);
  for (let i = 0; i < total; i++) {
    await expect(page.getByRole('heading', { name: `Question ${i + 1} of ${total}` })).toBeVisible();
    await choose(page, await currentQuestion(page), i < correct);
    if (i < total - 1) await page.getByRole('button', { name: 'Next question' }).click();
  }
  await page.getByRole('button', { name: 'Finish exam' }).click();
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
  return total;
}

test.describe('practice exams', () => {
  test('a signed-out visitor takes a category quiz in practice mode and sees why each answer is right or wrong', async ({
    page,
  }) => {
    await page.goto('/practice-exams');
    await expectPageSettled(page);
    await page.getByRole('link', { name: /^Road signs/ }).click();
    await expect(page).toHaveURL(/\/practice-exams\/road-signs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Road signs practice' })).toBeVisible();
    await expect(page.getByText('You are not signed in, so your result will not be saved.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Practice/ })).toBeChecked();
    await page.getByRole('button', { name: 'Start' }).click();

    const { total } = await progress(page);
    expect(total).toBe(10);
    for (let i = 0; i < total; i++) {
      const q = await currentQuestion(page);
      const right = i % 2 === 1;
      await choose(page, q, right);
      await page.getByRole('button', { name: 'Check answer' }).click();
      const feedback = page.getByRole('status').filter({ hasText: right ? 'Correct!' : 'Not quite.' });
      await expect(feedback).toContainText(q.explanation);
      await expect(page.getByRole('radio', { name: `${q.choices[q.answer]} — correct answer` })).toBeDisabled();
      if (i === 0) await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: i < total - 1 ? 'Next question' : 'See results' }).click();
    }

    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
    await expect(page.getByText('5 of 10 correct (50%)')).toBeVisible();
    await expect(page.getByText('Not passed', { exact: true })).toBeVisible();
    await expect(page.getByText('To pass you needed 8 of 10 correct (80%).')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Review your mistakes' })).toBeVisible();
    await expect(page.locator('ol > li')).toHaveCount(5);
    await expect(page.getByRole('cell', { name: 'Road signs' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the demo student passes one mock test and fails another, and the history shows both', async ({ page }) => {
    test.setTimeout(300_000);
    await signInThroughApi(page, 'student');
    await page.goto('/practice-exams');
    await expectPageSettled(page);
    // The student's own state is chosen, with its question count and pass mark from the data file.
    await expect(page.getByText('46 questions; pass mark 83%.')).toBeVisible();
    await page.getByRole('button', { name: 'Start mock test' }).click();
    await expect(page).toHaveURL(/\/practice-exams\?mock=CA$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mock test: California' })).toBeVisible();
    await expect(page.getByText('Your result will be saved to your history.')).toBeVisible();

    await page.getByRole('radio', { name: /^Exam/ }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('timer')).toContainText('Time left:');
    const total = await takeExam(page, (n) => n);
    await expect(page.getByText(`${total} of ${total} correct (100%)`)).toBeVisible();
    await expect(page.getByText('Passed', { exact: true })).toBeVisible();
    await expect(page.getByText('This result is saved to your history.')).toBeVisible();
    await expect(page.getByText('You answered every question correctly. Well done!')).toBeVisible();

    await page.getByRole('button', { name: 'Try again with new questions' }).click();
    await page.getByRole('radio', { name: /^Exam/ }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await takeExam(page, (n) => Math.floor(n / 2));
    await expect(page.getByText('Not passed', { exact: true })).toBeVisible();
    await expect(page.locator('ol > li')).toHaveCount(total - Math.floor(total / 2));

    await page.goto('/user');
    const card = page.getByRole('region', { name: 'Practice exams' });
    await expect(card.getByRole('heading', { name: 'Weakest categories' })).toBeVisible();
    const mocks = card.getByRole('row').filter({ hasText: 'Mock test (CA)' });
    await expect(mocks.filter({ has: page.getByText('Passed', { exact: true }) })).toHaveCount(1);
    await expect(mocks.filter({ has: page.getByText('Not passed', { exact: true }) })).toHaveCount(1);
    await expect(card.getByRole('img', { name: /Scores of the latest 2 attempts, from 100% to \d+%/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The best mock score now shows on the list.
    await page.goto('/practice-exams');
    await expect(page.getByText('Your best: 100% (passed)')).toBeVisible();
  });

  test('an exam finishes by itself when the time is up', async ({ page }) => {
    await page.clock.install();
    await page.goto('/practice-exams/parking');
    await page.getByRole('radio', { name: /^Exam/ }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    const { total } = await progress(page);
    await choose(page, await currentQuestion(page), true);
    await page.clock.fastForward(total * 60 * 1000 + 2000);
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
    await expect(page.getByText(`1 of ${total} correct`, { exact: false })).toBeVisible();
  });

  test('an unknown category says so', async ({ page }) => {
    await page.goto('/practice-exams/flying-lessons');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to practice exams' }).click();
    await expect(page).toHaveURL(/\/practice-exams$/);
  });

  for (const lang of ['en', 'ar']) {
    test(`the list and a category page have no serious accessibility violations (${lang})`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
      await page.goto('/practice-exams');
      await expectPageSettled(page);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expectNoSeriousA11yViolations(page);
      await page.goto('/practice-exams/right-of-way');
      await expectPageSettled(page);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: lang === 'ar' ? 'ابدأ' : 'Start' }).click();
      await expect(page.getByRole('radiogroup')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
