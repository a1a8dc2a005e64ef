/** Demo data: a few skill levels for a student, with the history a real start would leave. */
import type { Kysely } from 'kysely';
import type { SkillLevel } from '../../../shared/api/skills.js';
import type { Database } from '../../db/schema.js';
import { addEvent, lockLevel, writeLevel } from './repository.js';

export async function seedSkillLevels(
  db: Kysely<Database>,
  studentId: string,
  actorId: string | null,
  levels: Record<string, SkillLevel>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [skillId, level] of Object.entries(levels)) {
      const from = await lockLevel(trx, studentId, skillId);
      if (from === level) continue;
      await writeLevel(trx, studentId, skillId, level, actorId);
      await addEvent(trx, { studentId, skillId, from, to: level, actorId });
    }
  });
}
