/**
 * State dashboard benchmark (docs/product/state-admin.md, decision 018): the production server on
 * a fresh PostgreSQL database holding one big state (CA: 100,000 students in 1,000 schools with
 * 1,000,000 drives by default) and two smaller ones around it, measured endpoint by endpoint as the
 * demo state admin, first with one client (sequential), then with 8 concurrent clients.
 *
 *   node --import tsx bench/state-admin/run.ts [--students N --schools N --drives N --requests N --connections N --no-build --source --keep --explain]
 *
 * Prints p50/p95/p99 per endpoint and, with --explain, EXPLAIN (ANALYZE, BUFFERS) of the main
 * statements. Drops its database and stops its server at the end (unless --keep). Asserts nothing
 * about timings.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { waitForHealth } from '../wait-for-health.js';
import { seedStatements } from './seed.sql.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
process.chdir(ROOT);
const { values: opt } = parseArgs({
  options: {
    students: { type: 'string', default: '100000' },
    schools: { type: 'string', default: '1000' },
    drives: { type: 'string', default: '1000000' },
    /** Measured requests per endpoint and phase (after a few warm-up requests). */
    requests: { type: 'string', default: '200' },
    connections: { type: 'string', default: '8' },
    'admin-url': {
      type: 'string',
      default: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    'no-build': { type: 'boolean', default: false },
    /** Run src/server/main.ts through tsx instead of the built server (the smoke run of `npm test`). */
    source: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const n = (v: string | undefined) => Number(v);
const log = (s: string) => console.log(s);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: opt['admin-url'] });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
function get(port: number, pathName: string, cookie: string): Promise<{ status: number; ms: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request({ agent, host: '127.0.0.1', port, path: pathName, headers: { cookie } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6, bytes }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** `requests` requests over `connections` clients, each sending its next as soon as it has an answer. */
async function measure(port: number, cookie: string, pathName: string, requests: number, connections: number) {
  for (let i = 0; i < 3; i++) await get(port, pathName, cookie);
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  let left = requests;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left > 0) {
        left--;
        const r = await get(port, pathName, cookie);
        if (r.status !== 200) errors++;
        bytes = r.bytes;
        times.push(r.ms);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    rps: (times.length / (Date.now() - started)) * 1000,
    errors,
    bytes,
  };
}

let server: (ChildProcess & { output: string[] }) | null = null;
let databaseName = '';

async function main() {
  log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (!opt['no-build'] && !opt.source) {
    const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json'], {
      stdio: 'inherit',
    });
    if (tsc.status !== 0) throw new Error('tsc failed');
  }
  databaseName = `roadlog_bench_state_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${databaseName}"`);
  const databaseUrl = withDatabase(opt['admin-url'], databaseName);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    opt.source ? ['--import', 'tsx', 'src/server/main.ts'] : ['dist/server/main.js'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        SERVE_CLIENT: 'false',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: path.join(os.tmpdir(), databaseName),
        AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout?.on('data', (c: Buffer) => child.output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => child.output.push(c.toString()));
  server = child;
  await waitForHealth(port, child);
  log(`Database ${databaseName}; server pid ${child.pid} on ${port}.`);

  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {});
  await db.connect();
  const big = { state: 'CA', schools: n(opt.schools), students: n(opt.students), drives: n(opt.drives) };
  const small = (state: string) => ({
    state,
    schools: Math.max(1, Math.round(big.schools / 10)),
    students: Math.max(1, Math.round(big.students / 10)),
    drives: Math.max(1, Math.round(big.drives / 10)),
  });
  let t = Date.now();
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  for (const seed of [big, small('TX'), small('NY')]) for (const s of seedStatements(seed)) await db.query(s);
  await db.query('commit');
  log(
    `Loaded ${big.students} students, ${big.schools} schools, ${big.drives} drives in CA (+ TX, NY at a tenth) in ${((Date.now() - t) / 1000).toFixed(0)} s.`,
  );
  t = Date.now();
  await db.query('begin');
  await db.query(`select "rebuildStateSummaries"()`);
  await db.query('commit');
  await db.query('analyze');
  log(`Summaries rebuilt and tables analysed in ${((Date.now() - t) / 1000).toFixed(0)} s.`);

  const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify({ email: 'state@roadlog.test', password: 'Roadlog-demo-2026' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const base = '/api/state-dashboard/CA';
  const endpoints = [
    base,
    `${base}/students`,
    `${base}/students?page=${Math.max(1, Math.floor(big.students / 25 / 2))}`,
    `${base}/students?band=met`,
    `${base}/students?band=25-50&page=3`,
    `${base}/students?school=bench-ca-school-7`,
    `${base}/students?q=quinn%20lee%2012`,
    `${base}/students?q=student4242%40`,
    `${base}/schools`,
    `${base}/schools?page=${Math.max(1, Math.floor(big.schools / 25 / 2))}`,
    `${base}/trends`,
    `${base}/students.csv?school=bench-ca-school-7`,
    `${base}/students.csv?band=met`,
    `${base}/schools.csv`,
    `${base}/trends.csv`,
  ];
  const requests = n(opt.requests);
  const connections = n(opt.connections);
  log(
    `\n${'endpoint'.padEnd(58)} ${'clients'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(7)} ${'bytes'.padStart(9)}`,
  );
  for (const e of endpoints) {
    // The full-state students CSV is large: fewer requests.
    const count = e.includes('band=met') && e.includes('.csv') ? Math.max(4, Math.round(requests / 20)) : requests;
    for (const c of [1, connections]) {
      const r = await measure(port, cookie, e, count, c);
      log(
        `${e.padEnd(58)} ${String(c).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${r.rps.toFixed(0).padStart(7)} ${String(r.bytes).padStart(9)}${r.errors ? ` errors=${r.errors}` : ''}`,
      );
      console.log(
        `RESULT endpoint=${e} clients=${c} p50_ms=${r.p50.toFixed(1)} p95_ms=${r.p95.toFixed(1)} errors=${r.errors}`,
      );
    }
  }

  if (opt.explain) {
    const plans: [string, string][] = [
      [
        'students page 1 (by name)',
        `select s."studentId", s.name, s.email, o.name, s."approvedMinutes", r.minutes, s.band from "studentSummary" s
         left join organization o on o.id = s."organizationId" left join "stateRule" r on r.code = s."ruleState"
         where s.state = 'CA' order by s.name, s."studentId" limit 25 offset 0`,
      ],
      [
        'students, band met, count from school summaries',
        `select coalesce(sum(os.met), 0) from "organizationSummary" os join organization o on o.id = os."organizationId" where o.state = 'CA'`,
      ],
      [
        'students, search',
        `select count(*) from "studentSummary" s where s.state = 'CA' and (s.name ilike '%quinn lee 12%' or s.email ilike '%quinn lee 12%')`,
      ],
      [
        'schools page median',
        `select "organizationId", percentile_cont(0.5) within group (order by "approvedMinutes") from "studentSummary"
         where state = 'CA' and "organizationId" in (select id from organization where state = 'CA' order by name, id limit 25) group by 1`,
      ],
      [
        'trends (weeks)',
        `select g.week, w.drives from generate_series(0, 25) i cross join lateral (select ("summaryWeek"(now()) - (25 - i) * 7) as week) g
         left join "stateWeekSummary" w on w.state = 'CA' and w."weekStart" = g.week`,
      ],
      [
        'the same figures straight from the drives (what the summaries replace)',
        `select count(*) filter (where d.status = 'approved'), sum(d."durationMinutes") from "driveLog" d
         join "user" u on u.id = d."studentId" join organization o on o.id = u."organizationId"
         where o.state = 'CA' and d."archivedAt" is null and d.status <> 'rejected'`,
      ],
    ];
    for (const [name, q] of plans) {
      const { rows } = await db.query(`explain (analyze, buffers) ${q}`);
      log(`\n-- ${name}\n${rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
    }
  }
  await db.end();
}

async function cleanup() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
  }
  agent.destroy();
  if (databaseName && !opt.keep) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  else if (databaseName) log(`Kept database ${databaseName}.`);
}

main()
  .then(cleanup)
  .catch(async (err) => {
    console.error(err);
    await cleanup().catch(() => {});
    process.exit(1);
  });
