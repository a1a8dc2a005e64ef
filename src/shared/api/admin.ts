import { z } from 'zod';
import { emailSchema, nameSchema, roleSchema, stateCodeSchema, userStatusSchema } from './profile-fields.js';

export { roleSchema } from './profile-fields.js';

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: roleSchema.nullable(),
  state: z.string().nullable(),
  organizationId: z.string().nullable(),
  status: userStatusSchema.nullable(),
  lastActive: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const updateUserBody = z
  .object({
    role: roleSchema,
    status: userStatusSchema,
    state: stateCodeSchema.nullable(),
  })
  .partial();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const createStaffUserBody = z
  .object({
    email: emailSchema,
    firstName: nameSchema,
    lastName: nameSchema,
    role: roleSchema.extract(['admin', 'state-admin']),
    state: stateCodeSchema.optional(),
  })
  .refine((v) => v.role !== 'state-admin' || Boolean(v.state), {
    message: 'A state admin needs a state',
    path: ['state'],
  });

export const pageViewStatsSchema = z.object({
  total: z.number().int(),
  byPath: z.array(z.object({ path: z.string(), views: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
  /** Views by the page's language (base code such as `es`; `null`: not told). */
  byLanguage: z.array(z.object({ language: z.string().nullable(), views: z.number().int() })),
});

/** An outbox e-mail: queued for sending, sent, failed, or kept (no mail transport is configured). */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const outboxItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** One e-mail of the outbox in full (GET /api/admin/outbox/{id}): what was sent, or why it failed. */
export const outboxMessageSchema = outboxItemSchema.extend({
  text: z.string(),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxIdParams = z.object({ id: z.string().regex(/^[0-9]{1,18}$/) });

/** /admin's system health tab (docs/product/admin.md). */
export const systemHealthSchema = z.object({
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    sizeBytes: z.number().nullable(),
  }),
  migrations: z.object({
    /** Our numbered migrations (kysely_migration): how many ran, how many the code has, the latest first. */
    applied: z.number().int(),
    known: z.number().int(),
    latest: z.array(z.object({ name: z.string(), appliedAt: z.string() })),
    /** better-auth keeps no history: its tables, and the changes its schema still lacks (0 = current). */
    authTables: z.array(z.string()),
    authPending: z.number().int(),
  }),
  outbox: z.object({
    /** Queued and not yet sent. */
    unsent: z.number().int(),
    failed: z.number().int(),
    recentFailures: z.array(outboxItemSchema),
  }),
  /** App processes holding a LISTEN for flag changes (decision 019). */
  flagListeners: z.number().int(),
  /** Scheduled jobs' last runs (decision 021); a job not run yet has no row. */
  jobs: z.array(
    z.object({
      name: z.string(),
      lastStartedAt: z.string().nullable(),
      lastFinishedAt: z.string().nullable(),
      lastStatus: z.enum(['ok', 'failed']).nullable(),
      /** What the last run handled, per kind of record. */
      lastResult: z.record(z.string(), z.number()).nullable(),
      lastError: z.string().nullable(),
      runCount: z.number().int(),
    }),
  ),
  process: z.object({ uptimeSeconds: z.number(), startedAt: z.string(), node: z.string() }),
  build: z.object({ version: z.string(), commit: z.string().nullable(), builtAt: z.string().nullable() }),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;
