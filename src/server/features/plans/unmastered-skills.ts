import { levelRank, type SkillLevel } from '../../../shared/api/skills.js';
import { levelsOf } from '../skills/repository.js';
import { skillsTree } from '../skills/tree.js';
import type { Db } from './repository.js';

/**
 * The skills a student should work on next, in tree order (prerequisites first): not mastered yet,
 * with every prerequisite at least being practised. Skills already under way come before new ones.
 */
export function nextSkills(
  tree: readonly { id: string; prerequisites: readonly string[] }[],
  levels: ReadonlyMap<string, SkillLevel>,
): string[] {
  const level = (id: string) => levels.get(id) ?? 'not-started';
  const ready = tree.filter(
    (s) => level(s.id) !== 'mastered' && s.prerequisites.every((p) => levelRank(level(p)) >= levelRank('practising')),
  );
  const started = ready.filter((s) => level(s.id) !== 'not-started');
  const fresh = ready.filter((s) => level(s.id) === 'not-started');
  return [...started, ...fresh].map((s) => s.id);
}

export async function unmasteredSkills(db: Db, studentId: string): Promise<string[]> {
  const levels = await levelsOf(db, studentId);
  return nextSkills(skillsTree().skills, new Map(levels.map((l) => [l.skillId, l.level])));
}
