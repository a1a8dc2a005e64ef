import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { AdminApi } from './admin-api';
import { ConsoleGuard } from './console-guard';

export { expect };

interface TestFixtures {
  /** Watches every page of the test; the test fails if any logs an unexpected error. */
  consoleGuard: ConsoleGuard;
  /** Opens a page in a new, separate browser context (another person at another computer). */
  openSeparatePage: (options?: BrowserContextOptions) => Promise<Page>;
}

interface WorkerFixtures {
  /** An admin signed in through the API, for the e-mail outbox and for setting flags. */
  adminApi: AdminApi;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  consoleGuard: [
    async ({ context }, use) => {
      const guard = new ConsoleGuard();
      guard.watch(context);
      await use(guard);
      const report = guard.report();
      expect(report, `The page logged errors:\n${report}`).toBe('');
    },
    { auto: true },
  ],

  openSeparatePage: async ({ browser, consoleGuard }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options) => {
      // Inside a test, browser.newContext() starts from the config's `use` options (baseURL…).
      const context = await browser.newContext(options);
      contexts.push(context);
      consoleGuard.watch(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((c) => c.close()));
  },

  adminApi: [
    async ({}, use) => {
      const api = await AdminApi.signIn();
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});
