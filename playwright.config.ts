import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Separate data folders (and client builds, via CLIENT_DIR) let several runs share a machine. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';
/** The built server by default; `E2E_SERVER="npx tsx src/server/main.ts"` runs the sources instead. */
const SERVER = process.env.E2E_SERVER ?? 'node dist/server/main.js';

/** Browser tests drive the real production build on an embedded database made fresh per run. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} && ${SERVER}`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      SEED_DEMO: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BASE_URL: `http://localhost:${PORT}`,
      CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
      AUTH_LIMIT_PER_ACCOUNT: '500',
      AUTH_LIMIT_PER_ADDRESS: '5000',
    },
  },
});
