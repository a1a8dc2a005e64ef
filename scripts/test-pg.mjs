#!/usr/bin/env node
/**
 * Runs the integration tests again on a real PostgreSQL server (production runs 15; PGlite is 18).
 *
 *   TEST_DATABASE_URL  an account that may CREATE DATABASE; default postgres://postgres@127.0.0.1:5432/test
 *                      (when unset, the same server as user `root` is tried too)
 *   CI                 when set, an unreachable server fails the run instead of skipping it
 *
 * Every test app creates its own database `roadlog_test_<random>` there and drops it afterwards.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const VITEST_ARGS = ['run', 'test/integration', 'src/server'];

const require = createRequire(import.meta.url);

function candidates() {
  if (process.env.TEST_DATABASE_URL) return [process.env.TEST_DATABASE_URL];
  const asRoot = new URL(DEFAULT_URL);
  asRoot.username = 'root';
  return [DEFAULT_URL, asRoot.toString()];
}

const redact = (url) => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

/** Connects and checks the account may create databases; returns an error message or null. */
async function probe(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query(
      'select rolcreatedb or rolsuper as ok from pg_roles where rolname = current_user',
    );
    if (!rows[0]?.ok) return 'connected, but this account may not CREATE DATABASE';
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

const failures = [];
let url = null;
for (const candidate of candidates()) {
  const error = await probe(candidate);
  if (!error) {
    url = candidate;
    break;
  }
  failures.push(`  ${redact(candidate)}: ${error}`);
}

if (!url) {
  const detail = failures.join('\n');
  if (process.env.CI) {
    console.error(`test:pg FAILED: PostgreSQL is required in CI but not reachable:\n${detail}`);
    process.exit(1);
  }
  console.log(
    `test:pg skipped: PostgreSQL not reachable (set TEST_DATABASE_URL to run the integration tests on it)\n${detail}`,
  );
  process.exit(0);
}

console.log(`test:pg: integration tests on PostgreSQL at ${redact(url)}`);
const vitest = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const child = spawn(process.execPath, [vitest, ...VITEST_ARGS, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE: 'postgres', TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
