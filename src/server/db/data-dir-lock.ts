/**
 * One process per embedded database folder (decision 007). PGlite keeps its pages in memory and
 * writes them to the folder as it pleases; a second process on the same folder answers writes
 * too, and whichever writes last silently wins: acknowledged writes of the other are gone on the
 * next start. So opening the folder takes a lock file, `<DATA_DIR>/pglite.lock`, holding the
 * owner's pid, host name, start time and a random token.
 *
 * - The lock file is created with `wx` (O_CREAT|O_EXCL): of two processes starting at the same
 *   instant exactly one creates it; the other reads it and refuses.
 * - A lock whose process is gone (killed with `kill -9`, a power cut) is taken over. "Gone": on
 *   this host, `kill(pid, 0)` fails with ESRCH, or the pid now belongs to another process (its
 *   start time or the boot differs, read from /proc on Linux), or the pid is this very process
 *   (a container restarted as pid 1 again) while this process does not hold the lock. A lock
 *   written on another host cannot be checked and is respected; the message says which file to
 *   delete if that process is known to be gone.
 * - Taking over is serialized by a second file created with `wx` (`pglite.lock.takeover`): only
 *   its holder may delete the stale lock, and only if it still holds what was judged stale. Then
 *   everyone competes again with `wx`, and the winner re-reads the lock to confirm.
 * - The lock is released when the database is closed, and at process exit.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE_NAME = 'pglite.lock';

/** A lock file found empty or unreadable is being written, unless it is older than this. */
const HALF_WRITTEN_GRACE_MS = 2000;
/** A take-over guard older than this was left by a process killed in the middle of it. */
const STALE_GUARD_MS = 10_000;
/** Give up after this long if the lock file keeps changing (it never should for long). */
const ACQUIRE_TIMEOUT_MS = 5000;

export interface LockOwner {
  pid: number;
  hostname: string;
  /** When the owner took the lock (ISO 8601), for people reading the file. */
  lockedAt: string;
  /** Linux: boot id and process start time in clock ticks since boot, to detect a reused pid. */
  bootId?: string;
  processStart?: string;
  token: string;
}

/** The embedded database folder is open in another process (or already in this one). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Pick<LockOwner, 'pid' | 'hostname'>,
    readonly lockFile: string,
  ) {
    const otherHost = owner.hostname !== os.hostname();
    super(
      `The embedded database in ${dataDir} is already in use by process ${owner.pid}${otherHost ? ` on ${owner.hostname}` : ''}. ` +
        'Only one process may open it; to run several processes, use PostgreSQL (DATABASE_URL).' +
        (otherHost ? ` If that process is no longer running, delete ${lockFile}.` : ''),
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Deletes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Lock files this process holds, with their token. */
const held = new Map<string, string>();
let exitHookInstalled = false;

function readFirstLine(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const BOOT_ID = readFirstLine('/proc/sys/kernel/random/boot_id');

/** Linux: the start time of `pid` in clock ticks since boot (field 22 of /proc/<pid>/stat). */
export function processStartTime(pid: number): string | undefined {
  const stat = readFirstLine(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function parseOwner(raw: string): LockOwner | null {
  try {
    const v = JSON.parse(raw) as Partial<LockOwner>;
    if (!Number.isInteger(v.pid) || (v.pid ?? 0) <= 0 || typeof v.hostname !== 'string' || typeof v.token !== 'string')
      return null;
    return v as LockOwner;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `owner` may still be running. */
export function ownerMayBeAlive(owner: LockOwner): boolean {
  if (owner.hostname !== os.hostname()) return true;
  // Not held by this process (checked first): an earlier process that had the same pid.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (owner.bootId && BOOT_ID && owner.bootId !== BOOT_ID) return false;
  if (owner.processStart) {
    const now = processStartTime(owner.pid);
    if (now !== undefined && now !== owner.processStart) return false;
  }
  return true;
}

/** Creates `file` with `content` if it does not exist; false if it does. */
function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/** Deletes the lock file if it still holds `stale`, under the take-over guard. */
function removeStale(file: string, stale: string): void {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, String(process.pid))) {
    if (ageMs(guard) > STALE_GUARD_MS) fs.rmSync(guard, { force: true });
    else sleepSync(10);
    return;
  }
  try {
    if (readFirstLine(file) === stale) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const [file, token] of held) releaseFile(file, token);
  });
}

function releaseFile(file: string, token: string): void {
  held.delete(file);
  const owner = parseOwner(readFirstLine(file) ?? '');
  if (owner?.token === token) fs.rmSync(file, { force: true });
}

/**
 * Locks the embedded database folder `dataDir` for this process, or throws DataDirInUseError.
 * Synchronous, so two opens in one process cannot interleave.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  if (held.has(file)) throw new DataDirInUseError(dir, { pid: process.pid, hostname: os.hostname() }, file);

  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    lockedAt: new Date().toISOString(),
    ...(BOOT_ID ? { bootId: BOOT_ID } : {}),
    ...(processStartTime(process.pid) ? { processStart: processStartTime(process.pid) } : {}),
    token: crypto.randomBytes(16).toString('hex'),
  };
  const content = JSON.stringify(me);
  const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (createExclusive(file, content)) {
      // Confirm: nobody may have replaced it, but a lock is worth one more read.
      if (readFirstLine(file) === content) {
        held.set(file, me.token);
        installExitHook();
        return { file, release: () => (held.get(file) === me.token ? releaseFile(file, me.token) : undefined) };
      }
      continue;
    }
    const raw = readFirstLine(file);
    if (raw === undefined) continue; // deleted in between: try again
    const owner = parseOwner(raw);
    if (owner && ownerMayBeAlive(owner)) throw new DataDirInUseError(dir, owner, file);
    if (!owner && ageMs(file) < HALF_WRITTEN_GRACE_MS) {
      // Another process has just created it and is writing its name into it.
      sleepSync(20);
      continue;
    }
    removeStale(file, raw);
  }
  throw new Error(`Could not lock the embedded database in ${dir} (${file} keeps changing).`);
}
