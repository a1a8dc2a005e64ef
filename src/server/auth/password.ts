import { hash, verify } from '@node-rs/argon2';
import { APIError } from 'better-auth/api';
import { checkPassword, SUPPORTED_POLICY_SCHEMA_VERSION, type PasswordPolicy } from '../../shared/password-policy.js';
import type { AppConfig } from '../config.js';

/** OWASP's current minimum for argon2id: 19 MiB of memory, two passes, one lane. */
const ARGON2_OPTIONS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function policyFromConfig(config: AppConfig['passwordPolicy']): PasswordPolicy {
  return {
    schemaVersion: SUPPORTED_POLICY_SCHEMA_VERSION,
    ...(config.minLength ? { minLength: config.minLength } : {}),
    ...(config.maxLength ? { maxLength: config.maxLength } : {}),
    ...(config.requireLowercase ? { requireLowercase: true } : {}),
    ...(config.requireUppercase ? { requireUppercase: true } : {}),
    ...(config.requireNumeric ? { requireNumeric: true } : {}),
    ...(config.requireNonAlphanumeric ? { requireNonAlphanumeric: true } : {}),
  };
}

export class PasswordPolicyError extends APIError {
  constructor(failed: string[]) {
    super('BAD_REQUEST', {
      code: 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      message: 'The password does not meet the requirements.',
      failed,
    });
  }
}

/**
 * Every path that sets a password (sign-up, reset, change, accounts created by staff) hashes it
 * through here, so the policy cannot be skipped.
 */
export function createPasswordHasher(policy: PasswordPolicy) {
  return {
    async hash(password: string): Promise<string> {
      const result = checkPassword(password, policy);
      if (!result.ok) throw new PasswordPolicyError(result.failed);
      return hash(password, ARGON2_OPTIONS);
    },
    async verify({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
