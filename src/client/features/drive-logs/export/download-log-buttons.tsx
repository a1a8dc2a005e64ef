import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import TableChartIcon from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { baseLanguage } from '../../../../shared/languages';
import { ErrorAlert } from '../../../components/error-alert';
import { downloadLog, type LogFormat } from './api';

/**
 * "Download PDF" (the printable log with signature lines and a QR code for verification) and
 * "Download CSV" for one student's drives. For anyone who may see the student's progress.
 */
export function DownloadLogButtons({ studentId, showHint = true }: { studentId: string; showHint?: boolean }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<LogFormat | null>(null);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = async (format: LogFormat) => {
    setBusy(format);
    setDone(false);
    setError(null);
    try {
      await downloadLog(studentId, format, baseLanguage(i18n.language));
      setDone(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  };

  const icon = (format: LogFormat, Icon: typeof PictureAsPdfIcon) =>
    busy === format ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Icon aria-hidden="true" />;
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={icon('pdf', PictureAsPdfIcon)}
          disabled={busy !== null}
          onClick={() => void start('pdf')}
        >
          {t('logExport.download.pdf')}
        </Button>
        <Button
          variant="outlined"
          startIcon={icon('csv', TableChartIcon)}
          disabled={busy !== null}
          onClick={() => void start('csv')}
        >
          {t('logExport.download.csv')}
        </Button>
      </Stack>
      {showHint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'start' }}>
          {t('logExport.download.hint')}
        </Typography>
      )}
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, textAlign: 'start', '&:empty': { display: 'none' } }}
      >
        {busy ? t('logExport.download.preparing') : done ? t('logExport.download.done') : ''}
      </Typography>
      <ErrorAlert error={error} />
    </Box>
  );
}

/** The buttons in an outlined card with its own heading (h2), ready for a dashboard. */
export function DownloadLogCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('logExport.download.heading')}
      </Typography>
      <DownloadLogButtons studentId={studentId} />
    </Paper>
  );
}
