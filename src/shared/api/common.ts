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

/** The profile field rules live in profile-fields.ts; re-exported here for existing imports. */
export { emailSchema, nameSchema, phoneSchema, stateCodeSchema, US_STATE_CODES, zipSchema } from './profile-fields.js';
export const passwordInputSchema = z.string().min(1).max(4096);
