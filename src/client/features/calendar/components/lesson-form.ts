/**
 * The lesson form without React: its values, the checks the server makes (the same limits), and
 * the request bodies. Times are datetime-local values in the viewer's zone. Pure, for unit tests.
 */
import { z } from 'zod';
import {
  MAX_LESSON_MINUTES,
  MIN_LESSON_MINUTES,
  type CreateLessonBody,
  type Lesson,
  type UpdateLessonBody,
} from '../../../../shared/api/calendar';
import { addDays, fromLocalInput, toLocalInput } from './calendar-dates';

export interface LessonFormValues {
  teacherId: string;
  studentId: string;
  /** "2026-03-03T16:00" */
  start: string;
  end: string;
  pickupPlace: string;
  planId: string;
  notes: string;
}

/** Messages are rule names, shown as t(`calendar.rules.<rule>`). */
export const lessonFormSchema = z
  .object({
    teacherId: z.string().min(1, 'required'),
    studentId: z.string().min(1, 'required'),
    start: z.string().refine((v) => fromLocalInput(v) !== null, 'required'),
    end: z.string().refine((v) => fromLocalInput(v) !== null, 'required'),
    pickupPlace: z.string().max(200, 'too-long-text'),
    planId: z.string().max(300, 'too-long-text'),
    notes: z.string().max(2000, 'too-long-text'),
  })
  .superRefine((v, ctx) => {
    const start = fromLocalInput(v.start);
    const end = fromLocalInput(v.end);
    if (!start || !end) return;
    const minutes = (Date.parse(end) - Date.parse(start)) / 60_000;
    const rule = !(minutes > 0)
      ? 'end-before-start'
      : minutes < MIN_LESSON_MINUTES
        ? 'too-short'
        : minutes > MAX_LESSON_MINUTES
          ? 'too-long'
          : null;
    if (rule) ctx.addIssue({ code: 'custom', path: ['end'], message: rule });
  });

export const DEFAULT_LESSON_MINUTES = 60;

export function emptyLessonValues(start: Date, teacherId: string, studentId = ''): LessonFormValues {
  const end = new Date(start.getTime() + DEFAULT_LESSON_MINUTES * 60_000);
  return {
    teacherId,
    studentId,
    start: toLocalInput(start),
    end: toLocalInput(end),
    pickupPlace: '',
    planId: '',
    notes: '',
  };
}

export function valuesFromLesson(lesson: Lesson): LessonFormValues {
  return {
    teacherId: lesson.teacherId,
    studentId: lesson.studentId,
    start: toLocalInput(new Date(lesson.startsAt)),
    end: toLocalInput(new Date(lesson.endsAt)),
    pickupPlace: lesson.pickupPlace,
    planId: lesson.planId ?? '',
    notes: lesson.notes,
  };
}

/** Keeps the length when the start moves: the end follows it. */
export function endAfterStartChange(previous: LessonFormValues, start: string): string {
  const oldStart = fromLocalInput(previous.start);
  const oldEnd = fromLocalInput(previous.end);
  const newStart = fromLocalInput(start);
  if (!oldStart || !oldEnd || !newStart) return previous.end;
  const length = Date.parse(oldEnd) - Date.parse(oldStart);
  if (!(length > 0)) return previous.end;
  return toLocalInput(new Date(Date.parse(newStart) + length));
}

export function toCreateBody(v: LessonFormValues, timeZone: string): CreateLessonBody {
  return {
    teacherId: v.teacherId,
    studentId: v.studentId,
    startsAt: fromLocalInput(v.start)!,
    endsAt: fromLocalInput(v.end)!,
    timeZone,
    pickupPlace: v.pickupPlace.trim(),
    planId: v.planId.trim() || null,
    notes: v.notes.trim(),
  };
}

/** Only what changed, with the version the form was opened on. */
export function toUpdateBody(v: LessonFormValues, lesson: Lesson, timeZone: string): UpdateLessonBody {
  const body: UpdateLessonBody = { version: lesson.version };
  const startsAt = fromLocalInput(v.start)!;
  const endsAt = fromLocalInput(v.end)!;
  if (Date.parse(startsAt) !== Date.parse(lesson.startsAt) || Date.parse(endsAt) !== Date.parse(lesson.endsAt))
    Object.assign(body, { startsAt, endsAt, timeZone });
  if (v.teacherId !== lesson.teacherId) body.teacherId = v.teacherId;
  if (v.pickupPlace.trim() !== lesson.pickupPlace) body.pickupPlace = v.pickupPlace.trim();
  if ((v.planId.trim() || null) !== lesson.planId) body.planId = v.planId.trim() || null;
  if (v.notes.trim() !== lesson.notes) body.notes = v.notes.trim();
  return body;
}

/** The "Log this drive" form's start values for a completed lesson: its day, times, place and teacher. */
export function driveValuesFromLesson(lesson: Lesson) {
  const start = new Date(lesson.startsAt);
  const end = new Date(lesson.endsAt);
  const endDay = toLocalInput(end).slice(0, 10);
  const startDay = toLocalInput(start).slice(0, 10);
  return {
    date: startDay,
    startTime: toLocalInput(start).slice(11),
    // The drive form reads an earlier end time as the next day; a lesson longer than that cannot be logged as one drive.
    endTime:
      endDay === startDay || endDay === toLocalInput(addDays(start, 1)).slice(0, 10) ? toLocalInput(end).slice(11) : '',
    supervisor: `teacher:${lesson.teacherId}`,
    startLabel: lesson.pickupPlace,
    endLabel: lesson.pickupPlace,
  };
}
