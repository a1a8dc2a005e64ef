/**
 * The bodies the product sends to better-auth (src/client: sign-in, sign-out, password reset,
 * verification resend), checked in auth/mount.ts before any rate-limit counter, lastActive update
 * or better-auth sees them. Strict: a field the product never sends is refused, as is an e-mail
 * longer than RFC 5321 allows or a password longer than better-auth's own maximum. Other paths are
 * better-auth's business (JSON depth and unstorable text are refused for every route by
 * input-guard.ts).
 */
import { z } from 'zod';
import { passwordInputSchema } from '../../shared/api/common.js';
import { emailSchema } from '../../shared/api/profile-fields.js';
import { text } from '../../shared/api/text.js';
import { safeLocalPath } from '../../shared/local-path.js';
import { AppError } from '../errors.js';

/** A return address on this site (better-auth would also refuse an untrusted origin). */
const localPath = text()
  .max(500)
  .refine((v) => safeLocalPath(v) !== null, { message: 'A path on this site' });

const AUTH_BODIES: Record<string, z.ZodType> = {
  '/sign-in/email': z.strictObject({
    email: emailSchema,
    password: passwordInputSchema,
    rememberMe: z.boolean().optional(),
    callbackURL: localPath.optional(),
  }),
  '/sign-out': z.strictObject({}),
  '/request-password-reset': z.strictObject({ email: emailSchema, redirectTo: localPath.optional() }),
  '/send-verification-email': z.strictObject({ email: emailSchema, callbackURL: localPath.optional() }),
  '/reset-password': z.strictObject({ newPassword: passwordInputSchema, token: text().min(1).max(200).optional() }),
};

/** Throws 400 `validation-failed` (with `fields`) when a known path's body has the wrong shape. */
export function checkAuthBody(subPath: string, body: unknown): void {
  const schema = AUTH_BODIES[subPath];
  if (!schema) return;
  // Sign-out may come without a body; every other known path needs one.
  if (body === undefined && subPath === '/sign-out') return;
  const result = schema.safeParse(body);
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) fields[prefix ? `${prefix}.${key}` : key] ??= 'Not expected';
    else fields[prefix || 'body'] ??= issue.message;
  }
  throw new AppError('validation-failed', 'The request is not valid.', { fields });
}
