import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { useWithdrawConsent } from '../api/consent';

/** For a linked parent on the student's page: withdraw consent (unlinks; drives are blocked again). */
export function WithdrawConsentButton({ studentId, studentName }: { studentId: string; studentName: string }) {
  const { t } = useTranslation();
  const { actor, refresh } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawConsent(studentId);
  if (actor?.role !== 'parent' || !actor.studentIds?.includes(studentId)) return null;
  const confirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        void refresh().then(() => navigate('/account'));
      },
    });
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        {t('consent.withdraw.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="withdraw-consent-title">
        <DialogTitle id="withdraw-consent-title">{t('consent.withdraw.title', { student: studentName })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('consent.withdraw.body', { student: studentName })}</DialogContentText>
          <ErrorAlert error={withdraw.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('consent.withdraw.cancel')}</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={withdraw.isPending}>
            {t('consent.withdraw.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
