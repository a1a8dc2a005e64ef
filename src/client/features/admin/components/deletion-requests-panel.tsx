import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETION_COUNT_KINDS, type AdminDeletionRequest } from '../../../../shared/api/deletion';
import { ErrorAlert } from '../../../components/error-alert';
import { api } from '../../../lib/api';

type Decision = { request: AdminDeletionRequest; action: 'carry-out' | 'decline' };

/** /admin?tab=deletion: confirmed deletion requests, what each removes, carry out or decline (docs/product/data-deletion.md#admin-review). */
export function DeletionRequestsPanel() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['admin-deletion-requests'],
    queryFn: () => api<{ requests: AdminDeletionRequest[] }>('/api/admin/deletion-requests'),
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<'done' | 'declined' | null>(null);
  const decide = useMutation({
    mutationFn: ({ request, action }: Decision) =>
      api(`/api/admin/deletion-requests/${encodeURIComponent(request.id)}/${action}`, {
        body: action === 'decline' ? { reason: reason.trim() } : {},
      }),
    onSuccess: (_answer, { action }) => {
      setNotice(action === 'decline' ? 'declined' : 'done');
      setDecision(null);
      setReason('');
      void client.invalidateQueries({ queryKey: ['admin-deletion-requests'] });
    },
  });
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('deletion.admin.intro')}</Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {t(`deletion.admin.${notice}`)}
        </Alert>
      )}
      <ErrorAlert error={list.error} />
      {list.isPending && <CircularProgress aria-label={t('deletion.admin.loading')} />}
      {list.data?.requests.length === 0 && <Typography>{t('deletion.admin.empty')}</Typography>}
      {list.data?.requests.map((request) => (
        <Card key={request.id} variant="outlined" component="article" aria-labelledby={`deletion-${request.id}`}>
          <CardContent>
            <Typography id={`deletion-${request.id}`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {request.subject.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {request.subject.email}
              {request.subject.role ? ` · ${t(`roles.${request.subject.role}`)}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {t(`deletion.admin.relations.${request.relation}`)}
              {request.requesterEmail && request.relation !== 'self'
                ? ` · ${t('deletion.admin.askedBy', { email: request.requesterEmail })}`
                : ''}
              {request.confirmedAt ? ` · ${t('deletion.admin.confirmedOn', { date: date(request.confirmedAt) })}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {request.reason ? t('deletion.admin.reason', { reason: request.reason }) : t('deletion.admin.noReason')}
            </Typography>
            <Alert severity={request.mode === 'delete' ? 'warning' : 'info'} sx={{ mt: 1.5 }}>
              {t(`deletion.admin.mode.${request.mode}`)}
            </Alert>
            <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
              {t('deletion.admin.removed')}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: 'repeat(2, 1fr auto)', md: 'repeat(3, 1fr auto)' },
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
                mt: 0.5,
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
              }}
            >
              {DELETION_COUNT_KINDS.map((kind) => (
                <Box key={kind} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2">
                    {t(`deletion.admin.counts.${kind}`)}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    {request.counts[kind] ?? 0}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
          <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
            <Button color="error" variant="contained" onClick={() => setDecision({ request, action: 'carry-out' })}>
              {t('deletion.admin.carryOut')}
            </Button>
            <Button variant="outlined" onClick={() => setDecision({ request, action: 'decline' })}>
              {t('deletion.admin.decline')}
            </Button>
          </CardActions>
        </Card>
      ))}
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby="deletion-decision">
        <DialogTitle id="deletion-decision">
          {decision?.action === 'decline'
            ? t('deletion.admin.declineTitle', { name: decision.request.subject.name })
            : t('deletion.admin.carryOutTitle', { name: decision?.request.subject.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          {decision?.action === 'decline' ? (
            <TextField
              label={t('deletion.admin.declineReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              multiline
              minRows={2}
              fullWidth
              required
              sx={{ mt: 1 }}
            />
          ) : (
            <DialogContentText>{t('deletion.admin.carryOutText')}</DialogContentText>
          )}
          <ErrorAlert error={decide.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)}>{t('deletion.admin.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={decide.isPending || (decision?.action === 'decline' && reason.trim().length < 3)}
            onClick={() => decision && decide.mutate(decision)}
          >
            {decision?.action === 'decline' ? t('deletion.admin.decline') : t('deletion.admin.carryOut')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
