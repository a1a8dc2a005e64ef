import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { PublicInvitation } from '../../../../shared/api/invitations';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { errorCodeOf } from '../../../lib/api';
import { acceptInvitation, usePublicInvitation } from '../api/invitations';
import { deadEndOf, InvitationDeadEnd, type DeadEnd } from '../components/invitation-dead-end';

/** /accept-invitation/{invitationId}: one click for the right signed-in account; otherwise where to go. */
export default function AcceptInvitationPage() {
  const { t } = useTranslation();
  const { invitationId = '' } = useParams();
  const { loaded, userDataLoaded, user } = useAuth();
  const invitation = usePublicInvitation(invitationId);
  usePageMeta(t('invitations.accept.title'));

  if (!loaded || !userDataLoaded || invitation.isPending) return <Loading label={t('common.loadingAccount')} />;
  if (invitation.error)
    return (
      <InvitationDeadEnd kind={deadEndOf(errorCodeOf(invitation.error))} onRetry={() => void invitation.refetch()} />
    );
  const inv = invitation.data;
  if (inv.status !== 'pending') return <InvitationDeadEnd kind={inv.status} />;
  return <PendingInvitation inv={inv} signedInEmail={user?.emailVerified ? user.email : null} />;
}

function PendingInvitation({ inv, signedInEmail }: { inv: PublicInvitation; signedInEmail: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh, signOut } = useAuth();
  const [error, setError] = useState<unknown>(null);
  const [deadEnd, setDeadEnd] = useState<DeadEnd | null>(null);
  const [busy, setBusy] = useState(false);
  const here = `/accept-invitation/${encodeURIComponent(inv.id)}`;

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const { homePath } = await acceptInvitation(inv.id);
      await refresh();
      void navigate(homePath, { replace: true });
    } catch (err) {
      const code = errorCodeOf(err);
      if (code === 'invitation-role-conflict' || code.startsWith('invitation-')) setDeadEnd(deadEndOf(code));
      else setError(err);
      setBusy(false);
    }
  };
  if (deadEnd) return <InvitationDeadEnd kind={deadEnd} />;

  const intro = t(`invitations.accept.intro.${inv.role}`, {
    school: inv.organizationName,
    student: inv.studentName ?? '',
  });
  return (
    <AuthCard title={t('invitations.accept.title')} maxWidth="sm">
      <Typography sx={{ mb: 1 }}>{intro}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('invitations.accept.sentTo')} <bdi dir="ltr">{inv.email}</bdi>
      </Typography>
      {inv.role === 'parent' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('invitations.accept.parentConsent', { student: inv.studentName ?? '' })}
        </Alert>
      )}
      <ErrorAlert error={error} />
      {signedInEmail && signedInEmail.toLowerCase() === inv.email ? (
        <Button variant="contained" size="large" fullWidth onClick={() => void accept()} disabled={busy}>
          {t('invitations.accept.accept')}
        </Button>
      ) : signedInEmail ? (
        <Stack spacing={2}>
          <Alert severity="warning">
            {t('invitations.accept.wrongAccount')} <bdi dir="ltr">{signedInEmail}</bdi>
          </Alert>
          <Button variant="contained" onClick={() => void signOut()}>
            {t('invitations.accept.signOut')}
          </Button>
        </Stack>
      ) : inv.accountExists ? (
        <Stack spacing={2}>
          <Typography>{t('invitations.accept.haveAccount')}</Typography>
          <Button
            variant="contained"
            component={RouterLink}
            to={`/login?email=${encodeURIComponent(inv.email)}`}
            state={{ from: here }}
          >
            {t('invitations.accept.signInToAccept')}
          </Button>
        </Stack>
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          component={RouterLink}
          to={`/complete-invitation?invitation=${encodeURIComponent(inv.id)}`}
        >
          {t('invitations.accept.createAccount')}
        </Button>
      )}
    </AuthCard>
  );
}
