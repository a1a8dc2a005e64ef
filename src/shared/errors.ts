/**
 * The one error vocabulary. The server answers `{ error: { code, message, fields?, details? } }`
 * (ErrorBody) with the HTTP status `ERRORS[code]`; the client shows the translation under
 * `errors.<code>`, falling back to `errors.unknown`. Every code has a translation in each
 * `locales/<lng>/errors.json`.
 */

/** The statuses the server answers errors with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 429 | 500 | 503;

/**
 * Every code with its one HTTP status. `null`: the client makes the code itself (no answer, an
 * unreadable answer, a password policy it cannot read); the server never sends it.
 */
export const ERRORS = {
  // generic
  'validation-failed': 400,
  unauthenticated: 401,
  forbidden: 403,
  'invalid-origin': 403,
  'not-found': 404,
  conflict: 409,
  'payload-too-large': 413,
  'uri-too-long': 414,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  'internal-error': 500,
  'service-busy': 503,
  // made by the client
  'network-request-failed': null,
  unknown: null,
  'unsupported-password-policy-schema-version': null,
  // account (several mapped from better-auth by AUTH_CODE_MAP)
  'password-does-not-meet-requirements': 400,
  'invalid-password': 400,
  'invalid-token': 400,
  'token-expired': 400,
  'invalid-credentials': 401,
  'password-change-required': 403,
  'email-not-verified': 403,
  'account-disabled': 403,
  'school-suspended': 403,
  'suspension-reason-required': 400,
  'school-not-approved': 403,
  'user-not-found': 404,
  // lessons (InstructorCalendar)
  'lesson-teacher-double-booked': 409,
  'lesson-student-double-booked': 409,
  'lesson-changed': 409,
  'lesson-closed': 409,
  // invitations, adding students, parent consent
  'import-has-errors': 400,
  'invitation-wrong-account': 403,
  'invitation-not-found': 404,
  'invitation-used': 409,
  'invitation-role-conflict': 409,
  'invitation-account-exists': 409,
  'already-member': 409,
  'already-invited': 409,
  'invitation-expired': 410,
  'invitation-revoked': 410,
  'consent-required': 403,
  'consent-wrong-account': 403,
  'consent-not-found': 404,
  'consent-already-decided': 409,
  'consent-already-granted': 409,
  // practice exams
  'exam-no-questions': 404,
  'exam-already-submitted': 409,
  'exam-already-answered': 409,
  'exam-feedback-unavailable': 409,
  // certificates
  'certificate-number-invalid': 400,
  'certificate-already-revoked': 409,
  // data export
  'data-export-in-progress': 409,
  'data-export-not-ready': 409,
  'data-export-expired': 410,
  // data deletion
  'deletion-link-invalid': 404,
  'deletion-link-used': 409,
  'deletion-request-closed': 409,
  'deletion-link-expired': 410,
  // project board
  'board-assignee-invalid': 400,
  'board-card-conflict': 409,
  'board-column-conflict': 409,
  'board-column-not-empty': 409,
  // school settings (logo upload)
  'unsupported-image': 400,
  'image-too-large': 400,
} as const satisfies Record<string, ErrorStatus | null>;

export type ErrorCode = keyof typeof ERRORS;
/** The codes the server answers with: those with a status. */
export type ServerErrorCode = { [C in ErrorCode]: (typeof ERRORS)[C] extends null ? never : C }[ErrorCode];

export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
export const SERVER_ERROR_CODES = ERROR_CODES.filter((code) => ERRORS[code] !== null) as [
  ServerErrorCode,
  ...ServerErrorCode[],
];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The one status of a code the server sends. */
export function statusOf(code: ServerErrorCode): ErrorStatus {
  return ERRORS[code];
}

/**
 * Per-field problems of the request: the field's path (`email`, `changes.endedAt`,
 * `answers.0.choiceId`; `body` for the body as a whole) → a short reason (`taken`, `too-long`, a
 * drive or lesson rule, or the schema's message). Forms show them next to their fields.
 */
export type FieldErrors = Record<string, string>;

/** Other facts about a refusal, by code; never about a single field. */
export interface ErrorDetails {
  /** `consent-required`: the student's parent consent status (`none` when never requested). */
  consent?: string;
  /** `lesson-*-double-booked`: the name of who is booked already. */
  name?: string;
  /** `lesson-*-double-booked`: the other lesson's start and end (ISO 8601). */
  conflictStartsAt?: string;
  conflictEndsAt?: string;
}

export interface ErrorBody {
  error: { code: ServerErrorCode; message: string; fields?: FieldErrors; details?: ErrorDetails };
}

/** Better-auth's upper-case codes mapped to ours, so the client knows one vocabulary. */
export const AUTH_CODE_MAP: Record<string, ServerErrorCode> = {
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
