import { z } from 'zod';
import { safeLocalPath } from '../local-path.js';
import { passwordInputSchema } from './common.js';
import {
  addressSchema,
  cityCountySchema,
  emailSchema,
  languageSchema,
  nameSchema,
  phoneSchema,
  schoolNameSchema,
  stateCodeSchema,
  zipSchema,
} from './profile-fields.js';

export const registerParentBody = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  password: passwordInputSchema,
  contactPhone: phoneSchema,
  state: stateCodeSchema,
  language: languageSchema.optional(),
  /** Where to return after verifying (e.g. the parent-consent link); a local path only. */
  next: z
    .string()
    .max(500)
    .refine((v) => safeLocalPath(v) !== null)
    .optional(),
});
export type RegisterParentBody = z.infer<typeof registerParentBody>;

export const registerOrganizationBody = z.object({
  schoolName: schoolNameSchema,
  state: stateCodeSchema,
  address: addressSchema,
  cityCounty: cityCountySchema,
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

/** Own details; '' clears an optional field. */
const accountFields = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  contactEmail: emailSchema.or(z.literal('')),
  contactPhone: phoneSchema.or(z.literal('')),
  address: addressSchema.or(z.literal('')),
  cityCounty: cityCountySchema.or(z.literal('')),
  zip: zipSchema.or(z.literal('')),
  preferredLanguage: languageSchema,
});
export const updateAccountBody = accountFields.partial();

/** What the account page edits, all fields at once, with the server's rules. */
export const accountFormSchema = accountFields.pick({
  firstName: true,
  lastName: true,
  contactPhone: true,
  address: true,
  cityCounty: true,
  zip: true,
});
export type AccountForm = z.infer<typeof accountFormSchema>;
