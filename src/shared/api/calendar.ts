/**
 * Lessons and the InstructorCalendar (docs/product/schools.md): a teacher drives with a student at a booked
 * time. The same schemas validate the lesson form and the server.
 */
import { z } from 'zod';

export const LESSON_STATUSES = ['scheduled', 'completed', 'cancelled', 'no-show'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** A lesson lasts at least this long and at most this long. */
export const MIN_LESSON_MINUTES = 15;
export const MAX_LESSON_MINUTES = 12 * 60;
/** A calendar read covers at most this many days (a month view with its leading and trailing weeks). */
export const MAX_RANGE_DAYS = 62;

const id = z.string().min(1).max(100);
const instant = z.iso.datetime({ offset: true });

/** A drive plan's share token or id, or a pasted /drive-plan/{id} link, reduced to the id. */
export const planIdSchema = z
  .string()
  .trim()
  .max(300)
  .transform((v) => v.replace(/^.*\/drive-plan\//, '').replace(/[?#].*$/, ''))
  .pipe(z.string().regex(/^[\w-]{0,100}$/));

export const lessonFieldsSchema = z.object({
  startsAt: instant,
  endsAt: instant,
  /** IANA zone the lesson was booked in: e-mails show its times there. */
  timeZone: z.string().min(1).max(64),
  pickupPlace: z.string().trim().max(200).default(''),
  planId: planIdSchema.nullish(),
  notes: z.string().trim().max(2000).default(''),
});

export const createLessonBody = lessonFieldsSchema.extend({
  /** Staff book for any teacher of their school; a teacher books for themselves (may be left out). */
  teacherId: id.optional(),
  studentId: id,
});
export type CreateLessonBody = z.infer<typeof createLessonBody>;

export const updateLessonBody = z
  .object({
    /** The version the caller saw: a lesson changed meanwhile is refused (lesson-changed). */
    version: z.number().int().min(1),
    teacherId: id.optional(),
    startsAt: instant.optional(),
    endsAt: instant.optional(),
    timeZone: z.string().min(1).max(64).optional(),
    pickupPlace: z.string().trim().max(200).optional(),
    planId: planIdSchema.nullish(),
    notes: z.string().trim().max(2000).optional(),
    status: z.enum(LESSON_STATUSES).optional(),
    cancelReason: z.string().trim().min(3).max(500).optional(),
    /** The drive logged from a completed lesson. */
    driveLogId: id.optional(),
  })
  .refine((b) => b.status !== 'cancelled' || Boolean(b.cancelReason), {
    message: 'A cancellation needs a reason',
    path: ['cancelReason'],
  })
  .refine((b) => (b.startsAt === undefined) === (b.endsAt === undefined), {
    message: 'Move a lesson with both its start and end',
    path: ['endsAt'],
  });
export type UpdateLessonBody = z.infer<typeof updateLessonBody>;

export const listLessonsQuery = z
  .object({
    from: instant,
    to: instant,
    teacherId: id.optional(),
    studentId: id.optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'The range ends before it starts', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_RANGE_DAYS * 86_400_000, {
    message: `At most ${MAX_RANGE_DAYS} days`,
    path: ['to'],
  });

export const upcomingLessonsQuery = z.object({
  studentId: id,
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const lessonSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  teacherId: z.string(),
  teacherName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  pickupPlace: z.string(),
  planId: z.string().nullable(),
  notes: z.string(),
  status: z.enum(LESSON_STATUSES),
  cancelReason: z.string().nullable(),
  driveLogId: z.string().nullable(),
  version: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonResponse = z.object({ lesson: lessonSchema });
export const listLessonsResponse = z.object({ lessons: z.array(lessonSchema) });

export const calendarFeedSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** The feed's address is shown once, when it is made: only a hash of its token is kept. */
export const createdFeedResponse = z.object({ feed: calendarFeedSchema, url: z.string() });
export const listFeedsResponse = z.object({ feeds: z.array(calendarFeedSchema) });

/** Whether two half-open intervals [aStart, aEnd) and [bStart, bEnd) share a moment. */
export function overlaps(aStart: number, aEnd: number, bStart: number, bEnd: number): boolean {
  return aStart < bEnd && bStart < aEnd;
}

/** Lessons that take a teacher's and a student's time: cancelled and no-show ones do not. */
export function blocksTime(status: LessonStatus): boolean {
  return status === 'scheduled' || status === 'completed';
}
