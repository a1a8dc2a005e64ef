/**
 * Table types for Kysely. better-auth owns "user", "session", "account", "verification" and
 * "rateLimit" (created by its getMigrations); the rest are ours (migrations/). Columns are
 * camelCase, as better-auth's are, so raw SQL must quote them. Role, status and kind columns
 * are the unions of src/shared, so Kysely types every query that reads or writes them; our tables'
 * CHECK constraints (migrations/) hold the same lists, the user table's `role` and `status`
 * (better-auth's) have none.
 */
import type { ColumnType, Generated, Insertable, RawBuilder, Selectable, Updateable } from 'kysely';
import type { MailStatus } from '../../shared/api/admin.js';
import type { CertificateStatus } from '../../shared/api/certificates.js';
import type { CertificateType } from '../../shared/certificates.js';
import type { LessonStatus } from '../../shared/api/calendar.js';
import type { ConsentAction, StoredConsentStatus } from '../../shared/api/consent.js';
import type { DriveSource, DriveStatus, SupervisorType } from '../../shared/api/drive-logs.js';
import type { DeletionRelation, DeletionStatus } from '../../shared/api/deletion.js';
import type { ExamKind, ExamMode } from '../../shared/api/exams.js';
import type { StoredInvitationStatus } from '../../shared/api/invitations.js';
import type { LogoType, OrganizationStatus } from '../../shared/api/organizations.js';
import type { SkillLevel } from '../../shared/api/skills.js';
import type { InvitableRole, Role, UserStatus } from '../../shared/roles.js';
import type { MailKind } from '../mail/templates.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, string>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  role: Role | null;
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
  status: UserStatus | null;
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
  /** Why it was suspended (migration 012); null otherwise. */
  statusReason: string | null;
  certificateLessonsRequired: ColumnType<number, number | undefined, number>;
  certificateMockExamRequired: ColumnType<boolean, boolean | undefined, boolean>;
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
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  status: MailStatus;
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

/** A personal data export and, once built, its archive (migration 015). */
export interface DataExportTable {
  id: string;
  requestedBy: string;
  subjectId: string;
  status: 'queued' | 'building' | 'ready' | 'failed';
  progress: ColumnType<number, number | undefined, number>;
  language: string;
  timeZone: string;
  archive: ColumnType<Uint8Array | null, Uint8Array | null | undefined, Uint8Array | null>;
  size: number | null;
  error: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  readyAt: Timestamp | null;
  expiresAt: Timestamp | null;
}

/** A scheduled job's last run (migration 014, decision 021). */
export interface ScheduledJobTable {
  name: string;
  lastStartedAt: Timestamp | null;
  lastFinishedAt: Timestamp | null;
  lastStatus: 'ok' | 'failed' | null;
  lastResult: Json<Record<string, number>> | null;
  lastError: string | null;
  runCount: ColumnType<number, number | undefined, RawBuilder<number> | number>;
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
  supervisorType: SupervisorType;
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
  source: DriveSource;
  status: DriveStatus;
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
  status: DriveStatus;
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

export interface LessonTable {
  id: string;
  organizationId: string;
  teacherId: string;
  studentId: string;
  startsAt: Timestamp;
  endsAt: Timestamp;
  timeZone: string;
  pickupPlace: string;
  planId: string | null;
  notes: string;
  status: LessonStatus;
  cancelReason: string | null;
  driveLogId: string | null;
  version: ColumnType<number, number | undefined, number>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface CalendarFeedTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: CreatedAt;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

export interface DrivePlanTable {
  id: string;
  shareToken: string | null;
  ownerId: string;
  organizationId: string | null;
  studentId: string | null;
  title: string;
  skills: Json<string[]>;
  targetMinutes: number;
  conditions: Json<string[]>;
  routeNotes: string;
  instructions: string;
  /** A calendar date: select it as text (`"plannedFor"::text`); the drivers parse dates into local-midnight Dates. */
  plannedFor: ColumnType<Date | string | null, string | null, string | null>;
  revokedAt: Timestamp | null;
  archivedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface OrganizationLogoTable {
  organizationId: string;
  contentType: LogoType;
  data: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

export interface InvitationTable {
  id: string;
  organizationId: string;
  email: string;
  role: InvitableRole;
  firstName: string | null;
  lastName: string | null;
  parentEmail: string | null;
  studentId: string | null;
  invitedBy: string | null;
  status: StoredInvitationStatus;
  expiresAt: Timestamp;
  resendCount: ColumnType<number, number | undefined, number>;
  lastSentAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedBy: string | null;
  revokedAt: Timestamp | null;
  revokedBy: string | null;
  createdAt: CreatedAt;
}

export interface ParentConsentTable {
  studentId: string;
  organizationId: string | null;
  parentEmail: string;
  status: StoredConsentStatus;
  token: string;
  requestedBy: string | null;
  requestedAt: Timestamp;
  resendCount: ColumnType<number, number | undefined, number>;
  decidedBy: string | null;
  decidedByEmail: string | null;
  decidedAt: Timestamp | null;
  updatedAt: Timestamp;
}

export interface ParentConsentEventTable {
  id: Generated<string>;
  studentId: string;
  action: ConsentAction;
  actorId: string | null;
  actorEmail: string | null;
  parentEmail: string;
  createdAt: CreatedAt;
}

/** A practice-exam attempt; `questions` is the server-only answer key (features/exams/scoring.ts). */
export interface ExamAttemptTable {
  id: string;
  userId: string | null;
  recorded: boolean;
  kind: ExamKind;
  category: string | null;
  state: string | null;
  mode: ExamMode;
  language: string;
  questions: Json<{ id: string; category: string; choiceIds: string[]; order: number[]; correctChoiceId: string }[]>;
  answers: ColumnType<Record<string, { choiceId: string; at: string }>, string | undefined, string>;
  passPercent: number;
  timeLimitSeconds: number | null;
  startedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  submittedAt: Timestamp | null;
  score: number | null;
  total: number;
  percent: number | null;
  passed: boolean | null;
  breakdown: Json<{ category: string; correct: number; total: number }[]> | null;
  createdAt: CreatedAt;
}

export interface SkillLevelTable {
  studentId: string;
  skillId: string;
  level: SkillLevel;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

export interface SkillEventTable {
  id: string;
  studentId: string;
  skillId: string;
  fromLevel: SkillLevelTable['level'];
  toLevel: SkillLevelTable['level'];
  actorId: string | null;
  driveId: string | null;
  reason: string | null;
  createdAt: CreatedAt;
}

/** Moved on by triggers at every change to a student's drives or amendments (migration 008). */
export interface StudentDrivesVersionTable {
  studentId: string;
  version: ColumnType<number, number | undefined, number>;
}

/** An issued certificate: the signed content as printed, and its status (migration 009). */
export interface CertificateTable {
  id: string;
  number: string;
  type: CertificateType;
  studentId: string | null;
  organizationId: string | null;
  studentName: string;
  schoolName: string;
  state: string | null;
  issuedOn: string;
  minutes: number;
  nightMinutes: number;
  keyId: string;
  signature: string;
  manualReason: string | null;
  issuedBy: string | null;
  issuedAt: CreatedAt;
  status: ColumnType<CertificateStatus, CertificateStatus | undefined, CertificateStatus>;
  revokedAt: Timestamp | null;
  revokedBy: string | null;
  revokedReason: string | null;
  /** Set when the student was erased (migration 013): the name is gone, the record stays revoked. */
  anonymizedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A data deletion request (migration 013, docs/product/data-deletion.md). */
export interface DeletionRequestTable {
  id: string;
  subjectId: string | null;
  requesterId: string | null;
  requesterEmail: string | null;
  relation: DeletionRelation;
  language: string | null;
  reason: string | null;
  status: DeletionStatus;
  tokenHash: string | null;
  expiresAt: Timestamp;
  confirmedAt: Timestamp | null;
  parentTokenHash: string | null;
  parentExpiresAt: Timestamp | null;
  parentConfirmedAt: Timestamp | null;
  decidedBy: string | null;
  decidedAt: Timestamp | null;
  declineReason: string | null;
  removed: Json<Record<string, number>> | null;
  createdAt: CreatedAt;
}

/** The one project board: its lock serialises board writes; the revision moves on at each (migration 010). */
export interface ProjectBoardTable {
  id: number;
  revision: ColumnType<number, number | undefined, number>;
}

/** A column of the project board, ordered by `rank` (migration 010, docs/decisions/017-project-board-ordering.md). */
export interface BoardColumnTable {
  id: string;
  name: string;
  rank: string;
  version: ColumnType<number, number | undefined, number>;
  createdBy: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A card of the project board (migration 010). `labels` is a JSON array of strings. */
export interface BoardCardTable {
  id: string;
  columnId: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  assigneeId: string | null;
  dueOn: string | null;
  labels: Json<string[]>;
  rank: string;
  version: ColumnType<number, number | undefined, number>;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Summary tables of migration 011, kept by triggers (docs/decisions/018-state-summaries.md); read-only to the app. */
export interface StateRuleTable {
  code: string;
  minutes: number | null;
  nightMinutes: number | null;
}

export interface StudentSummaryTable {
  studentId: string;
  organizationId: string | null;
  state: string | null;
  ruleState: string | null;
  name: string;
  email: string;
  createdAt: Timestamp;
  approvedMinutes: number;
  nightMinutes: number;
  loggedMinutes: number;
  drives: number;
  liveDrives: number;
  pendingDrives: number;
  band: number | null;
}

export interface OrganizationSummaryTable {
  organizationId: string;
  students: number;
  band0: number;
  band1: number;
  band2: number;
  band3: number;
  met: number;
  noRule: number;
  approvedMinutes: ColumnType<string | number, number, number>;
  loggedMinutes: ColumnType<string | number, number, number>;
  drives: number;
  liveDrives: number;
  pendingDrives: number;
}

export interface StateWeekSummaryTable {
  state: string;
  weekStart: ColumnType<Date | string, string, string>;
  drives: number;
  loggedMinutes: ColumnType<string | number, number, number>;
  approvedMinutes: ColumnType<string | number, number, number>;
}

export interface StateMonthStudentsTable {
  state: string;
  monthStart: ColumnType<Date | string, string, string>;
  students: number;
}

export interface Database {
  deletionRequest: DeletionRequestTable;
  projectBoard: ProjectBoardTable;
  boardColumn: BoardColumnTable;
  boardCard: BoardCardTable;
  stateRule: StateRuleTable;
  studentSummary: StudentSummaryTable;
  organizationSummary: OrganizationSummaryTable;
  stateWeekSummary: StateWeekSummaryTable;
  stateMonthStudents: StateMonthStudentsTable;
  certificate: CertificateTable;
  studentDrivesVersion: StudentDrivesVersionTable;
  examAttempt: ExamAttemptTable;
  invitation: InvitationTable;
  parentConsent: ParentConsentTable;
  parentConsentEvent: ParentConsentEventTable;
  drivePlan: DrivePlanTable;
  organizationLogo: OrganizationLogoTable;
  driveLog: DriveLogTable;
  skillLevel: SkillLevelTable;
  skillEvent: SkillEventTable;
  driveAmendment: DriveAmendmentTable;
  logExport: LogExportTable;
  lesson: LessonTable;
  calendarFeed: CalendarFeedTable;
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
  scheduledJob: ScheduledJobTable;
  dataExport: DataExportTable;
}

export type UserRow = Selectable<UserTable>;
export type CertificateRow = Selectable<CertificateTable>;
export type DriveLogRow = Selectable<DriveLogTable>;
export type LessonRow = Selectable<LessonTable>;
export type OrganizationRow = Selectable<OrganizationTable>;
export type InvitationRow = Selectable<InvitationTable>;
export type ParentConsentRow = Selectable<ParentConsentTable>;
export type NewOrganization = Insertable<OrganizationTable>;
export type OrganizationUpdate = Updateable<OrganizationTable>;
