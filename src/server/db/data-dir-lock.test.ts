/**
 * One process per embedded database folder (decision 007): a second open is refused with a clear
 * message, a lock left by a process that is gone is taken over, and of several processes starting
 * at once exactly one gets it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir, processStartTime, type LockOwner } from './data-dir-lock.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const tmpDirs: string[] = [];
const children: ChildProcess[] = [];

function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-lock-'));
  tmpDirs.push(dir);
  return dir;
}

function writeLock(dir: string, owner: Partial<LockOwner>): string {
  const file = path.join(dir, LOCK_FILE_NAME);
  fs.writeFileSync(
    file,
    JSON.stringify({ hostname: os.hostname(), lockedAt: new Date().toISOString(), token: 'someone-else', ...owner }),
  );
  return file;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid!;
}

/** A process that stays alive until the test ends. */
function livingChild(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

const lockedBy = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
const linux = fs.existsSync('/proc/self/stat');

afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});
afterAll(() => {
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second lock in the same process with the message, and allows it again after release', () => {
    const dir = tmpDir();
    const lock = lockDataDir(dir);
    expect(lockedBy(lock.file).pid).toBe(process.pid);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirInUseError);
    expect((error as Error).message).toBe(
      `The embedded database in ${dir} is already in use by process ${process.pid}. Only one process may open it; to run several processes, use PostgreSQL (DATABASE_URL).`,
    );
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while another living process holds the lock', () => {
    const dir = tmpDir();
    const child = livingChild();
    writeLock(dir, { pid: child.pid!, ...(linux ? { processStart: processStartTime(child.pid!) } : {}) });
    expect(() => lockDataDir(dir)).toThrow(`already in use by process ${child.pid}.`);
  });

  it('takes over a lock whose process is gone (kill -9, power cut)', () => {
    const dir = tmpDir();
    const pid = deadPid();
    const file = writeLock(dir, { pid });
    const lock = lockDataDir(dir);
    expect(lockedBy(file)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over a lock left with this process id by an earlier process (a restarted container)', () => {
    const dir = tmpDir();
    const file = writeLock(dir, { pid: process.pid });
    const lock = lockDataDir(dir);
    expect(lockedBy(file).token).not.toBe('someone-else');
    lock.release();
  });

  it.runIf(linux)('takes over a lock whose pid now belongs to another process', () => {
    const dir = tmpDir();
    const child = livingChild();
    writeLock(dir, { pid: child.pid!, processStart: '1' });
    const lock = lockDataDir(dir);
    expect(lockedBy(lock.file).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock file that was never written (a process killed while creating it)', () => {
    const dir = tmpDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    fs.writeFileSync(file, '');
    const minuteAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(file, minuteAgo, minuteAgo);
    lockDataDir(dir).release();
  });

  it('respects a lock from another host and says which file to delete', () => {
    const dir = tmpDir();
    const file = writeLock(dir, { pid: 4242, hostname: 'other-host.example' });
    expect(() => lockDataDir(dir)).toThrow(
      `The embedded database in ${dir} is already in use by process 4242 on other-host.example. Only one process may open it; to run several processes, use PostgreSQL (DATABASE_URL). If that process is no longer running, delete ${file}.`,
    );
  });

  it('lets exactly one of several processes starting together win, also over a stale lock', async () => {
    const dir = tmpDir();
    writeLock(dir, { pid: deadPid() });
    const go = path.join(dir, 'go');
    const waiting: Promise<void>[] = [];
    const results = Array.from({ length: 4 }, () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'test/helpers/embedded-database-child.ts', 'lock', dir, go],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      children.push(child);
      let out = '';
      const lines = (pattern: RegExp) =>
        new Promise<string>((resolve, reject) => {
          const check = () => {
            const m = pattern.exec(out);
            if (m) resolve(m[0]);
          };
          child.stdout!.on('data', check);
          child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
          check();
        });
      child.stdout!.on('data', (c: Buffer) => (out += c.toString('utf8')));
      waiting.push(lines(/WAITING \d+/).then(() => {}));
      return lines(/(WON|LOST) \d+/);
    });
    // Once every child polls for the go file, they all take the lock within a few milliseconds.
    await Promise.all(waiting);
    fs.writeFileSync(go, '');
    const outcomes = await Promise.all(results);
    expect(outcomes.filter((o) => o.startsWith('WON'))).toHaveLength(1);
    expect(outcomes.filter((o) => o.startsWith('LOST'))).toHaveLength(3);
    const winner = Number(outcomes.find((o) => o.startsWith('WON'))!.split(' ')[1]);
    expect(lockedBy(path.join(dir, LOCK_FILE_NAME)).pid).toBe(winner);
  }, 60_000);
});

describe('openDatabase on a folder', () => {
  it('refuses a second open of the same folder in one process, and opens again after close', async () => {
    const dir = tmpDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The embedded database in ${dir} is already in use by process ${process.pid}.`,
    );
    await first.close();
    expect(fs.existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);
});
