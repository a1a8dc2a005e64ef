/**
 * The embedded database's bounded queue seen from HTTP (decision 008): beyond the bound a request
 * is answered at once with 503 `service-busy` and `Retry-After`, a request that waited too long
 * likewise, and everything works again once the database is free. Always on an embedded
 * (PGlite) database of its own: a PostgreSQL server has its pool and no such queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createTestApp, type TestApp, type TestDatabase } from '../helpers/test-app.js';

let handle: DatabaseHandle;
let t: TestApp;

beforeAll(async () => {
  handle = await openDatabase({ memory: true, queue: { maxQueue: 1, maxWaitMs: 300 } });
  const database: TestDatabase = {
    kind: 'pglite',
    connect: async () => ({ handle, release: async () => {} }),
    destroy: () => handle.close(),
  };
  t = await createTestApp({ seed: false, database });
});

afterAll(async () => {
  await t?.close();
  await handle?.close();
});

const health = () => t.request({ method: 'GET', url: '/api/health' });

describe('a busy embedded database', () => {
  it('answers 503 service-busy with Retry-After when the queue is full or the wait too long, then recovers', async () => {
    // A transaction holds the one connection until the gate opens.
    let openGate!: () => void;
    const gate = new Promise<void>((r) => (openGate = r));
    let holding!: () => void;
    const held = new Promise<void>((r) => (holding = r));
    const transaction = t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('user').select('id').limit(1).execute();
      holding();
      await gate;
    });
    await held;

    const waiting = health(); // takes the one place in the queue, then times out
    const refused = await health(); // the queue is full: refused at once
    const error = expectError(refused, 503, 'service-busy');
    expect(error.message).toMatch(/busy/);
    expect(refused.headers['retry-after']).toBe('1');

    const timedOut = await waiting;
    expectError(timedOut, 503, 'service-busy');
    expect(timedOut.headers['retry-after']).toBe('1');

    openGate();
    await transaction;
    expect(expectOk(await health())).toEqual({ ok: true, database: 'pglite' });
  });

  it('lets a request already under way finish although new ones are refused', async () => {
    // No queue for new work at all: while the connection is held, a new request is refused.
    const strictHandle = await openDatabase({ memory: true, queue: { maxQueue: 0, maxWaitMs: 10_000 } });
    const strict = await createTestApp({
      seed: false,
      database: {
        kind: 'pglite',
        connect: async () => ({ handle: strictHandle, release: async () => {} }),
        destroy: () => strictHandle.close(),
      },
    });
    try {
      let reached!: () => void;
      const atGate = new Promise<void>((r) => (reached = r));
      let openGate!: () => void;
      const gate = new Promise<void>((r) => (openGate = r));
      let asked!: () => void;
      const askedAgain = new Promise<void>((r) => (asked = r));
      // A request that queries, waits for the test, then queries again.
      strict.app.get('/api/test/two-queries', { config: { access: 'public' } }, async () => {
        await strict.db.selectFrom('user').select('id').limit(1).execute();
        reached();
        await gate;
        const second = strict.db.selectFrom('user').select('id').limit(1).execute();
        asked();
        await second;
        return { ok: true };
      });
      const underWay = strict.request({ method: 'GET', url: '/api/test/two-queries' });
      await atGate;
      // Someone else holds the connection: a new request is refused at once...
      let holding!: () => void;
      const held = new Promise<void>((r) => (holding = r));
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const transaction = strict.db.transaction().execute(async (trx) => {
        await trx.selectFrom('user').select('id').limit(1).execute();
        holding();
        await released;
      });
      await held;
      expectError(await strict.request({ method: 'GET', url: '/api/health' }), 503, 'service-busy');
      // ...but the request under way waits for its second query and gets it.
      openGate();
      await askedAgain;
      // Its query reaches the queue through promises alone: one turn of the event loop is plenty.
      await new Promise((r) => setImmediate(r));
      release();
      await transaction;
      expect(expectOk(await underWay)).toEqual({ ok: true });
    } finally {
      await strict.close();
      await strictHandle.close();
    }
  });
});
