import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DELETION_REASON_LENGTH, type DeletionSubject } from '../../../../shared/api/deletion';
import { ErrorAlert } from '../../../components/error-alert';
import { visuallyHidden } from '../../../components/visually-hidden';
import { api } from '../../../lib/api';

/**
 * On /account: ask for the deletion of one's own data, a linked student's (parents) or a former
 * student's (a school's owner), without typing an address: the link goes to the account's own
 * (docs/product/data-deletion.md).
 */
export function DeletionRequestCard({ email, isStudent }: { email: string; isStudent: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const subjects = useQuery({
    queryKey: ['deletion-subjects'],
    queryFn: () => api<{ subjects: DeletionSubject[] }>('/api/deletion-requests/subjects'),
  });
  const [chosen, setChosen] = useState<DeletionSubject | null>(null);
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState(false);
  const ask = useMutation({
    mutationFn: (subject: DeletionSubject) =>
      api('/api/deletion-requests/account', {
        body: {
          ...(subject.relation === 'self' ? {} : { subjectId: subject.id }),
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        },
      }),
    onSuccess: () => {
      setChosen(null);
      setReason('');
      setSent(true);
      void client.invalidateQueries({ queryKey: ['deletion-subjects'] });
    },
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="delete-data">
      <Typography id="delete-data" variant="h6" component="h2" gutterBottom>
        {t('deletion.account.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('deletion.account.intro', { email })}
      </Typography>
      <ErrorAlert error={subjects.error} />
      {sent && (
        <Alert severity="success" role="status" sx={{ my: 1 }}>
          {t('deletion.account.sent', { email })}
        </Alert>
      )}
      <List disablePadding>
        {subjects.data?.subjects.map((subject) => (
          <ListItem key={subject.id} disableGutters divider>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <div>
                <Typography>{subject.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`deletion.account.relations.${subject.relation}`)}
                </Typography>
              </div>
              {subject.pending ? (
                <Chip label={t('deletion.account.pending')} sx={{ alignSelf: { xs: 'start', sm: 'center' } }} />
              ) : (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setChosen(subject)}
                  sx={{ alignSelf: { xs: 'start', sm: 'center' } }}
                >
                  {t('deletion.account.request')}
                  <Box component="span" sx={visuallyHidden}>
                    : {subject.name}
                  </Box>
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} aria-labelledby="delete-data-dialog">
        <DialogTitle id="delete-data-dialog">
          {t('deletion.account.dialogTitle', { name: chosen?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('deletion.account.dialogText', { email })}</DialogContentText>
          {(chosen?.relation === 'former-school' || (chosen?.relation === 'self' && isStudent)) && (
            <DialogContentText sx={{ mb: 2 }}>{t('deletion.account.parentNote')}</DialogContentText>
          )}
          <TextField
            label={t('deletion.form.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: MAX_DELETION_REASON_LENGTH } }}
          />
          <ErrorAlert error={ask.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(null)}>{t('deletion.account.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={ask.isPending}
            onClick={() => chosen && ask.mutate(chosen)}
          >
            {t('deletion.account.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
