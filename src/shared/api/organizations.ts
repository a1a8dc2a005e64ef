import { z } from 'zod';
import { consentStatusSchema } from './consent.js';
import {
  addressSchema,
  cityCountySchema,
  emailSchema,
  phoneSchema,
  roleSchema,
  schoolNameSchema,
  userStatusSchema,
  zipSchema,
} from './profile-fields.js';

export const ORGANIZATION_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const organizationStatusSchema = z.enum(ORGANIZATION_STATUSES);

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  address: z.string(),
  cityCounty: z.string(),
  zip: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  status: organizationStatusSchema,
  /** Why the school is suspended (docs/product/admin.md); null unless suspended. */
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  studentCount: z.number().int(),
  staffCount: z.number().int(),
  /** When the logo last changed (null: none); also its cache-busting version. */
  logoUpdatedAt: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

export const listOrganizationsQuery = z.object({
  state: z.string().length(2).toUpperCase().optional(),
  status: organizationStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema.nullable(),
  status: userStatusSchema.nullable(),
  lastActive: z.string().nullable(),
  parentEmail: z.string().nullable(),
  /** Students: the parent-consent state (features/consent); null for staff. */
  consentStatus: consentStatusSchema.nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const organizationPeopleSchema = z.object({
  staff: z.array(personSchema),
  students: z.array(personSchema),
});

/** A suspension's reason: trimmed, 3 to 500 characters (docs/product/admin.md). */
export const SUSPENSION_REASON_MIN = 3;
export const SUSPENSION_REASON_MAX = 500;
export const suspensionReasonSchema = z.string().trim().min(SUSPENSION_REASON_MIN).max(SUSPENSION_REASON_MAX);

/** Approving needs no reason; suspending does (the server answers `suspension-reason-required` without one). */
export const setOrganizationStatusBody = z.object({
  status: organizationStatusSchema.extract(['approved', 'suspended']),
  reason: suspensionReasonSchema.optional(),
});
export type SetOrganizationStatusBody = z.infer<typeof setOrganizationStatusBody>;

/** School settings (docs/product/schools.md): what its owner and admins may change. The state stays fixed. */
export const organizationSettingsSchema = z.object({
  name: schoolNameSchema,
  address: addressSchema,
  cityCounty: cityCountySchema,
  zip: zipSchema,
  contactEmail: emailSchema,
  contactPhone: phoneSchema,
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;
export const updateOrganizationBody = organizationSettingsSchema
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'Change at least one field' });
export type UpdateOrganizationBody = z.infer<typeof updateOrganizationBody>;

/** Logos: PNG, JPEG or WebP (checked by their first bytes), at most 512 KB. SVG is refused: it can carry script. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
export const MAX_LOGO_BYTES = 512 * 1024;

export const statsQuery = z.object({
  /** The viewer's IANA time zone: "this month" starts at their local midnight on the 1st. */
  timeZone: z.string().min(1).max(64).default('UTC'),
});

export const organizationStatsSchema = z.object({
  students: z.number().int(),
  activeStudents: z.number().int(),
  teachers: z.number().int(),
  /** Minutes of drives that started this month, approved or waiting (rejected and archived left out). */
  minutesThisMonth: z.number().int(),
  approvedMinutesThisMonth: z.number().int(),
  drivesThisMonth: z.number().int(),
  drivesPending: z.number().int(),
  /** Learners whose approved total and night minutes meet their state's rule. */
  metRequirement: z.number().int(),
  /** Learners whose state sets no hour rule (not counted as met). */
  noRequirement: z.number().int(),
  monthStart: z.string(),
});
export type OrganizationStats = z.infer<typeof organizationStatsSchema>;
