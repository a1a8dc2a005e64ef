/**
 * A teacher's iCalendar feed (docs/product/schools.md): made, listed, rotated and revoked by the teacher only;
 * the secret address serves RFC 5545 text (escaped, folded, UTC, UID, DTSTAMP, STATUS:CANCELLED)
 * with that teacher's lessons only, and answers 404 once revoked.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed, Lesson } from '../../src/shared/api/calendar.js';
import { driveApi, type DriveApi } from '../helpers/drives.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: DriveApi;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
  for (const key of ['teacher', 'teacher2', 'student', 'student2']) id[key] = await t.userId(key);
});
afterAll(() => t?.close());

const request = async (
  who: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.request({
    method,
    url,
    cookie: await api.cookie(who),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const makeFeed = async (who: string) =>
  expectOk<{ feed: CalendarFeed; url: string }>(await request(who, 'POST', '/api/calendar-feeds', {}), 201);
const pathOf = (url: string) => new URL(url).pathname;
const book = async (who: string, payload: Record<string, unknown>) =>
  expectOk<{ lesson: Lesson }>(await request(who, 'POST', '/api/lessons', payload), 201).lesson;

describe('calendar feed links', () => {
  it('are for teachers only', async () => {
    expectError(await request(null, 'POST', '/api/calendar-feeds', {}), 401, 'unauthenticated');
    expectError(await request(null, 'GET', '/api/calendar-feeds'), 401, 'unauthenticated');
    expectError(await request(null, 'DELETE', '/api/calendar-feeds/some-feed'), 401, 'unauthenticated');
    for (const who of ['owner', 'orgadmin', 'student', 'parent', 'admin']) {
      expectError(await request(who, 'POST', '/api/calendar-feeds', {}), 403, 'forbidden');
      expectError(await request(who, 'GET', '/api/calendar-feeds'), 403, 'forbidden');
    }
  });

  it('carry a 256-bit token of which only a hash is stored, and list without the address', async () => {
    const { feed, url } = await makeFeed('teacher2');
    const token = /\/api\/calendar\/([\w-]+)\.ics$/.exec(url)?.[1] ?? '';
    expect(token).toHaveLength(43);
    const row = await t.db.selectFrom('calendarFeed').selectAll().where('id', '=', feed.id).executeTakeFirstOrThrow();
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = expectOk<{ feeds: CalendarFeed[] }>(await request('teacher2', 'GET', '/api/calendar-feeds')).feeds;
    expect(listed).toEqual([feed]);
    expect(JSON.stringify(listed)).not.toContain(token);
  });

  it('stop working when a new one is made, or when revoked; another teacher cannot revoke them', async () => {
    const first = await makeFeed('teacher');
    expect((await request(null, 'GET', pathOf(first.url))).statusCode).toBe(200);
    const second = await makeFeed('teacher');
    expectError(await request(null, 'GET', pathOf(first.url)), 404, 'not-found');
    expect((await request(null, 'GET', pathOf(second.url))).statusCode).toBe(200);
    expect(
      expectOk<{ feeds: CalendarFeed[] }>(await request('teacher', 'GET', '/api/calendar-feeds')).feeds.map(
        (f) => f.id,
      ),
    ).toEqual([second.feed.id]);

    expectError(await request('teacher2', 'DELETE', `/api/calendar-feeds/${second.feed.id}`), 404, 'not-found');
    expect((await request(null, 'GET', pathOf(second.url))).statusCode).toBe(200);
    expectOk(await request('teacher', 'DELETE', `/api/calendar-feeds/${second.feed.id}`));
    expectError(await request(null, 'GET', pathOf(second.url)), 404, 'not-found');
    expectError(await request('teacher', 'DELETE', `/api/calendar-feeds/${second.feed.id}`), 404, 'not-found');
    expect(expectOk<{ feeds: CalendarFeed[] }>(await request('teacher', 'GET', '/api/calendar-feeds')).feeds).toEqual(
      [],
    );
    const audit = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'calendarFeed')
      .where('entityId', '=', second.feed.id)
      .orderBy('createdAt')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'revoke']);
  });

  it('refuse an overlong feed id (414, past the router’s 100-character limit), and a revoke signed out with 401', async () => {
    expectError(await request('teacher', 'DELETE', `/api/calendar-feeds/${'x'.repeat(101)}`), 414, 'uri-too-long');
    expectError(await request(null, 'DELETE', '/api/calendar-feeds/some-id'), 401, 'unauthenticated');
  });

  it('answer 404 for unknown or malformed tokens', async () => {
    expectError(await request(null, 'GET', `/api/calendar/${'A'.repeat(43)}.ics`), 404, 'not-found');
    expectError(await request(null, 'GET', '/api/calendar/short.ics'), 404, 'not-found');
  });
});

describe('the iCalendar text', () => {
  let text: string;
  let kept: Lesson;
  let cancelled: Lesson;
  let colleagues: Lesson;
  // The feed holds lessons from 90 days ago to 400 days ahead: these are in 10 to 12 days.
  const base = Math.floor(Date.now() / 86_400_000 + 10) * 86_400_000 + 23 * 3_600_000;
  const at = (days: number, minutes = 0) => new Date(base + days * 86_400_000 + minutes * 60_000).toISOString();
  const utc = (isoText: string) => isoText.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  beforeAll(async () => {
    const place = 'Main St, Door 3; by the “café” ☕ — a long pickup description that needs folding across lines';
    kept = await book('teacher', {
      studentId: id.student,
      startsAt: at(0),
      endsAt: at(0, 90),
      timeZone: 'America/Los_Angeles',
      pickupPlace: place,
      notes: 'Line one\nLine two, with comma',
    });
    cancelled = await book('teacher', {
      studentId: id.student2,
      startsAt: at(1),
      endsAt: at(1, 60),
      timeZone: 'America/Los_Angeles',
    });
    expectOk(
      await request('teacher', 'PATCH', `/api/lessons/${cancelled.id}`, {
        version: 1,
        status: 'cancelled',
        cancelReason: 'Rain, hail; wind',
      }),
    );
    colleagues = await book('teacher2', {
      studentId: id.student,
      startsAt: at(2),
      endsAt: at(2, 60),
      timeZone: 'America/Los_Angeles',
    });
    const { url } = await makeFeed('teacher');
    const response = await request(null, 'GET', pathOf(url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-cache');
    text = response.body;
  });

  const unfolded = () => text.replace(/\r\n /g, '');
  const events = () => unfolded().split('BEGIN:VEVENT').slice(1);

  it('is a VCALENDAR with CRLF lines of at most 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(text).toContain('\r\n ');
  });

  it('lists the teacher’s lessons only, each with UID, DTSTAMP, SEQUENCE and UTC times', () => {
    const all = unfolded();
    expect(all).toContain(`UID:lesson-${kept.id}@`);
    expect(all).toContain(`UID:lesson-${cancelled.id}@`);
    expect(all).not.toContain(colleagues.id);
    const cancelledEvent = events().find((e) => e.includes(cancelled.id))!;
    expect(cancelledEvent).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(cancelledEvent).toContain(`\r\nDTSTART:${utc(at(1))}\r\n`);
    expect(cancelledEvent).toContain(`\r\nDTEND:${utc(at(1, 60))}\r\n`);
    expect(utc(at(1))).toMatch(/^\d{8}T230000Z$/);
    expect(cancelledEvent).toContain('\r\nSEQUENCE:1\r\n');
    expect(cancelledEvent).toContain('\r\nSUMMARY:Driving lesson: Riley Parker (Cancelled)\r\n');
  });

  it('marks cancelled lessons STATUS:CANCELLED and the others CONFIRMED', () => {
    expect(events().find((e) => e.includes(cancelled.id))).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(events().find((e) => e.includes(kept.id))).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text values', () => {
    const event = events().find((e) => e.includes(kept.id))!;
    expect(event).toContain(
      'LOCATION:Main St\\, Door 3\\; by the “café” ☕ — a long pickup description that needs folding across lines\r\n',
    );
    expect(event).toContain('Line one\\nLine two\\, with comma');
    expect(events().find((e) => e.includes(cancelled.id))).toContain('Reason: Rain\\, hail\\; wind');
  });
});
