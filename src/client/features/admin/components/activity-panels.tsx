import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useAnalytics, useOutbox } from '../api/admin';
import { OutboxMessageDialog } from './outbox-message-dialog';

// The charts library is loaded only when this tab opens (docs/decisions/015-client-layers.md: heavy libraries lazily).
const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/** First-party page views of the last 30 days: per day, top pages and languages, as charts and tables. */
export function AnalyticsPanel() {
  const { t } = useTranslation();
  const stats = useAnalytics();
  if (stats.isPending) return <Loading />;
  if (stats.error) return <ErrorAlert error={stats.error} />;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('admin.analytics.total', { count: stats.data.total })}</Typography>
      <Suspense fallback={<Loading />}>
        <AnalyticsCharts data={stats.data} />
      </Suspense>
    </>
  );
}

/** The latest e-mails the platform sent or kept (links work locally without SMTP). */
export function OutboxPanel() {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox();
  const [open, setOpen] = useState<string | null>(null);
  if (outbox.isPending) return <Loading />;
  if (outbox.error) return <ErrorAlert error={outbox.error} />;
  if (outbox.data.length === 0) return <Typography color="text.secondary">{t('admin.outbox.empty')}</Typography>;
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('admin.outbox.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.outbox.when')}</TableCell>
              <TableCell>{t('admin.outbox.to')}</TableCell>
              <TableCell>{t('admin.outbox.subject')}</TableCell>
              <TableCell>{t('admin.outbox.status')}</TableCell>
              <TableCell>{t('admin.outbox.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outbox.data.map((m) => (
              <TableRow key={m.id}>
                <TableCell>{new Date(m.createdAt).toLocaleString(i18n.language)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{m.to}</TableCell>
                <TableCell>{m.link ? <Link href={m.link}>{m.subject}</Link> : m.subject}</TableCell>
                <TableCell>{t(`admin.outbox.statuses.${m.status}`, { defaultValue: m.status })}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setOpen(m.id)}
                    aria-label={t('admin.outbox.detailsOf', { subject: m.subject })}
                  >
                    {t('admin.outbox.details')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {open && <OutboxMessageDialog id={open} onClose={() => setOpen(null)} />}
    </>
  );
}
