import { z } from 'zod';

export const organizationStatusSchema = z.enum(['pending', 'approved', 'suspended']);

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  address: z.string(),
  cityCounty: z.string(),
  zip: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  status: organizationStatusSchema,
  createdAt: z.string(),
  studentCount: z.number().int(),
  staffCount: z.number().int(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const listOrganizationsQuery = z.object({
  state: z.string().length(2).toUpperCase().optional(),
  status: organizationStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  status: z.string().nullable(),
  lastActive: z.string().nullable(),
  parentEmail: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const organizationPeopleSchema = z.object({
  staff: z.array(personSchema),
  students: z.array(personSchema),
});

export const setOrganizationStatusBody = z.object({ status: z.enum(['approved', 'suspended']) });
