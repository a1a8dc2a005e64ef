/**
 * Renders every info page to HTML (server rendering, no DOM needed) with the English texts, and
 * checks the outline: one h1, no skipped heading level, the legal "last updated" line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import AboutPage from './pages/about-page';
import FaqPage from './pages/faq-page';
import LandingPage from './pages/landing-page';
import LegalNoticePage from './pages/legal-notice-page';
import LicensingPage from './pages/licensing-page';
import PrivacyPolicyPage from './pages/privacy-policy-page';
import TermsPage from './pages/terms-page';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../locales/en');
const i18n = createInstance();

beforeAll(async () => {
  const read = (area: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, `${area}.json`), 'utf8')) as object;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: { landing: read('landing'), info: read('info') } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

function render(Page: ComponentType): string {
  const client = new QueryClient();
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, createElement(Page))),
    ),
  );
}

function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
}

const pages: [string, ComponentType][] = [
  ['landing', LandingPage],
  ['about', AboutPage],
  ['faq', FaqPage],
  ['privacy', PrivacyPolicyPage],
  ['terms', TermsPage],
  ['legal notice', LegalNoticePage],
  ['licensing', LicensingPage],
];

describe('info pages render', () => {
  it.each(pages)('%s: one h1, no skipped heading level, no missing text', (_name, Page) => {
    const html = render(Page);
    const levels = headingLevels(html);
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] as number)).toBeLessThanOrEqual(1);
    });
    // A missing key would be rendered as the key itself.
    expect(html).not.toMatch(/\b(?:landing|info)\.[a-z]+\.[\w.]+/);
  });

  it.each(pages.slice(3, 6))('%s shows the date of the last update', (name, Page) => {
    // The privacy policy gained its data-deletion section on 28 November 2026.
    expect(render(Page)).toContain(`Last updated: ${name === 'privacy' ? 28 : 22} November 2026`);
  });

  it('landing page has its sections, calls to action and decorative icons', () => {
    const html = render(LandingPage);
    for (const id of ['about', 'features', 'how-it-works', 'organizations', 'parents', 'students', 'contact']) {
      expect(html).toMatch(new RegExp(`<section[^>]* id="${id}"`));
    }
    expect(html).toContain('href="/register/organization"');
    expect(html).toContain('href="/register/parent"');
    expect(html).toContain('href="/practice-exams"');
    expect(html).toContain('href="mailto:support@roadlog.app"');
    for (const svg of html.match(/<svg[^>]*>/g) ?? []) expect(svg).toContain('aria-hidden="true"');
  });

  it('faq page lists at least 12 questions', () => {
    expect(render(FaqPage).match(/<h3[\s>]/g)?.length ?? 0).toBeGreaterThanOrEqual(12);
  });

  it('privacy policy links the deletion page and the privacy address', () => {
    const html = render(PrivacyPolicyPage);
    expect(html).toContain('href="/data-deletion-request"');
    expect(html).toContain('href="mailto:privacy@roadlog.app"');
  });

  it('licensing page shows a spinner while the list loads', () => {
    expect(render(LicensingPage)).toContain('Loading the package list');
  });
});
