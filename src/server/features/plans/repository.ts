import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Plan, PlanCondition } from '../../../shared/api/plans.js';
import type { Database } from '../../db/schema.js';
import { writeAudit } from '../../audit.js';

export type Db = Kysely<Database> | Transaction<Database>;

/** 32 random bytes (256 bits) as base64url: the plan link's only secret. */
export const newShareToken = () => crypto.randomBytes(32).toString('base64url');

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const list = <T extends string>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** A plan joined with its owner's and student's names, dates as text. */
function planQuery(db: Db) {
  return db
    .selectFrom('drivePlan as p')
    .innerJoin('user as owner', 'owner.id', 'p.ownerId')
    .leftJoin('user as student', 'student.id', 'p.studentId')
    .select([
      'p.id',
      'p.shareToken',
      'p.ownerId',
      'p.organizationId',
      'p.studentId',
      'p.title',
      'p.skills',
      'p.targetMinutes',
      'p.conditions',
      'p.routeNotes',
      'p.instructions',
      'p.revokedAt',
      'p.archivedAt',
      'p.createdAt',
      'p.updatedAt',
      sql<string | null>`p."plannedFor"::text`.as('plannedFor'),
      'owner.name as ownerName',
      'student.name as studentName',
      'student.firstName as studentFirstName',
    ]);
}

export type PlanRow = Awaited<ReturnType<ReturnType<typeof planQuery>['executeTakeFirstOrThrow']>>;

/** The API shape; the share token goes only to the plan's owner. */
export function toPlan(row: PlanRow, viewerId: string): Plan {
  return {
    id: row.id,
    title: row.title,
    skills: list(row.skills),
    targetMinutes: row.targetMinutes,
    conditions: list<PlanCondition>(row.conditions),
    routeNotes: row.routeNotes,
    instructions: row.instructions,
    plannedFor: row.plannedFor,
    studentId: row.studentId,
    studentName: row.studentName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    organizationId: row.organizationId,
    shareToken: row.ownerId === viewerId ? row.shareToken : null,
    revokedAt: iso(row.revokedAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/** A live (not archived) plan by id. */
export async function findPlan(db: Db, id: string): Promise<PlanRow | null> {
  return (await planQuery(db).where('p.id', '=', id).where('p.archivedAt', 'is', null).executeTakeFirst()) ?? null;
}

/** A live plan by its link's token; revoked links have no token left to match. */
export async function findPlanByToken(
  db: Db,
  token: string,
): Promise<(PlanRow & { schoolName: string | null }) | null> {
  const row = await planQuery(db)
    .leftJoin('organization as o', 'o.id', 'p.organizationId')
    .select('o.name as schoolName')
    .where('p.shareToken', '=', token)
    .where('p.archivedAt', 'is', null)
    .where('p.revokedAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

/** The caller's own live plans, newest date first (undated plans after dated ones). */
export async function plansOwnedBy(db: Db, ownerId: string): Promise<PlanRow[]> {
  return planQuery(db)
    .where('p.ownerId', '=', ownerId)
    .where('p.archivedAt', 'is', null)
    .orderBy(sql`p."plannedFor" desc nulls last`)
    .orderBy('p.createdAt', 'desc')
    .limit(200)
    .execute();
}

/** Live plans made for a student, by anyone. */
export async function plansForStudent(db: Db, studentId: string): Promise<PlanRow[]> {
  return planQuery(db)
    .where('p.studentId', '=', studentId)
    .where('p.archivedAt', 'is', null)
    .orderBy(sql`p."plannedFor" desc nulls last`)
    .orderBy('p.createdAt', 'desc')
    .limit(100)
    .execute();
}

export async function auditPlan(
  db: Db,
  entry: { actorId: string; action: string; planId: string; before?: unknown; after?: unknown },
): Promise<void> {
  const { planId, ...rest } = entry;
  await writeAudit(db, { ...rest, entity: 'drivePlan', entityId: planId });
}
