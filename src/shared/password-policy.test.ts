import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, policyRules, UnsupportedPolicyVersionError } from './password-policy';

describe('password policy (docs/product/accounts.md#password-policy)', () => {
  it('defaults to a minimum length of 6', () => {
    expect(checkPassword('abcde', { schemaVersion: 1 }).failed).toEqual(['minLength']);
    expect(checkPassword('abcdef', { schemaVersion: 1 }).ok).toBe(true);
  });

  it('applies maximum length and each character class', () => {
    const policy = {
      schemaVersion: 1,
      minLength: 8,
      maxLength: 12,
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
    };
    expect(checkPassword('short', policy).failed).toEqual(['minLength', 'uppercase', 'numeric', 'nonAlphanumeric']);
    expect(checkPassword('ABCDEFGHIJKLMN', policy).failed).toEqual([
      'maxLength',
      'lowercase',
      'numeric',
      'nonAlphanumeric',
    ]);
    expect(checkPassword('Abcdef1!', policy).ok).toBe(true);
    expect(policyRules(policy)).toEqual([
      'minLength',
      'maxLength',
      'lowercase',
      'uppercase',
      'numeric',
      'nonAlphanumeric',
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('🚗🚗🚗🚗🚗', { schemaVersion: 1 }).ok).toBe(false);
    expect(checkPassword('ñandú1', { schemaVersion: 1, requireLowercase: true, requireNumeric: true }).ok).toBe(true);
  });

  it('supports schema version 1 only', () => {
    expect(() => checkPassword('whatever', { schemaVersion: 2 })).toThrow(UnsupportedPolicyVersionError);
  });

  it('accepts exactly the passwords whose length is within bounds (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 1, max: 20 }), (pw, min) => {
        const ok = checkPassword(pw, { schemaVersion: 1, minLength: min }).ok;
        expect(ok).toBe([...pw].length >= min);
      }),
    );
  });
});
