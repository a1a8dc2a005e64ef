import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useAnalytics, useOutbox } from '../api/admin';

/** First-party page views of the last 30 days. */
export function AnalyticsPanel() {
  const { t } = useTranslation();
  const stats = useAnalytics();
  if (stats.isPending) return <Loading />;
  if (stats.error) return <ErrorAlert error={stats.error} />;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('admin.analytics.total', { count: stats.data.total })}</Typography>
      <TableContainer>
        <Table size="small" aria-label={t('admin.analytics.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.analytics.path')}</TableCell>
              <TableCell align="right">{t('admin.analytics.views')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.data.byPath.map((row) => (
              <TableRow key={row.path}>
                <TableCell dir="ltr">{row.path}</TableCell>
                <TableCell align="right">{row.views}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** The latest e-mails the platform sent or kept (links work locally without SMTP). */
export function OutboxPanel() {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox();
  if (outbox.isPending) return <Loading />;
  if (outbox.error) return <ErrorAlert error={outbox.error} />;
  if (outbox.data.length === 0) return <Typography color="text.secondary">{t('admin.outbox.empty')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('admin.outbox.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.outbox.when')}</TableCell>
            <TableCell>{t('admin.outbox.to')}</TableCell>
            <TableCell>{t('admin.outbox.subject')}</TableCell>
            <TableCell>{t('admin.outbox.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {outbox.data.map((m) => (
            <TableRow key={m.id}>
              <TableCell>{new Date(m.createdAt).toLocaleString(i18n.language)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{m.to}</TableCell>
              <TableCell>{m.link ? <Link href={m.link}>{m.subject}</Link> : m.subject}</TableCell>
              <TableCell>{t(`admin.outbox.statuses.${m.status}`, { defaultValue: m.status })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
