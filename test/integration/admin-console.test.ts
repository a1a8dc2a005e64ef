/**
 * /admin's system health, one outbox e-mail in full, page views by language, and a school's
 * pending drives for the admin's view of its dashboard (docs/product/admin.md).
 */
import { retentionJob } from '../../src/server/features/retention/purge-expired-data.js';
import { runJobIfDue } from '../../src/server/jobs/scheduler.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_APPLICATION_NAME } from '../../src/server/db/connection.js';
import { driveBody } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async (url: string, who?: string) =>
  t.request({ method: 'GET', url, ...(who ? { cookie: await t.signIn(who) } : {}) });
const NON_ADMINS = ['state', 'owner', 'orgadmin', 'teacher', 'student', 'parent'];

describe('GET /api/admin/health', () => {
  it('answers 401 signed out', async () => {
    expectError(await get('/api/admin/health'), 401, 'unauthenticated');
  });

  it.each(NON_ADMINS)('refuses %s with 403 forbidden', async (who) => {
    expectError(await get('/api/admin/health', who), 403, 'forbidden');
  });

  it('gives an admin the database, migrations, outbox, listeners, uptime and version', async () => {
    const failed = await t.db
      .insertInto('mailOutbox')
      .values({
        kind: 'account-created',
        to: 'broken@example.test',
        subject: 'Broken',
        text: 'body',
        html: '<p>body</p>',
        link: null,
        status: 'failed',
        error: 'Error: connect ECONNREFUSED',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('mailOutbox')
      .values({ kind: 'account-created', to: 'q@example.test', subject: 'Q', text: '', html: '', status: 'queued' })
      .execute();
    expect(await runJobIfDue(t.db, retentionJob, { force: true })).toBe('ran');
    const health = expectOk<{
      database: { kind: string; reachable: boolean; sizeBytes: number };
      migrations: {
        applied: number;
        known: number;
        latest: { name: string }[];
        authTables: string[];
        authPending: number;
      };
      outbox: { unsent: number; failed: number; recentFailures: { id: string; to: string }[] };
      flagListeners: number;
      jobs: { name: string; lastStatus: string | null; lastFinishedAt: string | null }[];
      process: { uptimeSeconds: number; startedAt: string };
      build: { version: string; commit: string | null };
    }>(await get('/api/admin/health', 'admin'));
    expect(health.database).toMatchObject({ kind: t.database.kind, reachable: true });
    expect(health.database.sizeBytes).toBeGreaterThan(0);
    expect(health.migrations.applied).toBe(health.migrations.known);
    expect(health.migrations.latest.length).toBeGreaterThan(0);
    expect(health.migrations.latest.map((m) => m.name)).toContain('012-organization-status-reason');
    expect(health.migrations.authTables).toEqual(
      expect.arrayContaining(['account', 'session', 'user', 'verification']),
    );
    expect(health.migrations.authPending).toBe(0);
    expect(health.outbox).toMatchObject({ unsent: 1, failed: 1 });
    expect(health.outbox.recentFailures.map((m) => [m.id, m.to])).toEqual([[String(failed.id), 'broken@example.test']]);
    expect(health.flagListeners).toBe(1);
    expect(health.jobs.find((j) => j.name === 'retention')).toMatchObject({ lastStatus: 'ok' });
    expect(health.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.build.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('counts every app process listening for flag changes on the same database', async () => {
    const second = await createTestApp({ database: t.database, seed: false });
    try {
      const health = expectOk<{ flagListeners: number }>(await get('/api/admin/health', 'admin'));
      // PGlite is one process's alone (decision 007): the second app shares its one connection.
      expect(health.flagListeners).toBe(t.database.kind === 'postgres' ? 2 : 1);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('the LISTEN connection', () => {
  it('comes back after it is lost, and a flag change reaches the process again', async () => {
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`.execute(t.db);
    // The reconnection waits 0.5 s first; poll until it is back.
    const count = () => t.app.dbHandle.countListeners();
    for (let i = 0; i < 100 && (await count()) < 1; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await count()).toBe(1);
    const seen = new Promise<{ adPanels: boolean }>((resolve) => {
      const off = t.app.flagBus.subscribe(
        (flags) => {
          if (flags.adPanels) {
            off();
            resolve(flags);
          }
        },
        () => {},
      );
    });
    // Another process changes the flags: only the LISTEN tells this one.
    const other = await createTestApp({ database: t.database, seed: false });
    try {
      await other.app.flagBus.update({ adPanels: true }, await t.userId('admin'));
      expect(await seen).toMatchObject({ adPanels: true });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/admin/outbox/:id', () => {
  it('answers 401 signed out', async () => {
    expectError(await get('/api/admin/outbox/1'), 401, 'unauthenticated');
  });

  it.each(NON_ADMINS)('refuses %s with 403 forbidden', async (who) => {
    expectError(await get('/api/admin/outbox/1', who), 403, 'forbidden');
  });

  it.each(['abc', '-1', '1.5', '9'.repeat(19)])('refuses id %j with validation-failed', async (id) => {
    expectError(await get(`/api/admin/outbox/${id}`, 'admin'), 400, 'validation-failed');
  });

  it('answers 404 for an e-mail that does not exist', async () => {
    expectError(await get('/api/admin/outbox/999999', 'admin'), 404, 'not-found');
  });

  it('gives an admin a failed e-mail in full, with its error', async () => {
    const row = await t.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow();
    const { message } = expectOk<{ message: Record<string, unknown> }>(
      await get(`/api/admin/outbox/${row.id}`, 'admin'),
    );
    expect(message).toMatchObject({
      id: String(row.id),
      to: 'broken@example.test',
      subject: 'Broken',
      status: 'failed',
      text: 'body',
      error: 'Error: connect ECONNREFUSED',
      sentAt: null,
    });
  });
});

describe('GET /api/admin/analytics by language', () => {
  it('counts page views by language', async () => {
    for (const language of ['es-MX', 'es', 'ar', undefined])
      await t.request({
        method: 'POST',
        url: '/api/analytics/page-view',
        payload: { path: '/faq', ...(language ? { language } : {}) },
      });
    const stats = expectOk<{ byLanguage: { language: string | null; views: number }[] }>(
      await get('/api/admin/analytics', 'admin'),
    );
    expect(stats.byLanguage).toEqual([
      { language: 'es', views: 2 },
      { language: 'ar', views: 1 },
      { language: null, views: 1 },
    ]);
  });
});

describe('GET /api/organizations/:id/pending-drives', () => {
  const url = `/api/organizations/${DEMO_SCHOOL_ID}/pending-drives`;
  let driveId: string;
  beforeAll(async () => {
    const studentId = await t.userId('student');
    const res = await t.request({
      method: 'POST',
      url: '/api/drive-logs',
      cookie: await t.signIn('student'),
      payload: driveBody(studentId),
    });
    driveId = expectOk<{ drive: { id: string } }>(res, 201).drive.id;
  });

  it('answers 401 signed out', async () => {
    expectError(await get(url), 401, 'unauthenticated');
  });

  it.each(['teacher', 'student', 'parent'])('refuses %s with 403 forbidden', async (who) => {
    expectError(await get(url, who), 403, 'forbidden');
  });

  it('answers 404 to a state admin of another state and to the admins of another school', async () => {
    const texas = await createSchool(t.app, { name: 'Far Away Driving', state: 'TX', status: 'approved' });
    expectError(await get(`/api/organizations/${texas}/pending-drives`, 'owner'), 404, 'not-found');
    expectError(await get(`/api/organizations/${texas}/pending-drives`, 'state'), 404, 'not-found');
  });

  it('refuses an over-long id', async () => {
    expectError(await get(`/api/organizations/${'x'.repeat(101)}/pending-drives`, 'admin'), 414, 'uri-too-long');
  });

  it.each(['admin', 'owner', 'orgadmin', 'state'])("gives %s the school's pending drives", async (who) => {
    const { drives } = expectOk<{ drives: { id: string; status: string }[] }>(await get(url, who));
    expect(drives.map((d) => d.id)).toContain(driveId);
    expect(new Set(drives.map((d) => d.status))).toEqual(new Set(['submitted']));
  });
});

describe("a platform admin on a school's dashboard (/admin/organization/{orgId})", () => {
  // Every read the owner's dashboard makes, with the school's id: the admin sees what the school sees.
  const reads = [
    '',
    '/people',
    '/stats?timeZone=America/Los_Angeles',
    '/progress',
    '/invitations',
    '/certificates',
    '/certificate-candidates',
    '/pending-drives',
  ].map((suffix) => `/api/organizations/${DEMO_SCHOOL_ID}${suffix}`);

  it.each(reads)('admits an admin to GET %s', async (url) => {
    expectOk(await get(url, 'admin'));
  });

  it.each(reads)('answers GET %s alike for the school owner', async (url) => {
    expectOk(await get(url, 'owner'));
  });

  it("lets an admin change the school's settings and invite into it", async () => {
    const cookie = await t.signIn('admin');
    expectOk(
      await t.request({
        method: 'PATCH',
        url: `/api/organizations/${DEMO_SCHOOL_ID}`,
        cookie,
        payload: { contactPhone: '555-010-9999' },
      }),
    );
    expectOk(
      await t.request({
        method: 'POST',
        url: `/api/organizations/${DEMO_SCHOOL_ID}/invitations`,
        cookie,
        payload: { email: 'new.teacher@example.test', role: 'teacher' },
      }),
      201,
    );
  });
});
