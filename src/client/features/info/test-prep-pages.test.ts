/**
 * The seven test-prep guides rendered to HTML with the English texts and the real state data:
 * outline, content, state rules from the URL, sample questions, calls to action; plus the pure
 * helpers behind the rules panel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type TFunction } from 'i18next';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StateRequirement } from '../../../shared/api/requirements';
import { AuthProvider } from '../../lib/auth-context';
import type { SampleQuestion } from './api/use-sample-questions';
import { isGuideSections } from './components/test-prep/guide-sections';
import { parseSource, ruleItems } from './components/test-prep/rule-values';
import { TEST_PREP_PAGES } from './components/test-prep/test-prep-pages';
import DmvTestPrepPage from './pages/dmv-test-prep-page';
import DrivingHoursTrackerPage from './pages/driving-hours-tracker-page';
import DrivingTestPracticePage from './pages/driving-test-practice-page';
import LearnersPermitTestPage from './pages/learners-permit-test-page';
import PracticeTestQuestionsPage from './pages/practice-test-questions-page';
import StudentDriverAppPage from './pages/student-driver-app-page';
import WrittenTestPracticePage from './pages/written-test-practice-page';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const LANGUAGES = fs
  .readdirSync(path.join(ROOT, 'locales'))
  .filter((l) => fs.existsSync(path.join(ROOT, 'locales', l, 'testPrep.json')));
const readArea = (lng: string, area: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lng, `${area}.json`), 'utf8')) as Record<string, unknown>;
const STATES = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'content/us-learner-requirements.json'), 'utf8'),
) as StateRequirement[];
const i18n = createInstance();
let t: TFunction;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: { testPrep: readArea('en', 'testPrep'), errors: readArea('en', 'errors') } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  t = i18n.t.bind(i18n) as TFunction;
});

const PAGES: [string, ComponentType, string][] = [
  ['/learners-permit-test', LearnersPermitTestPage, 'learnersPermit'],
  ['/dmv-test-prep', DmvTestPrepPage, 'dmvTestPrep'],
  ['/practice-test-questions', PracticeTestQuestionsPage, 'practiceQuestions'],
  ['/driving-test-practice', DrivingTestPracticePage, 'drivingTest'],
  ['/written-test-practice', WrittenTestPracticePage, 'writtenTest'],
  ['/driving-hours-tracker', DrivingHoursTrackerPage, 'hoursTracker'],
  ['/student-driver-app', StudentDriverAppPage, 'studentApp'],
];

/** Renders a page at `url` with the state list (and optionally sample questions) already loaded. */
function render(Page: ComponentType, url: string, samples?: { key: unknown[]; questions: SampleQuestion[] }): string {
  const client = new QueryClient();
  client.setQueryData(['requirements'], STATES);
  if (samples) client.setQueryData(samples.key, samples.questions);
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        QueryClientProvider,
        { client },
        createElement(AuthProvider, null, createElement(MemoryRouter, { initialEntries: [url] }, createElement(Page))),
      ),
    ),
  );
}

const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('test-prep pages render', () => {
  it('lists the seven routes once, in the same order as the router', () => {
    expect(TEST_PREP_PAGES.map((p) => p.path)).toEqual(expect.arrayContaining(PAGES.map(([route]) => route)));
    const router = fs.readFileSync(path.join(ROOT, 'src/client/app/router.tsx'), 'utf8');
    for (const [route] of PAGES) expect(router).toMatch(new RegExp(`page\\('${route}', [^\\n]+, 'info'\\)`));
  });

  it.each(PAGES)('%s: one h1, no skipped heading level, no missing text', (route, Page) => {
    const html = render(Page, route);
    const levels = headingLevels(html);
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] as number)).toBeLessThanOrEqual(1);
    });
    expect(html).not.toMatch(/testPrep\.[a-zA-Z]+/);
    // Icons are decorative (the spinner's svg sits inside its own aria-hidden root).
    for (const svg of html.match(/<svg[^>]*>/g) ?? [])
      if (!svg.includes('MuiCircularProgress')) expect(svg).toContain('aria-hidden="true"');
  });

  it.each(PAGES)(
    '%s: real guidance, the state selector, a call to action and no promo by default',
    (route, Page, key) => {
      const html = render(Page, route);
      // About 350 words or more of the page's own explanatory text (lead, sections, call to action).
      const sections = t(`testPrep.pages.${key}.sections`, { returnObjects: true });
      expect(isGuideSections(sections)).toBe(true);
      const prose = [
        t(`testPrep.pages.${key}.lead`),
        JSON.stringify(sections),
        t(`testPrep.pages.${key}.cta.body`),
      ].join(' ');
      expect(prose.split(/\s+/).length, `${key} words`).toBeGreaterThanOrEqual(330);
      expect(html).toContain('id="state-rules-select"');
      expect(html.match(/<option /g)?.length).toBe(52); // "Choose a state" + 50 states + DC
      expect(html).toContain('Choose a state to see');
      expect(html).toContain('data-testid="test-prep-cta"');
      expect(html).toContain('href="/register/parent"');
      expect(html).toContain('href="/register/organization"');
      expect(html).toContain('href="/practice-exams"');
      expect(html).not.toContain('data-testid="promo-panel"');
      expect(text(html)).toContain('not affiliated with');
    },
  );

  it('shows the state named in the link, with its figures, caveats and sources', () => {
    const html = render(DrivingHoursTrackerPage, '/driving-hours-tracker?state=TX');
    const plain = text(html);
    expect(html).toContain('data-state="TX"');
    expect(plain).toContain('Texas: the learner stage at a glance');
    expect(plain).toContain('30 hours');
    expect(plain).toContain('30 questions, pass mark 70%');
    expect(plain).toContain('Confidence: high');
    expect(plain).toContain('Sources (');
    expect(plain).toContain('Notes from our research (in English)');
    // The tool preview measures against Texas's 30 hours.
    expect(plain).toContain('of 30 h');
    expect(plain).toContain('Measured against the rules of Texas');
  });

  it('shows a medium-confidence state and one without a night minimum honestly', () => {
    const plain = text(render(StudentDriverAppPage, '/student-driver-app?state=dc'));
    expect(plain).toContain('District of Columbia: the learner stage at a glance');
    expect(plain).toContain('Confidence: medium');
    expect(plain).toContain('No separate night minimum');
  });

  it('ignores a state code that is not in the data', () => {
    const html = render(LearnersPermitTestPage, '/learners-permit-test?state=XX');
    expect(html).not.toContain('data-testid="state-rules"');
    expect(text(html)).toContain('No state chosen yet');
  });

  it('renders loaded sample questions as labelled radio groups with links to the practice tests', () => {
    const question: SampleQuestion = {
      id: 'rs-001',
      category: 'road-signs',
      question: 'What does an eight-sided red sign require?',
      choices: ['Slow down', 'A full stop', 'Yield to the left', 'Sound the horn'],
      answer: 1,
      explanation: 'An octagon always means stop.',
      sign: 'stop',
      signAlt: 'Red eight-sided sign with the white word STOP',
      fallback: true,
    };
    const html = render(LearnersPermitTestPage, '/learners-permit-test', {
      key: ['exams', 'sample', 'road-signs', 3, 'en', '', 0],
      questions: [question],
    });
    expect(html).toMatch(
      /<fieldset[^>]*>[\s\S]*<legend[^>]*>[\s\S]*Question 1 of 1[\s\S]*What does an eight-sided red sign require\?/,
    );
    expect(html.match(/type="radio"/g)).toHaveLength(4);
    expect(html).toContain('src="/signs/stop.svg"');
    // The image's text alternative says what the sign looks like.
    expect(html).toContain('alt="Red eight-sided sign with the white word STOP"');
    expect(html).toContain('not translated yet');
    // The answer is not revealed before a choice is checked.
    expect(html).not.toContain('An octagon always means stop.');
    expect(html).toContain('href="/practice-exams/road-signs"');
  });
});

describe('state rule values', () => {
  const byCode = (code: string) => STATES.find((s) => s.code === code) as StateRequirement;

  it('formats hours, holding period, age and the knowledge test', () => {
    const values = Object.fromEntries(ruleItems(t, byCode('AZ')).map((item) => [item.key, item.value]));
    expect(values).toEqual({
      hours: '30 hours',
      night: '10 hours',
      months: '6 months',
      age: '15 years 6 months',
      test: '30 questions, pass mark 80%',
    });
  });

  it('handles missing figures and fractions of a month', () => {
    const base = byCode('AZ');
    const odd: StateRequirement = {
      ...base,
      supervisedHours: null,
      nightHours: null,
      minPermitMonths: 0.33,
      minPermitAge: null,
      knowledgeTest: { questions: 40, passPercent: null },
    };
    const values = Object.fromEntries(ruleItems(t, odd).map((item) => [item.key, item.value]));
    expect(values).toEqual({
      hours: 'No set number of hours',
      night: 'No separate night minimum',
      months: '10 days',
      age: 'Not confirmed',
      test: '40 questions',
    });
    const noStage = Object.fromEntries(
      ruleItems(t, { ...base, minPermitMonths: null, knowledgeTest: { questions: null, passPercent: 80 } }).map((i) => [
        i.key,
        i.value,
      ]),
    );
    expect(noStage.months).toBe('No learner-permit stage');
    expect(noStage.test).toBe('Pass mark 80%');
  });

  it('gives every state of the data a value for every figure', () => {
    for (const state of STATES) {
      for (const item of ruleItems(t, state))
        expect(item.value, `${state.code} ${item.key}`).not.toMatch(/\{\{|testPrep\./);
    }
  });

  it('splits a source into its address, host and note', () => {
    expect(parseSource('https://www.ghsa.org/node/1996 (GHSA Teen and Novice Drivers: Alabama)')).toEqual({
      url: 'https://www.ghsa.org/node/1996',
      host: 'ghsa.org',
      note: 'GHSA Teen and Novice Drivers: Alabama',
    });
    expect(parseSource('https://a.example/x (reviewed against https://b.example/y (old))').note).toBe(
      'reviewed against https://b.example/y (old)',
    );
    expect(parseSource('Handbook, 2024 edition')).toEqual({ url: null, host: 'Handbook, 2024 edition', note: '' });
    expect(parseSource('javascript:alert(1)').url).toBeNull();
  });
});

describe('test-prep translations', () => {
  it('has the same number of sections, paragraphs and items in every language', () => {
    const shape = (lng: string) =>
      Object.fromEntries(
        Object.entries(
          (readArea(lng, 'testPrep').pages ?? {}) as Record<
            string,
            { sections: { paragraphs: string[]; items?: string[] }[] }
          >,
        ).map(([key, page]) => [key, page.sections.map((s) => `${s.paragraphs.length}/${s.items?.length ?? 0}`)]),
      );
    expect(LANGUAGES).toHaveLength(11);
    for (const lng of LANGUAGES) expect(shape(lng), lng).toEqual(shape('en'));
  });

  it('gives each page its own title and description in every language', () => {
    for (const lng of LANGUAGES) {
      const pages = Object.values(
        readArea(lng, 'testPrep').pages as Record<string, { meta: { title: string; description: string } }>,
      );
      expect(new Set(pages.map((p) => p.meta.title)).size, lng).toBe(7);
      expect(new Set(pages.map((p) => p.meta.description)).size, lng).toBe(7);
      if (lng !== 'en')
        expect(JSON.stringify(readArea(lng, 'testPrep').pages)).not.toBe(
          JSON.stringify(readArea('en', 'testPrep').pages),
        );
    }
  });
});
