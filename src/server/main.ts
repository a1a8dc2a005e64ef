import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { warmUpCertificatePdf } from './features/certificates/pdf/warm-up.js';
import { retentionJob } from './features/retention/purge-expired-data.js';
import { startScheduler } from './jobs/scheduler.js';
import { seedDemo } from './seed.js';

const config = loadConfig();
let app: FastifyInstance;
try {
  app = await buildApp(config);
} catch (err) {
  // Another process has the embedded database open (decision 007): say so, without a stack.
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

if (config.seedDemo) {
  const accounts = await seedDemo(app);
  if (accounts) {
    const lines = accounts.map((a) => `  ${a.role.padEnd(13)} ${a.email.padEnd(26)} ${a.password}   (${a.note})`);
    app.log.info(`Demo data created. Sign in with:\n${lines.join('\n')}`);
    console.log(`\nDemo accounts (password for all: ${accounts[0]?.password}):\n${lines.join('\n')}\n`);
  }
}

await app.listen({ port: config.port, host: config.host });
console.log(
  `\nRoadlog is running at ${config.baseUrl}  (database: ${app.dbHandle.kind === 'pglite' ? `embedded, in ${config.dataDir}` : 'PostgreSQL'})\n`,
);

// After listening, so start-up is not slower: the first certificate download is then as fast as the rest.
setImmediate(() => {
  warmUpCertificatePdf().catch((err: unknown) => app.log.warn({ err }, 'certificate PDF warm-up failed'));
});

const stopJobs = config.jobCheckSeconds > 0 ? startScheduler(app, [retentionJob], config.jobCheckSeconds * 1000) : null;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopJobs?.();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
