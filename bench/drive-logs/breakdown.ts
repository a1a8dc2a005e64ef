/**
 * Where one request's CPU goes: the server's own code (src/server, run in this process on the
 * bench database) called step by step, each step repeated and timed in CPU time (process.cpuUsage)
 * with PostgreSQL's CPU (from /proc) and the number of queries beside it. CPU time barely depends
 * on what else the machine runs, so this holds up better than requests per second on a busy box.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import type { z } from 'zod';
import {
  createDriveBody,
  createDriveResponse,
  listDrivesQuery,
  listDrivesResponse,
} from '../../src/shared/api/drive-logs.js';
import { buildApp } from '../../src/server/app.js';
import { currentUser, type CurrentUser } from '../../src/server/auth/session.js';
import { loadConfig } from '../../src/server/config.js';
import { loadStudent } from '../../src/server/features/students/load-student.js';
import { createDriveLog } from '../../src/server/features/drive-logs/create-drive-log.js';
import { listDrives } from '../../src/server/features/drive-logs/list-drives.js';
import { studentProgress } from '../../src/server/features/drive-logs/progress.js';
import { cpuBetween, sampleCpu } from './cpu.js';
import type { LoadRequest } from './load.js';

let queries = 0;
let counting = false;
const originalQuery = pg.Client.prototype.query;

function countQueries(): void {
  if (counting) return;
  counting = true;
  const patched = function (this: pg.Client, ...args: unknown[]) {
    queries++;
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = patched as typeof pg.Client.prototype.query;
}

export interface Step {
  scenario: 'read' | 'write';
  step: string;
  nodeMs: number;
  postgresMs: number;
  queries: number;
}

async function timed(
  scenario: Step['scenario'],
  step: string,
  n: number,
  fn: (i: number) => Promise<unknown> | unknown,
): Promise<Step> {
  for (let i = 0; i < Math.min(n, 100); i++) await fn(i); // warm the JIT
  const q0 = queries;
  const a = sampleCpu(undefined);
  for (let i = 0; i < n; i++) await fn(i);
  const b = sampleCpu(undefined);
  const cpu = cpuBetween(a, b);
  return {
    scenario,
    step,
    nodeMs: (cpu.loadGenerator * cpu.seconds * 1000) / n,
    postgresMs: (cpu.postgres * cpu.seconds * 1000) / n,
    queries: (queries - q0) / n,
  };
}

export interface BreakdownInput {
  databaseUrl: string;
  authSecret: string;
  readerCookie: string;
  readerId: string;
  writerCookie: string;
  /** Fresh drives for the writer (new id and slot each call). */
  nextWrite: () => LoadRequest;
  iterations: number;
}

export async function breakdown(input: BreakdownInput): Promise<Step[]> {
  countQueries();
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: input.databaseUrl,
    AUTH_SECRET: input.authSecret,
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  } as NodeJS.ProcessEnv);
  const app: FastifyInstance = await buildApp(config, { logger: false });
  const n = input.iterations;
  const steps: Step[] = [];
  try {
    const fakeRequest = (cookie: string) => ({ headers: { cookie }, server: app }) as unknown as FastifyRequest;
    const reader = (await currentUser(fakeRequest(input.readerCookie))) as CurrentUser;
    const writer = (await currentUser(fakeRequest(input.writerCookie))) as CurrentUser;
    if (!reader || !writer) throw new Error('breakdown: the bench sessions are not valid here');

    // Read: GET /api/drive-logs?studentId=
    const query = listDrivesQuery.parse({ studentId: input.readerId });
    const student = await loadStudent(app, reader, input.readerId, 'view');
    const list = await listDrives(app.db, student.name, query);
    const progress = await studentProgress(app.db, student.id, student.state);
    const serializeList = serializerCompiler({
      schema: listDrivesResponse,
      method: 'GET',
      url: '/api/drive-logs',
    } as Parameters<typeof serializerCompiler>[0]);
    const readUrl = `/api/drive-logs?studentId=${encodeURIComponent(input.readerId)}`;
    steps.push(
      await timed('read', 'session: better-auth getSession', n, () =>
        app.auth.api.getSession({ headers: new Headers({ cookie: input.readerCookie }) }),
      ),
    );
    steps.push(
      await timed('read', 'session + our user row (currentUser)', n, () =>
        currentUser(fakeRequest(input.readerCookie)),
      ),
    );
    steps.push(
      await timed('read', 'student and access (loadStudent)', n, () =>
        loadStudent(app, reader, input.readerId, 'view'),
      ),
    );
    steps.push(await timed('read', 'listDrives (50 drives)', n, () => listDrives(app.db, student.name, query)));
    steps.push(await timed('read', 'studentProgress', n, () => studentProgress(app.db, student.id, student.state)));
    steps.push(
      await timed('read', 'response: zod check + JSON.stringify', n, () => serializeList({ ...list, progress })),
    );
    steps.push(
      await timed('read', 'whole request (app.inject, no socket)', n, () =>
        app.inject({ method: 'GET', url: readUrl, headers: { cookie: input.readerCookie } }),
      ),
    );

    // Write: POST /api/drive-logs
    const bodies = Array.from({ length: 3 * n + 200 }, () => input.nextWrite().body!);
    let k = 0;
    const nextBody = () => bodies[k++ % bodies.length]!;
    const serializeCreated = serializerCompiler({
      schema: createDriveResponse,
      method: 'POST',
      url: '/api/drive-logs',
    } as Parameters<typeof serializerCompiler>[0]);
    const sample = await createDriveLog(
      app,
      writer,
      createDriveBody.parse(JSON.parse(nextBody())) as z.infer<typeof createDriveBody>,
    );
    steps.push(
      await timed('write', 'session + our user row (currentUser)', n, () =>
        currentUser(fakeRequest(input.writerCookie)),
      ),
    );
    steps.push(
      await timed('write', 'body: JSON.parse + zod (half carry 361 GPS points)', n, (i) =>
        createDriveBody.parse(JSON.parse(bodies[i % bodies.length]!)),
      ),
    );
    steps.push(
      await timed('write', 'createDriveLog (checks, night, transaction)', n, () =>
        createDriveLog(app, writer, createDriveBody.parse(JSON.parse(nextBody()))),
      ),
    );
    steps.push(await timed('write', 'response: zod check + JSON.stringify', n, () => serializeCreated(sample)));
    steps.push(
      await timed('write', 'whole request (app.inject, no socket)', n, async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/drive-logs',
          headers: { cookie: input.writerCookie, 'content-type': 'application/json' },
          payload: nextBody(),
        });
        if (res.statusCode !== 201) throw new Error(`breakdown write: ${res.statusCode} ${res.body}`);
      }),
    );
  } finally {
    await app.close();
  }
  return steps;
}
