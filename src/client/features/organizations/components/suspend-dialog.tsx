import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_REASON_MAX, SUSPENSION_REASON_MIN } from '../../../../shared/api/organizations';
import { ErrorAlert } from '../../../components/error-alert';
import { ReasonField } from '../../../components/reason-field';

/**
 * Confirms a suspension and asks why (docs/product/admin.md): the reason, 3 to 500 characters once
 * trimmed, is stored, audited and e-mailed to the school's owner.
 */
export function SuspendDialog({
  school,
  pending,
  error,
  onSuspend,
  onClose,
}: {
  school: string;
  pending: boolean;
  error: unknown;
  onSuspend: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const problem =
    trimmed.length === 0
      ? t('forms.required')
      : trimmed.length < SUSPENSION_REASON_MIN || trimmed.length > SUSPENSION_REASON_MAX
        ? t('organizations.suspendDialog.reasonLength', { min: SUSPENSION_REASON_MIN, max: SUSPENSION_REASON_MAX })
        : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!problem) onSuspend(trimmed);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${id}-title`}>{t('organizations.suspendDialog.title', { school })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-body`} sx={{ mb: 2 }}>
          {t('organizations.suspendDialog.body')}
        </DialogContentText>
        <ReasonField
          label={t('organizations.suspendDialog.reason')}
          value={reason}
          onChange={setReason}
          autoFocus
          error={touched ? problem : undefined}
        />
        {error ? <ErrorAlert error={error} sx={{ mt: 2 }} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" color="error" disabled={pending}>
          {t('organizations.suspendDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
