/**
 * Table types for Kysely. better-auth owns "user", "session", "account", "verification" and
 * "rateLimit" (created by its getMigrations); the rest are ours (migrations/). Columns are
 * camelCase, as better-auth's are, so raw SQL must quote them.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export type UserStatus = 'invited' | 'active' | 'inactive' | 'disabled';

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: string | null;
  organizationId: string | null;
  studentId: string | null;
  studentIds: Json<string[]> | null;
  parentEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  state: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
  cityCounty: string | null;
  zip: string | null;
  temporaryPassword: boolean | null;
  status: string | null;
  lastActive: Timestamp | null;
  preferredLanguage: string | null;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export type OrganizationStatus = 'pending' | 'approved' | 'suspended';

export interface OrganizationTable {
  id: string;
  name: string;
  state: string;
  address: string;
  cityCounty: string;
  zip: string;
  contactEmail: string;
  contactPhone: string;
  status: OrganizationStatus;
  ownerId: string | null;
  statusChangedAt: Timestamp | null;
  statusChangedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface FeatureFlagsTable {
  id: number;
  showPartners: boolean;
  adPanels: boolean;
  updatedAt: Timestamp;
  updatedBy: string | null;
}

export interface PageViewTable {
  id: Generated<string>;
  path: string;
  referrer: string | null;
  language: string | null;
  createdAt: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  status: 'queued' | 'sent' | 'failed' | 'kept';
  error: string | null;
  createdAt: CreatedAt;
  sentAt: Timestamp | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  createdAt: CreatedAt;
}

export interface RateCounterTable {
  key: string;
  count: number;
  resetAt: Timestamp;
}

export interface DriveLogTable {
  id: string;
  studentId: string;
  organizationId: string | null;
  supervisorType: 'parent' | 'teacher' | 'other';
  supervisorId: string | null;
  supervisorName: string;
  supervisorLicense: string | null;
  startedAt: Timestamp;
  endedAt: Timestamp;
  timeZone: string;
  durationMinutes: number;
  nightMinutes: number;
  nightMinutesComputed: number;
  nightCorrectionReason: string | null;
  startLabel: string;
  startLat: number | null;
  startLng: number | null;
  endLabel: string;
  endLat: number | null;
  endLng: number | null;
  track: Json<[number, number, number][]> | null;
  distanceKm: number | null;
  odometerStart: number | null;
  odometerEnd: number | null;
  weather: Json<string[]>;
  roadTypes: Json<string[]>;
  traffic: string | null;
  skills: Json<string[]>;
  notes: string;
  source: 'live' | 'manual' | 'import';
  status: 'submitted' | 'approved' | 'rejected';
  rejectionReason: string | null;
  reviewedBy: string | null;
  reviewedAt: Timestamp | null;
  archivedAt: Timestamp | null;
  archivedBy: string | null;
  version: ColumnType<number, number | undefined, number>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface DriveAmendmentTable {
  id: string;
  driveId: string;
  proposedBy: string;
  changes: Json<Record<string, unknown>>;
  reason: string;
  status: 'submitted' | 'approved' | 'rejected';
  reviewedBy: string | null;
  reviewedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface LogExportTable {
  id: string;
  studentId: string;
  fingerprint: string;
  totals: Json<Record<string, unknown>>;
  createdBy: string;
  createdAt: CreatedAt;
}

/** Moved on by triggers at every change to a student's drives or amendments (migration 008). */
export interface StudentDrivesVersionTable {
  studentId: string;
  version: ColumnType<number, number | undefined, number>;
}

export interface Database {
  studentDrivesVersion: StudentDrivesVersionTable;
  driveLog: DriveLogTable;
  driveAmendment: DriveAmendmentTable;
  logExport: LogExportTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  organization: OrganizationTable;
  featureFlags: FeatureFlagsTable;
  pageView: PageViewTable;
  mailOutbox: MailOutboxTable;
  auditLog: AuditLogTable;
  rateCounter: RateCounterTable;
}

export type UserRow = Selectable<UserTable>;
export type DriveLogRow = Selectable<DriveLogTable>;
export type OrganizationRow = Selectable<OrganizationTable>;
export type NewOrganization = Insertable<OrganizationTable>;
export type OrganizationUpdate = Updateable<OrganizationTable>;
