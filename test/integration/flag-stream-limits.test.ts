/**
 * Live-update streams (/api/flags/stream) are capped per client and in total, over real sockets:
 * beyond the cap a new stream is answered 429, and closing a stream frees its slot.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { listen, openEventStream, type EventStream } from '../helpers/sse.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let url: string;
const open: EventStream[] = [];

beforeAll(async () => {
  // Clients are told apart by X-Forwarded-For from the trusted local proxy (the test itself).
  t = await createTestApp({ env: { SSE_MAX_PER_CLIENT: '3', SSE_MAX_CONNECTIONS: '7', TRUST_PROXY: '127.0.0.1' } });
  url = `${await listen(t.app)}/api/flags/stream`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t?.close();
});

/** Opens a stream as this client; a 200 stream stays open (and is closed after the file). */
async function connect(headers: Record<string, string>): Promise<EventStream> {
  const stream = await openEventStream(url, headers);
  if (stream.status === 200) {
    open.push(stream);
    expect((await stream.next()).event).toBe('flags');
  } else {
    stream.close();
  }
  return stream;
}
const from = (address: string) => ({ 'x-forwarded-for': address });

function closeAll(): void {
  for (const stream of open.splice(0)) stream.close();
}

describe('GET /api/flags/stream limits', () => {
  it('defaults to 10 streams per client and 2,000 in total', () => {
    const config = loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    expect([config.sseMaxPerClient, config.sseMaxConnections]).toEqual([10, 2000]);
  });

  it('refuses a client’s stream beyond its cap with 429 rate-limited, and frees the slot on close', async () => {
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await connect(from('198.51.100.1')));
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = await fetch(url, { headers: from('198.51.100.1') });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate-limited' } });

    // Another client is not affected.
    expect((await connect(from('198.51.100.2'))).status).toBe(200);

    // Closing one stream frees its slot (the server sees the socket close a moment later).
    mine[0]!.close();
    await vi.waitFor(async () => expect((await connect(from('198.51.100.1'))).status).toBe(200), {
      timeout: 5_000,
      interval: 50,
    });
    closeAll();
  });

  it('refuses any stream beyond the total, whoever asks', async () => {
    await vi.waitFor(
      async () => {
        const streams = [];
        for (let i = 0; i < 7; i++) streams.push(await connect(from(`198.51.100.${10 + (i % 4)}`)));
        // Until the previous test's sockets are seen closed, some of these are refused: retry.
        if (streams.some((s) => s.status !== 200)) {
          closeAll();
          throw new Error('slots not yet free');
        }
      },
      { timeout: 5_000, interval: 50 },
    );
    const eighth = await fetch(url, { headers: from('198.51.100.99') });
    expect(eighth.status).toBe(429);
    await eighth.body?.cancel();
    closeAll();
  });

  it('counts a signed-in person per account, not per address', async () => {
    const cookie = await t.signIn('student');
    await vi.waitFor(
      async () => {
        const streams = [];
        for (let i = 0; i < 3; i++) streams.push(await connect(from('198.51.100.30')));
        if (streams.some((s) => s.status !== 200)) {
          closeAll();
          throw new Error('slots not yet free');
        }
      },
      { timeout: 5_000, interval: 50 },
    );
    // Their address is full, but the signed-in student behind it has slots of their own ...
    expect((await connect({ ...from('198.51.100.30'), cookie })).status).toBe(200);
    expect((await connect({ ...from('198.51.100.31'), cookie })).status).toBe(200);
    expect((await connect({ ...from('198.51.100.32'), cookie })).status).toBe(200);
    // ... and the same cap per account from any address (six of seven are open: not the total).
    expect((await connect({ ...from('198.51.100.33'), cookie })).status).toBe(429);
    closeAll();
  });
});
