import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, errorCodeOf } from '../../../lib/api';
import { timeRange } from './calendar-dates';

/**
 * A refused lesson request in words: a double booking names who is booked and when their other
 * lesson is; a refused field names its rule; anything else shows the error code's message.
 */
export function lessonErrorMessage(t: TFunction, error: unknown, lang: string): string {
  const code = errorCodeOf(error);
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  if (code === 'lesson-teacher-double-booked' || code === 'lesson-student-double-booked') {
    const day = fields.conflictStartsAt ? new Intl.DateTimeFormat(lang, { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(fields.conflictStartsAt)) : '';
    const time = fields.conflictStartsAt && fields.conflictEndsAt ? timeRange(fields.conflictStartsAt, fields.conflictEndsAt, lang) : '';
    return t(code === 'lesson-teacher-double-booked' ? 'calendar.errors.teacherBusy' : 'calendar.errors.studentBusy', { name: fields.name ?? '', day, time });
  }
  if (code === 'validation-failed') {
    const rule = Object.entries(fields).find(([k]) => ['endsAt', 'startsAt', 'timeZone', 'driveLogId', 'cancelReason'].includes(k))?.[1];
    if (rule) return t(`calendar.rules.${rule}`, { defaultValue: t('errors.validation-failed') });
  }
  return t(`errors.${code}`, { defaultValue: t('errors.unknown') });
}

export function LessonErrorAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {lessonErrorMessage(t, error, i18n.language)}
    </Alert>
  );
}
