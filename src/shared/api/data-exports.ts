/**
 * Personal data export (docs/product/data-export.md): a signed-in person asks for everything
 * Roadlog holds about them (or, for a parent, about a linked student); the archive is built in
 * the background and downloaded while it has not expired.
 */
import { z } from 'zod';

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
/** How long a finished archive can be downloaded. */
export const DATA_EXPORT_TTL_HOURS = 72;

export const createDataExportBodySchema = z
  .object({
    /** Whose data: the requester's own when absent; a linked student's for a parent. */
    subjectId: z.string().min(1).max(200).optional(),
    /** IANA zone for the dates printed in the log PDF; UTC when absent. */
    timeZone: z.string().min(1).max(100).optional(),
  })
  .strict();
export type CreateDataExportBody = z.infer<typeof createDataExportBodySchema>;

export const dataExportSchema = z.object({
  id: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100 while building. */
  progress: z.number().int().min(0).max(100),
  /** Bytes of the archive once ready. */
  size: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export const dataExportParamsSchema = z.object({ id: z.string().min(1).max(100) });
