import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { api, errorCodeOf } from '../../../lib/api';
import { useRefetchPolicyOnRefusal } from '../../../api/password-policy';
import { PasswordField } from '../../../components/password-field';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.reset.title'), t('auth.reset.description'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const onRefusal = useRefetchPolicyOnRefusal();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await api('/api/auth/reset-password', { body: { newPassword: password, token } });
      void navigate('/login?reset=1');
    } catch (err) {
      onRefusal(errorCodeOf(err));
      setError(err);
    }
  };

  if (!token || params.get('error')) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert severity="error">{t('auth.reset.invalidLink')}</Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" sx={{ mt: 2 }}>
          {t('auth.reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.intro')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          <PasswordField
            label={t('auth.fields.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            showRules
            required
          />
          <ErrorAlert error={error} />
          <Button type="submit" variant="contained" disabled={!password}>
            {t('auth.reset.submit')}
          </Button>
          <Link component={RouterLink} to="/login">
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </form>
    </AuthCard>
  );
}
