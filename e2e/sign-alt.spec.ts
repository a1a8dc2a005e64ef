/**
 * Road-sign images have a text alternative (docs/product/exams.md#sign-images-and-text-alternatives;
 * docs/product/exams.md): in a quiz the image's
 * accessible name says what a sighted person sees (shape, colours, printed words, symbol) in the
 * page's language, the answer choices are described by it, and nothing in the page names the sign
 * (its file name would give the answer away). The results review describes the signs too.
 *
 * The descriptions come from content/signs/<lng>.json on disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectPageSettled } from './support/auth';
import { expect, test } from './support/fixtures';

const descriptions = (lng: string) =>
  JSON.parse(fs.readFileSync(path.resolve('content/signs', `${lng}.json`), 'utf8')) as Record<string, string>;
const SIGN_NAMES = Object.keys(descriptions('en'));

/** Starts a road-signs quiz in exam mode and returns the first question's sign image. */
async function startRoadSignsExam(page: Page, lang: 'en' | 'ar') {
  await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  await page.goto('/practice-exams/road-signs');
  await expectPageSettled(page);
  await page.getByRole('radio', { name: lang === 'ar' ? /^امتحان/ : /^Exam/ }).check();
  await page.getByRole('button', { name: lang === 'ar' ? 'ابدأ' : 'Start' }).click();
  await expect(page.getByRole('radiogroup')).toBeVisible();
}

test.describe('road-sign text alternatives', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`a quiz describes each sign by what it looks like, never by its name (${lang})`, async ({ page }) => {
      const texts = new Set(Object.values(descriptions(lang)));
      await startRoadSignsExam(page, lang);

      const image = page.locator('fieldset img');
      await expect(image).toHaveCount(1);
      const alt = (await image.getAttribute('alt')) ?? '';
      expect(texts.has(alt), `"${alt}" is one of the ${lang} descriptions`).toBe(true);
      await expect(page.getByRole('img', { name: alt, exact: true })).toBeVisible();
      // The choices are described by the sign, so a screen reader hears it with them.
      await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(alt);

      // The sign's name is nowhere in the page: not in a file name, not in an attribute.
      const html = await page.content();
      expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      for (const name of SIGN_NAMES) expect(html).not.toContain(`/signs/${name}.svg`);
    });
  }

  test('the results review describes the signs of the questions missed', async ({ page }) => {
    const texts = new Set(Object.values(descriptions('en')));
    await startRoadSignsExam(page, 'en');
    // Leave every question unanswered: all of them come back in the review.
    const heading = await page.getByRole('heading', { name: /^Question \d+ of \d+$/ }).innerText();
    const total = Number(/of (\d+)/.exec(heading)![1]);
    for (let i = 1; i < total; i++) await page.getByRole('button', { name: 'Next question' }).click();
    await page.getByRole('button', { name: 'Finish exam' }).click();
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeVisible();
    const alts = await page
      .locator('ol > li img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    expect(alts.length).toBe(total);
    for (const alt of alts) expect(texts.has(alt), `"${alt}" is a description`).toBe(true);
  });
});
