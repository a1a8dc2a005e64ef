/**
 * A linked parent or the school's staff sets one skill's level by hand: marking mastered, or
 * undoing it (any lower level). Each change writes the level, a history row and an audit row in
 * one transaction. Mastering a skill whose prerequisites are not mastered is allowed (a supervisor
 * may have seen it elsewhere) and answered with the prerequisites still open.
 */
import type { FastifyInstance } from 'fastify';
import type { SetSkillLevelBody, SetSkillLevelResult } from '../../../shared/api/skills.js';
import type { CurrentUser } from '../../auth/session.js';
import { notFound } from '../../errors.js';
import { assertStudentNeed, type StudentContext } from '../students/load-student.js';
import { addEvent, auditLevel, lockLevel, writeLevel } from './repository.js';
import { prerequisitesOf, skillIds } from './tree.js';

export async function setSkillLevel(
  app: FastifyInstance,
  actor: CurrentUser,
  student: StudentContext,
  skillId: string,
  body: SetSkillLevelBody,
): Promise<SetSkillLevelResult> {
  assertStudentNeed(actor, student, 'set-skills');
  if (!skillIds().has(skillId)) throw notFound('Skill');
  const reason = body.reason?.trim() || null;
  const changed = await app.db.transaction().execute(async (trx) => {
    const from = await lockLevel(trx, student.id, skillId);
    if (from === body.level) return false;
    await writeLevel(trx, student.id, skillId, body.level, actor.id);
    await addEvent(trx, { studentId: student.id, skillId, from, to: body.level, actorId: actor.id, reason });
    await auditLevel(trx, { actorId: actor.id, studentId: student.id, skillId, from, to: body.level, reason });
    return true;
  });
  let unmasteredPrerequisites: string[] = [];
  const prerequisites = prerequisitesOf(skillId);
  if (body.level === 'mastered' && prerequisites.length) {
    const mastered = await app.db
      .selectFrom('skillLevel')
      .select('skillId')
      .where('studentId', '=', student.id)
      .where('skillId', 'in', prerequisites)
      .where('level', '=', 'mastered')
      .execute();
    const done = new Set(mastered.map((r) => r.skillId));
    unmasteredPrerequisites = prerequisites.filter((p) => !done.has(p));
  }
  return { skillId, level: body.level, changed, unmasteredPrerequisites };
}
