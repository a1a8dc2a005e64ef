/**
 * Who of a school's students meets each certificate type's criteria (docs/product/certificates.md#criteria):
 * - supervised hours: approved, non-archived minutes (total and night) meet the state rule of the
 *   student's state (their own, else the school's), exactly as the progress figures count them;
 * - driver education: the school's own criteria: completed lessons with the school and, when the
 *   school asks for it, a passed full mock test.
 */
import { sql, type Kysely } from 'kysely';
import type { CertificateCandidate, CertificateCriteria, CriteriaGap } from '../../../shared/api/certificates.js';
import type { CertificateType } from '../../../shared/certificates.js';
import type { Database } from '../../db/schema.js';
import { requirementFor } from '../requirements/requirements.js';

type Db = Kysely<Database>;

export async function findCriteria(db: Db, organizationId: string): Promise<CertificateCriteria | null> {
  const row = await db
    .selectFrom('organization')
    .select(['certificateLessonsRequired as lessonsRequired', 'certificateMockExamRequired as mockExamRequired'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return row ?? null;
}

/** What a student lacks for a type; empty when they meet it. */
export function gapsFor(
  type: CertificateType,
  s: Pick<
    CertificateCandidate,
    | 'approvedMinutes'
    | 'nightMinutes'
    | 'requiredMinutes'
    | 'requiredNightMinutes'
    | 'completedLessons'
    | 'mockExamPassed'
  >,
  criteria: CertificateCriteria,
): CriteriaGap[] {
  const gaps: CriteriaGap[] = [];
  if (type === 'supervised-hours') {
    if (s.requiredMinutes === null) return ['no-state-rule'];
    if (s.approvedMinutes < s.requiredMinutes) gaps.push('hours');
    if (s.nightMinutes < (s.requiredNightMinutes ?? 0)) gaps.push('night-hours');
  } else {
    if (s.completedLessons < criteria.lessonsRequired) gaps.push('lessons');
    if (criteria.mockExamRequired && !s.mockExamPassed) gaps.push('mock-exam');
  }
  return gaps;
}

/**
 * The school's students (or those of `studentIds` who are its students) with their figures, gaps
 * and valid certificates, in one statement. `db` may be a transaction.
 */
export async function findCandidates(
  db: Db,
  organizationId: string,
  criteria: CertificateCriteria,
  studentIds?: readonly string[],
): Promise<CertificateCandidate[]> {
  let query = db
    .selectFrom('user as u')
    .innerJoin('organization as o', 'o.id', 'u.organizationId')
    .select([
      'u.id as studentId',
      'u.name',
      'u.email',
      sql<string | null>`coalesce(u.state, o.state)`.as('state'),
      sql<number>`coalesce((select sum(d."durationMinutes") from "driveLog" d
        where d."studentId" = u.id and d.status = 'approved' and d."archivedAt" is null), 0)::int`.as(
        'approvedMinutes',
      ),
      sql<number>`coalesce((select sum(d."nightMinutes") from "driveLog" d
        where d."studentId" = u.id and d.status = 'approved' and d."archivedAt" is null), 0)::int`.as('nightMinutes'),
      sql<number>`(select count(*) from lesson l
        where l."studentId" = u.id and l."organizationId" = o.id and l.status = 'completed')::int`.as(
        'completedLessons',
      ),
      sql<boolean>`exists (select 1 from "examAttempt" a where a."userId" = u.id and a.kind = 'mock'
        and a.mode = 'exam' and a.passed)`.as('mockExamPassed'),
      sql<{ id: string; number: string; type: CertificateType }[]>`coalesce((select jsonb_agg(jsonb_build_object(
        'id', c.id, 'number', c.number, 'type', c.type)) from certificate c
        where c."studentId" = u.id and c.status = 'valid'), '[]'::jsonb)`.as('certificates'),
    ])
    .where('u.organizationId', '=', organizationId)
    .where('u.role', '=', 'student');
  if (studentIds) query = query.where('u.id', 'in', studentIds.length ? studentIds : ['']);
  const rows = await query.orderBy('u.name').orderBy('u.id').execute();
  return rows.map(({ certificates, ...row }) => {
    const rule = requirementFor(row.state);
    const figures = {
      ...row,
      requiredMinutes: rule?.supervisedHours != null ? Math.round(rule.supervisedHours * 60) : null,
      requiredNightMinutes: rule?.nightHours != null ? Math.round(rule.nightHours * 60) : null,
    };
    const type = (t: CertificateType) => {
      const gaps = gapsFor(t, figures, criteria);
      const held = certificates.find((c) => c.type === t);
      return { eligible: gaps.length === 0, gaps, certificate: held ? { id: held.id, number: held.number } : null };
    };
    return {
      ...figures,
      types: { 'supervised-hours': type('supervised-hours'), 'driver-education': type('driver-education') },
    };
  });
}
