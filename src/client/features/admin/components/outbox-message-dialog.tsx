import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatDateTime } from '../../../lib/format';
import { useOutboxMessage } from '../api/admin';

/** One outbox e-mail in full: its text, and the transport's error when it failed. */
export function OutboxMessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const message = useOutboxMessage(id);
  const m = message.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{m ? m.subject : t('admin.outbox.detailTitle')}</DialogTitle>
      <DialogContent>
        {message.isPending ? (
          <Loading />
        ) : message.error ? (
          <ErrorAlert error={message.error} />
        ) : m ? (
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 'bold', mt: 1 }, '& dd': { m: 0 } }}>
            <dt>{t('admin.outbox.to')}</dt>
            <dd style={{ overflowWrap: 'anywhere' }}>{m.to}</dd>
            <dt>{t('admin.outbox.status')}</dt>
            <dd>{t(`admin.outbox.statuses.${m.status}`, { defaultValue: m.status })}</dd>
            <dt>{t('admin.outbox.when')}</dt>
            <dd>{formatDateTime(m.createdAt, i18n.language)}</dd>
            {m.error ? (
              <>
                <dt>{t('admin.outbox.error')}</dt>
                <dd>
                  <Typography component="pre" dir="ltr" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
                    {m.error}
                  </Typography>
                </dd>
              </>
            ) : null}
            <dt>{t('admin.outbox.text')}</dt>
            <dd>
              <Typography
                component="pre"
                sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0 }}
              >
                {m.text}
              </Typography>
            </dd>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.outbox.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
