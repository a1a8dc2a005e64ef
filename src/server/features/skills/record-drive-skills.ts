/**
 * docs/product/skills.md: a skill practised on an approved drive moves to at least "practising". Called by the
 * drive-log approval paths inside their own transaction, so the levels change with the approval or
 * not at all. Ids that are not in the tree (free text from older clients) are ignored.
 */
import type { Transaction } from 'kysely';
import { DRIVE_PRACTICE_LEVEL, levelRank } from '../../../shared/api/skills.js';
import type { Database } from '../../db/schema.js';
import { addEvent, lockLevel, writeLevel } from './repository.js';
import { skillIds } from './tree.js';

export interface ApprovedDrive {
  id: string;
  studentId: string;
  skills: unknown;
}

/**
 * Records the skills of freshly approved drives: one history row per drive and skill (also when the
 * level stays, so the history shows every drive that practised it), and the level raised where it
 * was below practising.
 */
export async function recordDriveSkills(
  trx: Transaction<Database>,
  drives: ApprovedDrive[],
  actorId: string,
): Promise<void> {
  const known = skillIds();
  const pairs: { driveId: string; studentId: string; skillId: string }[] = [];
  for (const d of drives) {
    const list = Array.isArray(d.skills) ? (d.skills as unknown[]) : [];
    for (const s of new Set(list))
      if (typeof s === 'string' && known.has(s)) pairs.push({ driveId: d.id, studentId: d.studentId, skillId: s });
  }
  if (pairs.length === 0) return;
  // Already recorded for that drive (an approved amendment that keeps a skill): nothing new.
  const seen = await trx
    .selectFrom('skillEvent')
    .select(['driveId', 'skillId'])
    .where('driveId', 'in', [...new Set(pairs.map((p) => p.driveId))])
    .execute();
  const done = new Set(seen.map((r) => `${r.driveId}\u0000${r.skillId}`));
  // Rows are locked in one order (student, skill) so two approvals at once cannot deadlock.
  pairs.sort(
    (a, b) =>
      a.studentId.localeCompare(b.studentId) ||
      a.skillId.localeCompare(b.skillId) ||
      a.driveId.localeCompare(b.driveId),
  );
  for (const p of pairs) {
    if (done.has(`${p.driveId}\u0000${p.skillId}`)) continue;
    const from = await lockLevel(trx, p.studentId, p.skillId);
    const to = levelRank(from) < levelRank(DRIVE_PRACTICE_LEVEL) ? DRIVE_PRACTICE_LEVEL : from;
    if (to !== from) await writeLevel(trx, p.studentId, p.skillId, to, actorId);
    await addEvent(trx, { studentId: p.studentId, skillId: p.skillId, from, to, actorId, driveId: p.driveId });
    done.add(`${p.driveId}\u0000${p.skillId}`);
  }
}
