import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** US states and DC, as in content/us-learner-requirements.json. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export const stateCodeSchema = z.enum(US_STATE_CODES);

/** Shared field rules: the forms and the server validate with the same schemas. */
export const emailSchema = z.string().trim().toLowerCase().email().max(254);
export const nameSchema = z.string().trim().min(1).max(100);
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^[+()\-.\s\d]{7,25}$/);
export const zipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/);
export const passwordInputSchema = z.string().min(1).max(4096);
