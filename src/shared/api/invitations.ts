/** Invitations, adding students (single and CSV import): request and response shapes. */
import { z } from 'zod';
import { INVITABLE_ROLES } from '../roles.js';
import { passwordInputSchema } from './common.js';
import { emailSchema, languageSchema, nameSchema } from './profile-fields.js';

export { INVITABLE_ROLES, type InvitableRole } from '../roles.js';
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);

/** The statuses an invitation row stores. */
export const STORED_INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type StoredInvitationStatus = (typeof STORED_INVITATION_STATUSES)[number];
/** What answers show: the stored status, or expired (a pending invitation past expiresAt). */
export const INVITATION_STATUSES = [...STORED_INVITATION_STATUSES, 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

/** Days an invitation link works, from its (re)sending. */
export const INVITATION_DAYS = 7;

export const invitationSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  email: z.string(),
  role: invitableRoleSchema,
  status: invitationStatusSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  parentEmail: z.string().nullable(),
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
  resendCount: z.number().int(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationBody = z
  .object({
    email: emailSchema,
    role: invitableRoleSchema.extract(['teacher', 'org-admin', 'parent']),
    /** Parent invitations: the student the parent will be linked to (accepting gives consent). */
    studentId: z.string().min(1).max(100).optional(),
  })
  .refine((b) => b.role !== 'parent' || Boolean(b.studentId), { path: ['studentId'], message: 'required' });
export type CreateInvitationBody = z.infer<typeof createInvitationBody>;

/** What the invitation page shows to whoever holds the link. */
export const publicInvitationSchema = z.object({
  id: z.string(),
  status: invitationStatusSchema,
  role: invitableRoleSchema,
  email: z.string(),
  organizationName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  studentName: z.string().nullable(),
  expiresAt: z.string(),
  /** An account with this e-mail exists: the page offers sign-in instead of completing. */
  accountExists: z.boolean(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

export const completeInvitationBody = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  password: passwordInputSchema,
  language: languageSchema.optional(),
});
export type CompleteInvitationBody = z.infer<typeof completeInvitationBody>;

export const invitationOutcomeSchema = z.object({ ok: z.literal(true), homePath: z.string() });

// ---------------------------------------------------------------------------------------------
// Adding students

export const addStudentModeSchema = z.enum(['invite', 'create']);
export type AddStudentMode = z.infer<typeof addStudentModeSchema>;

export const addStudentBody = z.object({
  mode: addStudentModeSchema,
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  parentEmail: emailSchema.optional(),
});
export type AddStudentBody = z.infer<typeof addStudentBody>;

/** One added student: the account (create) or the invitation (invite). */
export const addedStudentSchema = z.object({
  line: z.number().int().optional(),
  email: z.string(),
  name: z.string(),
  studentId: z.string().nullable(),
  invitationId: z.string().nullable(),
  /** Only in the answer that created the account; never stored in clear, never shown again. */
  temporaryPassword: z.string().nullable(),
});
export type AddedStudent = z.infer<typeof addedStudentSchema>;

export const MAX_IMPORT_ROWS = 200;

export const importStudentsBody = z.object({
  mode: addStudentModeSchema,
  /** The CSV text: header row with email, firstName, lastName and optionally parentEmail. */
  csv: z.string().min(1).max(200_000),
  dryRun: z.boolean(),
});
export type ImportStudentsBody = z.infer<typeof importStudentsBody>;

export const IMPORT_ROW_ERRORS = [
  'email-missing',
  'email-invalid',
  'email-duplicate-in-file',
  'email-has-account',
  'email-invited',
  'first-name-missing',
  'last-name-missing',
  'name-too-long',
  'parent-email-invalid',
  'parent-email-same-as-student',
] as const;
export type ImportRowError = (typeof IMPORT_ROW_ERRORS)[number];

export const importRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  parentEmail: z.string().nullable(),
  errors: z.array(z.enum(IMPORT_ROW_ERRORS)),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** File-level problems: no header, a missing column, no rows, too many rows, a broken quote. */
export const IMPORT_FILE_ERRORS = [
  'missing-header',
  'missing-column',
  'no-rows',
  'too-many-rows',
  'unclosed-quote',
] as const;
export type ImportFileError = (typeof IMPORT_FILE_ERRORS)[number];

export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  fileErrors: z.array(z.enum(IMPORT_FILE_ERRORS)),
  valid: z.boolean(),
  /** After a commit: what was created, in file order. */
  created: z.array(addedStudentSchema).optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
