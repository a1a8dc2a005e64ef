import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  completeInvitationBody,
  type CompleteInvitationBody,
  type PublicInvitation,
} from '../../../../shared/api/invitations';
import { baseLanguage } from '../../../../shared/languages';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { errorCodeOf } from '../../../lib/api';
import { useRefetchPolicyOnRefusal } from '../../../api/password-policy';
import { FormField } from '../../../components/form-field';
import { completeInvitation, usePublicInvitation } from '../api/invitations';
import { deadEndOf, InvitationDeadEnd, type DeadEnd } from '../components/invitation-dead-end';

/** /complete-invitation?invitation=…: name and password; the account is created verified and signed in. */
export default function CompleteInvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('invitation') ?? '';
  const invitation = usePublicInvitation(id);
  usePageMeta(t('invitations.complete.title'));
  if (!id) return <InvitationDeadEnd kind="invalid" />;
  if (invitation.isPending) return <Loading label={t('common.loading')} />;
  if (invitation.error)
    return (
      <InvitationDeadEnd kind={deadEndOf(errorCodeOf(invitation.error))} onRetry={() => void invitation.refetch()} />
    );
  if (invitation.data.status !== 'pending') return <InvitationDeadEnd kind={invitation.data.status} />;
  return <CompleteForm inv={invitation.data} />;
}

function CompleteForm({ inv }: { inv: PublicInvitation }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const onRefusal = useRefetchPolicyOnRefusal();
  const [error, setError] = useState<unknown>(null);
  const [deadEnd, setDeadEnd] = useState<DeadEnd | null>(null);
  const { control, handleSubmit, formState } = useForm<CompleteInvitationBody>({
    resolver: zodResolver(completeInvitationBody),
    defaultValues: { firstName: inv.firstName ?? '', lastName: inv.lastName ?? '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const { homePath } = await completeInvitation(inv.id, { ...values, language: baseLanguage(i18n.language) });
      await refresh();
      void navigate(homePath, { replace: true });
    } catch (err) {
      const code = errorCodeOf(err);
      onRefusal(code);
      if (
        code === 'invitation-expired' ||
        code === 'invitation-revoked' ||
        code === 'invitation-used' ||
        code === 'invitation-not-found'
      )
        setDeadEnd(deadEndOf(code));
      else setError(err);
    }
  });
  if (deadEnd) return <InvitationDeadEnd kind={deadEnd} />;

  if (inv.accountExists) {
    return (
      <AuthCard title={t('invitations.complete.title')}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('invitations.complete.accountExists')}
        </Alert>
        <Button
          variant="contained"
          fullWidth
          component={RouterLink}
          to={`/login?email=${encodeURIComponent(inv.email)}`}
          state={{ from: `/accept-invitation/${encodeURIComponent(inv.id)}` }}
        >
          {t('invitations.accept.signInToAccept')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('invitations.complete.title')}
      subtitle={t(`invitations.accept.intro.${inv.role}`, {
        school: inv.organizationName,
        student: inv.studentName ?? '',
      })}
      maxWidth="sm"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          <TextField
            label={t('auth.fields.email')}
            value={inv.email}
            slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
            helperText={t('invitations.complete.emailVerified')}
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField control={control} name="firstName" autoComplete="given-name" required />
            <FormField control={control} name="lastName" autoComplete="family-name" required />
          </Stack>
          <FormField control={control} name="password" kind="password" showRules autoComplete="new-password" required />
          {inv.role === 'parent' && (
            <Typography variant="body2" color="text.secondary">
              {t('invitations.accept.parentConsent', { student: inv.studentName ?? '' })}
            </Typography>
          )}
          <ErrorAlert error={error} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('invitations.complete.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
