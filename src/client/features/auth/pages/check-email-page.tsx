import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { safeLocalPath } from '../../../../shared/local-path';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { api } from '../../../lib/api';

/** For users whose e-mail is not verified yet (docs/product/routes-and-shell.md): explains, and can send the link again. */
export default function CheckEmailPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.checkEmail.title'), t('auth.checkEmail.description'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, signOut, refresh } = useAuth();
  const [email, setEmail] = useState(user?.email ?? params.get('email') ?? '');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const registered = params.get('registered');

  const resend = async () => {
    setError(null);
    try {
      await api('/api/auth/send-verification-email', {
        body: { email: email.trim(), callbackURL: '/login?verified=1' },
      });
      setSent(true);
    } catch (err) {
      setError(err);
    }
  };

  return (
    <AuthCard title={t('auth.checkEmail.title')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, color: 'primary.main' }}>
        <MarkEmailReadIcon sx={{ fontSize: 56 }} aria-hidden="true" />
      </Box>
      <Typography sx={{ mb: 2 }}>
        {registered === 'school'
          ? t('auth.checkEmail.schoolRegistered', { email })
          : email
            ? t('auth.checkEmail.sentTo', { email })
            : t('auth.checkEmail.generic')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('auth.checkEmail.spamHint')}
      </Typography>
      {sent && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('auth.checkEmail.resent')}
        </Alert>
      )}
      <ErrorAlert error={error} />
      <Stack spacing={2}>
        {!user && (
          <TextField
            label={t('auth.fields.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
          />
        )}
        <Button variant="outlined" onClick={() => void resend()} disabled={!email}>
          {t('auth.checkEmail.resend')}
        </Button>
        {user ? (
          <>
            <Button
              variant="contained"
              onClick={() => {
                void refresh().then((u) => {
                  if (u?.emailVerified) void navigate('/login');
                });
              }}
            >
              {t('auth.checkEmail.iVerified')}
            </Button>
            <Button onClick={() => void signOut().then(() => navigate('/'))}>{t('nav.logout')}</Button>
          </>
        ) : (
          <Button
            component={RouterLink}
            to={`/login?${new URLSearchParams({ ...(email ? { email } : {}), ...(safeLocalPath(params.get('next')) ? { next: params.get('next') ?? '' } : {}) }).toString()}`}
            variant="contained"
          >
            {t('auth.checkEmail.goToLogin')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
