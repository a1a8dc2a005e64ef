/** Reading certificates: one shape for every list, and the counts (docs/product/certificates.md). */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Certificate, CertificateCounts, CertificateStatus } from '../../../shared/api/certificates.js';
import { canonicalContent, type CertificateContent, type CertificateType } from '../../../shared/certificates.js';
import type { CertificateRow, Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The signed content of a stored certificate: rebuilt from its columns, so a changed column breaks the signature. */
export function contentOf(
  row: Pick<
    CertificateRow,
    'number' | 'type' | 'studentName' | 'schoolName' | 'state' | 'issuedOn' | 'minutes' | 'nightMinutes' | 'keyId'
  >,
): CertificateContent {
  return {
    v: 1,
    number: row.number,
    type: row.type,
    student: row.studentName,
    school: row.schoolName,
    state: row.state,
    issuedOn: row.issuedOn,
    minutes: row.minutes,
    nightMinutes: row.nightMinutes,
    keyId: row.keyId,
  };
}

export const canonicalOf = (row: Parameters<typeof contentOf>[0]) => canonicalContent(contentOf(row));

export interface CertificateFilter {
  id?: string;
  organizationId?: string;
  studentId?: string;
  studentIds?: readonly string[];
  status?: CertificateStatus;
  type?: CertificateType;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function findCertificates(db: Db, filter: CertificateFilter, limit = 2000): Promise<Certificate[]> {
  let query = db
    .selectFrom('certificate as c')
    .leftJoin('user as i', 'i.id', 'c.issuedBy')
    .leftJoin('user as r', 'r.id', 'c.revokedBy')
    .selectAll('c')
    .select(['i.name as issuedByName', 'r.name as revokedByName']);
  if (filter.id) query = query.where('c.id', '=', filter.id);
  if (filter.organizationId) query = query.where('c.organizationId', '=', filter.organizationId);
  if (filter.studentId) query = query.where('c.studentId', '=', filter.studentId);
  if (filter.studentIds) query = query.where('c.studentId', 'in', filter.studentIds.length ? filter.studentIds : ['']);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.type) query = query.where('c.type', '=', filter.type);
  const rows = await query.orderBy('c.issuedAt', 'desc').orderBy('c.id').limit(limit).execute();
  return rows.map(toCertificate);
}

export async function findCertificate(db: Db, id: string): Promise<Certificate | null> {
  return (await findCertificates(db, { id }, 1))[0] ?? null;
}

export function toCertificate(
  row: CertificateRow & { issuedByName: string | null; revokedByName: string | null },
): Certificate {
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    studentId: row.studentId,
    studentName: row.studentName,
    organizationId: row.organizationId,
    schoolName: row.schoolName,
    state: row.state,
    issuedOn: row.issuedOn,
    issuedAt: iso(row.issuedAt)!,
    issuedBy: row.issuedBy,
    issuedByName: row.issuedByName,
    minutes: row.minutes,
    nightMinutes: row.nightMinutes,
    manualReason: row.manualReason,
    status: row.status,
    revokedAt: iso(row.revokedAt),
    revokedReason: row.revokedReason,
    revokedByName: row.revokedByName,
    keyId: row.keyId,
  };
}

/**
 * Valid and revoked certificates by type, for one school, one state (by the issuing school's
 * state) or everything.
 */
export async function countCertificates(
  db: Db,
  scope: { organizationId: string } | { state: string } | 'all',
): Promise<CertificateCounts> {
  let query = db
    .selectFrom('certificate as c')
    .select(['c.type', 'c.status', sql<number>`count(*)::int`.as('count')])
    .groupBy(['c.type', 'c.status']);
  if (scope !== 'all' && 'organizationId' in scope) query = query.where('c.organizationId', '=', scope.organizationId);
  if (scope !== 'all' && 'state' in scope) {
    const state = scope.state.toUpperCase();
    query = query.where(({ exists, selectFrom, or, eb }) =>
      or([
        exists(
          selectFrom('organization as o').whereRef('o.id', '=', 'c.organizationId').where('o.state', '=', state),
        ) as Expression<SqlBool>,
        // A school deleted since: the state the certificate was issued under.
        eb.and([eb('c.organizationId', 'is', null), eb('c.state', '=', state)]),
      ]),
    );
  }
  const rows = await query.execute();
  const counts: CertificateCounts = {
    valid: 0,
    revoked: 0,
    byType: { 'supervised-hours': { valid: 0, revoked: 0 }, 'driver-education': { valid: 0, revoked: 0 } },
  };
  for (const row of rows) {
    counts[row.status] += row.count;
    counts.byType[row.type][row.status] += row.count;
  }
  return counts;
}
