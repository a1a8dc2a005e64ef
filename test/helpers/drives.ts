/**
 * Drive-log test helpers: a factory for drive bodies with non-overlapping times, a session cache
 * (one sign-in per account per file) and small wrappers around the drive-log API.
 */
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CreateDriveBody, Drive, DriveDetail, Progress } from '../../src/shared/api/drive-logs.js';
import { expectOk } from './expect.js';
import type { TestApp } from './test-app.js';

export const LA = 'America/Los_Angeles';
export const OTHER_SUPERVISOR = { type: 'other', name: 'Alex Doe', licenseNumber: 'D1234567' } as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * 10:00 PST on 6 January 2025: slots are daytime in California, long past, and in 2025, so they
 * never meet the drives tests place at explicit 2026 times.
 */
const FIRST_SLOT = Date.parse('2025-01-06T18:00:00Z');
let slotCounter = 0;

/** A fresh daytime window, one day after the previous one, so drives made with it never overlap. */
export function nextSlot(minutes = 60): { startedAt: string; endedAt: string } {
  const start = FIRST_SLOT + slotCounter++ * DAY;
  return { startedAt: new Date(start).toISOString(), endedAt: new Date(start + minutes * MINUTE).toISOString() };
}

/** Start and end from a start instant (any ISO string) and a length in minutes. */
export function span(startedAt: string, minutes: number): { startedAt: string; endedAt: string } {
  const start = Date.parse(startedAt);
  return { startedAt, endedAt: new Date(start + minutes * MINUTE).toISOString() };
}

export type DriveOverrides = Partial<Omit<CreateDriveBody, 'supervisor'>> & {
  supervisor?: CreateDriveBody['supervisor'] | Record<string, unknown>;
};

/** A valid manual drive for `studentId` in the next free slot; override any field. */
export function driveBody(studentId: string, overrides: DriveOverrides = {}): CreateDriveBody {
  const times = overrides.startedAt && overrides.endedAt ? {} : nextSlot();
  return {
    id: crypto.randomUUID(),
    studentId,
    source: 'manual',
    ...times,
    timeZone: LA,
    supervisor: OTHER_SUPERVISOR,
    start: { label: 'Home' },
    end: { label: 'School' },
    weather: ['clear'],
    roadTypes: ['residential'],
    skills: [],
    notes: '',
    ...overrides,
  } as CreateDriveBody;
}

/** A straight track of `points` points heading north from Sacramento, `stepDegrees` of latitude and `intervalMs` apart. */
export function straightTrack(
  startedAt: string,
  points: number,
  { stepDegrees = 0.0001, intervalMs = 1000 } = {},
): [number, number, number][] {
  const t0 = Date.parse(startedAt);
  return Array.from({ length: points }, (_, i) => [38.5804 + i * stepDegrees, -121.4922, t0 + i * intervalMs]);
}

/** API calls as a demo account key or e-mail, signing each account in once per file. */
export function driveApi(t: TestApp) {
  const cookies = new Map<string, Promise<string>>();
  const cookie = (who: string | null) => {
    if (who === null) return Promise.resolve(undefined);
    if (!cookies.has(who)) cookies.set(who, t.signIn(who));
    return cookies.get(who)!;
  };
  const request = async (
    who: string | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.request({
      method,
      url,
      cookie: await cookie(who),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const api = {
    cookie,
    get: (who: string | null, url: string) => request(who, 'GET', url),
    post: (who: string | null, url: string, payload?: unknown) => request(who, 'POST', url, payload ?? {}),

    /** POST /api/drive-logs; expects 201 and returns the drive. */
    async create(who: string, body: CreateDriveBody): Promise<Drive> {
      return expectOk<{ drive: Drive }>(await api.post(who, '/api/drive-logs', body), 201).drive;
    },
    /** Creates a drive with the factory and returns it. */
    async log(who: string, studentId: string, overrides: DriveOverrides = {}): Promise<Drive> {
      return api.create(who, driveBody(studentId, overrides));
    },
    /** Approves (or rejects) drives as `who`; expects every one to be reviewed. */
    async review(who: string, driveIds: string[], decision: 'approve' | 'reject' = 'approve', reason?: string) {
      const result = expectOk<{ reviewed: string[]; skipped: unknown[] }>(
        await api.post(who, '/api/drive-logs/review', { driveIds, decision, ...(reason ? { reason } : {}) }),
      );
      expect(result.reviewed.sort()).toEqual([...driveIds].sort());
      return result;
    },
    async detail(who: string, id: string): Promise<DriveDetail> {
      return expectOk<DriveDetail>(await api.get(who, `/api/drive-logs/${encodeURIComponent(id)}`));
    },
    async list(who: string, studentId: string, query: Record<string, string | number | boolean> = {}) {
      const params = new URLSearchParams({
        studentId,
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
      return expectOk<{ drives: Drive[]; total: number; progress: Progress }>(
        await api.get(who, `/api/drive-logs?${params.toString()}`),
      );
    },
    async progress(who: string, studentId: string): Promise<Progress> {
      return expectOk<Progress>(await api.get(who, `/api/students/${encodeURIComponent(studentId)}/progress`));
    },
  };
  return api;
}

export type DriveApi = ReturnType<typeof driveApi>;

/** The stored row of a drive. */
export async function driveRow(t: TestApp, id: string) {
  return t.db.selectFrom('driveLog').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The audit rows of a drive, oldest first. */
export async function auditOf(t: TestApp, driveId: string) {
  return t.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entity', '=', 'driveLog')
    .where('entityId', '=', driveId)
    .orderBy('id')
    .execute();
}
