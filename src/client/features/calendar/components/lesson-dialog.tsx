import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Lesson } from '../../../../shared/api/calendar';
import { viewerTimeZone } from '../../../lib/format';
import { useMyPlans } from '../../../api/my-plans';
import { useCreateLesson, useUpdateLesson } from '../api/lessons';
import { ErrorAlert } from '../../../components/error-alert';
import { lessonErrorMessage } from './lesson-errors';
import { LessonFields, type PersonOption } from './lesson-fields';
import {
  emptyLessonValues,
  lessonFormSchema,
  toCreateBody,
  toUpdateBody,
  valuesFromLesson,
  type LessonFormValues,
} from './lesson-form';
import { LessonStatusActions, type RenderLogDrive } from './lesson-status-actions';

export type LessonTarget = { lesson: Lesson } | { start: Date };

interface Props {
  target: LessonTarget;
  /** Teachers to choose from (school admins); null when the caller books for themselves. */
  teachers: PersonOption[] | null;
  students: PersonOption[];
  defaultTeacherId: string;
  onClose: () => void;
  /** A change was saved: the message to announce. */
  onDone: (message: string) => void;
  /** The "Log this drive" dialog of a completed lesson. */
  renderLogDrive: RenderLogDrive;
}

/** Book a lesson, or open one: move or edit it, complete it (then log the drive), mark no-show, cancel, reopen. */
export function LessonDialog({ target, teachers, students, defaultTeacherId, onClose, onDone, renderLogDrive }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [timeZone] = useState(viewerTimeZone);
  const [lesson, setLesson] = useState<Lesson | null>('lesson' in target ? target.lesson : null);
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const form = useForm<LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    mode: 'onTouched',
    defaultValues:
      'lesson' in target ? valuesFromLesson(target.lesson) : emptyLessonValues(target.start, defaultTeacherId),
  });
  const myPlans = useMyPlans();
  const editable = !lesson || lesson.status === 'scheduled';
  const busy = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    update.reset();
    create.reset();
    if (!lesson) {
      await create.mutateAsync(toCreateBody(values, timeZone));
      onDone(t('calendar.notices.booked'));
    } else {
      const body = toUpdateBody(values, lesson, timeZone);
      if (Object.keys(body).length > 1) await update.mutateAsync({ id: lesson.id, body });
      onDone(t('calendar.notices.saved'));
    }
    onClose();
  });

  // Students of other lessons (e.g. a student who left the school) still show by name.
  const studentOptions =
    lesson && !students.some((s) => s.id === lesson.studentId)
      ? [...students, { id: lesson.studentId, name: lesson.studentName }]
      : students;
  // The caller's plans that have a link; a lesson's plan made by someone else keeps its own entry.
  const linkedPlans = (myPlans.data ?? [])
    .filter((p) => p.shareToken && !p.revokedAt)
    .map((p) => ({ id: p.shareToken!, name: p.studentName ? `${p.title} (${p.studentName})` : p.title }));
  const planOptions = myPlans.isError
    ? null
    : lesson?.planId && !linkedPlans.some((p) => p.id === lesson.planId)
      ? [...linkedPlans, { id: lesson.planId, name: t('calendar.fields.otherPlan') }]
      : linkedPlans;
  const teacherOptions =
    teachers && lesson && !teachers.some((s) => s.id === lesson.teacherId)
      ? [...teachers, { id: lesson.teacherId, name: lesson.teacherName }]
      : teachers;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {lesson ? t('calendar.dialog.titleEdit', { student: lesson.studentName }) : t('calendar.dialog.titleNew')}
      </DialogTitle>
      <form
        noValidate
        style={{ display: 'contents' }}
        onSubmit={(e) => {
          // The "Log this drive" dialog is rendered in a portal but its submit still bubbles here through React.
          if (e.target !== e.currentTarget) return;
          void submit(e).catch(() => undefined);
        }}
      >
        <DialogContent dividers>
          <Stack spacing={2}>
            {lesson && (
              <Typography variant="body2" color="text.secondary">
                {t('calendar.dialog.statusLine', {
                  status: t(`calendar.status.${lesson.status}`),
                  teacher: lesson.teacherName,
                })}
                {lesson.cancelReason ? ` · ${t('calendar.dialog.reason', { reason: lesson.cancelReason })}` : ''}
              </Typography>
            )}
            {!lesson && (
              <Typography variant="body2" color="text.secondary">
                {t('calendar.dialog.zone', { zone: timeZone })}
              </Typography>
            )}
            <LessonFields
              control={form.control}
              setValue={form.setValue}
              getValues={form.getValues}
              teachers={teacherOptions}
              students={studentOptions}
              plans={planOptions}
              studentLocked={Boolean(lesson)}
              disabled={!editable || busy}
            />
            {lesson?.planId && (
              <Link component={RouterLink} to={`/drive-plan/${encodeURIComponent(lesson.planId)}`}>
                {t('calendar.dialog.openPlan')}
              </Link>
            )}
            <ErrorAlert error={create.error ?? update.error} describe={lessonErrorMessage} sx={{ my: 1 }} />
            {lesson && (
              <LessonStatusActions
                lesson={lesson}
                onChanged={setLesson}
                onDone={onDone}
                onClose={onClose}
                renderLogDrive={renderLogDrive}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('calendar.dialog.close')}
          </Button>
          {editable && (
            <Button type="submit" variant="contained" disabled={busy}>
              {lesson ? t('calendar.dialog.save') : t('calendar.dialog.book')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
