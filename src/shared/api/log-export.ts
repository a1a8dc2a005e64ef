/**
 * The printable log (PDF), the CSV export and the public verification of a printed log
 * (docs/product/drive-logs.md export). Totals are the approved drives' totals, exactly as GET
 * /api/students/:id/progress reports them.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';

export const logExportQuery = z.object({
  /** Language of the document's texts; defaults to the caller's preferred language. */
  lang: z.enum(LANGUAGE_CODES).optional(),
  /** IANA zone for the generation date; drives are always shown in their own zone. */
  tz: z.string().min(1).max(64).optional(),
});
export type LogExportQuery = z.infer<typeof logExportQuery>;

/** The approved drives' totals, as printed on the log and kept with the export. */
export const logTotalsSchema = z.object({
  drives: z.number().int(),
  totalMinutes: z.number().int(),
  nightMinutes: z.number().int(),
  byWeather: z.record(z.string(), z.number().int()),
  byRoadType: z.record(z.string(), z.number().int()),
  bySupervisor: z.record(z.string(), z.number().int()),
});
export type LogTotals = z.infer<typeof logTotalsSchema>;

/** 16 random bytes, base64url: unguessable, so the id alone grants the (small) public view. */
export const EXPORT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const exportIdParams = z.object({ exportId: z.string().regex(EXPORT_ID_PATTERN) });

/** What anyone holding a printed log may learn: nothing beyond what the paper already shows. */
export const logVerificationResponse = z.object({
  /** First name and last initial ("Jamie P."). */
  student: z.string(),
  school: z.string().nullable(),
  state: z.string().nullable(),
  generatedAt: z.string(),
  totals: logTotalsSchema,
  currentTotals: logTotalsSchema,
  /** The approved drives are exactly those printed (same ids, versions, times and minutes). */
  unchanged: z.boolean(),
});
export type LogVerification = z.infer<typeof logVerificationResponse>;
