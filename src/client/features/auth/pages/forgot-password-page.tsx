import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { api } from '../../../lib/api';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.forgot.title'), t('auth.forgot.description'));
  const [email, setEmail] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await api('/api/auth/request-password-reset', { body: { email: email.trim(), redirectTo: '/reset-password' } });
      setDone(true);
    } catch (err) {
      setError(err);
    }
  };

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.intro')}>
      {done ? (
        <Alert severity="success">{t('auth.forgot.sent', { email })}</Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            <TextField
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              fullWidth
              autoFocus
            />
            <ErrorAlert error={error} />
            <Button type="submit" variant="contained" disabled={!email}>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
