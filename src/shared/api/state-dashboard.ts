/** The state admin dashboard (docs/product/state-admin.md). */
import { z } from 'zod';
import { stateCodeSchema } from './profile-fields.js';
import { text } from './text.js';
import { LANGUAGE_CODES } from '../languages.js';

/** Progress bands of the students table: quarters of the state's hours, then "met" (hours and night hours). */
export const PROGRESS_BANDS = ['0-25', '25-50', '50-75', '75-100', 'met', 'no-rule'] as const;
export type ProgressBand = (typeof PROGRESS_BANDS)[number];

export const STATE_DASHBOARD_PAGE_SIZE_MAX = 100;

export const stateParams = z.object({ state: stateCodeSchema });

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(STATE_DASHBOARD_PAGE_SIZE_MAX).default(25);

export const stateStudentsFilter = z.object({
  /** Part of a name or e-mail. */
  q: text().trim().max(100).optional(),
  school: text().min(1).max(100).optional(),
  band: z.enum(PROGRESS_BANDS).optional(),
});
export const stateStudentsQuery = stateStudentsFilter.extend({ page, pageSize });

export const stateSchoolsFilter = z.object({ q: text().trim().max(100).optional() });
export const stateSchoolsQuery = stateSchoolsFilter.extend({ page, pageSize });

export const stateTrendsQuery = z.object({
  weeks: z.coerce.number().int().min(4).max(104).default(26),
  months: z.coerce.number().int().min(3).max(36).default(12),
});

export const stateSummarySchema = z.object({
  state: z.string(),
  schools: z.object({ total: z.number(), approved: z.number(), pending: z.number(), suspended: z.number() }),
  students: z.number(),
  /** Students who meet the state's rule (their own state's, else their school's). */
  metRequirement: z.number(),
  /** Students whose state sets no hours. */
  noRequirement: z.number(),
  bands: z.record(z.enum(PROGRESS_BANDS), z.number()),
  drives: z.number(),
  liveDrives: z.number(),
  pendingDrives: z.number(),
  loggedMinutes: z.number(),
  approvedMinutes: z.number(),
});
export type StateSummary = z.infer<typeof stateSummarySchema>;

export const stateStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  approvedMinutes: z.number(),
  nightMinutes: z.number(),
  loggedMinutes: z.number(),
  drives: z.number(),
  requiredMinutes: z.number().nullable(),
  requiredNightMinutes: z.number().nullable(),
  band: z.enum(PROGRESS_BANDS),
});
export type StateStudent = z.infer<typeof stateStudentSchema>;

export const stateStudentsResponse = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  students: z.array(stateStudentSchema),
});
export type StateStudentsResponse = z.infer<typeof stateStudentsResponse>;

export const stateSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  cityCounty: z.string(),
  status: z.string(),
  students: z.number(),
  /** Median approved minutes of the school's students. */
  medianApprovedMinutes: z.number(),
  metRequirement: z.number(),
  /** Share of the students meeting the rule, 0-1 (0 without students). */
  metShare: z.number(),
  /** Submitted drives awaiting review. */
  pendingDrives: z.number(),
  drives: z.number(),
  /** Share of the drives logged live, 0-1. */
  liveShare: z.number(),
});
export type StateSchool = z.infer<typeof stateSchoolSchema>;

export const stateSchoolsResponse = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  schools: z.array(stateSchoolSchema),
});
export type StateSchoolsResponse = z.infer<typeof stateSchoolsResponse>;

export const stateTrendsResponse = z.object({
  /** Weeks start on Monday, in UTC; the last one is the current week. */
  weeks: z.array(
    z.object({ weekStart: z.string(), drives: z.number(), loggedMinutes: z.number(), approvedMinutes: z.number() }),
  ),
  months: z.array(z.object({ monthStart: z.string(), students: z.number() })),
});
export type StateTrends = z.infer<typeof stateTrendsResponse>;

const lang = z.enum(LANGUAGE_CODES as [string, ...string[]]).optional();
export const stateStudentsCsvQuery = stateStudentsFilter.extend({ lang });
export const stateSchoolsCsvQuery = stateSchoolsFilter.extend({ lang });
export const stateTrendsCsvQuery = stateTrendsQuery.extend({ lang });
