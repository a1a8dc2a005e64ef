import type { TFunction } from 'i18next';
import { ApiError, errorCodeOf } from '../../../lib/api';
import { timeRange } from './calendar-dates';

/**
 * A refused lesson request in words, for ErrorAlert's `describe`: a double booking names who is
 * booked and when their other lesson is (`details`); a refused field names its rule (`fields`);
 * anything else shows the error code's message.
 */
export function lessonErrorMessage(t: TFunction, error: unknown, lang: string): string {
  const code = errorCodeOf(error);
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const details = error instanceof ApiError ? (error.details ?? {}) : {};
  if (code === 'lesson-teacher-double-booked' || code === 'lesson-student-double-booked') {
    const { name, conflictStartsAt, conflictEndsAt } = details;
    const day = conflictStartsAt
      ? new Intl.DateTimeFormat(lang, { weekday: 'long', month: 'long', day: 'numeric' }).format(
          new Date(conflictStartsAt),
        )
      : '';
    const time = conflictStartsAt && conflictEndsAt ? timeRange(conflictStartsAt, conflictEndsAt, lang) : '';
    return t(code === 'lesson-teacher-double-booked' ? 'calendar.errors.teacherBusy' : 'calendar.errors.studentBusy', {
      name: name ?? '',
      day,
      time,
    });
  }
  if (code === 'validation-failed') {
    const rule = Object.entries(fields).find(([k]) =>
      ['endsAt', 'startsAt', 'timeZone', 'driveLogId', 'cancelReason'].includes(k),
    )?.[1];
    if (rule) return t(`calendar.rules.${rule}`, { defaultValue: t('errors.validation-failed') });
  }
  return t(`errors.${code}`, { defaultValue: t('errors.unknown') });
}
