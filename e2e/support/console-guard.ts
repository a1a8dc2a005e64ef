import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/** One console error or uncaught exception seen in a page. */
export interface ConsoleProblem {
  kind: 'console.error' | 'uncaught';
  text: string;
  /** The script or resource the message is about (for failed loads: the resource's URL). */
  url: string;
}

interface Allowance {
  matches(problem: ConsoleProblem): boolean;
  reason: string;
}

const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/;
const LOCALE_FILE = /\/locales\/([a-z]{2,3})\/translation\.json(?:\?|$)/;

/**
 * Known-harmless messages, allowed in every test. Keep this list short and precise: each entry
 * names exactly one situation.
 */
export const KNOWN_HARMLESS: readonly Allowance[] = [
  {
    // Translations for languages other than English are being written. Until a language's file is
    // built into dist/client/locales/<lng>/translation.json, choosing it makes i18next's request
    // answer 404 (the app then falls back to English, as docs/product/constants.md intends), and Chromium logs the
    // failed load. Once the file exists, a 404 for it counts as an error again.
    reason: 'translation file of a language not built yet',
    matches: (p) => {
      const status = FAILED_LOAD.exec(p.text)?.[1];
      const lng = LOCALE_FILE.exec(p.url)?.[1];
      return (
        p.kind === 'console.error' &&
        status === '404' &&
        Boolean(lng) &&
        !fs.existsSync(path.resolve('dist/client/locales', lng!, 'translation.json'))
      );
    },
  },
];

/**
 * Collects console errors and uncaught exceptions from every page of the contexts it watches; a
 * test fixture fails the test with the list at the end. A test that provokes an error on purpose
 * (a refused sign-in logs the failed request) declares it with allowFailedRequest().
 */
export class ConsoleGuard {
  readonly problems: ConsoleProblem[] = [];
  private readonly allowances: Allowance[] = [...KNOWN_HARMLESS];

  watch(context: BrowserContext): void {
    context.on('console', (msg: ConsoleMessage) => {
      if (msg.type() !== 'error') return;
      this.problems.push({ kind: 'console.error', text: msg.text(), url: msg.location().url });
    });
    context.on('weberror', (error) => {
      const e = error.error();
      this.problems.push({ kind: 'uncaught', text: e.stack ?? e.message, url: error.page()?.url() ?? '' });
    });
  }

  /**
   * Chromium logs "Failed to load resource: … status of <status>" for every request that is
   * answered with an error status, even when the app handles the answer. Allow exactly one such
   * answer: this status from a path matching `path`.
   */
  allowFailedRequest(status: number, pathPattern: RegExp, reason: string): void {
    this.allowances.push({
      reason,
      matches: (p) =>
        p.kind === 'console.error' &&
        FAILED_LOAD.exec(p.text)?.[1] === String(status) &&
        pathPattern.test(pathOf(p.url)),
    });
  }

  /** Removes and returns the recorded problems whose text matches (for tests of the guard itself). */
  take(pattern: RegExp): ConsoleProblem[] {
    const taken = this.problems.filter((p) => pattern.test(p.text));
    for (const p of taken) this.problems.splice(this.problems.indexOf(p), 1);
    return taken;
  }

  /** The problems no allowance covers. */
  unexpected(): ConsoleProblem[] {
    return this.problems.filter((p) => !this.allowances.some((a) => a.matches(p)));
  }

  report(): string {
    return this.unexpected()
      .map((p) => `  [${p.kind}] ${p.text}${p.url ? `  (${p.url})` : ''}`)
      .join('\n');
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
