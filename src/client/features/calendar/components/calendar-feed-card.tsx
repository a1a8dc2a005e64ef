import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { formatDateTime } from '../../../lib/format';
import { useCalendarFeeds, useCreateFeed, useRevokeFeed } from '../api/lessons';

/**
 * The teacher's iCalendar feed: a secret address to subscribe to in a calendar app. Only a hash
 * is kept, so the address shows once; a new one replaces it and the old stops working.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation();
  const feeds = useCalendarFeeds();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const active = feeds.data?.[0];
  const busy = create.isPending || revoke.isPending;

  const make = () => {
    setCopied(false);
    create.mutate(undefined, { onSuccess: (result) => setUrl(result.url) });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="calendar-feed-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id="calendar-feed-title" gutterBottom>
        {t('calendar.feed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('calendar.feed.intro')}
      </Typography>
      <ErrorAlert error={feeds.error ?? create.error ?? revoke.error} />
      {url && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Alert severity="warning">{t('calendar.feed.onlyOnce')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={t('calendar.feed.address')}
              value={url}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'calendar-feed-url' } }}
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy()}
              sx={{ flexShrink: 0 }}
            >
              {copied ? t('calendar.feed.copied') : t('calendar.feed.copy')}
            </Button>
          </Stack>
        </Stack>
      )}
      {active && (
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('calendar.feed.activeSince', { date: formatDateTime(active.createdAt, i18n.language) })}{' '}
          {active.lastUsedAt
            ? t('calendar.feed.lastUsed', { date: formatDateTime(active.lastUsedAt, i18n.language) })
            : t('calendar.feed.neverUsed')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant={active ? 'outlined' : 'contained'}
          startIcon={<SyncIcon />}
          onClick={make}
          disabled={busy || feeds.isPending}
        >
          {active ? t('calendar.feed.rotate') : t('calendar.feed.create')}
        </Button>
        {active && (
          <Button
            color="error"
            startIcon={<LinkOffIcon />}
            disabled={busy}
            onClick={() => revoke.mutate(active.id, { onSuccess: () => setUrl(null) })}
          >
            {t('calendar.feed.revoke')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
