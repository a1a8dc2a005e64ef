/**
 * A seconds-long run of bench/embedded-writes (the server on an embedded database in a temporary
 * folder, a few concurrent writers), so the benchmark keeps working as the code changes. It checks
 * that the run completes and prints its figures, never what they are.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usesPostgres } from '../helpers/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

// The benchmark brings its own embedded database: once per `npm test` is enough.
describe.skipIf(usesPostgres)('bench/embedded-writes', () => {
  it('runs with tiny parameters and prints p50, p99 and the 503 count', async () => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/embedded-writes/run.ts',
        '--connections',
        '4',
        '--warmup',
        '0.5',
        '--duration',
        '1',
        '--track-share',
        '0.5',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code, output).toBe(0);
    expect(output).toMatch(/^RESULT connections=4 .*accepted=\d+ .*p50_ms=\S+ p99_ms=\S+ .*busy_503=\d+/m);
  }, 180_000);
});
