/**
 * The platform team's project board (docs/product/project-board.md):
 * columns and cards, ordered by rank keys, each with a version a stale edit is refused on
 * (docs/decisions/017-project-board-ordering.md).
 */
import { z } from 'zod';

export const MAX_COLUMN_NAME = 60;
export const MAX_CARD_TITLE = 200;
export const MAX_CARD_DESCRIPTION = 4000;
export const MAX_LABEL_LENGTH = 30;
export const MAX_LABELS = 10;

const id = z.string().min(1).max(100);
const version = z.number().int().min(1).max(2_147_483_647);
const dateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'invalid-date',
    },
  );

export const columnNameSchema = z.string().trim().min(1).max(MAX_COLUMN_NAME);
export const cardTitleSchema = z.string().trim().min(1).max(MAX_CARD_TITLE);
export const cardDescriptionSchema = z.string().trim().max(MAX_CARD_DESCRIPTION);
export const labelSchema = z.string().trim().min(1).max(MAX_LABEL_LENGTH);
/** Labels: trimmed, without repeats (the first spelling kept), at most MAX_LABELS. */
export const labelsSchema = z
  .array(labelSchema)
  .max(MAX_LABELS)
  .transform((labels) => labels.filter((l, i) => labels.findIndex((o) => o.toLowerCase() === l.toLowerCase()) === i));

export const boardCardSchema = z.object({
  id: z.string(),
  columnId: z.string(),
  title: z.string(),
  description: z.string(),
  assigneeId: z.string().nullable(),
  /** YYYY-MM-DD; overdue when before today in the viewer's zone. */
  dueOn: z.string().nullable(),
  labels: z.array(z.string()),
  rank: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnSchema = z.object({
  id: z.string(),
  name: z.string(),
  rank: z.string(),
  version: z.number().int(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardAssigneeSchema = z.object({ id: z.string(), name: z.string() });
export type BoardAssignee = z.infer<typeof boardAssigneeSchema>;

export const projectBoardResponse = z.object({
  /** Moves on at every change of the board. */
  revision: z.number().int(),
  columns: z.array(boardColumnSchema.extend({ cards: z.array(boardCardSchema) })),
  /** Who cards may be assigned to: the platform admins. */
  assignees: z.array(boardAssigneeSchema),
});
export type ProjectBoard = z.infer<typeof projectBoardResponse>;

export const boardIdParams = z.object({ id });

export const createColumnBody = z.object({ name: columnNameSchema });
export const renameColumnBody = z.object({ version, name: columnNameSchema });
/** Place the column right after `afterId` (null: first). */
export const moveColumnBody = z.object({ version, afterId: id.nullable() });
export const versionQuery = z.object({ version: z.coerce.number().pipe(version) });

export const createCardBody = z.object({
  columnId: id,
  title: cardTitleSchema,
  description: cardDescriptionSchema.optional(),
  assigneeId: id.nullable().optional(),
  dueOn: dateOnly.nullable().optional(),
  labels: labelsSchema.optional(),
});
export const updateCardBody = z.object({
  version,
  title: cardTitleSchema.optional(),
  description: cardDescriptionSchema.optional(),
  assigneeId: id.nullable().optional(),
  dueOn: dateOnly.nullable().optional(),
  labels: labelsSchema.optional(),
});
export type UpdateCardInput = z.infer<typeof updateCardBody>;
/**
 * Move a card into `columnId`: right after `afterId` if that card is still there, else right
 * before `beforeId` if that one is, else first when `afterId` is null, else last.
 */
export const moveCardBody = z.object({
  version,
  columnId: id,
  afterId: id.nullable(),
  beforeId: id.nullable(),
});
export type MoveCardInput = z.infer<typeof moveCardBody>;

export const columnResponse = z.object({ column: boardColumnSchema });
export const cardResponse = z.object({ card: boardCardSchema });

/** The Server-Sent Event sent to admins' open pages when the board changed (on /api/flags/stream). */
export const BOARD_CHANGED_EVENT = 'board-changed';
export const boardChangedSchema = z.object({ revision: z.number().int() });
