import { z } from 'zod';
import { organizationStatusSchema } from './organizations.js';
import { userStatusSchema } from './profile-fields.js';
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
    status: userStatusSchema.nullable(),
    lastActive: z.string().nullable(),
  }),
  organization: z
    .object({ id: z.string(), name: z.string(), state: z.string(), status: organizationStatusSchema })
    .nullable(),
  requirement: stateRequirementSchema.nullable(),
});
export type StudentOverview = z.infer<typeof studentOverviewSchema>;
