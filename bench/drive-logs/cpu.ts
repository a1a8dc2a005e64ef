/**
 * Where the CPU went during a measurement (Linux /proc): the whole machine, the server process,
 * PostgreSQL's processes and this load generator. Each figure is in "cores" (1.0 = one core busy
 * for the whole window), so on a 2-core machine the machine total tops out at 2.0.
 */
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function machineTicks(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

function processTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after "pid (comm) ".
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU ticks of PostgreSQL's processes that work for the benchmark: the backends connected to
 * its database and the shared background processes (postmaster, WAL writer, checkpointer, …).
 * Backends of other databases on the same server (other people's tests) are left out.
 */
function postgresTicks(database: string | undefined): Map<number, number> {
  const ticks = new Map<number, number>();
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return ticks;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      if (fs.readFileSync(`/proc/${e}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = fs.readFileSync(`/proc/${e}/cmdline`, 'utf8').replace(/\0/g, ' ');
      // A backend's title is "postgres: <cluster>: <user> <database> <client> <state>".
      const backend = /^postgres: (?:[^:]+: )?(?:autovacuum worker (\S+)|\S+ (\S+) (?:\d|\[local\]))/.exec(title);
      const of = backend?.[1] ?? backend?.[2];
      if (of && database && of !== database) continue;
      ticks.set(Number(e), processTicks(Number(e)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

export interface CpuSample {
  at: bigint;
  machine: { busy: number; total: number } | null;
  server: number;
  postgres: Map<number, number>;
  self: NodeJS.CpuUsage;
}

export interface CpuReport {
  /** Busy cores on the whole machine (other users of the machine included). */
  machine: number | null;
  server: number;
  postgres: number;
  loadGenerator: number;
  cores: number;
  seconds: number;
}

/** The benchmark's database, so PostgreSQL backends of other databases are not counted. */
let benchDatabase: string | undefined;
export function setBenchDatabase(name: string): void {
  benchDatabase = name;
}

/** `serverPids`: the server process(es) whose CPU is reported as "server". */
export function sampleCpu(serverPids: number | undefined | (number | undefined)[]): CpuSample {
  const pids = (Array.isArray(serverPids) ? serverPids : [serverPids]).filter(
    (p): p is number => typeof p === 'number',
  );
  return {
    at: process.hrtime.bigint(),
    machine: machineTicks(),
    server: pids.reduce((sum, pid) => sum + processTicks(pid), 0),
    postgres: postgresTicks(benchDatabase),
    self: process.cpuUsage(),
  };
}

export function cpuBetween(a: CpuSample, b: CpuSample): CpuReport {
  const seconds = Number(b.at - a.at) / 1e9;
  const cores = os.cpus().length;
  const perCore = (ticks: number) => ticks / TICKS_PER_SECOND / seconds;
  const self = b.self.user - a.self.user + (b.self.system - a.self.system);
  let machine: number | null = null;
  if (a.machine && b.machine && b.machine.total > a.machine.total) {
    machine = ((b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total)) * cores;
  }
  return {
    machine,
    server: perCore(b.server - a.server),
    // Per process, so a backend that ended in between does not count negative.
    postgres: perCore([...b.postgres].reduce((sum, [pid, t]) => sum + Math.max(0, t - (a.postgres.get(pid) ?? 0)), 0)),
    loadGenerator: self / 1e6 / seconds,
    cores,
    seconds,
  };
}
