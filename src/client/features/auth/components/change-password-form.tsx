import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { api, errorCodeOf } from '../../../lib/api';
import { useRefetchPolicyOnRefusal } from '../../../api/password-policy';
import { PasswordField } from '../../../components/password-field';

/** Current + new password; used by the account page and the first-sign-in page. */
export function ChangePasswordForm({
  currentLabelKey = 'auth.fields.currentPassword',
  onDone,
}: {
  currentLabelKey?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const onRefusal = useRefetchPolicyOnRefusal();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await api('/api/account/password', { body: { currentPassword: current, newPassword: next } });
      setDone(true);
      setCurrent('');
      setNext('');
      onDone?.();
    } catch (err) {
      onRefusal(errorCodeOf(err));
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={2}>
        <PasswordField
          label={t(currentLabelKey)}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          showRules
          required
        />
        <ErrorAlert error={error} />
        {done && <Alert severity="success">{t('auth.changePassword.done')}</Alert>}
        <Button type="submit" variant="contained" disabled={busy || !current || !next}>
          {t('auth.changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
