import { z } from 'zod';
import {
  MAX_PLAN_MINUTES,
  planFieldsSchema,
  type CreatePlanBody,
  type Plan,
  type Suggestion,
} from '../../../../shared/api/plans';

/** The form's own shape: empty strings for "no student" and "no date"; the body converts them to null. */
export const planFormSchema = z.object({
  studentId: z.string(),
  title: planFieldsSchema.shape.title,
  plannedFor: z.union([z.literal(''), z.iso.date()]),
  targetMinutes: z.number().int().min(5).max(MAX_PLAN_MINUTES),
  conditions: planFieldsSchema.shape.conditions.unwrap(),
  skills: planFieldsSchema.shape.skills.unwrap(),
  routeNotes: planFieldsSchema.shape.routeNotes.unwrap(),
  instructions: planFieldsSchema.shape.instructions.unwrap(),
});
export type PlanFormValues = z.infer<typeof planFormSchema>;

export function emptyPlanValues(studentId = ''): PlanFormValues {
  return {
    studentId,
    title: '',
    plannedFor: '',
    targetMinutes: 60,
    conditions: [],
    skills: [],
    routeNotes: '',
    instructions: '',
  };
}

export function valuesFromPlan(plan: Plan): PlanFormValues {
  return {
    studentId: plan.studentId ?? '',
    title: plan.title,
    plannedFor: plan.plannedFor ?? '',
    targetMinutes: plan.targetMinutes,
    conditions: plan.conditions,
    skills: plan.skills,
    routeNotes: plan.routeNotes,
    instructions: plan.instructions,
  };
}

/** A suggestion turned into the form's values (one click: the author only adds the route and date). */
export function valuesFromSuggestion(current: PlanFormValues, suggestion: Suggestion, title: string): PlanFormValues {
  return {
    ...current,
    title,
    targetMinutes: suggestion.targetMinutes,
    conditions: suggestion.conditions,
    skills: suggestion.skills,
  };
}

export function toPlanBody(values: PlanFormValues): Required<CreatePlanBody> {
  return { ...values, studentId: values.studentId || null, plannedFor: values.plannedFor || null };
}
