/** SQL for drive logs. Every read is scoped by the caller's rights before it reaches here. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Drive } from '../../../shared/api/drive-logs.js';
import type { Database, DriveLogRow } from '../../db/schema.js';
import { writeAudit, type AuditEntry } from '../../audit.js';

export type Db = Kysely<Database> | Transaction<Database>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const list = <T extends string>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** A stored drive; lists read `hasTrack` instead of the whole track. */
export type DriveRowForApi = Omit<DriveLogRow, 'track'> & ({ track: DriveLogRow['track'] } | { hasTrack: boolean });

export function toDrive(row: DriveRowForApi, studentName: string, pendingAmendment: boolean): Drive {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName,
    organizationId: row.organizationId,
    supervisor: {
      type: row.supervisorType,
      userId: row.supervisorId,
      name: row.supervisorName,
      licenseNumber: row.supervisorLicense,
    },
    startedAt: iso(row.startedAt)!,
    endedAt: iso(row.endedAt)!,
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    nightMinutes: row.nightMinutes,
    nightMinutesComputed: row.nightMinutesComputed,
    nightCorrectionReason: row.nightCorrectionReason,
    start: { label: row.startLabel, latitude: row.startLat, longitude: row.startLng },
    end: { label: row.endLabel, latitude: row.endLat, longitude: row.endLng },
    distanceKm: row.distanceKm,
    hasTrack: 'hasTrack' in row ? Boolean(row.hasTrack) : Array.isArray(row.track) && row.track.length > 1,
    odometerStart: row.odometerStart,
    odometerEnd: row.odometerEnd,
    weather: list(row.weather),
    roadTypes: list(row.roadTypes),
    traffic: (row.traffic as Drive['traffic']) ?? null,
    skills: list(row.skills),
    notes: row.notes,
    source: row.source,
    status: row.status,
    rejectionReason: row.rejectionReason,
    reviewedBy: row.reviewedBy,
    reviewedAt: iso(row.reviewedAt),
    archivedAt: iso(row.archivedAt),
    pendingAmendment,
    version: row.version,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

export async function findDriveRow(db: Db, id: string): Promise<DriveLogRow | null> {
  return (await db.selectFrom('driveLog').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function hasPendingAmendment(db: Db, driveId: string): Promise<boolean> {
  const row = await db
    .selectFrom('driveAmendment')
    .select('id')
    .where('driveId', '=', driveId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Locks the student's row until the transaction ends. Every write that checks for overlapping
 * drives (create, restore, amendment approval) takes it first, so two of them cannot both pass
 * the check and then overlap each other.
 */
export async function lockStudent(trx: Transaction<Database>, studentId: string): Promise<void> {
  await sql`select id from "user" where id = ${studentId} for update`.execute(trx);
}

/** Live drives of the student overlapping [start, end) (rejected and archived ones do not count). */
export function overlapQuery(db: Db, studentId: string, start: Date, end: Date, exceptId?: string) {
  let q = db
    .selectFrom('driveLog')
    .select('id')
    .where('studentId', '=', studentId)
    .where('status', '!=', 'rejected')
    .where('archivedAt', 'is', null)
    .where('startedAt', '<', end)
    .where('endedAt', '>', start);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.limit(1);
}

/** Another live drive of the student overlapping [start, end), or null. */
export async function findOverlap(
  db: Db,
  studentId: string,
  start: Date,
  end: Date,
  exceptId?: string,
): Promise<string | null> {
  return (await overlapQuery(db, studentId, start, end, exceptId).executeTakeFirst())?.id ?? null;
}

/** An audit row of a change to a drive (the shared trail, src/server/audit.ts). */
export type DriveAuditEntry = Omit<AuditEntry, 'entity' | 'actorId'> & { actorId: string };

export function driveAuditEntry(entry: DriveAuditEntry): AuditEntry {
  return { ...entry, entity: 'driveLog' };
}

export async function audit(db: Db, entry: DriveAuditEntry): Promise<void> {
  await writeAudit(db, { ...entry, entity: 'driveLog' });
}
