import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ErrorCode } from '../../../../shared/errors';
import { AuthCard } from '../../../components/auth-card';
import { usePageMeta } from '../../../components/page-meta';

/** Why a link cannot be used, with what to do next. */
export type DeadEnd = 'invalid' | 'expired' | 'revoked' | 'accepted' | 'network' | 'role-conflict';

export function deadEndOf(code: ErrorCode): DeadEnd {
  switch (code) {
    case 'invitation-expired':
      return 'expired';
    case 'invitation-revoked':
      return 'revoked';
    case 'invitation-used':
      return 'accepted';
    case 'invitation-role-conflict':
      return 'role-conflict';
    case 'network-request-failed':
      return 'network';
    default:
      return 'invalid';
  }
}

export function InvitationDeadEnd({ kind, onRetry }: { kind: DeadEnd; onRetry?: () => void }) {
  const { t } = useTranslation();
  usePageMeta(t(`invitations.deadEnd.${kind}.title`));
  return (
    <AuthCard title={t(`invitations.deadEnd.${kind}.title`)}>
      <Alert severity={kind === 'accepted' ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {t(`invitations.deadEnd.${kind}.body`)}
      </Alert>
      <Stack spacing={1}>
        {kind === 'network' && onRetry && (
          <Button variant="contained" onClick={onRetry}>
            {t('invitations.deadEnd.retry')}
          </Button>
        )}
        <Button component={RouterLink} to="/login" variant={kind === 'accepted' ? 'contained' : 'outlined'}>
          {t('invitations.deadEnd.signIn')}
        </Button>
        <Button component={RouterLink} to="/">
          {t('invitations.deadEnd.home')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
