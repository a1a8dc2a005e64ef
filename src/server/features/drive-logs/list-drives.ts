import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Drive, listDrivesQuery } from '../../../shared/api/drive-logs.js';
import type { CurrentUser } from '../../auth/session.js';
import type { Database } from '../../db/schema.js';
import { toDrive } from './repository.js';

type Query = z.infer<typeof listDrivesQuery>;

const pendingAmendment = sql<boolean>`exists (select 1 from "driveAmendment" a where a."driveId" = d.id and a.status = 'submitted')`;

/** A student's drives, newest first, with the filters of the drive list (dates are local dates). */
export async function listDrives(db: Kysely<Database>, studentName: string, q: Query): Promise<{ drives: Drive[]; total: number }> {
  let base = db.selectFrom('driveLog as d').where('d.studentId', '=', q.studentId);
  base = q.archived ? base.where('d.archivedAt', 'is not', null) : base.where('d.archivedAt', 'is', null);
  if (q.status) base = base.where('d.status', '=', q.status);
  if (q.from) base = base.where(sql<boolean>`(d."startedAt" at time zone d."timeZone")::date >= ${q.from}::date`);
  if (q.to) base = base.where(sql<boolean>`(d."startedAt" at time zone d."timeZone")::date <= ${q.to}::date`);
  if (q.weather) base = base.where(sql<boolean>`d.weather ? ${q.weather}`);
  if (q.roadType) base = base.where(sql<boolean>`d."roadTypes" ? ${q.roadType}`);
  const [rows, count] = await Promise.all([
    base.selectAll('d').select(pendingAmendment.as('pendingAmendment')).orderBy('d.startedAt', 'desc').limit(q.limit).offset(q.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { drives: rows.map((r) => toDrive(r, studentName, Boolean(r.pendingAmendment))), total: count.n };
}

/** Drives awaiting the caller's review: their linked students' (parent) or their school's (staff). */
export async function pendingForReviewer(db: Kysely<Database>, actor: CurrentUser): Promise<Drive[]> {
  let q = db
    .selectFrom('driveLog as d')
    .innerJoin('user as s', 's.id', 'd.studentId')
    .selectAll('d')
    .select(['s.name as studentName', pendingAmendment.as('pendingAmendment')])
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
