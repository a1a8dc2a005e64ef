import { z } from 'zod';
import { stateRequirementSchema } from './requirements.js';

export const studentOverviewSchema = z.object({
  student: z.object({
    id: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    state: z.string().nullable(),
    parentEmail: z.string().nullable(),
    status: z.string().nullable(),
    lastActive: z.string().nullable(),
  }),
  organization: z.object({ id: z.string(), name: z.string(), state: z.string(), status: z.string() }).nullable(),
  requirement: stateRequirementSchema.nullable(),
});
export type StudentOverview = z.infer<typeof studentOverviewSchema>;
