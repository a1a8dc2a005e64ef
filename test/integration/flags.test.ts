/** Feature flags: read by everyone, changed by admins, pushed live over Server-Sent Events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk } from '../helpers/expect.js';
import { listen, openEventStream } from '../helpers/sse.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const getFlags = async () => expectOk(await t.request({ method: 'GET', url: '/api/flags' }));
const putFlags = async (payload: unknown, who = 'admin') =>
  t.request({
    method: 'PUT',
    url: '/api/flags',
    cookie: await t.signIn(who),
    payload: payload as Record<string, unknown>,
  });

describe('GET /api/flags', () => {
  it('starts with every flag off, for anyone', async () => {
    expect(await getFlags()).toEqual({ showPartners: false, adPanels: false });
  });
});

describe('PUT /api/flags', () => {
  it('lets an admin change one flag, leaves the other, and audits the change', async () => {
    expect(expectOk(await putFlags({ showPartners: true }))).toEqual({ showPartners: true, adPanels: false });
    expect(await getFlags()).toEqual({ showPartners: true, adPanels: false });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['actorId', 'before', 'after'])
      .where('entity', '=', 'featureFlags')
      .execute();
    expect(audit).toEqual([
      {
        actorId: await t.userId('admin'),
        before: { showPartners: false, adPanels: false },
        after: { showPartners: true, adPanels: false },
      },
    ]);
  });

  it.each(['state', 'owner', 'teacher', 'student', 'parent'])('refuses %s with 403 forbidden', async (who) => {
    expectError(await putFlags({ adPanels: true }, who), 403, 'forbidden');
    expect((await getFlags()).adPanels).toBe(false);
  });

  it.each([{ adPanels: 'yes' }, { showPartners: 1 }, []])('refuses %j with validation-failed', async (payload) => {
    expectError(await putFlags(payload), 400, 'validation-failed');
  });
});

describe('GET /api/flags/stream', () => {
  let baseUrl: string;
  beforeAll(async () => {
    baseUrl = await listen(t.app);
  });

  it('sends the current flags first, then every change', async () => {
    const stream = await openEventStream(`${baseUrl}/api/flags/stream`);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      const first = await stream.next();
      expect(first.event).toBe('flags');
      expect(JSON.parse(first.data)).toEqual(await getFlags());

      // A change goes out through NOTIFY and reaches the open stream.
      expectOk(await putFlags({ adPanels: true, showPartners: false }));
      const second = await stream.next();
      expect(second.event).toBe('flags');
      expect(JSON.parse(second.data)).toEqual({ showPartners: false, adPanels: true });
    } finally {
      stream.close();
    }
  });
});
