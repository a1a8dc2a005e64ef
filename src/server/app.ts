import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { getMigrations } from 'better-auth/db/migration';
import type { PasswordPolicy } from '../shared/password-policy.js';
import { createAuth, type Auth } from './auth/auth.js';
import { BackgroundTasks } from './background.js';
import { DEFAULT_AUTH_LIMITS, mountAuth, type AuthRateLimits } from './auth/mount.js';
import { policyFromConfig } from './auth/password.js';
import { describeAccess, registerRouteAccess, type RouteAccess } from './auth/route-access.js';
import type { AppConfig } from './config.js';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { runAsUnitOfWork } from './db/pglite-dialect.js';
import type { Database } from './db/schema.js';
import { frameworkErrors, registerErrorHandler, sendError } from './errors.js';
import { withErrorResponses } from './error-responses.js';
import { registerInputGuard } from './input-guard.js';
import { registerOriginCheck } from './origin-check.js';
import { accountRoutes } from './features/accounts/routes.js';
import { adminRoutes } from './features/admin/routes.js';
import { driveLogRoutes } from './features/drive-logs/routes.js';
import { examRoutes } from './features/exams/routes.js';
import { certificateRoutes } from './features/certificates/routes.js';
import { dataExportRoutes } from './features/data-export/routes.js';
import { deletionRoutes } from './features/deletion/routes.js';
import { CertificateKeyring, loadKeyring } from './features/certificates/keyring.js';
import { logExportRoutes } from './features/drive-logs/export/routes.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { FlagBus } from './features/flags/flag-bus.js';
import { BoardBus } from './features/board/board-bus.js';
import { boardRoutes } from './features/board/routes.js';
import { flagRoutes } from './features/flags/routes.js';
import { invitationRoutes } from './features/invitations/routes.js';
import { consentRoutes } from './features/consent/routes.js';
import { organizationRoutes } from './features/organizations/routes.js';
import { planRoutes } from './features/plans/routes.js';
import { requirementRoutes } from './features/requirements/routes.js';
import { skillRoutes } from './features/skills/routes.js';
import { stateDashboardRoutes } from './features/state-dashboard/routes.js';
import { syncStateRules } from './features/state-dashboard/state-rules.js';
import { studentRoutes } from './features/students/routes.js';
import { systemRoutes } from './features/system/routes.js';
import { Mailer } from './mail/mailer.js';
import { trustProxyOption } from './trust-proxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    dbHandle: DatabaseHandle;
    db: Kysely<Database>;
    auth: Auth;
    mailer: Mailer;
    passwordPolicy: PasswordPolicy;
    flagBus: FlagBus;
    /** Announces project board changes to admins' open pages (features/board/board-bus.ts). */
    boardBus: BoardBus;
    authLimits: AuthRateLimits;
    /** The certificate signing keys (features/certificates/keyring.ts). */
    certificateKeys: CertificateKeyring;
    /** Work that runs after the answer (background.ts). */
    background: BackgroundTasks;
    /** Every route as registered, with its config; read by the route-coverage test. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config. */
  database?: DatabaseHandle;
  authLimits?: AuthRateLimits;
  logger?: boolean;
}

export function databaseTarget(config: AppConfig): DatabaseTarget {
  return config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dataDir: config.dataDir, queue: config.embeddedDbQueue };
}

/** The secret signs sessions; when none is configured one is made once and kept with the data. */
function resolveSecret(config: AppConfig): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === 'test') return 'test-secret-test-secret-test-secret-0123456789';
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerOriginCheck(app, config.trustedOrigins);
  // Access first: a signed-out or wrong-role caller learns nothing from the checks of the input.
  registerRouteAccess(app);
  registerInputGuard(app);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // The OpenAPI pages (@fastify/swagger-ui) declare no access of their own: anyone may read them.
    if (/^\/api\/docs(\/|$)/.test(route.url) && route.config?.access === undefined)
      route.config = { ...route.config, access: 'public' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url, access: route.config?.access });
    // The OpenAPI description says who may call each route, and which errors it may answer.
    const access = route.config?.access;
    if (access && route.schema && !route.schema.hide) {
      route.schema = {
        ...route.schema,
        description: `${route.schema.description ? `${route.schema.description}\n\n` : ''}Access: ${describeAccess(access)}.`,
        response: withErrorResponses(route),
      };
    }
  });

  const handle = options.database ?? (await openDatabase(databaseTarget(config)));
  if (handle.kind === 'pglite') {
    // The embedded database's bounded queue (pglite-dialect.ts, decision 008). An API request that
    // would be refused anyway is refused before its body is read; each request is one unit of
    // work, whose queries, once it has started, go ahead of requests not yet started.
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) handle.checkCapacity();
    });
    app.addHook('preHandler', (_request, _reply, done) => runAsUnitOfWork(done));
  }
  const mailer = new Mailer(handle.db, app.log, config.mailFrom, config.smtpUrl);
  const policy = policyFromConfig(config.passwordPolicy);
  const auth = createAuth({ db: handle.db, config, secret: resolveSecret(config), mailer, policy });

  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  await migrateToLatest(handle);
  await syncStateRules(handle.db);

  app.decorate('config', config);
  app.decorate('dbHandle', handle);
  app.decorate('db', handle.db);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.decorate('passwordPolicy', policy);
  app.decorate('certificateKeys', loadKeyring(config));
  app.decorate(
    'authLimits',
    options.authLimits ?? {
      perAccount: { ...DEFAULT_AUTH_LIMITS.perAccount, max: config.authLimitPerAccount },
      perAddress: { ...DEFAULT_AUTH_LIMITS.perAddress, max: config.authLimitPerAddress },
      slowDown: DEFAULT_AUTH_LIMITS.slowDown,
    },
  );
  const flagBus = new FlagBus(handle, app.log);
  await flagBus.start();
  app.decorate('flagBus', flagBus);
  const boardBus = new BoardBus(handle, app.log);
  await boardBus.start();
  app.decorate('boardBus', boardBus);

  const background = new BackgroundTasks(app.log);
  app.decorate('background', background);

  app.addHook('onClose', async () => {
    await background.idle();
    await flagBus.stop();
    await boardBus.stop();
    mailer.close();
    if (!options.database) await handle.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Roadlog API',
        version: '0.1.0',
        description: 'Driver education and supervised driving-hours logging.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // A session read may refresh its expiry; pass the refreshed cookie on, or it lapses after 30 days.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.sessionCookies?.length) {
      const existing = reply.getHeader('set-cookie');
      const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      reply.header('set-cookie', [...list, ...request.sessionCookies]);
    }
    return payload;
  });

  mountAuth(app);
  await app.register(systemRoutes);
  await app.register(accountRoutes);
  await app.register(flagRoutes);
  await app.register(analyticsRoutes);
  await app.register(organizationRoutes);
  await app.register(adminRoutes);
  await app.register(requirementRoutes);
  await app.register(studentRoutes);
  await app.register(driveLogRoutes);
  await app.register(invitationRoutes);
  await app.register(consentRoutes);
  await app.register(examRoutes);
  await app.register(skillRoutes);
  await app.register(logExportRoutes);
  await app.register(calendarRoutes);
  await app.register(planRoutes);
  await app.register(certificateRoutes);
  await app.register(dataExportRoutes);
  await app.register(deletionRoutes);
  await app.register(boardRoutes);
  await app.register(stateDashboardRoutes);

  if (config.serveClient) await serveClient(app, config.clientDir, config.serveSourceMaps);
  else app.setNotFoundHandler((_req, reply) => sendError(reply, 'not-found', 'Not found.'));
  return app;
}

/**
 * Serves the built SPA: hashed assets cached for a year, every other path gets index.html.
 * Source maps (`*.map`) only with SERVE_SOURCE_MAPS: they would publish the original source.
 */
async function serveClient(app: FastifyInstance, root: string, serveSourceMaps: boolean): Promise<void> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn('dist/client is missing: run `npm run build` to serve the app');
    return;
  }
  const localesRoot = path.join(root, 'locales');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // A route is made for each file found at start; without one a map is a 404 (below).
    ...(serveSourceMaps ? {} : { globIgnore: ['**/*.map'] }),
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (filePath.startsWith(localesRoot)) res.setHeader('cache-control', 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || request.method !== 'GET' || path.extname(url)) {
      return sendError(reply, 'not-found', 'Not found.');
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
}
