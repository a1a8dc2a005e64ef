import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ReasonField } from '../../../components/reason-field';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks why the selected drives are rejected; the reason is shown to the student on each drive. */
export function BatchRejectDialog({
  count,
  pending,
  onReject,
  onClose,
}: {
  count: number;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = reason.trim().length === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!invalid) onReject(reason.trim());
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
      <DialogTitle id={`${id}-title`}>{t('driveProgress.approvals.rejectTitle', { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('driveProgress.approvals.rejectHelp')}</DialogContentText>
        <ReasonField
          label={t('driveProgress.approvals.reason')}
          value={reason}
          onChange={setReason}
          autoFocus
          error={touched && invalid ? t('forms.required') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" color="error" disabled={pending}>
          {t('driveProgress.approvals.rejectSubmit', { count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
