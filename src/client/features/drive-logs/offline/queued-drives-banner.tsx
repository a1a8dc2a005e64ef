import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '../../../../shared/errors';
import { ApiError } from '../../../lib/api';
import { driveErrorMessage } from '../components/drive-errors';
import { formatDriveRange } from '../../../lib/format';
import type { QueuedDrive } from './queue';
import { useQueuedDrives, useQueueSync } from './use-queued-drives';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it is online (false is reliable, true only probably). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

function failureError(item: QueuedDrive): ApiError {
  const f = item.failure!;
  return new ApiError(isErrorCode(f.code) ? f.code : 'unknown', f.status, f.message, f.fields, f.details);
}

/**
 * "2 drives waiting to sync" above every page while drives recorded offline wait, and each drive
 * the server refused with its reason, to dismiss. Mounting it also keeps the queue syncing.
 */
export function QueuedDrivesBanner() {
  useQueueSync();
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const { waiting, failed, syncing, sync, dismiss, retry } = useQueuedDrives();
  if (waiting.length === 0 && failed.length === 0) return null;

  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Stack spacing={1}>
        {waiting.length > 0 && (
          <Alert
            severity={online ? 'info' : 'warning'}
            role="status"
            data-testid="queued-drives"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void sync().catch(() => undefined)}
                disabled={syncing || !online}
              >
                {syncing ? t('liveDrive.queue.syncing') : t('liveDrive.queue.syncNow')}
              </Button>
            }
          >
            <AlertTitle>{t('liveDrive.queue.waiting', { count: waiting.length })}</AlertTitle>
            {online
              ? t('liveDrive.queue.hintOnline', { count: waiting.length })
              : t('liveDrive.queue.hintOffline', { count: waiting.length })}
          </Alert>
        )}
        {failed.map((item) => (
          <Alert key={item.id} severity="error" role="alert">
            <AlertTitle>
              {t('liveDrive.queue.refusedTitle', {
                when: formatDriveRange(item.body.startedAt, item.body.endedAt, item.body.timeZone, i18n.language),
              })}
            </AlertTitle>
            <Box>{driveErrorMessage(t, failureError(item))}</Box>
            <Box sx={{ mb: 1 }}>{t('liveDrive.queue.refusedHint')}</Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => void retry(item.id).catch(() => undefined)}
                disabled={syncing || !online}
              >
                {t('liveDrive.queue.retry')}
              </Button>
              <Button size="small" color="inherit" onClick={() => void dismiss(item.id)}>
                {t('liveDrive.queue.dismiss')}
              </Button>
            </Stack>
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
