import { z } from 'zod';

/** One state's learner-permit rules (content/us-learner-requirements.md explains each field). */
export const stateRequirementSchema = z.object({
  code: z.string(),
  name: z.string(),
  supervisedHours: z.number().nullable(),
  nightHours: z.number().nullable(),
  minPermitMonths: z.number().nullable(),
  minPermitAge: z.string().nullable(),
  knowledgeTest: z.object({ questions: z.number().nullable(), passPercent: z.number().nullable() }),
  notes: z.string(),
  sources: z.array(z.string()),
  confidence: z.enum(['high', 'medium', 'low']),
  /**
   * Most practice a state counts in one local day or one week (Monday to Sunday), in minutes.
   * Drives beyond a cap are still logged, with a warning. Absent where the sources give none.
   */
  caps: z
    .object({
      dailyMinutes: z.number().int().positive().nullable(),
      weeklyMinutes: z.number().int().positive().nullable(),
    })
    .optional(),
});
export type StateRequirement = z.infer<typeof stateRequirementSchema>;

/** "15y6m" → "15 years 6 months" parts, for translation. */
export function parsePermitAge(age: string | null): { years: number; months: number } | null {
  if (!age) return null;
  const m = /^(\d+)(?:y(\d+)m)?$/.exec(age);
  if (!m) return null;
  return { years: Number(m[1]), months: Number(m[2] ?? 0) };
}
