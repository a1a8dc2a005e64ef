/**
 * Drive logs (docs/product/drive-logs.md): one supervised practice drive. The same schemas validate the forms,
 * the offline queue and the server.
 */
import { z } from 'zod';

export const WEATHER = ['clear', 'rain', 'snow', 'fog', 'ice', 'wind'] as const;
export const ROAD_TYPES = ['residential', 'urban', 'rural', 'highway', 'parking-lot', 'gravel'] as const;
export const TRAFFIC = ['light', 'moderate', 'heavy'] as const;
export const SUPERVISOR_TYPES = ['parent', 'teacher', 'other'] as const;
export const DRIVE_SOURCES = ['live', 'manual', 'import'] as const;
export const DRIVE_STATUSES = ['submitted', 'approved', 'rejected'] as const;

/** docs/product/drive-logs.md validation limits. */
export const MIN_DRIVE_MINUTES = 5;
export const MAX_DRIVE_MINUTES = 12 * 60;
/** A drive may end this far in the future (clock skew between phone and server). */
export const FUTURE_TOLERANCE_MS = 2 * 60 * 1000;
/** Stored GPS tracks keep at most this many points (downsampled on the client and server). */
export const MAX_TRACK_POINTS = 500;

export type Weather = (typeof WEATHER)[number];
export type RoadType = (typeof ROAD_TYPES)[number];
export type DriveStatus = (typeof DRIVE_STATUSES)[number];
export type SupervisorType = (typeof SUPERVISOR_TYPES)[number];
export type DriveSource = (typeof DRIVE_SOURCES)[number];

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** [latitude, longitude, epoch milliseconds] */
export const trackPointSchema = z.tuple([latitude, longitude, z.number().int().nonnegative()]);
export type TrackPoint = z.infer<typeof trackPointSchema>;

export const placeSchema = z.object({
  label: z.string().trim().max(200).default(''),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});

export const supervisorInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('parent'), userId: z.string().min(1).max(100) }),
  z.object({ type: z.literal('teacher'), userId: z.string().min(1).max(100) }),
  z.object({
    type: z.literal('other'),
    name: z.string().trim().min(2).max(100),
    licenseNumber: z.string().trim().min(3).max(40),
  }),
]);
export type SupervisorInput = z.infer<typeof supervisorInputSchema>;

/** Fields a drive's author sets; everything else (duration, night minutes, status) is derived. */
export const driveFieldsSchema = z.object({
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }),
  /** IANA zone the drive happened in; the local date of a drive keeps it. */
  timeZone: z.string().min(1).max(64),
  supervisor: supervisorInputSchema,
  start: placeSchema.default({ label: '' }),
  end: placeSchema.default({ label: '' }),
  track: z.array(trackPointSchema).max(20_000).optional(),
  odometerStart: z.number().int().min(0).max(2_000_000).optional(),
  odometerEnd: z.number().int().min(0).max(2_000_000).optional(),
  weather: z.array(z.enum(WEATHER)).max(WEATHER.length).default([]),
  roadTypes: z.array(z.enum(ROAD_TYPES)).max(ROAD_TYPES.length).default([]),
  traffic: z.enum(TRAFFIC).optional(),
  skills: z.array(z.string().min(1).max(80)).max(60).default([]),
  notes: z.string().trim().max(2000).default(''),
});

export const createDriveBody = driveFieldsSchema.extend({
  /** Client-generated id: a retry or a second sync of the same drive never makes a second one. */
  id: z.uuid(),
  studentId: z.string().min(1).max(100),
  source: z.enum(DRIVE_SOURCES),
});
export type CreateDriveBody = z.infer<typeof createDriveBody>;

export const driveSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  organizationId: z.string().nullable(),
  supervisor: z.object({
    type: z.enum(SUPERVISOR_TYPES),
    userId: z.string().nullable(),
    name: z.string(),
    licenseNumber: z.string().nullable(),
  }),
  startedAt: z.string(),
  endedAt: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  nightMinutes: z.number().int(),
  nightMinutesComputed: z.number().int(),
  nightCorrectionReason: z.string().nullable(),
  start: z.object({ label: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }),
  end: z.object({ label: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() }),
  distanceKm: z.number().nullable(),
  hasTrack: z.boolean(),
  odometerStart: z.number().nullable(),
  odometerEnd: z.number().nullable(),
  weather: z.array(z.enum(WEATHER)),
  roadTypes: z.array(z.enum(ROAD_TYPES)),
  traffic: z.enum(TRAFFIC).nullable(),
  skills: z.array(z.string()),
  notes: z.string(),
  source: z.enum(DRIVE_SOURCES),
  status: z.enum(DRIVE_STATUSES),
  rejectionReason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  pendingAmendment: z.boolean(),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Drive = z.infer<typeof driveSchema>;

/** Warnings do not refuse a drive (docs/product/drive-logs.md: state caps are shown as warnings). */
export const driveWarningSchema = z.object({
  code: z.enum(['daily-cap', 'weekly-cap']),
  limitMinutes: z.number().int(),
  totalMinutes: z.number().int(),
});
export type DriveWarning = z.infer<typeof driveWarningSchema>;

export const createDriveResponse = z.object({
  drive: driveSchema,
  created: z.boolean(),
  warnings: z.array(driveWarningSchema),
});

export const listDrivesQuery = z.object({
  studentId: z.string().min(1).max(100),
  status: z.enum(DRIVE_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  weather: z.enum(WEATHER).optional(),
  roadType: z.enum(ROAD_TYPES).optional(),
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export const reviewDrivesBody = z
  .object({
    driveIds: z.array(z.string().min(1).max(100)).min(1).max(200),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.decision === 'approve' || Boolean(b.reason), {
    message: 'A rejection needs a reason',
    path: ['reason'],
  });

export const nightCorrectionBody = z.object({
  nightMinutes: z.number().int().min(0).max(MAX_DRIVE_MINUTES),
  reason: z.string().trim().min(3).max(500),
});

/**
 * An amendment names only the fields it changes, so none of them has a default: with the create
 * form's defaults a notes-only correction would also clear the places, weather, roads and skills.
 * The GPS track is what was recorded and is not amended (nor copied into the audit trail).
 */
const amendableFieldsSchema = driveFieldsSchema
  .omit({ track: true })
  .extend({
    start: driveFieldsSchema.shape.start.unwrap(),
    end: driveFieldsSchema.shape.end.unwrap(),
    weather: driveFieldsSchema.shape.weather.unwrap(),
    roadTypes: driveFieldsSchema.shape.roadTypes.unwrap(),
    skills: driveFieldsSchema.shape.skills.unwrap(),
    notes: driveFieldsSchema.shape.notes.unwrap(),
  })
  .partial();

export const amendDriveBody = z.object({
  changes: amendableFieldsSchema,
  reason: z.string().trim().min(3).max(500),
});

export const progressSchema = z.object({
  state: z.string().nullable(),
  requiredMinutes: z.number().int().nullable(),
  requiredNightMinutes: z.number().int().nullable(),
  approved: z.object({ totalMinutes: z.number().int(), nightMinutes: z.number().int(), drives: z.number().int() }),
  pending: z.object({ totalMinutes: z.number().int(), nightMinutes: z.number().int(), drives: z.number().int() }),
  byWeather: z.record(z.string(), z.number().int()),
  byRoadType: z.record(z.string(), z.number().int()),
  bySupervisor: z.record(z.string(), z.number().int()),
  /** Approved minutes per week over the last 4 weeks. */
  weeklyPaceMinutes: z.number().int(),
  estimatedCompletion: z.string().nullable(),
  missing: z.array(z.object({ category: z.enum(['total', 'night']), minutes: z.number().int() })),
});
export type Progress = z.infer<typeof progressSchema>;

export const listDrivesResponse = z.object({
  drives: z.array(driveSchema),
  total: z.number().int(),
  progress: progressSchema,
});

export const historyEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  at: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export const amendmentSchema = z.object({
  id: z.string(),
  proposedByName: z.string().nullable(),
  reason: z.string(),
  changes: z.record(z.string(), z.unknown()),
  status: z.enum(DRIVE_STATUSES),
  createdAt: z.string(),
});
export const driveDetailResponse = z.object({
  drive: driveSchema,
  track: z.array(trackPointSchema),
  history: z.array(historyEntrySchema),
  amendments: z.array(amendmentSchema),
  /** What the caller may do here; the server checks again on each action. */
  can: z.object({ review: z.boolean(), amend: z.boolean(), archive: z.boolean() }),
});
export type DriveDetail = z.infer<typeof driveDetailResponse>;

export const reviewResultSchema = z.object({
  reviewed: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(['not-found', 'not-pending', 'forbidden']) })),
});

/** People who may supervise a student's drive, for the "Log past drive" form. */
export const supervisorOptionSchema = z.object({ id: z.string(), name: z.string() });
export const studentSupervisorsResponse = z.object({
  /** Parents linked to the student. */
  parents: z.array(supervisorOptionSchema),
  /** Instructors and admins of the student's school (logged as supervisor type `teacher`). */
  teachers: z.array(supervisorOptionSchema),
});
export type StudentSupervisors = z.infer<typeof studentSupervisorsResponse>;

/** One student's totals on a school's dashboards (archived drives left out, as in progress). */
export const studentTotalsSchema = z.object({
  studentId: z.string(),
  approvedMinutes: z.number().int(),
  nightMinutes: z.number().int(),
  pendingMinutes: z.number().int(),
  requiredMinutes: z.number().int().nullable(),
  requiredNightMinutes: z.number().int().nullable(),
});
export type StudentTotals = z.infer<typeof studentTotalsSchema>;
export const organizationProgressResponse = z.object({ students: z.array(studentTotalsSchema) });
