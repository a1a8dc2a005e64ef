/**
 * The seven test-prep guides (docs/product/exams.md): their own title and description, the state selector
 * and its rules, interactive sample questions, the promotional panel under `adPanels`,
 * accessibility in English and Arabic, and no sideways scrolling on a phone.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expectPageSettled, signInThroughApi } from './support/auth';
import { expect, test } from './support/fixtures';

const PAGES = [
  {
    path: '/learners-permit-test',
    title: "Learner's permit test: what to expect and how to pass · Roadlog",
    h1: "Learner's permit test",
    tool: 'questions',
  },
  {
    path: '/dmv-test-prep',
    title: 'DMV test prep: a two-week study plan for the knowledge test · Roadlog',
    h1: 'DMV test prep',
    tool: 'questions',
  },
  {
    path: '/practice-test-questions',
    title: 'Practice test questions for the permit and DMV test · Roadlog',
    h1: 'Practice test questions',
    tool: 'questions',
  },
  {
    path: '/driving-test-practice',
    title: 'Driving test practice: preparing for the road test · Roadlog',
    h1: 'Driving test practice',
    tool: 'questions',
  },
  {
    path: '/written-test-practice',
    title: 'Written test practice: format, numbers to know and tips · Roadlog',
    h1: 'Written test practice',
    tool: 'questions',
  },
  {
    path: '/driving-hours-tracker',
    title: 'Driving hours tracker: log supervised practice and night hours · Roadlog',
    h1: 'Driving hours tracker',
    tool: 'preview',
  },
  {
    path: '/student-driver-app',
    title: 'Student driver app for teens, parents and driving schools · Roadlog',
    h1: 'Student driver app',
    tool: 'preview',
  },
] as const;

const stateSelect = (page: Page) => page.getByRole('combobox', { name: 'State' });
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test.describe('test-prep pages', () => {
  test('each page has its own title, description, heading, state selector, tool and call to action', async ({
    page,
  }) => {
    const descriptions = new Set<string>();
    for (const { path, title, h1, tool } of PAGES) {
      await page.goto(path);
      await expectPageSettled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const text = await description(page);
      expect(text?.length ?? 0, `${path} description`).toBeGreaterThan(80);
      descriptions.add(text ?? '');
      await expect(stateSelect(page)).toBeVisible();
      // Real guidance, not a stub: several sections of text.
      expect(await page.locator('main section h2').count(), `${path} sections`).toBeGreaterThanOrEqual(6);
      if (tool === 'questions') await expect(page.getByTestId('sample-question').first()).toBeVisible();
      else await expect(page.getByTestId('tool-preview')).toContainText('Example');
      await expect(page.getByTestId('test-prep-cta').getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('promo-panel')).toHaveCount(0);
    }
    expect(descriptions.size).toBe(PAGES.length);
  });

  test('choosing a state shows its rules, keeps the choice in the link and measures the preview against it', async ({
    page,
  }) => {
    await page.goto('/driving-hours-tracker');
    await expectPageSettled(page);
    await expect(page.getByTestId('state-rules')).toHaveCount(0);
    await expect(page.getByTestId('tool-preview')).toContainText('of 50 h');

    await stateSelect(page).selectOption({ label: 'Texas' });
    await expect(page).toHaveURL(/[?&]state=TX\b/);
    const rules = page.getByTestId('state-rules');
    await expect(rules).toHaveAttribute('data-state', 'TX');
    await expect(rules.getByRole('heading', { level: 3, name: 'Texas: the learner stage at a glance' })).toBeVisible();
    await expect(rules.locator('[data-rule="hours"] dd')).toHaveText('30 hours');
    await expect(rules.locator('[data-rule="night"] dd')).toHaveText('10 hours');
    await expect(rules.locator('[data-rule="test"] dd')).toHaveText('30 questions, pass mark 70%');
    await expect(rules).toContainText('Confidence: high');
    await expect(page.getByTestId('tool-preview')).toContainText('of 30 h');

    // The link names the state, so it opens the same way elsewhere.
    await page.goto('/learners-permit-test?state=NY');
    await expect(stateSelect(page)).toHaveValue('NY');
    await expect(page.getByTestId('state-rules').locator('[data-rule="night"] dd')).toHaveText('15 hours');

    // Sources open on demand and point at the web pages the figures came from.
    await page.getByRole('button', { name: /^Sources \(\d+\)$/ }).click();
    await expect(page.getByTestId('state-rules').getByRole('link').first()).toHaveAttribute('href', /^https?:\/\//);
  });

  test('a signed-in user starts with their own state and gets their dashboard as the next step', async ({ page }) => {
    await signInThroughApi(page, 'student');
    await page.goto('/written-test-practice');
    await expectPageSettled(page);
    await expect(stateSelect(page)).toHaveValue('CA');
    await expect(page.getByTestId('state-rules')).toContainText('California');
    await expect(page.getByTestId('test-prep-cta').getByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/user',
    );
  });

  test('a sample question can be answered and explains the answer', async ({ page }) => {
    await page.goto('/learners-permit-test');
    await expectPageSettled(page);
    const question = page.getByTestId('sample-question').first();
    const check = question.getByRole('button', { name: 'Check answer' });
    await expect(check).toBeDisabled();
    await question.getByRole('radio').first().check();
    await check.click();
    const feedback = question.getByTestId('sample-feedback');
    await expect(feedback).toBeVisible();
    await expect(feedback).toBeFocused();
    await expect(feedback).toContainText(/^(Correct\.|Not quite\. The correct answer is: .+)/);
    // The explanation follows the verdict.
    expect((await feedback.locator('p').nth(1).textContent())?.length ?? 0).toBeGreaterThan(20);
    await expect(question.getByText('(correct answer)')).toBeVisible();
    await expect(question.getByRole('radio').first()).toBeDisabled();

    await question.getByRole('button', { name: 'Try this question again' }).click();
    await expect(question.getByRole('radio').first()).not.toBeChecked();
    await expect(question.getByTestId('sample-feedback')).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Practise all road signs questions' })).toHaveAttribute(
      'href',
      '/practice-exams/road-signs',
    );
    await expect(page.getByRole('link', { name: 'See every practice test' })).toHaveAttribute(
      'href',
      '/practice-exams',
    );
  });

  test.describe('promotional panel', () => {
    test.afterEach(async ({ adminApi }) => {
      await adminApi.setFlags({ adPanels: false });
    });

    test('appears on the guides and info pages while an admin has adPanels on', async ({ page, adminApi }) => {
      await page.goto('/dmv-test-prep');
      await expectPageSettled(page);
      const promo = page.getByTestId('promo-panel');
      await expect(promo).toHaveCount(0);

      await adminApi.setFlags({ adPanels: true });
      // The flag arrives over Server-Sent Events, without a reload.
      await expect(promo).toBeVisible();
      await expect(promo.getByRole('heading', { name: 'Ask your school about Roadlog' })).toBeVisible();
      await expect(promo.getByRole('link', { name: 'Information for schools' })).toHaveAttribute(
        'href',
        '/register/organization',
      );

      for (const path of ['/student-driver-app', '/about', '/faq']) {
        await page.goto(path);
        await expect(page.getByTestId('promo-panel'), path).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);

      await adminApi.setFlags({ adPanels: false });
      await expect(page.getByTestId('promo-panel')).toHaveCount(0);
    });
  });
});

test.describe('test-prep pages: accessibility', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const { path } of PAGES) {
      test(`${path} (${lang}) has no serious or critical axe violations`, async ({ page }) => {
        await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
        // With a state chosen, the rules, their notes and the sources list are on the page too
        // (California: high confidence; the District of Columbia: medium, no night minimum).
        await page.goto(`${path}?state=${lang === 'en' ? 'CA' : 'DC'}`);
        if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectPageSettled(page);
        await expect(page.getByTestId('state-rules')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        if (path === '/learners-permit-test') {
          // And after answering a question (the verdict, the marked answer).
          await page.getByTestId('sample-question').first().getByRole('radio').first().check();
          await page.getByTestId('sample-question').first().getByRole('button').first().click();
          await expect(page.getByTestId('sample-feedback').first()).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        }
      });
    }
  }
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`test-prep pages at phone width (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`do not scroll sideways (${lang})`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
      const wide: string[] = [];
      for (const { path } of PAGES) {
        await page.goto(`${path}?state=CA`);
        await expectPageSettled(page);
        await expect(page.getByTestId('state-rules')).toBeVisible();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) wide.push(`${path}: ${width}px`);
      }
      expect(wide).toEqual([]);
    });
  });
}
