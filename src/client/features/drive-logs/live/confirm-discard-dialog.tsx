import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** "Discard this drive?" — a recorded drive is only thrown away after a second, explicit choice. */
export function ConfirmDiscardDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="discard-title" aria-describedby="discard-text">
      <DialogTitle id="discard-title">{t('liveDrive.discardDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-text">{t('liveDrive.discardDialog.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('liveDrive.discardDialog.keep')}
        </Button>
        <Button color="error" onClick={onConfirm}>
          {t('liveDrive.discardDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
