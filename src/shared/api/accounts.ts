import { z } from 'zod';
import { safeLocalPath } from '../local-path.js';
import { LANGUAGE_CODES } from '../languages.js';
import { emailSchema, nameSchema, passwordInputSchema, phoneSchema, stateCodeSchema, zipSchema } from './common.js';

export const languageSchema = z.enum(LANGUAGE_CODES as [string, ...string[]]);

export const registerParentBody = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: passwordInputSchema,
  contactPhone: phoneSchema,
  state: stateCodeSchema,
  language: languageSchema.optional(),
  /** Where to return after verifying (e.g. the parent-consent link); a local path only. */
  next: z.string().max(500).refine((v) => safeLocalPath(v) !== null).optional(),
});
export type RegisterParentBody = z.infer<typeof registerParentBody>;

export const registerOrganizationBody = z.object({
  schoolName: z.string().trim().min(2).max(150),
  state: stateCodeSchema,
  address: z.string().trim().min(3).max(200),
  cityCounty: z.string().trim().min(2).max(100),
  zip: zipSchema,
  contactEmail: emailSchema,
  contactPhone: phoneSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: passwordInputSchema,
  language: languageSchema.optional(),
});
export type RegisterOrganizationBody = z.infer<typeof registerOrganizationBody>;

/** Registration answers alike whether or not the e-mail already has an account. */
export const registrationResponse = z.object({ ok: z.literal(true), email: z.string() });

export const changePasswordBody = z.object({
  currentPassword: passwordInputSchema,
  newPassword: passwordInputSchema,
});

export const updateAccountBody = z
  .object({
    firstName: nameSchema,
    lastName: nameSchema,
    contactEmail: emailSchema.or(z.literal('')),
    contactPhone: phoneSchema.or(z.literal('')),
    address: z.string().trim().max(200),
    cityCounty: z.string().trim().max(100),
    zip: zipSchema.or(z.literal('')),
    preferredLanguage: languageSchema,
  })
  .partial();
