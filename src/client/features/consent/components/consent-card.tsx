import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManageMembers } from '../../../../shared/access';
import { emailSchema } from '../../../../shared/api/common';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { useRequestConsent, useStudentConsent } from '../api/consent';
import { ConsentChip } from '../../../components/consent-chip';

/**
 * On a student's page, for the school's admins: the parent-consent state with its history, and
 * sending the request (again), to a corrected parent e-mail if needed.
 */
export function ConsentCard({ studentId, organizationId }: { studentId: string; organizationId: string | null }) {
  const { t, i18n } = useTranslation();
  const { actor } = useAuth();
  const manages = Boolean(actor && organizationId && canManageMembers(actor, { id: organizationId }));
  const consent = useStudentConsent(studentId, manages);
  const request = useRequestConsent(studentId);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  if (!manages || !consent.data) return null;
  const c = consent.data;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const valid = email === '' || emailSchema.safeParse(email).success;
  const send = () => {
    setSent(false);
    request.mutate(email ? { parentEmail: email } : {}, {
      onSuccess: () => {
        setSent(true);
        setEmail('');
      },
    });
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
        <Typography variant="h5" component="h2">
          {t('consent.card.title')}
        </Typography>
        <ConsentChip status={c.status} />
      </Stack>
      {c.parentEmail && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('consent.card.parent')} <bdi dir="ltr">{c.parentEmail}</bdi>
        </Typography>
      )}
      {c.history.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0, mb: 2 }}>
          {c.history.map((h, i) => (
            <Typography component="li" variant="body2" key={`${h.createdAt}-${i}`}>
              {t(`consent.card.events.${h.action}`)} · {when(h.createdAt)}
              {(h.actorName ?? h.actorEmail) && (
                <>
                  {' '}
                  · <bdi dir="ltr">{h.actorName ?? h.actorEmail}</bdi>
                </>
              )}
            </Typography>
          ))}
        </Stack>
      )}
      {c.status !== 'granted' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            type="email"
            label={t('consent.card.newEmail')}
            value={email}
            onChange={(e) => setEmail(e.target.value.trim())}
            error={!valid}
            helperText={valid ? t('consent.card.newEmailHelp') : t('invitations.form.emailInvalid')}
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={send}
            disabled={!valid || request.isPending || (!email && !c.parentEmail)}
          >
            {t('consent.card.send')}
          </Button>
        </Stack>
      )}
      <ErrorAlert error={request.error} />
      {sent && (
        <Alert severity="success" role="status">
          {t('consent.card.sent')}
        </Alert>
      )}
    </Paper>
  );
}
