import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REASON_LENGTH } from '../../../../shared/api/certificates';
import { ErrorAlert } from '../../../components/error-alert';
import { ReasonField } from '../../../components/reason-field';

/** The server's shortest reason (reasonSchema in shared/api/certificates.ts). */
const MIN_REASON = 3;

/**
 * A dialog that asks for the reason of a manual issue or a revocation (stored with the
 * certificate) before it calls `onSubmit`; the request's error shows inside it.
 */
export function ReasonDialog({
  title,
  children,
  reasonLabel,
  submitLabel,
  danger = false,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  children: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
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
      : trimmed.length < MIN_REASON
        ? t('certificates.reason.tooShort', { min: MIN_REASON })
        : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!problem && trimmed.length <= MAX_REASON_LENGTH) onSubmit(trimmed);
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {children}
        <ReasonField
          label={reasonLabel}
          value={reason}
          onChange={setReason}
          autoFocus
          error={touched ? problem : undefined}
        />
        <ErrorAlert error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
