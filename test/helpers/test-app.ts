/**
 * Builds the whole server on a fresh database for one test file (or one test).
 *
 * TEST_DATABASE picks the database:
 *   unset or `pglite`  in-memory PGlite, one per app
 *   `postgres`         a brand-new database `roadlog_test_<random>` on the server at
 *                      TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 *                      dropped again on close
 * Every app has its own database, so test files run in parallel.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import type { AuthRateLimits } from '../../src/server/auth/mount.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.js';
import type { Database } from '../../src/server/db/schema.js';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/seed.js';

export { DEMO_PASSWORD, DEMO_SCHOOL_ID } from '../../src/server/seed.js';

/** better-auth refuses POSTs without a trusted Origin; this is the app's own base URL. */
export const ORIGIN = 'http://localhost:3000';
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Limits high enough that no test meets them unless it sets its own. */
export const GENEROUS_AUTH_LIMITS: AuthRateLimits = {
  perAddress: { max: 10_000, windowSeconds: 60 },
  perAccount: { max: 10_000, windowSeconds: 60 },
  slowDown: { afterFailures: 10_000, windowSeconds: 60, stepMs: 1, maxMs: 1 },
};

export const usesPostgres = process.env.TEST_DATABASE === 'postgres';

// Each app holds a pool; keep it small so parallel test files stay under max_connections.
const TEST_POOL_SIZE = 4;

// ---------------------------------------------------------------------------------------------
// Databases

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** A handle on this database: PGlite shares its one handle, PostgreSQL opens another pool. */
  connect(): Promise<{ handle: DatabaseHandle; release(): Promise<void> }>;
  /** Closes the database and, on PostgreSQL, drops it. Close every app on it first. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  return usesPostgres ? createPostgresDatabase() : createPgliteDatabase();
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ memory: true });
  return {
    kind: 'pglite',
    connect: async () => ({ handle, release: async () => {} }),
    destroy: () => handle.close(),
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `roadlog_test_${crypto.randomBytes(6).toString('hex')}`;
  const quoted = pg.escapeIdentifier(name);
  // CREATE DATABASE copies template1 and refuses while another session is copying it too.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${quoted}`);
      break;
    } catch (err) {
      if (attempt >= 10 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  const url = new URL(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const open = new Set<DatabaseHandle>();
  return {
    kind: 'postgres',
    async connect() {
      const handle = await openDatabase({ url: url.toString(), poolSize: TEST_POOL_SIZE });
      open.add(handle);
      return {
        handle,
        release: async () => {
          if (open.delete(handle)) await handle.close();
        },
      };
    },
    async destroy() {
      await Promise.all([...open].map((h) => h.close()));
      open.clear();
      await adminQuery(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Apps

export interface TestAppOptions {
  /** Create the demo school and accounts (default true). */
  seed?: boolean;
  /** Sign-in limits; generous by default, `'config'` takes them from the environment as production does. */
  authLimits?: AuthRateLimits | 'config';
  /** Build on this database instead of a fresh one; it is left open on close. */
  database?: TestDatabase;
  /** Extra environment variables for loadConfig (e.g. PASSWORD_REQUIRE_UPPERCASE). */
  env?: Record<string, string>;
}

export interface RequestOptions {
  method: InjectOptions['method'];
  url: string;
  /** A cookie string from signIn(). */
  cookie?: string | undefined;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: TestDatabase;
  /** Signs in (`admin` means admin@roadlog.test) and returns the session cookie. */
  signIn(emailOrKey: string, password?: string): Promise<string>;
  /** app.inject with the trusted Origin header and an optional session cookie; waits for work after the answer. */
  request(options: RequestOptions): Promise<LightMyRequestResponse>;
  /** The id of a demo account by key, or any user by e-mail. */
  userId(emailOrKey: string): Promise<string>;
  close(): Promise<void>;
}

export const emailOf = (emailOrKey: string) => (emailOrKey.includes('@') ? emailOrKey : `${emailOrKey}@roadlog.test`);

/** `set-cookie` headers → the `name=value; name=value` string a browser would send back. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const { handle, release } = await database.connect();
  const config = loadConfig({
    NODE_ENV: 'test',
    SERVE_CLIENT: 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  } as NodeJS.ProcessEnv);
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      database: handle,
      logger: false,
      ...(options.authLimits === 'config' ? {} : { authLimits: options.authLimits ?? GENEROUS_AUTH_LIMITS }),
    });
    if (options.seed ?? true) await seedDemo(app);
  } catch (err) {
    await release();
    if (!options.database) await database.destroy();
    throw err;
  }

  // Work a route left for after its answer (registration, reset e-mails) is done before the test
  // goes on, as if the user had waited for the e-mail.
  const request = async ({ method, url, cookie, payload, headers }: RequestOptions) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
    await app.background.idle();
    return response;
  };

  return {
    app,
    db: app.db,
    database,
    request,
    async signIn(emailOrKey, password = DEMO_PASSWORD) {
      const response = await request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: emailOf(emailOrKey), password },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in of ${emailOrKey} failed: ${response.statusCode} ${response.body}`);
      const cookie = cookieFrom(response);
      if (!cookie) throw new Error(`sign-in of ${emailOrKey} set no cookie`);
      return cookie;
    },
    async userId(emailOrKey) {
      const row = await app.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', emailOf(emailOrKey))
        .executeTakeFirst();
      if (!row) throw new Error(`no user ${emailOrKey}`);
      return row.id;
    },
    async close() {
      await app.close();
      await release();
      if (!options.database) await database.destroy();
    },
  };
}
