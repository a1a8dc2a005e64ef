import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriveDetail } from '../../../../shared/api/drive-logs';
import { ApiError } from '../../../lib/api';
import { driveKeys, useCorrectNight, useProposeAmendment, useReviewDrives, useSetArchived } from '../api/drives';
import { ReasonField } from '../../../components/reason-field';
import { ErrorAlert } from '../../../components/error-alert';
import { driveErrorMessages } from './drive-errors';
import { formatDuration, formatNumber, isoToZonedInput, zonedInputToIso } from '../../../lib/format';

/**
 * What the viewer may do with the drive, as the server's `can` says: reviewers approve or reject
 * a waiting drive and correct its night minutes; loggers propose corrections to an approved drive
 * and archive or restore it.
 */
export function ReviewActions({ detail }: { detail: DriveDetail }) {
  const { t } = useTranslation();
  const { drive, can } = detail;
  const [done, setDone] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'reject' | 'night' | 'amend' | null>(null);
  const review = useReviewDrives();
  const archive = useSetArchived(drive.id);
  const refresh = useRefreshOnConflict(drive.id);
  const archived = drive.archivedAt !== null;
  const canDecide = can.review && drive.status === 'submitted' && !archived;
  const canCorrectNight = can.review && drive.status !== 'approved' && !archived;
  const canAmend = can.amend && !archived;

  const approve = () => {
    setDone(null);
    review.mutate(
      { driveIds: [drive.id], decision: 'approve' },
      {
        onSuccess: (r) =>
          setDone(r.reviewed.length ? t('driveLogs.actions.approvedDone') : t('driveLogs.errors.notPending')),
        onError: refresh,
      },
    );
  };
  const setArchived = (value: boolean) => {
    setDone(null);
    archive.mutate(value, {
      onSuccess: () => setDone(t(value ? 'driveLogs.actions.archivedDone' : 'driveLogs.actions.restoredDone')),
      onError: refresh,
    });
  };

  if (!canDecide && !canCorrectNight && !canAmend && !can.archive) return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canDecide && (
          <>
            <Button variant="contained" color="success" onClick={approve} disabled={review.isPending}>
              {t('driveLogs.actions.approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('reject')} disabled={review.isPending}>
              {t('driveLogs.actions.reject')}
            </Button>
          </>
        )}
        {canCorrectNight && (
          <Button variant="outlined" onClick={() => setDialog('night')}>
            {t('driveLogs.actions.correctNight')}
          </Button>
        )}
        {canAmend && (
          <Button variant="outlined" onClick={() => setDialog('amend')}>
            {t('driveLogs.actions.amend')}
          </Button>
        )}
        {can.archive && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => setArchived(!archived)}
            disabled={archive.isPending}
          >
            {t(archived ? 'driveLogs.actions.restore' : 'driveLogs.actions.archive')}
          </Button>
        )}
      </Stack>
      <ErrorAlert error={review.error ?? archive.error} describe={driveErrorMessages} sx={{ my: 1 }} />
      <div role="status" aria-live="polite">
        {done && (
          <Alert severity="success" onClose={() => setDone(null)}>
            {done}
          </Alert>
        )}
      </div>
      {dialog === 'reject' && (
        <RejectDialog detail={detail} onClose={() => setDialog(null)} onDone={(m) => setDone(m)} />
      )}
      {dialog === 'night' && <NightDialog detail={detail} onClose={() => setDialog(null)} onDone={(m) => setDone(m)} />}
      {dialog === 'amend' && <AmendDialog detail={detail} onClose={() => setDialog(null)} onDone={(m) => setDone(m)} />}
    </Stack>
  );
}

/** After a 409 the drive changed meanwhile: show its current state. */
function useRefreshOnConflict(driveId: string) {
  const client = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 409)
      void client.invalidateQueries({ queryKey: driveKeys.detail(driveId) });
  };
}

interface DialogProps {
  detail: DriveDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}

function FormDialog({
  title,
  text,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  text?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RejectDialog({ detail, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const review = useReviewDrives();
  const refresh = useRefreshOnConflict(detail.drive.id);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = reason.trim().length === 0;
  const submit = () => {
    setTouched(true);
    if (invalid) return;
    review.mutate(
      { driveIds: [detail.drive.id], decision: 'reject', reason: reason.trim() },
      {
        onSuccess: (r) => {
          onDone(r.reviewed.length ? t('driveLogs.actions.rejectedDone') : t('driveLogs.errors.notPending'));
          onClose();
        },
        onError: refresh,
      },
    );
  };
  return (
    <FormDialog
      title={t('driveLogs.actions.rejectTitle')}
      text={t('driveLogs.actions.rejectHelp')}
      submitLabel={t('driveLogs.actions.reject')}
      pending={review.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReasonField
        label={t('driveLogs.fields.reason')}
        value={reason}
        onChange={setReason}
        autoFocus
        error={touched && invalid ? t('forms.required') : undefined}
      />
      <ErrorAlert error={review.error} describe={driveErrorMessages} sx={{ my: 1 }} />
    </FormDialog>
  );
}

function NightDialog({ detail, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation();
  const { drive } = detail;
  const correct = useCorrectNight(drive.id);
  const refresh = useRefreshOnConflict(drive.id);
  const [minutes, setMinutes] = useState(String(drive.nightMinutes));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const value = Number(minutes);
  const minutesError =
    minutes.trim() === ''
      ? t('forms.required')
      : !Number.isInteger(value) || value < 0 || value > drive.durationMinutes
        ? t('driveLogs.actions.nightRange', { max: formatNumber(drive.durationMinutes, i18n.language) })
        : null;
  const reasonError = reason.trim().length < 3 ? t('driveLogs.actions.reasonTooShort') : null;
  const submit = () => {
    setTouched(true);
    if (minutesError || reasonError) return;
    correct.mutate(
      { nightMinutes: value, reason: reason.trim() },
      {
        onSuccess: () => {
          onDone(t('driveLogs.actions.nightDone'));
          onClose();
        },
        onError: refresh,
      },
    );
  };
  return (
    <FormDialog
      title={t('driveLogs.actions.correctNightTitle')}
      text={t('driveLogs.actions.correctNightHelp', {
        computed: formatDuration(t, drive.nightMinutesComputed, i18n.language),
        duration: formatDuration(t, drive.durationMinutes, i18n.language),
      })}
      submitLabel={t('driveLogs.actions.saveCorrection')}
      pending={correct.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('driveLogs.fields.nightMinutes')}
        type="number"
        value={minutes}
        onChange={(e) => setMinutes(e.target.value)}
        required
        autoFocus
        error={touched && Boolean(minutesError)}
        helperText={touched && minutesError ? minutesError : undefined}
        slotProps={{ htmlInput: { min: 0, max: drive.durationMinutes, step: 1, inputMode: 'numeric' } }}
      />
      <ReasonField
        label={t('driveLogs.fields.reason')}
        value={reason}
        onChange={setReason}
        error={touched && reasonError ? reasonError : undefined}
      />
      <ErrorAlert error={correct.error} describe={driveErrorMessages} sx={{ my: 1 }} />
    </FormDialog>
  );
}

function AmendDialog({ detail, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const { drive } = detail;
  const propose = useProposeAmendment(drive.id);
  const refresh = useRefreshOnConflict(drive.id);
  const initial = {
    start: isoToZonedInput(drive.startedAt, drive.timeZone),
    end: isoToZonedInput(drive.endedAt, drive.timeZone),
    notes: drive.notes,
  };
  const [form, setForm] = useState(initial);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const startIso = zonedInputToIso(form.start, drive.timeZone);
  const endIso = zonedInputToIso(form.end, drive.timeZone);
  const changed =
    form.start !== initial.start || form.end !== initial.end || form.notes.trim() !== initial.notes.trim();
  const startError = startIso ? null : t('forms.required');
  const endError = endIso
    ? startIso && endIso <= startIso
      ? t('driveLogs.rules.end-before-start')
      : null
    : t('forms.required');
  const reasonError = reason.trim().length < 3 ? t('driveLogs.actions.reasonTooShort') : null;
  const submit = () => {
    setTouched(true);
    if (!changed || startError || endError || reasonError) return;
    const changes = {
      ...(form.start !== initial.start && startIso ? { startedAt: startIso } : {}),
      ...(form.end !== initial.end && endIso ? { endedAt: endIso } : {}),
      ...(form.notes.trim() !== initial.notes.trim() ? { notes: form.notes.trim() } : {}),
    };
    propose.mutate(
      { changes, reason: reason.trim() },
      {
        onSuccess: () => {
          onDone(t('driveLogs.actions.amendDone'));
          onClose();
        },
        onError: refresh,
      },
    );
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <FormDialog
      title={t('driveLogs.actions.amendTitle')}
      text={t('driveLogs.actions.amendHelp', { zone: drive.timeZone })}
      submitLabel={t('driveLogs.actions.amendSubmit')}
      pending={propose.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('driveLogs.fields.startedAt')}
          type="datetime-local"
          value={form.start}
          onChange={set('start')}
          required
          fullWidth
          autoFocus
          error={touched && Boolean(startError)}
          helperText={touched && startError ? startError : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('driveLogs.fields.endedAt')}
          type="datetime-local"
          value={form.end}
          onChange={set('end')}
          required
          fullWidth
          error={touched && Boolean(endError)}
          helperText={touched && endError ? endError : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label={t('driveLogs.fields.notes')}
        value={form.notes}
        onChange={set('notes')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <ReasonField
        label={t('driveLogs.fields.reason')}
        value={reason}
        onChange={setReason}
        error={touched && reasonError ? reasonError : undefined}
      />
      {touched && !changed && (
        <Alert severity="warning" role="alert">
          {t('driveLogs.actions.amendNothing')}
        </Alert>
      )}
      <ErrorAlert error={propose.error} describe={driveErrorMessages} sx={{ my: 1 }} />
    </FormDialog>
  );
}
