/**
 * A seconds-long run of bench/state-admin on a tiny dataset (PostgreSQL at BENCH_ADMIN_URL or
 * 127.0.0.1:5432), so the benchmark keeps working as the code changes. It checks that the run
 * completes and prints a figure for every endpoint, never what the figures are.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usesPostgres } from '../helpers/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

// Once per `npm test` is enough: it brings its own PostgreSQL database.
describe.skipIf(usesPostgres)('bench/state-admin', () => {
  it('runs with a tiny dataset and prints p50 and p95 per endpoint', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/state-admin/run.ts',
        '--source',
        '--students',
        '300',
        '--schools',
        '6',
        '--drives',
        '1500',
        '--requests',
        '4',
        '--connections',
        '2',
      ],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code, output).toBe(0);
    const results = output.match(/^RESULT endpoint=\S+ clients=\d+ p50_ms=\S+ p95_ms=\S+ errors=0$/gm) ?? [];
    expect(results.length, output).toBe(30);
  }, 240_000);
});
