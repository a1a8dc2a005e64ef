/**
 * Certificates (docs/product/certificates.md): issue, list, revoke, print and verify. The number,
 * canonical content and QR payload rules are in ../certificates.ts.
 */
import { z } from 'zod';
import { CERTIFICATE_TYPES, NUMBER_PATTERN } from '../certificates.js';
import { LANGUAGE_CODES } from '../languages.js';

export const certificateTypeSchema = z.enum(CERTIFICATE_TYPES);
export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Longest reason for a manual issue or a revocation. */
export const MAX_REASON_LENGTH = 500;
/** Most students one request may issue to. */
export const MAX_BATCH = 500;

export const reasonSchema = z.string().trim().min(3).max(MAX_REASON_LENGTH);

export const certificateSchema = z.object({
  id: z.string(),
  number: z.string(),
  type: certificateTypeSchema,
  studentId: z.string().nullable(),
  /** The name printed on the certificate (the student's at issue). */
  studentName: z.string(),
  organizationId: z.string().nullable(),
  schoolName: z.string(),
  state: z.string().nullable(),
  issuedOn: z.string(),
  issuedAt: z.string(),
  issuedBy: z.string().nullable(),
  issuedByName: z.string().nullable(),
  /** Approved supervised minutes (total and at night) at issue. */
  minutes: z.number().int(),
  nightMinutes: z.number().int(),
  /** Set when it was issued by hand rather than on the criteria. */
  manualReason: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  revokedByName: z.string().nullable(),
  keyId: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateCountsSchema = z.object({
  valid: z.number().int(),
  revoked: z.number().int(),
  byType: z.object({
    'supervised-hours': z.object({ valid: z.number().int(), revoked: z.number().int() }),
    'driver-education': z.object({ valid: z.number().int(), revoked: z.number().int() }),
  }),
});
export type CertificateCounts = z.infer<typeof certificateCountsSchema>;

export const certificateListQuery = z.object({
  status: z.enum(CERTIFICATE_STATUSES).optional(),
  type: certificateTypeSchema.optional(),
});

export const schoolCertificatesResponse = z.object({
  certificates: z.array(certificateSchema),
  counts: certificateCountsSchema,
});
export type SchoolCertificates = z.infer<typeof schoolCertificatesResponse>;

export const studentCertificatesResponse = z.object({ certificates: z.array(certificateSchema) });

/** A school's own criteria for driver-education completion (besides its state's hour rule for the other type). */
export const certificateCriteriaSchema = z.object({
  /** Completed lessons with the school's teachers; 0 means none are required. */
  lessonsRequired: z.number().int().min(0).max(200),
  /** A passed full mock test (exam mode) is required. */
  mockExamRequired: z.boolean(),
});
export type CertificateCriteria = z.infer<typeof certificateCriteriaSchema>;

/** Why a student does not (yet) meet a type's criteria. */
export const CRITERIA_GAPS = ['no-state-rule', 'hours', 'night-hours', 'lessons', 'mock-exam'] as const;
export type CriteriaGap = (typeof CRITERIA_GAPS)[number];

const candidateType = z.object({
  eligible: z.boolean(),
  gaps: z.array(z.enum(CRITERIA_GAPS)),
  /** The valid certificate of this type the student already holds. */
  certificate: z.object({ id: z.string(), number: z.string() }).nullable(),
});

export const certificateCandidateSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  email: z.string(),
  state: z.string().nullable(),
  approvedMinutes: z.number().int(),
  nightMinutes: z.number().int(),
  requiredMinutes: z.number().int().nullable(),
  requiredNightMinutes: z.number().int().nullable(),
  completedLessons: z.number().int(),
  mockExamPassed: z.boolean(),
  types: z.object({ 'supervised-hours': candidateType, 'driver-education': candidateType }),
});
export type CertificateCandidate = z.infer<typeof certificateCandidateSchema>;

export const certificateCandidatesResponse = z.object({
  criteria: certificateCriteriaSchema,
  students: z.array(certificateCandidateSchema),
});
export type CertificateCandidates = z.infer<typeof certificateCandidatesResponse>;

export const issueCertificatesBody = z.object({
  type: certificateTypeSchema,
  studentIds: z.array(z.string().min(1).max(100)).min(1).max(MAX_BATCH),
  /** Issue even to students who do not meet the criteria, for this recorded reason. */
  manualReason: reasonSchema.optional(),
  /** The issuer's IANA time zone: the issue date is today's date there (UTC when unset or unknown). */
  timeZone: z.string().min(1).max(64).optional(),
});
export type IssueCertificatesBody = z.infer<typeof issueCertificatesBody>;

export const ISSUE_OUTCOMES = ['issued', 'already-issued', 'not-eligible', 'not-found'] as const;
export type IssueOutcome = (typeof ISSUE_OUTCOMES)[number];

export const issueCertificatesResponse = z.object({
  results: z.array(
    z.object({
      studentId: z.string(),
      outcome: z.enum(ISSUE_OUTCOMES),
      gaps: z.array(z.enum(CRITERIA_GAPS)),
      certificate: certificateSchema.nullable(),
    }),
  ),
});
export type IssueCertificatesResult = z.infer<typeof issueCertificatesResponse>;

export const revokeCertificateBody = z.object({ reason: reasonSchema });

export const certificatePdfQuery = z.object({
  /** Language of the document; defaults to the student's preferred language. */
  lang: z.enum(LANGUAGE_CODES).optional(),
});

/** A number as the verification endpoint takes it: the formatted form (the page normalizes first). */
export const certificateNumberParams = z.object({ number: z.string().min(1).max(40) });
export { NUMBER_PATTERN };

export const VERIFICATION_RESULTS = ['valid', 'revoked', 'not-found', 'invalid-signature'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

/** What anyone may learn from a number: what the paper shows, and whether it still holds. */
export const certificateVerificationResponse = z.object({
  number: z.string(),
  result: z.enum(VERIFICATION_RESULTS),
  certificate: z
    .object({
      type: certificateTypeSchema,
      student: z.string(),
      school: z.string(),
      state: z.string().nullable(),
      issuedOn: z.string(),
      minutes: z.number().int(),
      nightMinutes: z.number().int(),
      keyId: z.string(),
    })
    .nullable(),
  /** Date (YYYY-MM-DD) it was revoked, when it was. */
  revokedOn: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationResponse>;

export const certificateKeysResponse = z.object({
  algorithm: z.literal('Ed25519'),
  keys: z.array(
    z.object({
      keyId: z.string(),
      /** The raw 32-byte public key, base64url. */
      publicKey: z.string(),
      /** The same key as SubjectPublicKeyInfo PEM (for openssl). */
      pem: z.string(),
      /** The key new certificates are signed with; the others only check older ones. */
      active: z.boolean(),
    }),
  ),
});
export type CertificateKeys = z.infer<typeof certificateKeysResponse>;

export const certificateCountsQuery = z.object({
  /** Two-letter state; a state admin always gets their own state. */
  state: z.string().length(2).optional(),
});
export const certificateCountsResponse = z.object({ counts: certificateCountsSchema });
