/**
 * Embedded-database write benchmark: the server on PGlite in a temporary DATA_DIR, one demo
 * student logging drives from many concurrent clients (closed loop, keep-alive, loopback).
 *
 *   node --import tsx bench/embedded-writes/run.ts [options]
 *
 * Starts `src/server/main.ts` through tsx (no build needed; `--dist` runs dist/server/main.js),
 * signs in student@roadlog.test (the demo seed records their parent's consent), then sends
 * `POST /api/drive-logs` from `--connections` clients for `--warmup` + `--duration` seconds, each
 * drive a new id in a 40-minute slot of its own, supervised by the student's linked parent, half
 * of them live drives with a 361-point GPS track. Prints requests/s, p50/p99 of the accepted
 * writes, how many answers were 503 (`service-busy`, the embedded database's bounded queue) and
 * how fast those came back. Removes its folder and stops the server at the end. It prints figures
 * and asserts nothing about timings. See bench/README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuBetween, sampleCpu, setBenchDatabase, type CpuReport, type CpuSample } from '../drive-logs/cpu.js';
import { runLoad, type LoadRequest, type LoadResult } from '../drive-logs/load.js';
import { benchDriveBody } from '../drive-body.js';
import { waitForHealth } from '../wait-for-health.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DEMO_PASSWORD = 'Roadlog-demo-2026';
const STUDENT = 'student@roadlog.test';

const { values: opt } = parseArgs({
  options: {
    connections: { type: 'string', default: '128' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    'track-share': { type: 'string', default: '0.5' },
    port: { type: 'string', default: '0' },
    /** Another checkout to run the server from (e.g. `git worktree add` of a base commit). */
    'server-root': { type: 'string' },
    /** Run the compiled dist/server/main.js instead of src/server/main.ts through tsx. */
    dist: { type: 'boolean', default: false },
    /** Send the next request at once after a 503, instead of waiting its Retry-After. */
    'ignore-retry-after': { type: 'boolean', default: false },
    /** Extra environment for the server, KEY=VALUE, repeatable (e.g. EMBEDDED_DB_MAX_QUEUE=64). */
    env: { type: 'string', multiple: true, default: [] },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (opt.help) {
  console.log(fs.readFileSync(path.join(ROOT, 'bench/README.md'), 'utf8'));
  process.exit(0);
}

const num = (v: string | undefined, name: string): number => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`);
  return n;
};
const CONNECTIONS = Math.max(1, Math.round(num(opt.connections, 'connections')));
const DURATION_MS = num(opt.duration, 'duration') * 1000;
const WARMUP_MS = num(opt.warmup, 'warmup') * 1000;
const TRACK_SHARE = num(opt['track-share'], 'track-share');

let server: (ChildProcess & { output: string[] }) | null = null;
let tmpDir = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function startServer(
  root: string,
  port: number,
  extraEnv: Record<string, string>,
): ChildProcess & { output: string[] } {
  const args = opt.dist ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      DATA_DIR: path.join(tmpDir, 'data'),
      SERVE_CLIENT: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      child.output.push(line);
      if (child.output.length > 60) child.output.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

async function stopServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function cleanup(): Promise<void> {
  await stopServer().catch(() => {});
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

async function api<T>(
  port: number,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: T; cookies: string[] }> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      origin: `http://127.0.0.1:${port}`,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as T;
  return { status: res.status, json, cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]!) };
}

/** Drive bodies: a fresh id each, in 40-minute slots counting back from an hour ago. */
function driveMaker(studentId: string, parentId: string) {
  const firstEnd = Date.now() - 3600_000;
  const SLOT_MS = 40 * 60_000;
  const trackEvery = TRACK_SHARE > 0 ? Math.round(1 / TRACK_SHARE) : 0;
  let slot = 0;
  return (cookie: string): LoadRequest => {
    const n = slot++;
    const end = firstEnd - n * SLOT_MS;
    const start = end - 30 * 60_000;
    const live = trackEvery > 0 && n % trackEvery === 0;
    const body = benchDriveBody({
      studentId,
      start,
      end,
      timeZone: 'America/Los_Angeles',
      supervisor: { type: 'parent', userId: parentId },
      from: 'Home',
      to: 'School',
      notes: 'Practice after school.',
      ...(live
        ? { trackNear: [38.57 + Math.random() * 0.02, -121.49 + Math.random() * 0.02] as [number, number] }
        : {}),
    });
    return {
      method: 'POST',
      path: '/api/drive-logs',
      headers: { cookie, origin: 'http://127.0.0.1' },
      body: JSON.stringify(body),
    };
  };
}

const fmt = (v: number, digits: number) =>
  Number.isNaN(v) ? '–' : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function main(): Promise<void> {
  const root = path.resolve(opt['server-root'] ?? ROOT);
  const extraEnv: Record<string, string> = {};
  for (const pair of opt.env) {
    const eq = pair.indexOf('=');
    if (eq < 1) throw new Error(`--env needs KEY=VALUE, got ${pair}`);
    extraEnv[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-embedded-bench-'));
  const port = num(opt.port, 'port') || (await freePort());
  console.log(
    `Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `Starting the server (${opt.dist ? 'dist/server/main.js' : 'src/server/main.ts via tsx'}${root === ROOT ? '' : ` in ${root}`}) on an embedded database in ${tmpDir}…`,
  );
  const t0 = Date.now();
  server = startServer(root, port, extraEnv);
  await waitForHealth(port, server);
  console.log(`  ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${server.pid}, port ${port}).`);

  const signIn = await api<unknown>(port, 'POST', '/api/auth/sign-in/email', '', {
    email: STUDENT,
    password: DEMO_PASSWORD,
  });
  if (signIn.status !== 200)
    throw new Error(`Sign-in as ${STUDENT} failed: ${signIn.status} ${JSON.stringify(signIn.json)}`);
  const cookie = signIn.cookies.join('; ');
  const me = await api<{ user?: { uid: string } } & { uid?: string }>(port, 'GET', '/api/me', cookie);
  const studentId = me.json.user?.uid ?? me.json.uid;
  if (!studentId) throw new Error(`/api/me gave no id: ${me.status} ${JSON.stringify(me.json)}`);
  const supervisors = await api<{ parents: { id: string }[] }>(
    port,
    'GET',
    `/api/students/${encodeURIComponent(studentId)}/supervisors`,
    cookie,
  );
  const parentId = supervisors.json?.parents?.[0]?.id;
  if (!parentId)
    throw new Error(`No linked parent to supervise: ${supervisors.status} ${JSON.stringify(supervisors.json)}`);
  const nextDrive = driveMaker(studentId, parentId);
  const first = nextDrive(cookie);
  const check = await fetch(`http://127.0.0.1:${port}${first.path}`, {
    method: 'POST',
    headers: { ...first.headers, origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
    body: first.body,
  });
  if (check.status !== 201) throw new Error(`A first drive was refused: ${check.status} ${await check.text()}`);

  console.log(
    `\n▶ POST /api/drive-logs as ${STUDENT}: ${CONNECTIONS} connections, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s measured${opt['ignore-retry-after'] ? ', 503s retried at once' : ', a 503 pauses its connection for its Retry-After'}…`,
  );
  // No PostgreSQL here: only the server's CPU and the machine's are of interest.
  setBenchDatabase('-');
  const serverPid = server.pid;
  let before: CpuSample | null = null;
  let cpu: CpuReport | null = null;
  const result: LoadResult = await runLoad({
    port,
    connections: CONNECTIONS,
    warmupMs: WARMUP_MS,
    durationMs: DURATION_MS,
    next: () => nextDrive(cookie),
    // A well-behaved client (like the app's offline queue) waits as long as a 503 asks.
    pauseAfter: (status, retryAfter) =>
      status === 503 && !opt['ignore-retry-after'] ? Math.max(0, Number(retryAfter) || 0) * 1000 : 0,
    onMeasureStart: () => {
      before = sampleCpu(serverPid);
    },
    onMeasureEnd: () => {
      if (before) cpu = cpuBetween(before, sampleCpu(serverPid));
    },
  });
  const busy = result.statuses[503] ?? 0;
  const other = result.errors - busy;
  console.log(
    `  ${fmt(result.rps, 0)} accepted writes/s   p50 ${fmt(result.p50, 1)} ms   p99 ${fmt(result.p99, 1)} ms   max ${fmt(result.max, 1)} ms`,
  );
  console.log(
    `  ${result.requests} accepted (201), ${busy} refused with 503${busy ? ` (p50 ${fmt(result.errorP50, 1)} ms, p99 ${fmt(result.errorP99, 1)} ms)` : ''}, ${other} other errors`,
  );
  for (const e of result.errorSamples) if (!e.startsWith('503')) console.log(`  error: ${e}`);
  const busySample = result.errorSamples.find((e) => e.startsWith('503'));
  if (busySample) console.log(`  503 answer: ${busySample}`);
  const c = cpu as CpuReport | null;
  const cpuPerWrite = c && result.requests ? (c.server * c.seconds * 1000) / (result.requests + busy) : NaN;
  if (c)
    console.log(
      `  CPU in cores (of ${c.cores}): server ${fmt(c.server, 2)}, whole machine ${c.machine === null ? '–' : fmt(c.machine, 2)}; server CPU per answer ${fmt(cpuPerWrite, 2)} ms`,
    );
  console.log(
    `\nRESULT connections=${CONNECTIONS} seconds=${fmt(result.seconds, 1)} accepted=${result.requests} rps=${fmt(result.rps, 1)} p50_ms=${fmt(result.p50, 1)} p99_ms=${fmt(result.p99, 1)} max_ms=${fmt(result.max, 1)} busy_503=${busy} other_errors=${other} server_cpu_ms_per_answer=${fmt(cpuPerWrite, 2)}`,
  );
  if (opt.json) {
    fs.writeFileSync(opt.json, JSON.stringify({ at: new Date().toISOString(), options: opt, result, cpu: c }, null, 2));
    console.log(`Results written to ${opt.json}.`);
  }
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  const child = server as (ChildProcess & { output: string[] }) | null;
  if (child?.output.length) console.error(`Server output:\n${child.output.slice(-20).join('\n')}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
