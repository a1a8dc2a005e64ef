import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { PublicConsent } from '../../../../shared/api/consent';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { errorCodeOf } from '../../../lib/api';
import { decideConsent, usePublicConsent } from '../api/consent';

const DATA_KEPT = ['identity', 'drives', 'location', 'progress', 'sharing', 'withdraw'] as const;

/** /parent-consent?token=…: the school, the student, what is kept; accept (signed in as that parent) or decline. */
export default function ParentConsentPage() {
  const { t } = useTranslation();
  usePageMeta(t('consent.page.title'), t('consent.page.description'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const consent = usePublicConsent(token);
  if (!token) return <ConsentDeadEnd kind="invalid" />;
  if (consent.isPending) return <Loading label={t('common.loading')} />;
  if (consent.error) {
    const code = errorCodeOf(consent.error);
    return code === 'network-request-failed' ? (
      <ConsentDeadEnd kind="network" onRetry={() => void consent.refetch()} />
    ) : (
      <ConsentDeadEnd kind="invalid" />
    );
  }
  if (consent.data.status !== 'pending')
    return <ConsentDeadEnd kind={consent.data.status === 'granted' ? 'granted' : 'decided'} />;
  return <ConsentRequest token={token} consent={consent.data} />;
}

function ConsentRequest({ token, consent }: { token: string; consent: PublicConsent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, refresh, signOut } = useAuth();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const here = `/parent-consent?token=${encodeURIComponent(token)}`;
  const signedIn = user?.emailVerified ? user : null;
  const isTheParent = signedIn?.role === 'parent' && signedIn.email.toLowerCase() === consent.parentEmail.toLowerCase();

  const decide = async (decision: 'accept' | 'reject') => {
    setBusy(true);
    setError(null);
    try {
      const { studentId } = await decideConsent(token, decision);
      if (decision === 'accept') await refresh();
      void navigate(
        decision === 'accept'
          ? `/parent-consent/success?student=${encodeURIComponent(studentId)}`
          : '/parent-consent/rejected',
        { replace: true },
      );
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('consent.page.title')} maxWidth="sm">
      <Typography sx={{ mb: 2 }}>
        {t('consent.page.intro', { school: consent.schoolName, student: consent.studentName })}
      </Typography>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('consent.page.dataTitle')}
      </Typography>
      <List dense sx={{ listStyle: 'disc', ps: 3, mb: 2 }}>
        {DATA_KEPT.map((k) => (
          <ListItem key={k} sx={{ display: 'list-item', px: 0 }}>
            {t(`consent.page.data.${k}`, { student: consent.studentFirstName })}
          </ListItem>
        ))}
      </List>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('consent.page.untilConsent', { student: consent.studentFirstName })}
      </Alert>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('consent.page.sentTo')} <bdi dir="ltr">{consent.parentEmail}</bdi>
      </Typography>
      <ErrorAlert error={error} />
      <Stack spacing={1.5}>
        {isTheParent ? (
          <Button variant="contained" size="large" onClick={() => void decide('accept')} disabled={busy}>
            {t('consent.page.accept')}
          </Button>
        ) : signedIn ? (
          <>
            <Alert severity="warning">
              {t('consent.page.wrongAccount')} <bdi dir="ltr">{signedIn.email}</bdi>
            </Alert>
            <Button variant="contained" onClick={() => void signOut()}>
              {t('consent.page.signOut')}
            </Button>
          </>
        ) : (
          <>
            <Typography>{t('consent.page.signInToAccept')}</Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/login?email=${encodeURIComponent(consent.parentEmail)}&next=${encodeURIComponent(here)}`}
            >
              {t('consent.page.signIn')}
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/register/parent?email=${encodeURIComponent(consent.parentEmail)}&next=${encodeURIComponent(here)}`}
            >
              {t('consent.page.register')}
            </Button>
          </>
        )}
        <Button color="error" onClick={() => void decide('reject')} disabled={busy}>
          {t('consent.page.reject')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

function ConsentDeadEnd({
  kind,
  onRetry,
}: {
  kind: 'invalid' | 'granted' | 'decided' | 'network';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t(`consent.deadEnd.${kind}.title`)}>
      <Alert severity={kind === 'granted' ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {t(`consent.deadEnd.${kind}.body`)}
      </Alert>
      <Stack spacing={1}>
        {onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('consent.deadEnd.retry')}
          </Button>
        )}
        <Button component={RouterLink} to="/">
          {t('consent.deadEnd.home')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
