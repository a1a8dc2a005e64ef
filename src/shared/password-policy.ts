/**
 * Password policy, schema version 1 (docs/product/accounts.md#password-policy). The server publishes it, every path that sets a
 * password enforces it, and the forms check it live with this same function.
 */
import { z } from 'zod';

export const SUPPORTED_POLICY_SCHEMA_VERSION = 1;
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

export const passwordPolicySchema = z.object({
  schemaVersion: z.number().int(),
  minLength: z.number().int().min(1).optional(),
  maxLength: z.number().int().min(1).optional(),
  requireLowercase: z.boolean().optional(),
  requireUppercase: z.boolean().optional(),
  requireNumeric: z.boolean().optional(),
  requireNonAlphanumeric: z.boolean().optional(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export type PasswordRule = 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

export interface PasswordCheck {
  ok: boolean;
  /** Rules the password breaks, in a stable order. */
  failed: PasswordRule[];
  minLength: number;
  maxLength?: number;
}

export class UnsupportedPolicyVersionError extends Error {
  readonly code = 'unsupported-password-policy-schema-version';
  constructor(version: number) {
    super(`Password policy schema version ${version} is not supported`);
  }
}

export function assertSupportedPolicy(policy: PasswordPolicy): void {
  if (policy.schemaVersion !== SUPPORTED_POLICY_SCHEMA_VERSION) {
    throw new UnsupportedPolicyVersionError(policy.schemaVersion);
  }
}

/** Rules that apply, for showing a checklist beside the password field. */
export function policyRules(policy: PasswordPolicy): PasswordRule[] {
  const rules: PasswordRule[] = ['minLength'];
  if (policy.maxLength) rules.push('maxLength');
  if (policy.requireLowercase) rules.push('lowercase');
  if (policy.requireUppercase) rules.push('uppercase');
  if (policy.requireNumeric) rules.push('numeric');
  if (policy.requireNonAlphanumeric) rules.push('nonAlphanumeric');
  return rules;
}

export function checkPassword(password: string, policy: PasswordPolicy): PasswordCheck {
  assertSupportedPolicy(policy);
  const minLength = policy.minLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
  // Length counts code points, so an emoji is one character, as a person would count it.
  const length = [...password].length;
  const failed: PasswordRule[] = [];
  if (length < minLength) failed.push('minLength');
  if (policy.maxLength !== undefined && length > policy.maxLength) failed.push('maxLength');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) failed.push('lowercase');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) failed.push('uppercase');
  if (policy.requireNumeric && !/\p{Nd}/u.test(password)) failed.push('numeric');
  if (policy.requireNonAlphanumeric && !/[^\p{L}\p{Nd}]/u.test(password)) failed.push('nonAlphanumeric');
  return {
    ok: failed.length === 0,
    failed,
    minLength,
    ...(policy.maxLength !== undefined ? { maxLength: policy.maxLength } : {}),
  };
}
