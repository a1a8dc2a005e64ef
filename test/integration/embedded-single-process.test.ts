/**
 * Two processes on one embedded data folder (decision 007), with real processes: while one has
 * the database open, `src/server/main.ts` on the same DATA_DIR exits non-zero with a clear
 * message and no stack trace; once the first is killed with SIGKILL (its lock left behind), a
 * restart opens the folder. The embedded database is the subject, so this runs the same with
 * TEST_DATABASE=postgres.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/server/db/data-dir-lock.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-one-process-'));

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the output, or rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function run(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const waiters = new Set<() => void>();
  const onData = (c: Buffer) => {
    out += c.toString('utf8');
    for (const w of waiters) w();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => out,
    exited,
    waitFor: (pattern) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(out);
          if (m) {
            waiters.delete(check);
            resolve(m[0]);
          }
        };
        waiters.add(check);
        check();
        void exited.then(({ code, signal }) =>
          reject(new Error(`exited (${signal ?? code}) before ${pattern}:\n${out}`)),
        );
      }),
  };
}

const holder = () => run(['test/helpers/embedded-database-child.ts', 'open', dataDir]);

describe('one process per embedded data folder', () => {
  it('refuses a second server on the same DATA_DIR, and a SIGKILLed holder does not block a restart', async () => {
    const first = holder();
    await first.waitFor(/READY \d+/);

    const second = run(['src/server/main.ts'], {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      // Vitest sets BASE_URL to '/' for Vite; the server wants a URL.
      BASE_URL: 'http://127.0.0.1:3000',
      SERVE_CLIENT: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'x'.repeat(40),
    });
    // Without the lock it would start (and answer writes that may later vanish): fail at once then.
    const outcome = await Promise.race([
      second.exited.then(({ code }) => code),
      second.waitFor(/Roadlog is running/).then(
        () => 'started',
        () => 'exited',
      ),
    ]);
    const code = outcome === 'exited' ? (await second.exited).code : outcome;
    expect(code, second.output()).toBe(1);
    expect(second.output().trim()).toBe(
      `The embedded database in ${dataDir} is already in use by process ${first.child.pid}. Only one process may open it; to run several processes, use PostgreSQL (DATABASE_URL).`,
    );

    // Killed without a chance to clean up: the lock file stays behind with a dead pid.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const restarted = holder();
    expect(await restarted.waitFor(/READY \d+/)).toBe(`READY ${restarted.child.pid}`);
    // A clean stop releases the lock.
    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);
});
