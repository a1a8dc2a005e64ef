import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Drive, listDrivesQuery } from '../../../shared/api/drive-logs.js';
import type { CurrentUser } from '../../auth/session.js';
import type { Database } from '../../db/schema.js';
import { toDrive } from './repository.js';

type Query = z.infer<typeof listDrivesQuery>;

const pendingAmendment = sql<boolean>`exists (select 1 from "driveAmendment" a where a."driveId" = d.id and a.status = 'submitted')`;

/**
 * Lists leave the GPS track out (up to 500 points a drive, read and parsed for nothing): they
 * need only whether there is one. A drive stores a track only when it has at least two points
 * (createDriveLog; nothing else writes tracks), so "not null" is toDrive's test without reading
 * the compressed value.
 */
const LIST_COLUMNS = [
  'd.id',
  'd.studentId',
  'd.organizationId',
  'd.supervisorType',
  'd.supervisorId',
  'd.supervisorName',
  'd.supervisorLicense',
  'd.startedAt',
  'd.endedAt',
  'd.timeZone',
  'd.durationMinutes',
  'd.nightMinutes',
  'd.nightMinutesComputed',
  'd.nightCorrectionReason',
  'd.startLabel',
  'd.startLat',
  'd.startLng',
  'd.endLabel',
  'd.endLat',
  'd.endLng',
  'd.distanceKm',
  'd.odometerStart',
  'd.odometerEnd',
  'd.weather',
  'd.roadTypes',
  'd.traffic',
  'd.skills',
  'd.notes',
  'd.source',
  'd.status',
  'd.rejectionReason',
  'd.reviewedBy',
  'd.reviewedAt',
  'd.archivedAt',
  'd.archivedBy',
  'd.version',
  'd.createdBy',
  'd.createdAt',
  'd.updatedAt',
] as const;
const hasTrack = sql<boolean>`d.track is not null`;

/** A student's drives, newest first, with the filters of the drive list (dates are local dates). */
export async function listDrives(
  db: Kysely<Database>,
  studentName: string,
  q: Query,
): Promise<{ drives: Drive[]; total: number }> {
  let base = db.selectFrom('driveLog as d').where('d.studentId', '=', q.studentId);
  base = q.archived ? base.where('d.archivedAt', 'is not', null) : base.where('d.archivedAt', 'is', null);
  if (q.status) base = base.where('d.status', '=', q.status);
  if (q.from) base = base.where(sql<boolean>`(d."startedAt" at time zone d."timeZone")::date >= ${q.from}::date`);
  if (q.to) base = base.where(sql<boolean>`(d."startedAt" at time zone d."timeZone")::date <= ${q.to}::date`);
  if (q.weather) base = base.where(sql<boolean>`d.weather ? ${q.weather}`);
  if (q.roadType) base = base.where(sql<boolean>`d."roadTypes" ? ${q.roadType}`);
  const rows = await base
    .select(LIST_COLUMNS)
    .select([hasTrack.as('hasTrack'), pendingAmendment.as('pendingAmendment')])
    .orderBy('d.startedAt', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  // A page that is not full ends the list, so its total is known without counting again.
  const total =
    rows.length < q.limit && (rows.length > 0 || q.offset === 0)
      ? q.offset + rows.length
      : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  return { drives: rows.map((r) => toDrive(r, studentName, Boolean(r.pendingAmendment))), total };
}

/** Drives awaiting the caller's review: their linked students' (parent) or their school's (staff). */
export async function pendingForReviewer(db: Kysely<Database>, actor: CurrentUser): Promise<Drive[]> {
  let q = db
    .selectFrom('driveLog as d')
    .innerJoin('user as s', 's.id', 'd.studentId')
    .select(LIST_COLUMNS)
    .select(['s.name as studentName', hasTrack.as('hasTrack'), pendingAmendment.as('pendingAmendment')])
    .where('d.status', '=', 'submitted')
    .where('d.archivedAt', 'is', null);
  if (actor.role === 'parent') {
    const ids = actor.studentIds ?? [];
    if (ids.length === 0) return [];
    q = q.where('d.studentId', 'in', ids);
  } else if (actor.organizationId && ['teacher', 'org-admin', 'organization'].includes(actor.role ?? '')) {
    q = q.where('d.organizationId', '=', actor.organizationId);
  } else {
    return [];
  }
  const rows = await q.orderBy('d.startedAt', 'asc').limit(500).execute();
  return rows.map((r) => toDrive(r, r.studentName, Boolean(r.pendingAmendment)));
}

/**
 * A school's drives waiting for approval, for the school's dashboard as a platform admin sees it
 * (docs/product/admin.md): read-only there, since reviewing is for the school's staff and parents.
 */
export async function pendingForOrganization(db: Kysely<Database>, organizationId: string): Promise<Drive[]> {
  const rows = await db
    .selectFrom('driveLog as d')
    .innerJoin('user as s', 's.id', 'd.studentId')
    .select(LIST_COLUMNS)
    .select(['s.name as studentName', hasTrack.as('hasTrack'), pendingAmendment.as('pendingAmendment')])
    .where('d.status', '=', 'submitted')
    .where('d.archivedAt', 'is', null)
    .where('d.organizationId', '=', organizationId)
    .orderBy('d.startedAt', 'asc')
    .limit(500)
    .execute();
  return rows.map((r) => toDrive(r, r.studentName, Boolean(r.pendingAmendment)));
}
