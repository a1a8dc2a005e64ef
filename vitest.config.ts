import { defineConfig } from 'vitest/config';

/**
 * Unit tests live beside the code (src/**\/*.test.ts[x]); integration tests that drive the whole
 * server through `app.inject` live in test/. Browser tests (e2e/) belong to Playwright.
 *
 * Integration tests run on embedded PGlite by default; `npm run test:pg` runs them again on a
 * real PostgreSQL server (TEST_DATABASE=postgres, see test/helpers/test-app.ts).
 * Client component tests may opt into a DOM per file with `// @vitest-environment jsdom`.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    // Building an app runs every migration (1-2 s) and argon2 takes ~20 ms per password.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file builds its own apps on their own databases, so files can run in parallel.
    fileParallelism: true,
    restoreMocks: true,
  },
});
