/**
 * The drive in progress, kept in localStorage so a reload, a crash or a closed tab resumes it.
 * localStorage rather than IndexedDB: its writes are synchronous, so the last save on `pagehide`
 * cannot be lost half-way. One drive per user and student on a device.
 */
import { z } from 'zod';
import {
  createDriveBody,
  supervisorInputSchema,
  trackPointSchema,
  TRAFFIC,
  type CreateDriveBody,
  type RoadType,
  type TrackPoint,
  type Weather,
} from '../../../../shared/api/drive-logs';
import { downsample } from './track';

const liveDriveSchema = z.object({
  v: z.literal(1),
  id: z.uuid(),
  studentId: z.string().min(1),
  ownerUid: z.string().min(1),
  startedAt: z.number().int().nonnegative(),
  /** Set once "Stop drive" was pressed (the details form is open). */
  endedAt: z.number().int().nonnegative().nullable(),
  timeZone: z.string().min(1),
  supervisor: supervisorInputSchema,
  /** For display while driving and on resuming. */
  supervisorName: z.string().max(200).default(''),
  /** The user agreed to record the route. */
  gps: z.boolean(),
  track: z.array(trackPointSchema),
});
export type LiveDrive = z.infer<typeof liveDriveSchema>;

/** The part of Storage used here (localStorage in the browser, a Map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export { newDriveId } from '../drive-id';

export function liveDriveKey(ownerUid: string, studentId: string): string {
  return `roadlog.liveDrive.${ownerUid}.${studentId}`;
}

export function newLiveDrive(input: {
  id: string;
  studentId: string;
  ownerUid: string;
  startedAt: number;
  timeZone: string;
  supervisor: LiveDrive['supervisor'];
  supervisorName: string;
  gps: boolean;
}): LiveDrive {
  return { v: 1, ...input, endedAt: null, track: [] };
}

/** The stored drive, or null when there is none or it cannot be read (then it is removed). */
export function loadLiveDrive(storage: KeyValueStorage, ownerUid: string, studentId: string): LiveDrive | null {
  const key = liveDriveKey(ownerUid, studentId);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const result = liveDriveSchema.safeParse(parsed);
  if (!result.success || result.data.ownerUid !== ownerUid || result.data.studentId !== studentId) {
    clearLiveDrive(storage, ownerUid, studentId);
    return null;
  }
  return result.data;
}

/** Saves the drive; false when the device refused (storage full or disabled). */
export function saveLiveDrive(storage: KeyValueStorage, drive: LiveDrive): boolean {
  try {
    storage.setItem(liveDriveKey(drive.ownerUid, drive.studentId), JSON.stringify(drive));
    return true;
  } catch {
    return false;
  }
}

export function clearLiveDrive(storage: KeyValueStorage, ownerUid: string, studentId: string): void {
  try {
    storage.removeItem(liveDriveKey(ownerUid, studentId));
  } catch {
    // Nothing to do: the next load validates whatever is left.
  }
}

export interface DriveDetails {
  weather: Weather[];
  roadTypes: RoadType[];
  traffic: (typeof TRAFFIC)[number] | null;
  notes: string;
  /** Skill ids of the skills tree; absent in sessions saved before skills were asked. */
  skills?: string[];
  startLabel: string;
  endLabel: string;
}

export const emptyDetails = (): DriveDetails => ({
  weather: [],
  roadTypes: [],
  traffic: null,
  notes: '',
  startLabel: '',
  endLabel: '',
});

/** The drive as the server takes it: source `live`, its own times and zone, at most 500 track points. */
export function buildDriveBody(drive: LiveDrive, details: DriveDetails): CreateDriveBody {
  if (drive.endedAt === null) throw new Error('The drive has not been stopped');
  const track: TrackPoint[] = drive.track.length >= 2 ? downsample(drive.track) : [];
  const body = {
    id: drive.id,
    studentId: drive.studentId,
    source: 'live' as const,
    startedAt: new Date(drive.startedAt).toISOString(),
    endedAt: new Date(drive.endedAt).toISOString(),
    timeZone: drive.timeZone,
    supervisor: drive.supervisor,
    start: { label: details.startLabel.trim() },
    end: { label: details.endLabel.trim() },
    ...(track.length >= 2 ? { track } : {}),
    weather: details.weather,
    roadTypes: details.roadTypes,
    ...(details.traffic ? { traffic: details.traffic } : {}),
    skills: details.skills ?? [],
    notes: details.notes.trim(),
  };
  // The same schema as the server: a mistake here shows up before anything is queued.
  return createDriveBody.parse(body);
}
