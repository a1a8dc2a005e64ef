/**
 * The retention job (docs/product/data-retention.md) and the scheduler that runs each job once per
 * period across processes (decision 021).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionJob } from '../../src/server/features/retention/purge-expired-data.js';
import { jobStatuses, runJobIfDue, type ScheduledJob } from '../../src/server/jobs/scheduler.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const inDays = (n: number) => new Date(Date.now() + n * DAY);

async function seedAged(prefix: string) {
  const userId = await t.userId('student');
  await t.db
    .insertInto('session')
    .values([
      {
        id: `${prefix}-s-old`,
        userId,
        token: `${prefix}-t1`,
        expiresAt: daysAgo(1),
        createdAt: daysAgo(8),
        updatedAt: daysAgo(8),
      },
      {
        id: `${prefix}-s-new`,
        userId,
        token: `${prefix}-t2`,
        expiresAt: inDays(6),
        createdAt: daysAgo(1),
        updatedAt: daysAgo(1),
      },
    ])
    .execute();
  await t.db
    .insertInto('verification')
    .values([
      {
        id: `${prefix}-v-old`,
        identifier: 'x',
        value: 'y',
        expiresAt: daysAgo(2),
        createdAt: daysAgo(3),
        updatedAt: daysAgo(3),
      },
      {
        id: `${prefix}-v-new`,
        identifier: 'x',
        value: 'y',
        expiresAt: inDays(1),
        createdAt: daysAgo(0),
        updatedAt: daysAgo(0),
      },
    ])
    .execute();
  const mail = (subject: string, createdAt: Date) => ({
    kind: 'verify-email' as const,
    to: `${prefix}@example.com`,
    subject,
    text: 'text',
    html: '<p>text</p>',
    link: null,
    status: 'kept' as const,
    error: null,
    createdAt,
    sentAt: null,
  });
  await t.db
    .insertInto('mailOutbox')
    .values([mail(`${prefix}-old`, daysAgo(91)), mail(`${prefix}-new`, daysAgo(89))])
    .execute();
  const invitation = (
    id: string,
    status: 'pending' | 'accepted' | 'revoked',
    expiresAt: Date,
    revokedAt: Date | null,
  ) => ({
    id: `${prefix}-${id}`,
    organizationId: DEMO_SCHOOL_ID,
    email: `${prefix}-${id}@example.com`,
    role: 'teacher' as const,
    status,
    expiresAt,
    lastSentAt: daysAgo(60),
    revokedAt,
    createdAt: daysAgo(60),
  });
  await t.db
    .insertInto('invitation')
    .values([
      invitation('i-expired-long-ago', 'pending', daysAgo(31), null),
      invitation('i-expired-lately', 'pending', daysAgo(5), null),
      invitation('i-revoked-long-ago', 'revoked', inDays(1), daysAgo(31)),
      invitation('i-accepted-long-ago', 'accepted', daysAgo(50), null),
    ])
    .execute();
  const attempt = (id: string, recorded: boolean, createdAt: Date) => ({
    id: `${prefix}-${id}`,
    userId: recorded ? userId : null,
    recorded,
    kind: 'category' as const,
    category: 'road-signs',
    state: null,
    mode: 'practice' as const,
    language: 'en',
    questions: '[]',
    passPercent: 80,
    timeLimitSeconds: null,
    total: 0,
    createdAt,
  });
  await t.db
    .insertInto('examAttempt')
    .values([
      attempt('a-visitor-old', false, daysAgo(2)),
      attempt('a-visitor-new', false, new Date(Date.now() - 60 * 60 * 1000)),
      attempt('a-student-old', true, daysAgo(400)),
    ])
    .execute();
  const deletion = (id: string, status: 'unconfirmed' | 'awaiting-parent' | 'confirmed', expiresAt: Date) => ({
    id: `${prefix}-${id}`,
    subjectId: null,
    requesterId: null,
    requesterEmail: `${prefix}-${id}@example.com`,
    relation: 'self' as const,
    status,
    tokenHash: `${prefix}-${id}-hash`,
    expiresAt,
    parentExpiresAt: status === 'awaiting-parent' ? expiresAt : null,
  });
  await t.db
    .insertInto('deletionRequest')
    .values([
      deletion('d-unconfirmed-expired', 'unconfirmed', daysAgo(2)),
      deletion('d-unconfirmed-open', 'unconfirmed', inDays(1)),
      deletion('d-parent-expired', 'awaiting-parent', daysAgo(2)),
      deletion('d-confirmed', 'confirmed', daysAgo(10)),
    ])
    .execute();
  await t.db
    .insertInto('rateCounter')
    .values([
      { key: `${prefix}-rc-old`, count: 3, resetAt: daysAgo(1) },
      { key: `${prefix}-rc-new`, count: 3, resetAt: inDays(1) },
    ])
    .execute();
}

async function remaining(prefix: string): Promise<string[]> {
  const like = `${prefix}-%`;
  const rows = await sql<{ id: string }>`
    select id from "session" where id like ${like}
    union all select id from "verification" where id like ${like}
    union all select subject from "mailOutbox" where subject like ${like}
    union all select id from "invitation" where id like ${like}
    union all select id from "examAttempt" where id like ${like}
    union all select key from "rateCounter" where key like ${like}
    union all select id from "deletionRequest" where id like ${like}`.execute(t.db);
  return rows.rows.map((r) => r.id.slice(prefix.length + 1)).sort();
}

describe('the retention job', () => {
  it('removes what is past its retention and keeps everything else', async () => {
    await seedAged('keep');
    expect(await runJobIfDue(t.db, retentionJob, { force: true })).toBe('ran');
    expect(await remaining('keep')).toEqual(
      [
        's-new',
        'v-new',
        'new',
        'i-expired-lately',
        'i-accepted-long-ago',
        'a-visitor-new',
        'a-student-old',
        'rc-new',
        'd-unconfirmed-open',
        'd-confirmed',
      ].sort(),
    );
    const status = (await jobStatuses(t.db)).find((j) => j.name === 'retention');
    expect(status).toMatchObject({ lastStatus: 'ok', lastError: null });
    expect(status?.lastResult).toMatchObject({
      sessions: expect.any(Number),
      outboxMails: 1,
      invitations: 2,
      practiceAttempts: 1,
      unconfirmedDeletionRequests: 2,
    });
    expect(status?.lastResult?.sessions).toBeGreaterThanOrEqual(1);
  });

  it('is not due again within a day, unless forced', async () => {
    expect(await runJobIfDue(t.db, retentionJob, { force: true })).toBe('ran');
    expect(await runJobIfDue(t.db, retentionJob)).toBe('not-due');
    const later = () => new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await runJobIfDue(t.db, retentionJob, { now: later })).toBe('ran');
  });
});

describe('the scheduler', () => {
  it('runs a job once when two runs start at the same moment', async () => {
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const job: ScheduledJob = {
      name: 'test-once',
      everyMs: DAY,
      run: async () => {
        runs += 1;
        await gate;
        return { done: 1 };
      },
    };
    const both = Promise.all([runJobIfDue(t.db, job), runJobIfDue(t.db, job)]);
    // On PostgreSQL the second finds the row locked ("busy"); on the one-connection embedded
    // database it waits and then finds the job done ("not-due"). Either way it does not run.
    setImmediate(release);
    const outcomes = await both;
    expect(runs).toBe(1);
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'busy' || o === 'not-due')).toHaveLength(1);
  });

  it('records a failure with its message and rolls the job back', async () => {
    const prefix = 'fail';
    const job: ScheduledJob = {
      name: 'test-fails',
      everyMs: DAY,
      run: async (trx) => {
        await trx
          .insertInto('rateCounter')
          .values({ key: `${prefix}-written`, count: 1, resetAt: inDays(1) })
          .execute();
        throw new Error('disk on fire');
      },
    };
    expect(await runJobIfDue(t.db, job)).toBe('failed');
    expect(await remaining(prefix)).toEqual([]);
    const status = (await jobStatuses(t.db)).find((j) => j.name === 'test-fails');
    expect(status).toMatchObject({ lastStatus: 'failed', lastError: 'disk on fire', runCount: 1 });
  });
});
