import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../../shared/api/invitations';
import { ErrorAlert } from '../../../components/error-alert';
import { useInvitationAction, useInvitations } from '../api/invitations';
import { InvitationStatusChip } from './invitation-status-chip';
import { InviteForm } from './invite-form';

/**
 * A school's invitations (teachers, org-admins, students, parents) with status and expiry, resend
 * and revoke, and the form to invite someone. Shown on /dashboard and /admin/organization/{orgId}.
 */
export function InvitationsPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const invitations = useInvitations(organizationId);
  const action = useInvitationAction(organizationId);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('invitations.panel.intro')}</Typography>
      <section aria-labelledby="invite-form-heading">
        <Typography id="invite-form-heading" variant="h6" component="h3" gutterBottom>
          {t('invitations.form.title')}
        </Typography>
        <InviteForm organizationId={organizationId} />
      </section>
      <Divider />
      <section aria-labelledby="invitations-heading">
        <Typography id="invitations-heading" variant="h6" component="h3" gutterBottom>
          {t('invitations.panel.title')}
        </Typography>
        <ErrorAlert error={invitations.error ?? action.error} />
        {invitations.isPending ? (
          <CircularProgress size={24} aria-label={t('common.loading')} />
        ) : invitations.data?.length ? (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {invitations.data.map((inv) => (
              <InvitationRow
                key={inv.id}
                invitation={inv}
                busy={action.isPending}
                onAction={(a) => action.mutate({ id: inv.id, action: a })}
              />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('invitations.panel.empty')}</Typography>
        )}
      </section>
    </Stack>
  );
}

function InvitationRow({
  invitation: inv,
  busy,
  onAction,
}: {
  invitation: Invitation;
  busy: boolean;
  onAction: (a: 'resend' | 'revoke') => void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(inv.expiresAt));
  const who = [inv.firstName, inv.lastName].filter(Boolean).join(' ');
  const open = inv.status === 'pending' || inv.status === 'expired';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{inv.email}</bdi>
          {who && ` · ${who}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`invitations.roles.${inv.role}`)}
          {inv.studentName && ` · ${t('invitations.panel.forStudent', { student: inv.studentName })}`}
          {' · '}
          {inv.status === 'accepted'
            ? t('invitations.panel.accepted')
            : t(inv.status === 'expired' ? 'invitations.panel.expired' : 'invitations.panel.expires', { date })}
          {inv.resendCount > 0 && ` · ${t('invitations.panel.resent', { count: inv.resendCount })}`}
        </Typography>
      </Box>
      <InvitationStatusChip status={inv.status} />
      {open && (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => onAction('resend')}
            disabled={busy}
            aria-label={t('invitations.panel.resendFor', { email: inv.email })}
          >
            {t('invitations.panel.resend')}
          </Button>
          {confirming ? (
            <Button size="small" color="error" variant="outlined" onClick={() => onAction('revoke')} disabled={busy}>
              {t('invitations.panel.confirmRevoke')}
            </Button>
          ) : (
            <Button
              size="small"
              color="error"
              onClick={() => setConfirming(true)}
              aria-label={t('invitations.panel.revokeFor', { email: inv.email })}
            >
              {t('invitations.panel.revoke')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
