/** Where the suite's server listens; mirrors playwright.config.ts (E2E_PORT, default 3100). */
export const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
