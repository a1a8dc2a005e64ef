/**
 * Drive-log benchmark: the production server on a fresh PostgreSQL database with ~100,000 drives,
 * measured against a bare Fastify route on the same machine in the same run.
 *
 *   node --import tsx bench/drive-logs/run.ts [options]        (or: npm run bench -- [options])
 *
 * Steps: compile the server (tsc), create database roadlog_bench_<random>, start
 * dist/server/main.js on it (SEED_DEMO, no client), insert schools, users and drives with SQL,
 * sign in, count the queries each endpoint makes, then load (1) the bare route, (2) GET
 * /api/drive-logs?studentId= for a student with 50 drives, (3) POST /api/drive-logs of new drives
 * across many students (durable: the server's default synchronous_commit). Prints requests/s,
 * p50/p99 and the ratio to the bare route, and where the CPU went. Stops by itself, drops the
 * database and ends its child processes. It prints figures and asserts nothing about timings.
 * See bench/README.md for the options and the latest figures.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { breakdown, type Step } from './breakdown.js';
import { cpuBetween, sampleCpu, setBenchDatabase, type CpuReport, type CpuSample } from './cpu.js';
import { runLoad, type LoadRequest, type LoadResult } from './load.js';
import { FREE_DAYS, seedBench, type BenchSchool, type SeedResult } from './seed.js';
import { benchDriveBody } from '../drive-body.js';
import { waitForHealth } from '../wait-for-health.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
// The server's code reads content/ relative to the working directory (also in the breakdown).
process.chdir(ROOT);
const DEMO_PASSWORD = 'Roadlog-demo-2026';
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const { values: opt } = parseArgs({
  options: {
    drives: { type: 'string', default: '100000' },
    students: { type: 'string', default: '5000' },
    schools: { type: 'string', default: '40' },
    'reader-drives': { type: 'string', default: '50' },
    connections: { type: 'string', default: '16' },
    /** Server processes on the same database (the app keeps no state, so it scales out). */
    servers: { type: 'string', default: '1' },
    duration: { type: 'string', default: '12' },
    warmup: { type: 'string', default: '3' },
    /** Server port; the bare server takes the next one. 0: any free ports. */
    port: { type: 'string', default: '0' },
    'pool-size': { type: 'string' },
    /** Share of written drives that are live drives carrying a 30-minute GPS track. */
    'track-share': { type: 'string', default: '0.5' },
    /** GPS sampling (seconds) of the seeded drives of students other than the reader. */
    'seed-track-every': { type: 'string', default: '60' },
    only: { type: 'string', default: 'bare,read,write' },
    'profile-requests': { type: 'string', default: '200' },
    /** Repetitions of each step of the in-process CPU breakdown (0: skip it). */
    'breakdown-iterations': { type: 'string', default: '300' },
    'no-build': { type: 'boolean', default: false },
    /** Another checkout to run the server from (its dist/, content/), e.g. to compare with a base commit. */
    'server-root': { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** Write a V8 CPU profile of the server to this folder (open it in Chrome DevTools). */
    'cpu-prof': { type: 'string' },
    /** Extra Node options for the server, e.g. "--max-semi-space-size=32" or "--perf-basic-prof". */
    'server-node-args': { type: 'string', default: '' },
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
const CONNECTIONS = num(opt.connections, 'connections');
const DURATION_MS = num(opt.duration, 'duration') * 1000;
const WARMUP_MS = num(opt.warmup, 'warmup') * 1000;
const TRACK_SHARE = num(opt['track-share'], 'track-share');
const ONLY = new Set(opt.only.split(',').map((s) => s.trim()));

const children: ChildProcess[] = [];
let adminUrl = '';
let databaseName = '';
let tmpDir = '';
let cleaningUp: Promise<void> | null = null;

function log(line: string): void {
  console.log(line);
}

// ---------------------------------------------------------------------------------------------
// Processes and database

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

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', () => reject(new Error(`Port ${port} is in use: pick another with --port.`)));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });
}

function start(name: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): ChildProcess & { output: string[] } {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] }) as ChildProcess & {
    output: string[];
  };
  child.output = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      child.output.push(line);
      if (child.output.length > 80) child.output.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!cleaningUp && code !== 0)
      console.error(`${name} exited (${signal ?? code}):\n${child.output.slice(-30).join('\n')}`);
  });
  children.push(child);
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function findAdminUrl(): Promise<string> {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const candidates = given ? [given] : [DEFAULT_ADMIN_URL, DEFAULT_ADMIN_URL.replace('postgres@', 'root@')];
  const errors: string[] = [];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(
        'select rolcreatedb or rolsuper as ok from pg_roles where rolname = current_user',
      );
      if (rows[0]?.ok) return url;
      errors.push(`${url}: this account may not CREATE DATABASE`);
    } catch (err) {
      errors.push(`${url}: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(`No PostgreSQL server to benchmark on (set BENCH_DATABASE_URL):\n  ${errors.join('\n  ')}`);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

async function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    for (const child of children) await stopChild(child).catch(() => {});
    if (databaseName && !opt.keep) {
      await adminQuery(`drop database if exists "${databaseName}" with (force)`).catch((err: unknown) =>
        console.error(`Could not drop ${databaseName}: ${String(err)}`),
      );
    } else if (databaseName) log(`Kept database ${databaseName} (--keep).`);
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping…`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers

async function signIn(port: number, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`Sign-in as ${email} failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = cookies.find((c) => c.includes('session_token='));
  if (!session) throw new Error(`Sign-in as ${email} set no session cookie`);
  return cookies.join('; ');
}

interface Writer {
  cookie: string;
  teacherId: string;
  school: BenchSchool;
  next: number;
}

/** The next drive to write: a fresh id, and a 40-minute slot of its student nobody else uses. */
/** `origin`: the server's own, which state-changing requests must carry (src/server/origin-check.ts). */
function driveWriter(schools: BenchSchool[], cookies: Map<string, string>, now: number, origin: string) {
  const writers: Writer[] = [];
  for (const school of schools) {
    const email = school.teacherEmails[0]!;
    const cookie = cookies.get(email);
    if (cookie) writers.push({ cookie, teacherId: school.teacherIds[0]!, school, next: 0 });
  }
  const slots = new Map<string, number>();
  const firstSlot = now - FREE_DAYS * 24 * 3600_000 + 3600_000;
  const SLOT_MS = 40 * 60_000;
  const trackEvery = TRACK_SHARE > 0 ? Math.round(1 / TRACK_SHARE) : 0;
  let count = 0;
  return (connection: number): LoadRequest => {
    const w = writers[connection % writers.length]!;
    const studentId = w.school.studentIds[w.next++ % w.school.studentIds.length]!;
    const slot = slots.get(studentId) ?? 0;
    slots.set(studentId, slot + 1);
    const start = firstSlot + slot * SLOT_MS;
    const end = start + 30 * 60_000;
    if (end > Date.now())
      throw new Error('The write benchmark ran out of free time slots: use fewer connections or a shorter --duration.');
    const live = trackEvery > 0 && count++ % trackEvery === 0;
    const body = benchDriveBody({
      studentId,
      start,
      end,
      timeZone: w.school.timeZone,
      supervisor: { type: 'teacher', userId: w.teacherId },
      from: 'School',
      to: 'Home',
      notes: 'Logged after the lesson.',
      ...(live
        ? { trackNear: [34.05 + Math.random() * 0.05, -118.25 + Math.random() * 0.05] as [number, number] }
        : {}),
    });
    return {
      method: 'POST',
      path: '/api/drive-logs',
      headers: { cookie: w.cookie, origin },
      body: JSON.stringify(body),
    };
  };
}

// ---------------------------------------------------------------------------------------------
// Query counting (the server is started with query-counter.mjs preloaded)

interface QueryStat {
  sql: string;
  count: number;
  ms: number;
}

async function dumpQueries(server: ChildProcess, file: string): Promise<QueryStat[]> {
  const before = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  fs.rmSync(file, { force: true });
  server.kill('SIGUSR2');
  const until = Date.now() + 5000;
  while (Date.now() < until) {
    if (fs.existsSync(file) && fs.statSync(file).mtimeMs !== before) {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8')) as QueryStat[];
      } catch {
        // half written
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return [];
}

interface Profile {
  name: string;
  requests: number;
  queriesPerRequest: number;
  dbMsPerRequest: number;
  serverCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
  top: QueryStat[];
}

async function profile(
  name: string,
  server: ChildProcess,
  file: string,
  port: number,
  n: number,
  make: () => LoadRequest,
): Promise<Profile> {
  const send = async () => {
    const r = make();
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
      method: r.method,
      headers: { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
      body: r.body,
    });
    if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  // As many again first, unmeasured, so the server's JIT has warmed up even without a load run.
  for (let i = 0; i < n; i++) await send();
  await dumpQueries(server, file);
  const before = sampleCpu(server.pid);
  for (let i = 0; i < n; i++) await send();
  const cpu = cpuBetween(before, sampleCpu(server.pid));
  const stats = await dumpQueries(server, file);
  const total = stats.reduce((a, s) => a + s.count, 0);
  const ms = stats.reduce((a, s) => a + s.ms, 0);
  return {
    name,
    requests: n,
    queriesPerRequest: total / n,
    dbMsPerRequest: ms / n,
    serverCpuMsPerRequest: (cpu.server * cpu.seconds * 1000) / n,
    postgresCpuMsPerRequest: (cpu.postgres * cpu.seconds * 1000) / n,
    top: stats.sort((a, b) => b.count - a.count).map((s) => ({ ...s, sql: s.sql.replace(/\s+/g, ' ').slice(0, 160) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Measurements

interface Measurement {
  name: string;
  result: LoadResult;
  cpu: CpuReport | null;
}

async function measure(
  name: string,
  port: number | number[],
  serverPid: number | undefined | (number | undefined)[],
  next: (connection: number, n: number) => LoadRequest,
): Promise<Measurement> {
  log(`\n▶ ${name}: ${CONNECTIONS} connections, ${WARMUP_MS / 1000} s warm-up + ${DURATION_MS / 1000} s measured…`);
  let a: CpuSample | null = null;
  let cpu: CpuReport | null = null;
  const result = await runLoad({
    port,
    connections: CONNECTIONS,
    warmupMs: WARMUP_MS,
    durationMs: DURATION_MS,
    next,
    onMeasureStart: () => {
      a = sampleCpu(serverPid);
    },
    onMeasureEnd: () => {
      if (a) cpu = cpuBetween(a, sampleCpu(serverPid));
    },
  });
  log(
    `  ${fmt(result.rps, 0)} req/s   p50 ${fmt(result.p50, 2)} ms   p99 ${fmt(result.p99, 2)} ms   (${result.requests} ok, ${result.errors} errors, ${fmt(result.bytesPerResponse / 1024, 1)} KiB/answer)`,
  );
  for (const e of result.errorSamples) log(`  error: ${e}`);
  const c = cpu as CpuReport | null;
  if (c) {
    const other = c.machine === null ? null : Math.max(0, c.machine - c.server - c.postgres - c.loadGenerator);
    log(
      `  CPU in cores (of ${c.cores}): machine ${fmt(c.machine, 2)} = server ${fmt(c.server, 2)} + PostgreSQL ${fmt(c.postgres, 2)} + load generator ${fmt(c.loadGenerator, 2)} + other processes ${fmt(other, 2)}`,
    );
    const perRequest = (cores: number) => (result.requests ? (cores * result.seconds * 1000) / result.requests : NaN);
    log(
      `  CPU per request: server ${fmt(perRequest(c.server), 2)} ms, PostgreSQL ${fmt(perRequest(c.postgres), 2)} ms`,
    );
  }
  return { name, result, cpu: c };
}

const fmt = (v: number | null | undefined, digits: number) =>
  v === null || v === undefined || Number.isNaN(v)
    ? '–'
    : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

async function machineFacts(): Promise<Record<string, string>> {
  const cpus = os.cpus();
  let pgVersion = '?';
  let pgSettings = '';
  try {
    pgVersion = String((await adminQuery('show server_version')).rows[0]?.server_version ?? '?');
    const rows = (
      await adminQuery(
        `select name, setting, unit from pg_settings where name in ('synchronous_commit','fsync','wal_sync_method','shared_buffers','commit_delay','max_connections')`,
      )
    ).rows as { name: string; setting: string; unit: string | null }[];
    pgSettings = rows.map((r) => `${r.name}=${r.setting}${r.unit && r.unit !== '' ? r.unit : ''}`).join(', ');
  } catch {
    // reported as '?'
  }
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? '?'}`,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: pgVersion,
    postgresSettings: pgSettings,
    loadAverageAtStart: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  adminUrl = await findAdminUrl();
  const facts = await machineFacts();
  log('Machine:');
  for (const [k, v] of Object.entries(facts)) log(`  ${k.padEnd(18)} ${v}`);

  const serverRoot = path.resolve(opt['server-root'] ?? ROOT);
  if (!opt['no-build']) {
    log(`\nCompiling the server (tsc -p tsconfig.server.json${serverRoot === ROOT ? '' : ` in ${serverRoot}`})…`);
    const tsc = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json'],
      { cwd: serverRoot, stdio: 'inherit' },
    );
    if (tsc.status !== 0) throw new Error('tsc failed (use --no-build to run the last build as it is)');
  }
  if (!fs.existsSync(path.join(serverRoot, 'dist/server/main.js')))
    throw new Error(`${serverRoot}/dist/server/main.js is missing: compile the server first.`);

  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-bench-'));
  databaseName = `roadlog_bench_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`create database "${databaseName}"`);
  setBenchDatabase(databaseName);
  const databaseUrl = withDatabase(adminUrl, databaseName);
  log(`\nDatabase ${databaseName} created.`);

  const basePort = num(opt.port, 'port');
  const serverCount = Math.max(1, num(opt.servers, 'servers'));
  const serverPorts: number[] = [];
  for (let i = 0; i < serverCount; i++)
    serverPorts.push(basePort ? basePort + (i === 0 ? 0 : i + 1) : await freePort());
  const serverPort = serverPorts[0]!;
  const barePort = basePort ? basePort + 1 : await freePort();
  for (const port of [...serverPorts, barePort]) await assertPortFree(port);
  const queryLog = path.join(tmpDir, 'queries.json');
  const profileArgs = opt['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opt['cpu-prof'])}`] : [];
  const nodeArgs = opt['server-node-args'].split(' ').filter(Boolean);
  const authSecret = crypto.randomBytes(32).toString('base64url');
  const servers: (ChildProcess & { output: string[] })[] = [];
  // One after another: the first migrates and seeds the demo, the others find it done.
  for (const [i, port] of serverPorts.entries()) {
    const counter = pathToFileURL(path.join(ROOT, 'bench/drive-logs/query-counter.mjs')).href;
    const child = start(
      `server ${i + 1}`,
      [...nodeArgs, ...profileArgs, '--import', counter, 'dist/server/main.js'],
      {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SERVE_CLIENT: 'false',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${serverPort}`,
        DATA_DIR: path.join(tmpDir, 'data'),
        AUTH_SECRET: authSecret,
        BENCH_QUERY_LOG: i === 0 ? queryLog : path.join(tmpDir, `queries-${i + 1}.json`),
        ...(opt['pool-size'] ? { PG_POOL_SIZE: opt['pool-size'] } : {}),
      },
      serverRoot,
    );
    await waitForHealth(port, child);
    servers.push(child);
    log(`Server ${i + 1} (pid ${child.pid}) listening on ${port}.`);
  }
  const server = servers[0]!;
  const serverPids = servers.map((s) => s.pid);

  log('\nSeeding…');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let seeded: SeedResult;
  try {
    seeded = await seedBench(client, {
      drives: num(opt.drives, 'drives'),
      students: num(opt.students, 'students'),
      schools: num(opt.schools, 'schools'),
      readerDrives: num(opt['reader-drives'], 'reader-drives'),
      trackEverySeconds: num(opt['seed-track-every'], 'seed-track-every'),
      log,
    });
    const size = await client.query<{ size: string }>(
      `select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    log(
      `  ${seeded.drives} drives, ${seeded.auditRows} audit rows, ${seeded.users} users in ${seeded.seconds.toFixed(1)} s; database ${size.rows[0]?.size}.`,
    );
  } finally {
    await client.end();
  }

  const bare = start('bare server', ['bench/drive-logs/bare-server.mjs', String(barePort)], { ...process.env });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${barePort}/ok`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (bare.exitCode !== null) throw new Error(`The bare server did not start:\n${bare.output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  // Sessions: the reader, and one teacher per school for the writes (up to one per connection).
  const cookies = new Map<string, string>();
  const readerCookie = await signIn(serverPort, seeded.reader.email);
  const writerSchools = seeded.schools.slice(0, Math.max(1, Math.min(CONNECTIONS, seeded.schools.length)));
  for (const s of writerSchools) cookies.set(s.teacherEmails[0]!, await signIn(serverPort, s.teacherEmails[0]!));
  const readPath = `/api/drive-logs?studentId=${encodeURIComponent(seeded.reader.id)}`;
  const readRequest = (): LoadRequest => ({ method: 'GET', path: readPath, headers: { cookie: readerCookie } });
  const nextWrite = driveWriter(writerSchools, cookies, Date.now(), `http://127.0.0.1:${serverPort}`);

  const check = await fetch(`http://127.0.0.1:${serverPort}${readPath}`, { headers: { cookie: readerCookie } });
  const listed = (await check.json()) as { drives?: unknown[]; total?: number };
  if (!check.ok || listed.total !== seeded.reader.drives)
    throw new Error(`The reader's list is not as seeded: ${check.status} total=${String(listed.total)}`);
  log(
    `\nReader ${seeded.reader.email} lists ${listed.drives?.length} drives; ${writerSchools.length} teachers write for ${writerSchools.reduce((a, s) => a + s.studentIds.length, 0)} students.`,
  );

  const measurements: Measurement[] = [];
  const onServers = serverCount > 1 ? `, ${serverCount} server processes` : '';
  if (ONLY.has('bare'))
    measurements.push(
      await measure('bare Fastify GET /ok', barePort, bare.pid, () => ({ method: 'GET', path: '/ok' })),
    );
  if (ONLY.has('read'))
    measurements.push(
      await measure(
        `GET /api/drive-logs?studentId= (${seeded.reader.drives} drives + progress${onServers})`,
        serverPorts,
        serverPids,
        readRequest,
      ),
    );
  if (ONLY.has('write'))
    measurements.push(
      await measure(`POST /api/drive-logs (durable${onServers})`, serverPorts, serverPids, (c) => nextWrite(c)),
    );

  // Query counts and CPU per request, one request at a time, after the load (the JIT is warm).
  const profiles: Profile[] = [];
  profiles.push(
    await profile(
      'GET /api/drive-logs?studentId=',
      server,
      queryLog,
      serverPort,
      num(opt['profile-requests'], 'profile-requests'),
      readRequest,
    ),
  );
  profiles.push(
    await profile(
      'POST /api/drive-logs',
      server,
      queryLog,
      serverPort,
      num(opt['profile-requests'], 'profile-requests'),
      () => nextWrite(0),
    ),
  );
  for (const p of profiles) {
    log(
      `\n${p.name}, ${p.requests} requests one after another: ${fmt(p.queriesPerRequest, 1)} queries per request, ${fmt(p.dbMsPerRequest, 2)} ms waiting on them; CPU per request: server ${fmt(p.serverCpuMsPerRequest, 2)} ms, PostgreSQL ${fmt(p.postgresCpuMsPerRequest, 2)} ms`,
    );
    for (const q of p.top)
      log(`  ${fmt(q.count / p.requests, 1).padStart(4)} × ${fmt(q.ms / q.count, 2).padStart(6)} ms  ${q.sql}`);
  }

  let steps: Step[] = [];
  const iterations = num(opt['breakdown-iterations'], 'breakdown-iterations');
  if (iterations > 0) {
    log(
      `\nCPU per request, step by step (the server's code in this process, ${iterations} times each, one at a time):`,
    );
    steps = await breakdown({
      databaseUrl,
      authSecret,
      readerCookie,
      readerId: seeded.reader.id,
      writerCookie: cookies.get(writerSchools[0]!.teacherEmails[0]!)!,
      nextWrite: () => nextWrite(0),
      iterations,
    });
    log(
      `  ${'scenario'.padEnd(6)} ${'step'.padEnd(52)} ${'Node ms'.padStart(8)} ${'PG ms'.padStart(7)} ${'queries'.padStart(8)}`,
    );
    for (const st of steps)
      log(
        `  ${st.scenario.padEnd(6)} ${st.step.padEnd(52)} ${fmt(st.nodeMs, 3).padStart(8)} ${fmt(st.postgresMs, 3).padStart(7)} ${fmt(st.queries, 1).padStart(8)}`,
      );
  }

  const base = measurements.find((m) => m.name.startsWith('bare'))?.result.rps;
  log('\nSummary');
  log(
    `  ${'scenario'.padEnd(62)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(6)}`,
  );
  for (const m of measurements) {
    log(
      `  ${m.name.padEnd(62)} ${fmt(m.result.rps, 0).padStart(8)} ${fmt(m.result.p50, 2).padStart(8)} ${fmt(m.result.p99, 2).padStart(8)} ${(base ? fmt(m.result.rps / base, 3) : '–').padStart(6)}`,
    );
  }
  log(`\nTotal run time ${((Date.now() - started) / 1000).toFixed(0)} s.`);

  if (opt.json) {
    fs.writeFileSync(
      opt.json,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          facts,
          options: opt,
          seeded: { ...seeded, schools: seeded.schools.length },
          profiles,
          steps,
          measurements: measurements.map((m) => ({ ...m, ratio: base ? m.result.rps / base : null })),
        },
        null,
        2,
      ),
    );
    log(`Results written to ${opt.json}.`);
  }
}

try {
  await main();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
