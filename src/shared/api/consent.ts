/** Parent consent: request and response shapes. */
import { z } from 'zod';
import { emailSchema } from './common.js';

/** The statuses a parent-consent row stores. */
export const STORED_CONSENT_STATUSES = ['pending', 'granted', 'rejected', 'withdrawn'] as const;
export type StoredConsentStatus = (typeof STORED_CONSENT_STATUSES)[number];
/** What answers show: the stored status, or `none` when no request has been sent yet (no parent e-mail on file). */
export const CONSENT_STATUSES = ['none', ...STORED_CONSENT_STATUSES] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
export const consentStatusSchema = z.enum(CONSENT_STATUSES);

/** The events of a student's consent history. */
export const CONSENT_ACTIONS = ['requested', 'resent', 'granted', 'rejected', 'withdrawn'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

export const consentTokenSchema = z
  .string()
  .min(16)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** What /parent-consent shows to whoever holds the link. */
export const publicConsentSchema = z.object({
  status: consentStatusSchema,
  schoolName: z.string(),
  studentFirstName: z.string(),
  studentName: z.string(),
  parentEmail: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PublicConsent = z.infer<typeof publicConsentSchema>;

export const consentTokenBody = z.object({ token: consentTokenSchema });

export const consentEventSchema = z.object({
  action: z.enum(CONSENT_ACTIONS),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  parentEmail: z.string(),
  createdAt: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** A student's consent as the student, linked parents and the school's staff see it. */
export const studentConsentSchema = z.object({
  studentId: z.string(),
  status: consentStatusSchema,
  parentEmail: z.string().nullable(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Drives can be logged only when consent is granted. */
  canLogDrives: z.boolean(),
  history: z.array(consentEventSchema),
});
export type StudentConsent = z.infer<typeof studentConsentSchema>;

export const requestConsentBody = z.object({ parentEmail: emailSchema.optional() });
