/** The rules every lesson passes; a refusal names the field and the rule. */
import { MAX_LESSON_MINUTES, MIN_LESSON_MINUTES } from '../../../shared/api/calendar.js';
import { AppError } from '../../errors.js';
import { isTimeZone } from '../drive-logs/validate-drive.js';
import type { Clash } from './repository.js';

export type LessonRule =
  'end-before-start' | 'too-short' | 'too-long' | 'unknown-time-zone' | 'not-completed' | 'other-student';

export const refuseLesson = (field: string, rule: LessonRule) =>
  new AppError('validation-failed', `${field}: ${rule}`, { fields: { [field]: rule } });

/** Start and end as dates, or a refusal naming the rule. */
export function checkLessonTimes(startsAt: string, endsAt: string, timeZone: string): { start: Date; end: Date } {
  if (!isTimeZone(timeZone)) throw refuseLesson('timeZone', 'unknown-time-zone');
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (!(minutes > 0)) throw refuseLesson('endsAt', 'end-before-start');
  if (minutes < MIN_LESSON_MINUTES) throw refuseLesson('endsAt', 'too-short');
  if (minutes > MAX_LESSON_MINUTES) throw refuseLesson('endsAt', 'too-long');
  return { start, end };
}

/**
 * Double booking: a code naming who is booked already, the field of that person, and (as
 * details) their name and the other lesson's times so the form can say when.
 */
export function doubleBooked(clash: Clash, name: string): AppError {
  const code = clash.who === 'teacher' ? 'lesson-teacher-double-booked' : 'lesson-student-double-booked';
  return new AppError(code, `${name} already has a lesson from ${clash.startsAt} to ${clash.endsAt}.`, {
    fields: { [clash.who === 'teacher' ? 'teacherId' : 'studentId']: 'double-booked' },
    details: { name, conflictStartsAt: clash.startsAt, conflictEndsAt: clash.endsAt },
  });
}
