import { describe, expect, it, vi } from 'vitest';
import type { TrackPoint } from '../../../../shared/api/drive-logs';
import {
  buildDriveBody,
  clearLiveDrive,
  newDriveId,
  emptyDetails,
  liveDriveKey,
  loadLiveDrive,
  newLiveDrive,
  saveLiveDrive,
  type KeyValueStorage,
} from './live-session';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const START = Date.UTC(2026, 2, 3, 23, 0, 0);
const drive = () =>
  newLiveDrive({
    id: '3f1b6c1e-2b7a-4c1e-9d2a-1b2c3d4e5f60',
    studentId: 'student-1',
    ownerUid: 'student-1',
    startedAt: START,
    timeZone: 'America/Los_Angeles',
    supervisor: { type: 'parent', userId: 'parent-1' },
    supervisorName: 'Pat Parent',
    gps: true,
  });

describe('the drive in progress', () => {
  it('survives a reload: saved and loaded back as it was', () => {
    const storage = memoryStorage();
    const d = { ...drive(), track: [[38.5, -121.5, START + 5_000]] as TrackPoint[] };
    expect(saveLiveDrive(storage, d)).toBe(true);
    expect(loadLiveDrive(storage, 'student-1', 'student-1')).toEqual(d);
  });

  it('is kept per user and student', () => {
    const storage = memoryStorage();
    saveLiveDrive(storage, drive());
    expect(loadLiveDrive(storage, 'parent-1', 'student-1')).toBeNull();
    expect(loadLiveDrive(storage, 'student-1', 'student-2')).toBeNull();
  });

  it('drops what cannot be read', () => {
    const storage = memoryStorage();
    storage.setItem(liveDriveKey('u', 's'), '{not json');
    expect(loadLiveDrive(storage, 'u', 's')).toBeNull();
    expect(storage.map.size).toBe(0);
    storage.setItem(liveDriveKey('u', 's'), JSON.stringify({ v: 1, id: 'x' }));
    expect(loadLiveDrive(storage, 'u', 's')).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('reports a full or disabled storage instead of throwing', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(saveLiveDrive(storage, drive())).toBe(false);
    clearLiveDrive(
      {
        ...storage,
        removeItem: () => {
          throw new Error('denied');
        },
      },
      'a',
      'b',
    );
  });
});

describe('newDriveId', () => {
  it('makes version-4 UUIDs the server accepts', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newDriveId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('works without crypto.randomUUID (pages served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    try {
      expect(newDriveId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('buildDriveBody', () => {
  it('makes a live drive with its own times, zone, conditions and a downsampled track', () => {
    const track = Array.from({ length: 900 }, (_, i): TrackPoint => [
      38.5 + i * 0.0002,
      -121.5 + (i % 2) * 0.0001,
      START + i * 5_000,
    ]);
    const body = buildDriveBody(
      { ...drive(), endedAt: START + 75 * 60_000, track },
      {
        ...emptyDetails(),
        weather: ['rain'],
        roadTypes: ['urban', 'highway'],
        traffic: 'heavy',
        notes: '  Merging practice  ',
        startLabel: ' Home ',
        endLabel: 'School',
      },
    );
    expect(body).toMatchObject({
      id: '3f1b6c1e-2b7a-4c1e-9d2a-1b2c3d4e5f60',
      studentId: 'student-1',
      source: 'live',
      startedAt: '2026-03-03T23:00:00.000Z',
      endedAt: '2026-03-04T00:15:00.000Z',
      timeZone: 'America/Los_Angeles',
      supervisor: { type: 'parent', userId: 'parent-1' },
      start: { label: 'Home' },
      end: { label: 'School' },
      weather: ['rain'],
      roadTypes: ['urban', 'highway'],
      traffic: 'heavy',
      notes: 'Merging practice',
    });
    expect(body.track!.length).toBeLessThanOrEqual(500);
    expect(body.track![0]).toEqual(track[0]);
    expect(body.track!.at(-1)).toEqual(track.at(-1));
  });

  it('leaves out a track of fewer than two points and an unset traffic', () => {
    const body = buildDriveBody(
      { ...drive(), endedAt: START + 30 * 60_000, track: [[38.5, -121.5, START]] },
      emptyDetails(),
    );
    expect(body.track).toBeUndefined();
    expect(body.traffic).toBeUndefined();
  });

  it('refuses a drive that has not been stopped', () => {
    expect(() => buildDriveBody(drive(), emptyDetails())).toThrow();
  });
});
