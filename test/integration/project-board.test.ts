/**
 * The project board (docs/product/project-board.md): every endpoint
 * signed out, for each role that is not admin, with bad input, with a stale version and on the
 * happy path; moves made at the same time all kept; changes pushed to admins' open flag streams
 * (and to no one else), across two app instances on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardCard, BoardColumn, ProjectBoard } from '../../src/shared/api/board.js';
import { ROLES } from '../../src/shared/roles.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { listen, openEventStream, type EventStream } from '../helpers/sse.js';
import {
  createTestApp,
  createTestDatabase,
  usesPostgres,
  type RequestOptions,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  adminId = await t.userId('admin');
});
afterAll(() => t?.close());

const as = (cookie: string | undefined, method: RequestOptions['method'], url: string, payload?: object) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });
const board = async () => expectOk<ProjectBoard>(await as(admin, 'GET', '/api/project-board'));
const addColumn = async (name: string) =>
  expectOk<{ column: BoardColumn }>(await as(admin, 'POST', '/api/project-board/columns', { name }), 201).column;
const addCard = async (columnId: string, title: string, extra: object = {}) =>
  expectOk<{ card: BoardCard }>(await as(admin, 'POST', '/api/project-board/cards', { columnId, title, ...extra }), 201)
    .card;
const titlesIn = (b: ProjectBoard, columnId: string) =>
  b.columns.find((c) => c.id === columnId)!.cards.map((c) => c.title);
const cardIn = (b: ProjectBoard, id: string) => b.columns.flatMap((c) => c.cards).find((c) => c.id === id)!;

/** Every endpoint with a valid request, built on a fresh column and card. */
async function endpoints() {
  const column = await addColumn('Access check');
  const card = await addCard(column.id, 'Access check card');
  return [
    { method: 'GET', url: '/api/project-board' },
    { method: 'POST', url: '/api/project-board/columns', payload: { name: 'X' } },
    { method: 'PATCH', url: `/api/project-board/columns/${column.id}`, payload: { version: 1, name: 'Y' } },
    { method: 'POST', url: `/api/project-board/columns/${column.id}/move`, payload: { version: 1, afterId: null } },
    { method: 'DELETE', url: `/api/project-board/columns/${column.id}?version=1` },
    { method: 'POST', url: '/api/project-board/cards', payload: { columnId: column.id, title: 'T' } },
    { method: 'PATCH', url: `/api/project-board/cards/${card.id}`, payload: { version: 1, title: 'U' } },
    {
      method: 'POST',
      url: `/api/project-board/cards/${card.id}/move`,
      payload: { version: 1, columnId: column.id, afterId: null, beforeId: null },
    },
    { method: 'DELETE', url: `/api/project-board/cards/${card.id}?version=1` },
  ] as const;
}

describe('access', () => {
  it('answers 401 signed out and 403 to every role but admin, on every endpoint, and changes nothing', async () => {
    const list = await endpoints();
    const before = await board();
    for (const e of list) {
      const response = await as(undefined, e.method, e.url, 'payload' in e ? e.payload : undefined);
      expect(response.statusCode, `${e.method} ${e.url} signed out`).toBe(401);
    }
    const keys: Record<string, string> = {
      'state-admin': 'state',
      organization: 'owner',
      'org-admin': 'orgadmin',
      teacher: 'teacher',
      student: 'student',
      parent: 'parent',
    };
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const cookie = await t.signIn(keys[role]!);
      for (const e of list) {
        const response = await as(cookie, e.method, e.url, 'payload' in e ? e.payload : undefined);
        expectError(response, 403, 'forbidden');
      }
    }
    expect(await board()).toEqual(before);
  });
});

describe('GET /api/project-board', () => {
  it('has the demo board: columns in order with their cards, and the admins to assign', async () => {
    const b = await board();
    expect(b.columns.slice(0, 3).map((c) => c.name)).toEqual(['To do', 'In progress', 'Done']);
    expect(b.columns[0]!.cards.length).toBeGreaterThan(0);
    expect(b.assignees).toEqual([{ id: adminId, name: 'Avery Admin' }]);
    expect(typeof b.revision).toBe('number');
  });
});

describe('columns', () => {
  it('adds at the end, renames, moves and removes an empty column; each change moves the version on', async () => {
    const a = await addColumn('  Backlog  ');
    expect(a).toMatchObject({ name: 'Backlog', version: 1 });
    const b = await addColumn('Review');
    let order = (await board()).columns.map((c) => c.id);
    expect(order.slice(-2)).toEqual([a.id, b.id]);

    const renamed = expectOk(
      await as(admin, 'PATCH', `/api/project-board/columns/${a.id}`, { version: 1, name: 'Ideas' }),
    ).column;
    expect(renamed).toMatchObject({ name: 'Ideas', version: 2 });

    const moved = expectOk(
      await as(admin, 'POST', `/api/project-board/columns/${b.id}/move`, { version: 1, afterId: null }),
    ).column;
    expect(moved.version).toBe(2);
    order = (await board()).columns.map((c) => c.id);
    expect(order[0]).toBe(b.id);

    expectOk(await as(admin, 'DELETE', `/api/project-board/columns/${b.id}?version=2`));
    expect((await board()).columns.some((c) => c.id === b.id)).toBe(false);
  });

  it('refuses to remove a column with cards (409 board-column-not-empty)', async () => {
    const c = await addColumn('Busy');
    await addCard(c.id, 'Keeps it busy');
    expectError(
      await as(admin, 'DELETE', `/api/project-board/columns/${c.id}?version=1`),
      409,
      'board-column-not-empty',
    );
  });

  it('refuses a stale version (409 board-column-conflict) and answers 404 for a missing column', async () => {
    const c = await addColumn('Stale');
    expectOk(await as(admin, 'PATCH', `/api/project-board/columns/${c.id}`, { version: 1, name: 'First' }));
    expectError(
      await as(admin, 'PATCH', `/api/project-board/columns/${c.id}`, { version: 1, name: 'Second' }),
      409,
      'board-column-conflict',
    );
    expectError(
      await as(admin, 'POST', `/api/project-board/columns/${c.id}/move`, { version: 1, afterId: null }),
      409,
      'board-column-conflict',
    );
    expectError(
      await as(admin, 'DELETE', `/api/project-board/columns/${c.id}?version=1`),
      409,
      'board-column-conflict',
    );
    expectError(
      await as(admin, 'PATCH', '/api/project-board/columns/nothing-here', { version: 1, name: 'X' }),
      404,
      'not-found',
    );
    expect((await board()).columns.find((x) => x.id === c.id)!.name).toBe('First');
  });

  it.each([
    ['POST', '/api/project-board/columns', { name: '' }],
    ['POST', '/api/project-board/columns', { name: 'x'.repeat(61) }],
    ['POST', '/api/project-board/columns', {}],
    ['PATCH', '/api/project-board/columns/some-column', { name: 'No version' }],
    ['POST', '/api/project-board/columns/some-column/move', { version: 0, afterId: null }],
    ['DELETE', '/api/project-board/columns/some-column?version=abc', undefined],
    ['DELETE', '/api/project-board/columns/some-column', undefined],
  ] as const)('%s %s refuses %j with validation-failed', async (method, url, payload) => {
    expectError(await as(admin, method, url, payload), 400, 'validation-failed');
  });
});

describe('cards', () => {
  it('adds a card with every field, edits it and deletes it', async () => {
    const c = await addColumn('Cards');
    const card = await addCard(c.id, ' Write the docs ', {
      description: 'Product page and decision',
      assigneeId: adminId,
      dueOn: '2031-02-03',
      labels: ['docs', ' Docs ', 'urgent'],
    });
    expect(card).toMatchObject({
      title: 'Write the docs',
      description: 'Product page and decision',
      assigneeId: adminId,
      dueOn: '2031-02-03',
      labels: ['docs', 'urgent'],
      version: 1,
      columnId: c.id,
    });
    const edited = expectOk(
      await as(admin, 'PATCH', `/api/project-board/cards/${card.id}`, {
        version: 1,
        title: 'Write the product docs',
        assigneeId: null,
        dueOn: null,
        labels: [],
      }),
    ).card;
    expect(edited).toMatchObject({
      title: 'Write the product docs',
      description: 'Product page and decision',
      assigneeId: null,
      dueOn: null,
      labels: [],
      version: 2,
    });
    expectOk(await as(admin, 'DELETE', `/api/project-board/cards/${card.id}?version=2`));
    expect(titlesIn(await board(), c.id)).toEqual([]);
  });

  it('refuses an assignee who is not an admin (400 board-assignee-invalid)', async () => {
    const c = await addColumn('Assign');
    const teacherId = await t.userId('teacher');
    expectError(
      await as(admin, 'POST', '/api/project-board/cards', { columnId: c.id, title: 'X', assigneeId: teacherId }),
      400,
      'board-assignee-invalid',
    );
    const card = await addCard(c.id, 'Y');
    expectError(
      await as(admin, 'PATCH', `/api/project-board/cards/${card.id}`, { version: 1, assigneeId: 'nobody' }),
      400,
      'board-assignee-invalid',
    );
  });

  it('answers 404 for a card in a missing column, or a missing card', async () => {
    expectError(
      await as(admin, 'POST', '/api/project-board/cards', { columnId: 'no-column', title: 'X' }),
      404,
      'not-found',
    );
    expectError(
      await as(admin, 'PATCH', '/api/project-board/cards/no-card', { version: 1, title: 'X' }),
      404,
      'not-found',
    );
    expectError(await as(admin, 'DELETE', '/api/project-board/cards/no-card?version=1'), 404, 'not-found');
  });

  it('moves within a column and into another, placed by its neighbours', async () => {
    const a = await addColumn('Move A');
    const b = await addColumn('Move B');
    const one = await addCard(a.id, 'one');
    const two = await addCard(a.id, 'two');
    const three = await addCard(a.id, 'three');
    const move = (
      card: BoardCard,
      version: number,
      columnId: string,
      afterId: string | null,
      beforeId: string | null,
    ) => as(admin, 'POST', `/api/project-board/cards/${card.id}/move`, { version, columnId, afterId, beforeId });

    // three goes first; then one goes between three and two.
    expect(expectOk(await move(three, 1, a.id, null, one.id)).card.version).toBe(2);
    expect(titlesIn(await board(), a.id)).toEqual(['three', 'one', 'two']);
    expectOk(await move(two, 1, a.id, three.id, one.id));
    expect(titlesIn(await board(), a.id)).toEqual(['three', 'two', 'one']);
    // Into the empty column, then after a card that has left since: before the other neighbour.
    expectOk(await move(one, 1, b.id, null, null));
    expectOk(await move(three, 2, b.id, 'gone-card', one.id));
    let now = await board();
    expect(titlesIn(now, a.id)).toEqual(['two']);
    expect(titlesIn(now, b.id)).toEqual(['three', 'one']);
    // Neither neighbour is there: last (afterId given) or first (afterId null).
    expectOk(await move(two, 2, b.id, 'gone', 'gone'));
    now = await board();
    expect(titlesIn(now, b.id)).toEqual(['three', 'one', 'two']);
    expect(cardIn(now, two.id).columnId).toBe(b.id);
  });

  it('refuses a stale version (409 board-card-conflict) for edit, move and delete, and keeps the other change', async () => {
    const c = await addColumn('Conflicts');
    const card = await addCard(c.id, 'Original');
    expectOk(await as(admin, 'PATCH', `/api/project-board/cards/${card.id}`, { version: 1, title: 'Theirs' }));
    expectError(
      await as(admin, 'PATCH', `/api/project-board/cards/${card.id}`, { version: 1, title: 'Mine' }),
      409,
      'board-card-conflict',
    );
    expectError(
      await as(admin, 'POST', `/api/project-board/cards/${card.id}/move`, {
        version: 1,
        columnId: c.id,
        afterId: null,
        beforeId: null,
      }),
      409,
      'board-card-conflict',
    );
    expectError(await as(admin, 'DELETE', `/api/project-board/cards/${card.id}?version=1`), 409, 'board-card-conflict');
    expect(cardIn(await board(), card.id)).toMatchObject({ title: 'Theirs', version: 2 });
  });

  it.each([
    ['POST', '/api/project-board/cards', { columnId: 'c', title: '' }],
    ['POST', '/api/project-board/cards', { columnId: 'c', title: 'x'.repeat(201) }],
    ['POST', '/api/project-board/cards', { columnId: 'c', title: 'T', dueOn: '2031-02-30' }],
    ['POST', '/api/project-board/cards', { columnId: 'c', title: 'T', dueOn: 'tomorrow' }],
    ['POST', '/api/project-board/cards', { columnId: 'c', title: 'T', labels: Array(11).fill('l') }],
    ['POST', '/api/project-board/cards', { columnId: 'c', title: 'T', labels: ['x'.repeat(31)] }],
    ['POST', '/api/project-board/cards', { columnId: 'c', title: 'T', description: 'x'.repeat(4001) }],
    ['PATCH', '/api/project-board/cards/some-card', { title: 'No version' }],
    ['POST', '/api/project-board/cards/some-card/move', { version: 1, columnId: 'c' }],
    ['DELETE', '/api/project-board/cards/some-card?version=-1', undefined],
  ] as const)('%s %s refuses %j with validation-failed', async (method, url, payload) => {
    expectError(await as(admin, method, url, payload), 400, 'validation-failed');
  });
});

describe('concurrent edits', () => {
  it('keeps both of two moves made at the same time into the same place', async () => {
    const from = await addColumn('Concurrent from');
    const to = await addColumn('Concurrent to');
    const x = await addCard(from.id, 'x');
    const y = await addCard(from.id, 'y');
    const anchor = await addCard(to.id, 'anchor');
    const last = await addCard(to.id, 'last');
    const other = await t.signIn('admin');
    // Both admins drop their card between "anchor" and "last" at once.
    const [first, second] = await Promise.all([
      as(admin, 'POST', `/api/project-board/cards/${x.id}/move`, {
        version: 1,
        columnId: to.id,
        afterId: anchor.id,
        beforeId: last.id,
      }),
      as(other, 'POST', `/api/project-board/cards/${y.id}/move`, {
        version: 1,
        columnId: to.id,
        afterId: anchor.id,
        beforeId: last.id,
      }),
    ]);
    expectOk(first);
    expectOk(second);
    const now = await board();
    const titles = titlesIn(now, to.id);
    expect(titles).toHaveLength(4);
    expect(titles[0]).toBe('anchor');
    expect(titles[3]).toBe('last');
    expect(new Set(titles.slice(1, 3))).toEqual(new Set(['x', 'y']));
    const ranks = now.columns.find((c) => c.id === to.id)!.cards.map((c) => c.rank);
    expect(new Set(ranks).size).toBe(4);
    expect(titlesIn(now, from.id)).toEqual([]);
  });

  it('refuses the second of two edits made from the same version, and keeps the first', async () => {
    const c = await addColumn('Concurrent edit');
    const card = await addCard(c.id, 'Start');
    const other = await t.signIn('admin');
    const responses = await Promise.all([
      as(admin, 'PATCH', `/api/project-board/cards/${card.id}`, { version: 1, title: 'From A' }),
      as(other, 'PATCH', `/api/project-board/cards/${card.id}`, { version: 1, title: 'From B' }),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json<{ card: BoardCard }>().card;
    expectError(
      responses.find((r) => r.statusCode === 409)!,
      409,
      'board-card-conflict',
    );
    expect(cardIn(await board(), card.id)).toMatchObject({ title: winner.title, version: 2 });
  });
});

describe('board-changed events on the flags stream', () => {
  let base: string;
  beforeAll(async () => {
    base = await listen(t.app);
  });

  async function opened(cookie?: string): Promise<EventStream> {
    const stream = await openEventStream(`${base}/api/flags/stream`, cookie ? { cookie } : {});
    expect((await stream.next()).event).toBe('flags');
    return stream;
  }

  it('tells admins at once, and nobody else', async () => {
    const adminStream = await opened(admin);
    const teacherStream = await opened(await t.signIn('teacher'));
    const anonymous = await opened();
    try {
      const before = (await board()).revision;
      await addColumn('Announced');
      const event = await adminStream.next();
      expect(event.event).toBe('board-changed');
      expect(JSON.parse(event.data)).toEqual({ revision: before + 1 });
      // A flag change follows: the others' next event is that one, so no board event came first.
      expectOk(await as(admin, 'PUT', '/api/flags', { adPanels: true }));
      expect((await teacherStream.next()).event).toBe('flags');
      expect((await anonymous.next()).event).toBe('flags');
      expect((await adminStream.next()).event).toBe('flags');
      expectOk(await as(admin, 'PUT', '/api/flags', { adPanels: false }));
    } finally {
      adminStream.close();
      teacherStream.close();
      anonymous.close();
    }
  });

  it('does not announce a refused change', async () => {
    const stream = await opened(admin);
    try {
      const c = await addColumn('Quiet');
      expect((await stream.next()).event).toBe('board-changed');
      expectError(
        await as(admin, 'PATCH', `/api/project-board/columns/${c.id}`, { version: 9, name: 'X' }),
        409,
        'board-column-conflict',
      );
      expectOk(await as(admin, 'PUT', '/api/flags', { showPartners: true }));
      expect((await stream.next()).event).toBe('flags');
      expectOk(await as(admin, 'PUT', '/api/flags', { showPartners: false }));
    } finally {
      stream.close();
    }
  });
});

describe.runIf(usesPostgres)('two app instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await createTestApp({ database });
    second = await createTestApp({ database, seed: false });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.destroy();
  });

  it('pushes a board change made on one instance to admins streams open on the other', async () => {
    const cookie = await first.signIn('admin');
    const stream = await openEventStream(`${await listen(second.app)}/api/flags/stream`, { cookie });
    try {
      expect((await stream.next()).event).toBe('flags');
      const response = await first.request({
        method: 'POST',
        url: '/api/project-board/columns',
        cookie,
        payload: { name: 'Across' },
      });
      expect(response.statusCode).toBe(201);
      expect((await stream.next()).event).toBe('board-changed');
    } finally {
      stream.close();
    }
  });
});
