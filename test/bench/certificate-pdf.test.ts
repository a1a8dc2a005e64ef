/**
 * A seconds-long run of bench/certificate-pdf (two languages, a few certificates each), so the
 * benchmark keeps working as the code changes. It checks that the run completes and prints its
 * figures, never what they are (bench/README.md has the measured ones).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usesPostgres } from '../helpers/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

// No database involved: once per `npm test` is enough.
describe.skipIf(usesPostgres)('bench/certificate-pdf', () => {
  it('runs with tiny parameters and prints cold, p50 and p95 per language', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/certificate-pdf/run.ts', '--runs', '2', '--langs', 'en,ar', '--warm'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code, output).toBe(0);
    for (const lang of ['en', 'ar']) {
      expect(output).toMatch(new RegExp(`^RESULT lang=${lang} runs=2 cold_ms=\\S+ p50_ms=\\S+ p95_ms=\\S+`, 'm'));
    }
    expect(output).toMatch(/^SUMMARY warm=true langs=2 runs=4 p50_ms=\S+ p95_ms=\S+/m);
  }, 120_000);
});
