import { describe, expect, it } from 'vitest';
import type { CreateDriveBody } from '../../../../shared/api/drive-logs';
import { ApiError } from '../../../lib/api';
import { classifyFailure, DriveQueue, memoryQueueStorage, shouldQueue, submitThrough, type QueueEvent } from './queue';

let seq = 0;
function body(overrides: Partial<CreateDriveBody> = {}): CreateDriveBody {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    studentId: 'student-1',
    source: 'live',
    startedAt: '2026-03-03T16:00:00.000Z',
    endedAt: '2026-03-03T16:30:00.000Z',
    timeZone: 'America/Los_Angeles',
    supervisor: { type: 'parent', userId: 'parent-1' },
    start: { label: '' },
    end: { label: '' },
    weather: [],
    roadTypes: [],
    skills: [],
    notes: '',
    ...overrides,
  };
}

const offline = () => new ApiError('network-request-failed', 0, 'Network request failed');
const refused = () => new ApiError('validation-failed', 400, 'startedAt: overlap', { startedAt: 'overlap' });

/** A fake server: remembers ids like the real one (201 first, 200 after), or fails as told. */
function fakeServer() {
  const saved = new Map<string, CreateDriveBody>();
  const calls: string[] = [];
  let failWith: (() => Error) | null = null;
  const refuseIds = new Set<string>();
  const post = async (b: CreateDriveBody) => {
    calls.push(b.id);
    await Promise.resolve();
    if (failWith) throw failWith();
    if (refuseIds.has(b.id)) throw refused();
    const created = !saved.has(b.id);
    saved.set(b.id, b);
    return { created };
  };
  return {
    saved,
    calls,
    post,
    refuseIds,
    fail: (f: (() => Error) | null) => {
      failWith = f;
    },
  };
}

function setup(options: { online?: () => boolean } = {}) {
  const storage = memoryQueueStorage();
  const server = fakeServer();
  let clock = 1_000;
  const queue = new DriveQueue(storage, server.post, {
    now: () => (clock += 1),
    ...(options.online ? { isOnline: options.online } : {}),
  });
  return { storage, server, queue };
}

describe('failure classification', () => {
  it('queues on network failures and unavailable gateways, not on refusals or bugs', () => {
    expect(shouldQueue(offline())).toBe(true);
    expect(shouldQueue(new ApiError('unknown', 503, 'Service Unavailable'))).toBe(true);
    expect(shouldQueue(new ApiError('unknown', 502, 'Bad Gateway'))).toBe(true);
    expect(shouldQueue(refused())).toBe(false);
    expect(shouldQueue(new ApiError('internal-error', 500, 'boom'))).toBe(false);
    expect(shouldQueue(new ApiError('unauthenticated', 401, 'no'))).toBe(false);
    expect(shouldQueue(new Error('bug'))).toBe(false);
  });

  it('tells a refusal from a reason to try again', () => {
    expect(classifyFailure(offline())).toBe('retry-later');
    expect(classifyFailure(new ApiError('rate-limited', 429, 'slow down'))).toBe('retry-later');
    expect(classifyFailure(new ApiError('internal-error', 500, 'boom'))).toBe('retry-later');
    expect(classifyFailure(new ApiError('unauthenticated', 401, 'signed out'))).toBe('signed-out');
    expect(classifyFailure(refused())).toBe('refused');
    expect(classifyFailure(new ApiError('not-found', 404, 'Student'))).toBe('refused');
    expect(classifyFailure(new ApiError('conflict', 409, 'id used'))).toBe('refused');
  });
});

describe('submitThrough', () => {
  it('saves online and queues nothing', async () => {
    const { queue, server } = setup();
    const b = body();
    const result = await submitThrough(queue, server.post, b, { ownerUid: 'u1', online: true });
    expect(result).toEqual({ status: 'saved', result: { created: true } });
    expect(await queue.list()).toEqual([]);
  });

  it('queues without trying when the browser is offline', async () => {
    const { queue, server } = setup();
    const b = body();
    expect(await submitThrough(queue, server.post, b, { ownerUid: 'u1', online: false })).toEqual({ status: 'queued' });
    expect(server.calls).toEqual([]);
    const [item] = await queue.list('u1');
    expect(item).toMatchObject({ id: b.id, ownerUid: 'u1', failure: null, attempts: 0 });
    expect(item!.body).toEqual(b);
  });

  it('queues when the request fails on the network', async () => {
    const { queue, server } = setup();
    server.fail(offline);
    expect(await submitThrough(queue, server.post, body(), { ownerUid: 'u1', online: true })).toEqual({
      status: 'queued',
    });
    expect(await queue.list()).toHaveLength(1);
  });

  it('rejects a server refusal and queues nothing', async () => {
    const { queue, server } = setup();
    const b = body();
    server.refuseIds.add(b.id);
    await expect(submitThrough(queue, server.post, b, { ownerUid: 'u1', online: true })).rejects.toMatchObject({
      status: 400,
      fields: { startedAt: 'overlap' },
    });
    expect(await queue.list()).toEqual([]);
  });

  it('rejects with the network error when the device cannot store the drive', async () => {
    const storage = memoryQueueStorage();
    storage.put = () => Promise.reject(new Error('QuotaExceededError'));
    const server = fakeServer();
    server.fail(offline);
    const queue = new DriveQueue(storage, server.post);
    await expect(submitThrough(queue, server.post, body(), { ownerUid: 'u1', online: true })).rejects.toMatchObject({
      code: 'network-request-failed',
    });
  });

  it('drops a queued copy once the same drive is saved directly', async () => {
    const { queue, server } = setup();
    const b = body();
    await submitThrough(queue, server.post, b, { ownerUid: 'u1', online: false });
    await submitThrough(queue, server.post, b, { ownerUid: 'u1', online: true });
    expect(await queue.list()).toEqual([]);
    expect(server.saved.size).toBe(1);
  });
});

describe('sync', () => {
  it('posts waiting drives in queue order and removes them', async () => {
    const { queue, server } = setup();
    const a = body();
    const b = body();
    await queue.enqueue(b, 'u1');
    await queue.enqueue(a, 'u1');
    const result = await queue.sync('u1');
    expect(server.calls).toEqual([b.id, a.id]);
    expect(result).toEqual({ synced: [b.id, a.id], refused: [], stopped: null, waiting: 0 });
    expect(await queue.list()).toEqual([]);
  });

  it('counts "already there" (200) as done: syncing the same drive twice makes one drive', async () => {
    const { queue, server } = setup();
    const b = body();
    await queue.enqueue(b, 'u1');
    // The first post reached the server but the answer was lost: the drive stays queued.
    server.saved.set(b.id, b);
    await queue.sync('u1');
    await queue.enqueue(b, 'u1');
    await queue.sync('u1');
    expect(server.saved.size).toBe(1);
    expect(await queue.list()).toEqual([]);
  });

  it('stops at a network failure, keeps the rest, and finishes on the next sync', async () => {
    const { queue, server } = setup();
    const [a, b] = [body(), body()];
    await queue.enqueue(a, 'u1');
    await queue.enqueue(b, 'u1');
    server.fail(offline);
    const first = await queue.sync('u1');
    expect(first).toMatchObject({ synced: [], stopped: 'retry-later', waiting: 2 });
    expect(server.calls).toEqual([a.id]);
    expect((await queue.list())[0]).toMatchObject({ attempts: 1, failure: null });
    server.fail(null);
    expect(await queue.sync('u1')).toMatchObject({ synced: [a.id, b.id], stopped: null, waiting: 0 });
  });

  it('marks a refused drive failed with the reason, goes on with the others, and no longer posts it', async () => {
    const { queue, server } = setup();
    const [a, b] = [body(), body()];
    server.refuseIds.add(a.id);
    await queue.enqueue(a, 'u1');
    await queue.enqueue(b, 'u1');
    const result = await queue.sync('u1');
    expect(result).toEqual({ synced: [b.id], refused: [a.id], stopped: null, waiting: 0 });
    const [kept] = await queue.list('u1');
    expect(kept).toMatchObject({
      id: a.id,
      failure: { code: 'validation-failed', status: 400, fields: { startedAt: 'overlap' } },
    });
    server.calls.length = 0;
    await queue.sync('u1');
    expect(server.calls).toEqual([]);
  });

  it('lets the user dismiss a refused drive, or retry it', async () => {
    const { queue, server } = setup();
    const [a, b] = [body(), body()];
    server.refuseIds.add(a.id).add(b.id);
    await queue.enqueue(a, 'u1');
    await queue.enqueue(b, 'u1');
    await queue.sync('u1');
    await queue.remove(a.id);
    server.refuseIds.clear();
    await queue.retry(b.id);
    expect(await queue.sync('u1')).toMatchObject({ synced: [b.id] });
    expect(server.saved.has(a.id)).toBe(false);
    expect(await queue.list()).toEqual([]);
  });

  it('keeps drives when the session ended', async () => {
    const { queue, server } = setup();
    await queue.enqueue(body(), 'u1');
    server.fail(() => new ApiError('unauthenticated', 401, 'signed out'));
    expect(await queue.sync('u1')).toMatchObject({ stopped: 'signed-out', waiting: 1 });
    expect((await queue.list())[0]!.failure).toBeNull();
  });

  it('does not post while the browser is offline', async () => {
    let online = false;
    const { queue, server } = setup({ online: () => online });
    await queue.enqueue(body(), 'u1');
    expect(await queue.sync('u1')).toMatchObject({ stopped: 'offline', waiting: 1 });
    expect(server.calls).toEqual([]);
    online = true;
    expect(await queue.sync('u1')).toMatchObject({ stopped: null, waiting: 0 });
  });

  it('syncs only the signed-in owner’s drives (and owner-less ones)', async () => {
    const { queue, server } = setup();
    const [mine, theirs, anyone] = [body(), body(), body()];
    await queue.enqueue(mine, 'u1');
    await queue.enqueue(theirs, 'u2');
    await queue.enqueue(anyone, null);
    await queue.sync('u1');
    expect(server.calls).toEqual([mine.id, anyone.id]);
    expect((await queue.list()).map((i) => i.id)).toEqual([theirs.id]);
    expect(await queue.list('u1')).toEqual([]);
  });

  it('runs one sync at a time: concurrent calls share it and post each drive once', async () => {
    const { queue, server } = setup();
    const [a, b] = [body(), body()];
    await queue.enqueue(a, 'u1');
    await queue.enqueue(b, 'u1');
    const runs = [queue.sync('u1'), queue.sync('u1'), queue.sync('u1')];
    expect(runs[1]).toBe(runs[0]);
    await Promise.all(runs);
    expect(server.calls).toEqual([a.id, b.id]);
    expect(server.saved.size).toBe(2);
  });

  it('picks up a drive queued while a sync is running', async () => {
    const { queue, server } = setup();
    const [a, b] = [body(), body()];
    await queue.enqueue(a, 'u1');
    const running = queue.sync('u1');
    await queue.enqueue(b, 'u1');
    void queue.sync('u1');
    await running;
    expect(server.calls).toEqual([a.id, b.id]);
    expect(await queue.list()).toEqual([]);
  });

  it('goes round again when asked during a sync that found the browser offline', async () => {
    // The connection flickers: the first "online" sync sees it gone again, the second comes back.
    let online = true;
    const storage = memoryQueueStorage();
    const server = fakeServer();
    let checks = 0;
    const queue = new DriveQueue(storage, server.post, {
      isOnline: () => {
        checks += 1;
        if (checks === 1) {
          online = false;
          void queue.sync('u1');
          online = true;
          return false;
        }
        return online;
      },
    });
    const b = body();
    await queue.enqueue(b, 'u1');
    const result = await queue.sync('u1');
    expect(result).toMatchObject({ synced: [b.id], stopped: null, waiting: 0 });
    expect(server.calls).toEqual([b.id]);
  });

  it('goes round at most once more after a network failure', async () => {
    const { queue, server } = setup();
    await queue.enqueue(body(), 'u1');
    server.fail(offline);
    const first = queue.sync('u1');
    void queue.sync('u1');
    void queue.sync('u1');
    expect(await first).toMatchObject({ stopped: 'retry-later', waiting: 1 });
    expect(server.calls).toHaveLength(2);
  });

  it('skips a drive dismissed while the sync was running', async () => {
    const storage = memoryQueueStorage();
    const server = fakeServer();
    const [a, b] = [body(), body()];
    const holder: { queue?: DriveQueue } = {};
    const post = async (x: CreateDriveBody) => {
      if (x.id === a.id) await holder.queue!.remove(b.id);
      return server.post(x);
    };
    const queue = new DriveQueue(storage, post);
    holder.queue = queue;
    await queue.enqueue(a, 'u1');
    await queue.enqueue(b, 'u1');
    await queue.sync('u1');
    expect(server.calls).toEqual([a.id]);
  });

  it('tells listeners about changes and which ids synced', async () => {
    const { queue } = setup();
    const events: QueueEvent[] = [];
    queue.subscribe((e) => events.push(e));
    const b = body();
    await queue.enqueue(b, 'u1');
    await queue.sync('u1');
    expect(events).toContainEqual({ type: 'synced', ids: [b.id] });
    expect(events).toContainEqual({ type: 'changed', local: true });
    expect(queue.getSnapshot()).toMatchObject({ items: [], syncing: false, loaded: true });
  });

  it('runs the sync inside the exclusive section', async () => {
    const storage = memoryQueueStorage();
    const server = fakeServer();
    const order: string[] = [];
    const queue = new DriveQueue(storage, server.post, {
      exclusive: async (fn) => {
        order.push('lock');
        const r = await fn();
        order.push('unlock');
        return r;
      },
    });
    const b = body();
    await queue.enqueue(b, null);
    await queue.sync();
    expect(order).toEqual(['lock', 'unlock']);
    expect(server.calls).toEqual([b.id]);
  });
});
