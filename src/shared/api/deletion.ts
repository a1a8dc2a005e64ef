/** Data deletion requests (docs/product/data-deletion.md, decision 020). */
import { z } from 'zod';
import { emailSchema } from './profile-fields.js';

export const DELETION_RELATIONS = ['self', 'parent', 'former-school'] as const;
/** Whose data: the requester's own, a linked student's (parent), a former student's (school owner). */
export type DeletionRelation = (typeof DELETION_RELATIONS)[number];

export const DELETION_STATUSES = ['unconfirmed', 'awaiting-parent', 'confirmed', 'completed', 'declined'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** Hours an e-mailed confirmation link (the requester's or the parent's) works. */
export const DELETION_LINK_HOURS = 24;
export const MAX_DELETION_REASON_LENGTH = 1000;

const reason = z.string().trim().max(MAX_DELETION_REASON_LENGTH);

export const publicDeletionRequestBody = z.strictObject({
  email: emailSchema,
  reason: reason.optional(),
});

export const accountDeletionRequestBody = z.strictObject({
  /** Whose data; the caller's own when left out. */
  subjectId: z.string().min(1).max(100).optional(),
  reason: reason.optional(),
});

export const deletionRequestAnswer = z.object({ ok: z.literal(true) });
export const accountDeletionRequestAnswer = z.object({
  ok: z.literal(true),
  /** Where the confirmation link went: the caller's own address. */
  email: z.string(),
});

export const deletionTokenBody = z.strictObject({ token: z.string().min(20).max(200) });
export const deletionConfirmAnswer = z.object({ status: z.enum(['awaiting-parent', 'confirmed']) });

export const deletionSubject = z.object({
  id: z.string(),
  name: z.string(),
  relation: z.enum(DELETION_RELATIONS),
  /** An unconfirmed, awaiting or confirmed request for this person is open. */
  pending: z.boolean(),
});
export type DeletionSubject = z.infer<typeof deletionSubject>;
export const deletionSubjectsResponse = z.object({ subjects: z.array(deletionSubject) });

/** What carrying a request out removes (or, for certificates and staff, anonymizes), by kind. */
export const DELETION_COUNT_KINDS = [
  'accounts',
  'sessions',
  'drives',
  'gpsTracks',
  'amendments',
  'logExports',
  'examAttempts',
  'skills',
  'consents',
  'invitations',
  'plans',
  'lessons',
  'certificates',
  'emails',
  'auditEntries',
] as const;
export type DeletionCountKind = (typeof DELETION_COUNT_KINDS)[number];
export const deletionCounts = z.record(z.enum(DELETION_COUNT_KINDS), z.number().int());
export type DeletionCounts = Record<DeletionCountKind, number>;

export const adminDeletionRequest = z.object({
  id: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  relation: z.enum(DELETION_RELATIONS),
  reason: z.string().nullable(),
  requesterEmail: z.string().nullable(),
  subject: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string().nullable() }),
  /** Students and parents are deleted; staff and admins are anonymized (decision 020). */
  mode: z.enum(['delete', 'anonymize']),
  counts: deletionCounts,
});
export type AdminDeletionRequest = z.infer<typeof adminDeletionRequest>;
export const adminDeletionRequestsResponse = z.object({ requests: z.array(adminDeletionRequest) });

export const declineDeletionBody = z.strictObject({ reason: z.string().trim().min(3).max(MAX_DELETION_REASON_LENGTH) });
export const carryOutDeletionAnswer = z.object({ ok: z.literal(true), removed: deletionCounts });
