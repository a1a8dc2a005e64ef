import { z } from 'zod';
import { organizationStatusSchema } from './organizations.js';
import { roleSchema, userStatusSchema } from './profile-fields.js';

/**
 * The session user (docs/product/accounts.md#session-user): uid, email and emailVerified from auth,
 * plus the profile (docs/product/accounts.md#user-profile).
 */
export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  role: roleSchema.nullable(),
  organizationId: z.string().nullable(),
  studentId: z.string().nullable(),
  studentIds: z.array(z.string()),
  parentEmail: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  state: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  cityCounty: z.string().nullable(),
  zip: z.string().nullable(),
  temporaryPassword: z.boolean(),
  status: userStatusSchema.nullable(),
  lastActive: z.string().nullable(),
  preferredLanguage: z.string().nullable(),
  /** The status of the user's school (pending, approved, suspended), or null without one. */
  organizationStatus: organizationStatusSchema.nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
