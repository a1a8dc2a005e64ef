import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeLocalPath } from '../../../../shared/local-path';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { PasswordField } from '../../../components/password-field';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.login.title'), t('auth.login.description'));
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Where to go after signing in: the guard's remembered page, or a `?next=` local path (e-mail links).
  const from = (location.state as { from?: string } | null)?.from ?? safeLocalPath(params.get('next')) ?? undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email.trim(), password);
      // With no remembered origin the guard sends the user home by role.
      if (from) void navigate(from, { replace: true });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')}>
      {params.get('verified') && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('auth.login.verified')}
        </Alert>
      )}
      {params.get('reset') && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('auth.login.passwordReset')}
        </Alert>
      )}
      {from && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('auth.login.signInToContinue')}
        </Alert>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          <TextField
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            autoFocus
          />
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <ErrorAlert error={error} />
          <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
            {t('auth.login.submit')}
          </Button>
          <Link component={RouterLink} to="/forgot-password">
            {t('auth.login.forgot')}
          </Link>
        </Stack>
      </form>
      <Divider sx={{ my: 3 }} />
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t('auth.login.noAccount')}
      </Typography>
      <Stack spacing={1}>
        <Button
          component={RouterLink}
          to={
            from
              ? `/register/parent?next=${encodeURIComponent(from)}${email ? `&email=${encodeURIComponent(email)}` : ''}`
              : '/register/parent'
          }
          variant="outlined"
        >
          {t('auth.login.registerParent')}
        </Button>
        <Button component={RouterLink} to="/register/organization" variant="outlined">
          {t('auth.login.registerSchool')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('auth.login.studentsNote')}
        </Typography>
      </Stack>
    </AuthCard>
  );
}
