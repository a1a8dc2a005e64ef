/** SQL for skill levels and their history. Callers check access before reaching here. */
import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { SkillEvent, SkillLevel } from '../../../shared/api/skills.js';
import type { Database } from '../../db/schema.js';
import { writeAudit } from '../../audit.js';

export type Db = Kysely<Database> | Transaction<Database>;

/** The most history rows one answer carries (newest first). */
export const HISTORY_LIMIT = 1000;

const iso = (d: Date | string) => new Date(d).toISOString();

export async function levelsOf(
  db: Db,
  studentId: string,
): Promise<{ skillId: string; level: SkillLevel; updatedAt: string }[]> {
  const rows = await db
    .selectFrom('skillLevel')
    .select(['skillId', 'level', 'updatedAt'])
    .where('studentId', '=', studentId)
    .where('level', '!=', 'not-started')
    .orderBy('skillId')
    .execute();
  return rows.map((r) => ({ skillId: r.skillId, level: r.level, updatedAt: iso(r.updatedAt) }));
}

export async function historyOf(db: Db, studentId: string): Promise<SkillEvent[]> {
  const rows = await db
    .selectFrom('skillEvent as e')
    .leftJoin('user as u', 'u.id', 'e.actorId')
    .leftJoin('driveLog as d', 'd.id', 'e.driveId')
    .select([
      'e.id',
      'e.skillId',
      'e.fromLevel',
      'e.toLevel',
      'e.actorId',
      'u.name as actorName',
      'e.driveId',
      'd.startedAt as driveStartedAt',
      'e.reason',
      'e.createdAt',
    ])
    .where('e.studentId', '=', studentId)
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    skillId: r.skillId,
    from: r.fromLevel,
    to: r.toLevel,
    actorId: r.actorId,
    actorName: r.actorName ?? null,
    driveId: r.driveId,
    driveStartedAt: r.driveStartedAt ? iso(r.driveStartedAt) : null,
    reason: r.reason,
    createdAt: iso(r.createdAt),
  }));
}

/**
 * The current level of one skill, with its row locked until the transaction ends (a row is made
 * first if there is none, so two writers of a new skill also queue up).
 */
export async function lockLevel(trx: Transaction<Database>, studentId: string, skillId: string): Promise<SkillLevel> {
  await trx
    .insertInto('skillLevel')
    .values({ studentId, skillId, level: 'not-started', updatedBy: null, updatedAt: new Date() })
    .onConflict((oc) => oc.columns(['studentId', 'skillId']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('skillLevel')
    .select('level')
    .where('studentId', '=', studentId)
    .where('skillId', '=', skillId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.level;
}

export async function writeLevel(
  trx: Transaction<Database>,
  studentId: string,
  skillId: string,
  level: SkillLevel,
  actorId: string | null,
): Promise<void> {
  await trx
    .updateTable('skillLevel')
    .set({ level, updatedBy: actorId, updatedAt: new Date() })
    .where('studentId', '=', studentId)
    .where('skillId', '=', skillId)
    .execute();
}

export async function addEvent(
  trx: Transaction<Database>,
  event: {
    studentId: string;
    skillId: string;
    from: SkillLevel;
    to: SkillLevel;
    actorId: string | null;
    driveId?: string | null;
    reason?: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('skillEvent')
    .values({
      id: crypto.randomUUID(),
      studentId: event.studentId,
      skillId: event.skillId,
      fromLevel: event.from,
      toLevel: event.to,
      actorId: event.actorId,
      driveId: event.driveId ?? null,
      reason: event.reason ?? null,
    })
    .execute();
}

/** An audit row for a change made by hand (docs/product/skills.md: marking and undoing mastery is audited). */
export async function auditLevel(
  trx: Transaction<Database>,
  entry: {
    actorId: string;
    studentId: string;
    skillId: string;
    from: SkillLevel;
    to: SkillLevel;
    reason?: string | null;
  },
): Promise<void> {
  await writeAudit(trx, {
    actorId: entry.actorId,
    action: 'skill-level',
    entity: 'skillLevel',
    entityId: entry.studentId,
    before: { skillId: entry.skillId, level: entry.from },
    after: { skillId: entry.skillId, level: entry.to, ...(entry.reason ? { reason: entry.reason } : {}) },
  });
}
