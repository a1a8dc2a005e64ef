/**
 * Skills tree (docs/product/skills.md): the tree itself (content/skills/) and each student's level per skill,
 * with the history of every change.
 */
import { z } from 'zod';

/** Levels in order; a level's index is its rank. */
export const SKILL_LEVELS = ['not-started', 'introduced', 'practising', 'mastered'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const skillLevelSchema = z.enum(SKILL_LEVELS);

export const levelRank = (level: SkillLevel): number => SKILL_LEVELS.indexOf(level);

/** The level an approved drive that practised a skill moves it to, at least. */
export const DRIVE_PRACTICE_LEVEL: SkillLevel = 'practising';

export const skillsTreeQuery = z.object({ language: z.string().min(2).max(10).optional() });

export const skillTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  skills: z.array(z.string()),
});
export type SkillTier = z.infer<typeof skillTierSchema>;

export const skillSchema = z.object({
  id: z.string(),
  tier: z.string(),
  prerequisites: z.array(z.string()),
  name: z.string(),
  description: z.string(),
  tips: z.array(z.string()),
  /** The texts are the English ones because the language has no translation of this skill yet. */
  fallback: z.boolean(),
});
export type Skill = z.infer<typeof skillSchema>;

export const skillsTreeResponse = z.object({
  language: z.string(),
  /** Some texts fell back to English. */
  fallback: z.boolean(),
  tiers: z.array(skillTierSchema),
  skills: z.array(skillSchema),
});
export type SkillsTree = z.infer<typeof skillsTreeResponse>;

export const skillEventSchema = z.object({
  id: z.string(),
  skillId: z.string(),
  from: skillLevelSchema,
  to: skillLevelSchema,
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The approved drive that practised the skill; null for changes made by hand. */
  driveId: z.string().nullable(),
  /** When that drive started (for showing its date). */
  driveStartedAt: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type SkillEvent = z.infer<typeof skillEventSchema>;

export const studentSkillSchema = z.object({
  skillId: z.string(),
  level: skillLevelSchema,
  updatedAt: z.string(),
});

export const studentSkillsResponse = z.object({
  studentId: z.string(),
  studentName: z.string(),
  /** Skills with a level above not-started; the others are not listed. */
  levels: z.array(studentSkillSchema),
  /** Newest first. */
  history: z.array(skillEventSchema),
  can: z.object({ setLevel: z.boolean() }),
});
export type StudentSkills = z.infer<typeof studentSkillsResponse>;

export const setSkillLevelBody = z.object({
  level: skillLevelSchema,
  reason: z.string().trim().max(500).optional(),
});
export type SetSkillLevelBody = z.infer<typeof setSkillLevelBody>;

export const setSkillLevelResponse = z.object({
  skillId: z.string(),
  level: skillLevelSchema,
  /** False when the skill already had this level (nothing written). */
  changed: z.boolean(),
  /** Prerequisites not yet mastered when a skill is marked mastered: allowed, but worth a look. */
  unmasteredPrerequisites: z.array(z.string()),
});
export type SetSkillLevelResult = z.infer<typeof setSkillLevelResponse>;
