/**
 * Stable error codes. The server answers `{ error: { code, message, fields? } }`; the client shows
 * the translation under `errors.<code>`, falling back to `errors.unknown`.
 */
export const ERROR_CODES = [
  // generic
  'unauthenticated',
  'forbidden',
  'invalid-origin',
  'not-found',
  'validation-failed',
  'conflict',
  'rate-limited',
  'internal-error',
  'service-busy',
  'network-request-failed',
  'unknown',
  // account
  'password-does-not-meet-requirements',
  'unsupported-password-policy-schema-version',
  'password-change-required',
  'invalid-credentials',
  'invalid-password',
  'email-not-verified',
  'invalid-token',
  'token-expired',
  'account-disabled',
  'school-suspended',
  'school-not-approved',
  // lessons (InstructorCalendar)
  'lesson-teacher-double-booked',
  'lesson-student-double-booked',
  'lesson-changed',
  'lesson-closed',
  // invitations, adding students, parent consent
  'invitation-not-found',
  'invitation-expired',
  'invitation-revoked',
  'invitation-used',
  'invitation-wrong-account',
  'invitation-role-conflict',
  'invitation-account-exists',
  'already-member',
  'already-invited',
  'import-has-errors',
  'consent-not-found',
  'consent-already-decided',
  'consent-wrong-account',
  'consent-already-granted',
  'consent-required',
  // practice exams
  'exam-no-questions',
  'exam-already-submitted',
  'exam-already-answered',
  'exam-feedback-unavailable',
  // school settings (logo upload)
  'unsupported-image',
  'image-too-large',
  // docs/product/constants.md#error-catalogue authentication codes
  'missing-recaptcha-token',
  'user-mismatch',
  'user-not-found',
  'multi-factor-auth-required',
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'web-storage-unsupported',
  'invalid-api-key',
  'login-blocked',
  'invalid-user-token',
  'tenant-id-mismatch',
  'invalid-continue-uri',
  'missing-ios-bundle-id',
  'missing-android-pkg-name',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** Better-auth's upper-case codes mapped to ours, so the client knows one vocabulary. */
export const AUTH_CODE_MAP: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credentials',
  INVALID_PASSWORD: 'invalid-password',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  INVALID_TOKEN: 'invalid-token',
  TOKEN_EXPIRED: 'token-expired',
  PASSWORD_TOO_SHORT: 'password-does-not-meet-requirements',
  PASSWORD_TOO_LONG: 'password-does-not-meet-requirements',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password-does-not-meet-requirements',
  USER_NOT_FOUND: 'user-not-found',
  USER_ALREADY_EXISTS: 'conflict',
  FAILED_TO_CREATE_SESSION: 'internal-error',
  INVALID_EMAIL: 'validation-failed',
  ACCOUNT_DISABLED: 'account-disabled',
  TOO_MANY_REQUESTS: 'rate-limited',
};
