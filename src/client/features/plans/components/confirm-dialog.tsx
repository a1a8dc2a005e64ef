import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  body: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" for actions that cannot be undone (revoking a link, removing a plan). */
export function ConfirmDialog({ title, body, confirm, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('plans.form.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
