/**
 * Drive plans (docs/product/plans.md): what to practise on a coming drive, shared by an unguessable,
 * revocable link. The same schemas validate the plan form and the server.
 */
import { z } from 'zod';
import { ROAD_TYPES, WEATHER } from './drive-logs.js';

/** Conditions a plan asks for; names follow the drive-log enums (weather, road types, traffic). */
export const PLAN_CONDITIONS = [
  'night',
  ...WEATHER.filter((w) => w !== 'clear'),
  ...ROAD_TYPES,
  'heavy-traffic',
] as const;
export type PlanCondition = (typeof PLAN_CONDITIONS)[number];

export const MAX_PLAN_MINUTES = 12 * 60;

export const planFieldsSchema = z.object({
  title: z.string().trim().min(2).max(120),
  studentId: z.string().min(1).max(100).nullable().default(null),
  skills: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  targetMinutes: z.number().int().min(5).max(MAX_PLAN_MINUTES),
  conditions: z.array(z.enum(PLAN_CONDITIONS)).max(PLAN_CONDITIONS.length).default([]),
  routeNotes: z.string().trim().max(2000).default(''),
  instructions: z.string().trim().max(4000).default(''),
  plannedFor: z.iso.date().nullable().default(null),
});
export const createPlanBody = planFieldsSchema;
export type CreatePlanBody = z.input<typeof createPlanBody>;

/** A change names only the fields it changes. */
export const updatePlanBody = z
  .object({
    title: planFieldsSchema.shape.title,
    studentId: planFieldsSchema.shape.studentId.unwrap(),
    skills: planFieldsSchema.shape.skills.unwrap(),
    targetMinutes: planFieldsSchema.shape.targetMinutes,
    conditions: planFieldsSchema.shape.conditions.unwrap(),
    routeNotes: planFieldsSchema.shape.routeNotes.unwrap(),
    instructions: planFieldsSchema.shape.instructions.unwrap(),
    plannedFor: planFieldsSchema.shape.plannedFor.unwrap(),
  })
  .partial();
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;

const planContent = {
  title: z.string(),
  skills: z.array(z.string()),
  targetMinutes: z.number().int(),
  conditions: z.array(z.enum(PLAN_CONDITIONS)),
  routeNotes: z.string(),
  instructions: z.string(),
  plannedFor: z.string().nullable(),
};

export const planSchema = z.object({
  id: z.string(),
  ...planContent,
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  ownerId: z.string(),
  ownerName: z.string(),
  organizationId: z.string().nullable(),
  /** The link's secret: only its owner receives it; null once revoked. */
  shareToken: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planResponse = z.object({ plan: planSchema });
export const planListResponse = z.object({ plans: z.array(planSchema) });

/** What the public viewer gets: the plan's content, its author and school, and only the student's first name (a minor). */
export const sharedPlanSchema = z.object({
  ...planContent,
  studentFirstName: z.string().nullable(),
  authorName: z.string(),
  schoolName: z.string().nullable(),
  updatedAt: z.string(),
});
export type SharedPlan = z.infer<typeof sharedPlanSchema>;
export const sharedPlanResponse = z.object({ plan: sharedPlanSchema });

export const SUGGESTION_KINDS = ['night', 'weather', 'traffic', 'road-type', 'skills', 'total'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** A plan idea from what the student still lacks; the client titles it in the reader's language. */
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  /** Minutes still missing in this category (for `road-type` and `skills`: 0). */
  missingMinutes: z.number().int(),
  /** The state rule behind it, e.g. "PA" for Pennsylvania's 5 bad-weather hours. */
  state: z.string().nullable(),
  targetMinutes: z.number().int(),
  conditions: z.array(z.enum(PLAN_CONDITIONS)),
  skills: z.array(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionsQuery = z.object({ studentId: z.string().min(1).max(100) });
export const suggestionsResponse = z.object({ suggestions: z.array(suggestionSchema) });
