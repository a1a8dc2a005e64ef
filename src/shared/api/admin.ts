import { z } from 'zod';
import { ROLES } from '../roles.js';
import { emailSchema, nameSchema, stateCodeSchema } from './profile-fields.js';

export const roleSchema = z.enum(ROLES);

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.string().nullable(),
  state: z.string().nullable(),
  organizationId: z.string().nullable(),
  status: z.string().nullable(),
  lastActive: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const updateUserBody = z
  .object({
    role: roleSchema,
    status: z.enum(['active', 'disabled']),
    state: stateCodeSchema.nullable(),
  })
  .partial();

export const createStaffUserBody = z
  .object({
    email: emailSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    role: z.enum(['admin', 'state-admin']),
    state: stateCodeSchema.optional(),
  })
  .refine((v) => v.role !== 'state-admin' || Boolean(v.state), { message: 'A state admin needs a state', path: ['state'] });

export const pageViewStatsSchema = z.object({
  total: z.number().int(),
  byPath: z.array(z.object({ path: z.string(), views: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
});

export const outboxItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
