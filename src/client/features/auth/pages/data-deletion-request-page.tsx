import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MAX_DELETION_REASON_LENGTH } from '../../../../shared/api/deletion';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { api } from '../../../lib/api';
import { useAuth } from '../../../lib/auth-context';

type Confirmed = 'confirmed' | 'awaiting-parent' | 'parent-confirmed';

/** One click on an e-mailed link (`?token=` the requester's, `?parentToken=` a linked parent's). */
function ConfirmLink({ token, asParent }: { token: string; asParent: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Confirmed | null>(null);
  const [error, setError] = useState<unknown>(null);
  const sent = useRef(false);
  useEffect(() => {
    // Once per page load (React's development double effects included): a second POST would say "used".
    if (sent.current) return;
    sent.current = true;
    const url = asParent ? '/api/deletion-requests/parent-confirm' : '/api/deletion-requests/confirm';
    api<{ status: 'confirmed' | 'awaiting-parent' }>(url, { body: { token } }).then(
      (answer) => setState(asParent ? 'parent-confirmed' : answer.status),
      (err: unknown) => setError(err),
    );
  }, [token, asParent]);

  if (error)
    return (
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('deletion.confirm.failedTitle')}
        </Typography>
        <ErrorAlert error={error} />
        <Button component={RouterLink} to="/data-deletion-request" variant="outlined" sx={{ alignSelf: 'start' }}>
          {t('deletion.confirm.again')}
        </Button>
      </Stack>
    );
  if (!state)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('deletion.confirm.working')}</Typography>
      </Stack>
    );
  const text =
    state === 'awaiting-parent'
      ? t('deletion.confirm.awaitingParent')
      : state === 'parent-confirmed'
        ? t('deletion.confirm.parentConfirmed')
        : t('deletion.confirm.confirmed');
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('deletion.confirm.title')}</AlertTitle>
      {text}
    </Alert>
  );
}

/** /data-deletion-request: the public request form, and where the e-mailed links land (docs/product/data-deletion.md). */
export default function DataDeletionRequestPage() {
  const { t } = useTranslation();
  usePageMeta(t('deletion.meta.title'), t('deletion.meta.description'));
  const { user } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const parentToken = params.get('parentToken');
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const trimmed = reason.trim();
      await api('/api/deletion-requests', { body: { email: email.trim(), ...(trimmed ? { reason: trimmed } : {}) } });
      setDone(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  if (token || parentToken)
    return (
      <AuthCard title={t('deletion.title')} maxWidth="sm">
        <ConfirmLink token={(parentToken ?? token)!} asParent={Boolean(parentToken)} />
      </AuthCard>
    );

  return (
    <AuthCard title={t('deletion.title')} subtitle={t('deletion.intro')} maxWidth="sm">
      <Box component="section" aria-labelledby="deletion-steps" sx={{ mb: 3 }}>
        <Typography id="deletion-steps" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('deletion.steps.heading')}
        </Typography>
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          <li>{t('deletion.steps.link')}</li>
          <li>{t('deletion.steps.parent')}</li>
          <li>{t('deletion.steps.review')}</li>
        </Box>
        <Link component={RouterLink} to="/privacy-policy">
          {t('deletion.privacyLink')}
        </Link>
      </Box>
      {user && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('deletion.signedIn')}{' '}
          <Link component={RouterLink} to="/account#delete-data">
            {t('deletion.toAccount')}
          </Link>
        </Alert>
      )}
      {done ? (
        <Alert severity="success" role="status">
          {t('deletion.sent')}
        </Alert>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack spacing={2}>
            <TextField
              label={t('deletion.form.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              fullWidth
            />
            <TextField
              label={t('deletion.form.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_DELETION_REASON_LENGTH } }}
            />
            <ErrorAlert error={error} />
            <Button type="submit" variant="contained" disabled={!email.trim() || busy}>
              {t('deletion.form.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
