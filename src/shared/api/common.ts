import { z } from 'zod';
import { SERVER_ERROR_CODES, type ErrorBody } from '../errors.js';

/** ErrorBody (src/shared/errors.ts) as a schema: the error answers of the OpenAPI document. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(SERVER_ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe('Per-field problems: field path → short reason.'),
    details: z
      .object({
        consent: z.string().optional(),
        name: z.string().optional(),
        conflictStartsAt: z.string().optional(),
        conflictEndsAt: z.string().optional(),
      })
      .optional()
      .describe('Other facts about the refusal, by code.'),
  }),
});

// The schema and the TypeScript type describe the same body.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameErrorBody: Same<z.infer<typeof errorResponseSchema>, ErrorBody> = true;
void sameErrorBody;

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** The profile field rules live in profile-fields.ts; re-exported here for existing imports. */
export { emailSchema, nameSchema, phoneSchema, stateCodeSchema, US_STATE_CODES, zipSchema } from './profile-fields.js';
export const passwordInputSchema = z.string().min(1).max(4096);
