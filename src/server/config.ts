import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_QUEUE_OPTIONS } from './db/pglite-dialect.js';

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));
const bool = flag(false);
const optionalInt = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
  .pipe(z.number().int().positive().optional());

/** Every environment variable the server reads, validated once at boot (see .env.example). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public URL of the app, used in e-mail links. Defaults to http://localhost:PORT. */
  BASE_URL: z.string().url().optional(),
  /** A real PostgreSQL server; when unset, an embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connections each app process keeps open (with DATABASE_URL). */
  PG_POOL_SIZE: z.coerce.number().int().positive().max(1000).default(10),
  /**
   * Embedded database only (decision 008): how many database calls may wait for its one
   * connection, and how long one may wait (ms). Beyond either the request is answered with 503
   * `service-busy` and `Retry-After` instead of queueing without end.
   */
  EMBEDDED_DB_MAX_QUEUE: z.coerce.number().int().min(0).default(DEFAULT_QUEUE_OPTIONS.maxQueue),
  EMBEDDED_DB_MAX_WAIT_MS: z.coerce.number().int().positive().default(DEFAULT_QUEUE_OPTIONS.maxWaitMs),
  /** Secret for signing sessions and tokens; generated and kept in DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  /**
   * Certificates (docs/product/certificates.md#keys): the Ed25519 private key that signs new
   * certificates, as PKCS#8 PEM ("\n" may stand for line breaks). When unset, keys are generated
   * and kept in DATA_DIR/certificate-keys (rotate with `npm run certificate-key:rotate`).
   */
  CERTIFICATE_SIGNING_KEY: z.string().optional(),
  /** Older certificates' public keys, still accepted: raw 32-byte keys in base64url, comma separated. */
  CERTIFICATE_VERIFY_KEYS: z.string().default(''),
  /** SMTP server for e-mail (smtp://user:pass@host:port); when unset mail stays in the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Roadlog <no-reply@roadlog.local>'),
  /** Extra origins allowed to post to the auth endpoints (comma separated). */
  TRUSTED_ORIGINS: z.string().default(''),
  SEED_DEMO: flag(true),
  /** How often (seconds) each process checks for due scheduled jobs (decision 021); 0 turns them off. */
  JOB_CHECK_SECONDS: z.coerce.number().int().min(0).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PASSWORD_MIN_LENGTH: optionalInt,
  PASSWORD_MAX_LENGTH: optionalInt,
  PASSWORD_REQUIRE_LOWERCASE: bool,
  PASSWORD_REQUIRE_UPPERCASE: bool,
  PASSWORD_REQUIRE_NUMERIC: bool,
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: bool,
  /**
   * Which reverse proxies may set X-Forwarded-For: off (default); comma-separated proxy
   * addresses/CIDRs; a hop count; or `true`, one hop and only from a loopback or private-network
   * peer. The client address is the rightmost address not belonging to a trusted proxy, so a
   * client cannot pick its own (see src/server/trust-proxy.ts).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      for (const problem of trustProxyProblems(value)) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /**
   * Failed sign-ins allowed per account from one client address in 15 minutes, and per client
   * address in 10 minutes (decision 009); also reset/verification/registration requests per
   * account and per address. The browser tests raise them: every test signs in from 127.0.0.1.
   */
  AUTH_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  AUTH_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(200),
  /**
   * Live-update streams (/api/flags/stream) one process keeps open: in total, and per client (a
   * signed-in account, else a client address). Beyond, a new stream is answered 429.
   */
  SSE_MAX_CONNECTIONS: z.coerce.number().int().positive().default(2000),
  SSE_MAX_PER_CLIENT: z.coerce.number().int().positive().default(10),
  /** Folder of the built client (vite build output). */
  CLIENT_DIR: z.string().default('dist/client'),
  /** Serve the built client from dist/client (production); off in API-only tests. */
  SERVE_CLIENT: flag(true),
  /**
   * Serve the client's source maps (`*.map`) too. Off by default: they hand out the original
   * source. The build writes none unless BUILD_SOURCE_MAPS=true (vite.config.ts).
   */
  SERVE_SOURCE_MAPS: bool,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize: number;
  embeddedDbQueue: { maxQueue: number; maxWaitMs: number };
  authSecret: string | undefined;
  certificateSigningKey: string | undefined;
  certificateVerifyKeys: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  trustedOrigins: string[];
  seedDemo: boolean;
  jobCheckSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  serveClient: boolean;
  clientDir: string;
  serveSourceMaps: boolean;
  trustProxy: TrustProxySetting;
  authLimitPerAccount: number;
  authLimitPerAddress: number;
  sseMaxConnections: number;
  sseMaxPerClient: number;
  passwordPolicy: {
    minLength?: number;
    maxLength?: number;
    requireLowercase: boolean;
    requireUppercase: boolean;
    requireNumeric: boolean;
    requireNonAlphanumeric: boolean;
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    databasePoolSize: e.PG_POOL_SIZE,
    embeddedDbQueue: { maxQueue: e.EMBEDDED_DB_MAX_QUEUE, maxWaitMs: e.EMBEDDED_DB_MAX_WAIT_MS },
    authSecret: e.AUTH_SECRET,
    certificateSigningKey: e.CERTIFICATE_SIGNING_KEY || undefined,
    certificateVerifyKeys: e.CERTIFICATE_VERIFY_KEYS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    trustedOrigins: [
      baseUrl,
      ...e.TRUSTED_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ],
    seedDemo: e.SEED_DEMO,
    jobCheckSeconds: e.JOB_CHECK_SECONDS,
    logLevel: e.LOG_LEVEL,
    serveClient: e.SERVE_CLIENT,
    clientDir: path.resolve(e.CLIENT_DIR),
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authLimitPerAccount: e.AUTH_LIMIT_PER_ACCOUNT,
    authLimitPerAddress: e.AUTH_LIMIT_PER_ADDRESS,
    sseMaxConnections: e.SSE_MAX_CONNECTIONS,
    sseMaxPerClient: e.SSE_MAX_PER_CLIENT,
    passwordPolicy: {
      ...(e.PASSWORD_MIN_LENGTH ? { minLength: e.PASSWORD_MIN_LENGTH } : {}),
      ...(e.PASSWORD_MAX_LENGTH ? { maxLength: e.PASSWORD_MAX_LENGTH } : {}),
      requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
      requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
      requireNonAlphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    },
  };
}

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustProxyProblems(value: string): string[] {
  const v = value.trim();
  if (v === '' || v === 'false' || v === 'true' || /^\d+$/.test(v)) return [];
  return v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !isProxyAddress(s))
    .map((s) => `"${s}" is not a proxy address, CIDR range, loopback, linklocal or uniquelocal (or use a hop count)`);
}

/**
 * Off; the trusted proxies' addresses/CIDRs; a number of trusted hops; or `private-peer` (from
 * `true`): the direct peer is one proxy when it is on loopback or a private network. Never "trust
 * every hop", which would let a client put any address first.
 */
export type TrustProxySetting = false | 'private-peer' | number | string[];

export function parseTrustProxy(value: string): TrustProxySetting {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return 'private-peer';
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
