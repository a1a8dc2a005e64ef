import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Lesson, LessonStatus } from '../../../../shared/api/calendar';
import { ReasonField } from '../../../components/reason-field';
import { useUpdateLesson } from '../api/lessons';
import { ErrorAlert } from '../../../components/error-alert';
import { lessonErrorMessage } from './lesson-errors';
import { driveValuesFromLesson } from './lesson-form';

/** What a saved "Log this drive" dialog reports: a saved drive is linked to the lesson. */
export interface LessonDriveOutcome {
  /** `queued`: kept on this device until the server can be reached. */
  status: 'saved' | 'queued';
  /** The drive's client-generated id. */
  driveId: string;
}

export interface LessonDriveDialogProps {
  studentId: string;
  /** The drive form's start values: the lesson's day, times, place and the teacher as supervisor. */
  initial: ReturnType<typeof driveValuesFromLesson>;
  onClose: () => void;
  onSaved: (outcome: LessonDriveOutcome) => void;
}

/**
 * Renders the "Log this drive" dialog, open. Drive logging is another feature: the page that shows
 * the calendar passes it in (pages/components/lesson-drive-dialog.tsx).
 */
export type RenderLogDrive = (props: LessonDriveDialogProps) => ReactNode;

interface Props {
  lesson: Lesson;
  onChanged: (lesson: Lesson) => void;
  onDone: (message: string) => void;
  onClose: () => void;
  renderLogDrive: RenderLogDrive;
}

/**
 * What can happen to a lesson next: complete (then "Log this drive", pre-filled with the lesson's
 * times and the teacher as supervisor), no-show, cancel with a reason, or reopen.
 */
export function LessonStatusActions({ lesson, onChanged, onDone, onClose, renderLogDrive }: Props) {
  const { t } = useTranslation();
  const update = useUpdateLesson();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [logging, setLogging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const setStatus = async (status: LessonStatus, extra: { cancelReason?: string } = {}) => {
    setNotice(null);
    const { lesson: saved } = await update.mutateAsync({
      id: lesson.id,
      body: { version: lesson.version, status, ...extra },
    });
    onChanged(saved);
    if (status === 'completed') {
      setNotice(t('calendar.notices.completed'));
      return;
    }
    onDone(
      t(`calendar.notices.${status === 'scheduled' ? 'reopened' : status === 'cancelled' ? 'cancelled' : 'noShow'}`),
    );
    if (status !== 'scheduled') onClose();
  };
  const run = (status: LessonStatus, extra?: { cancelReason?: string }) =>
    void setStatus(status, extra).catch(() => undefined);

  const confirmCancel = () => {
    setTouched(true);
    if (reason.trim().length < 3) return;
    run('cancelled', { cancelReason: reason.trim() });
  };

  const linkDrive = async (outcome: LessonDriveOutcome) => {
    if (outcome.status !== 'saved') {
      setNotice(t('calendar.notices.driveQueued'));
      return;
    }
    const { lesson: saved } = await update.mutateAsync({
      id: lesson.id,
      body: { version: lesson.version, driveLogId: outcome.driveId },
    });
    onChanged(saved);
    setNotice(t('calendar.notices.driveLinked'));
  };

  const busy = update.isPending;
  return (
    <Stack spacing={1.5}>
      <div role="status" aria-live="polite">
        {notice && <Alert severity="success">{notice}</Alert>}
      </div>
      <ErrorAlert error={update.error} describe={lessonErrorMessage} sx={{ my: 1 }} />
      {lesson.status === 'completed' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {lesson.driveLogId ? (
            <Link component={RouterLink} to={`/drivelogs/${encodeURIComponent(lesson.driveLogId)}`}>
              {t('calendar.actions.openDrive')}
            </Link>
          ) : (
            <Button
              variant="contained"
              startIcon={<DirectionsCarIcon />}
              onClick={() => setLogging(true)}
              disabled={busy}
            >
              {t('calendar.actions.logDrive')}
            </Button>
          )}
        </Paper>
      )}
      {lesson.status === 'scheduled' && !cancelling && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            color="success"
            startIcon={<CheckCircleIcon />}
            onClick={() => run('completed')}
            disabled={busy}
          >
            {t('calendar.actions.complete')}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<PersonOffIcon />}
            onClick={() => run('no-show')}
            disabled={busy}
          >
            {t('calendar.actions.noShow')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<CancelIcon />}
            onClick={() => setCancelling(true)}
            disabled={busy}
          >
            {t('calendar.actions.cancel')}
          </Button>
        </Stack>
      )}
      {lesson.status === 'scheduled' && cancelling && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <ReasonField
              label={t('calendar.actions.cancelReason')}
              value={reason}
              onChange={setReason}
              autoFocus
              error={touched && reason.trim().length < 3 ? t('calendar.rules.reason') : undefined}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => setCancelling(false)} disabled={busy}>
                {t('calendar.actions.keep')}
              </Button>
              <Button variant="contained" color="error" onClick={confirmCancel} disabled={busy}>
                {t('calendar.actions.confirmCancel')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      {(lesson.status === 'completed' || lesson.status === 'no-show') && (
        <div>
          <Button startIcon={<ReplayIcon />} onClick={() => run('scheduled')} disabled={busy}>
            {t('calendar.actions.reopen')}
          </Button>
        </div>
      )}
      {logging &&
        renderLogDrive({
          studentId: lesson.studentId,
          initial: driveValuesFromLesson(lesson),
          onClose: () => setLogging(false),
          onSaved: (outcome) => void linkDrive(outcome).catch(() => undefined),
        })}
    </Stack>
  );
}
