import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataExport } from '../../../../shared/api/data-exports';
import { DATA_EXPORT_TTL_HOURS } from '../../../../shared/api/data-exports';
import { useStudentOverviews } from '../../../api/student-overview';
import { ErrorAlert } from '../../../components/error-alert';
import { useAuth } from '../../../lib/auth-context';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { archiveUrl, useDataExports, useRequestDataExport } from '../api/data-exports';

const COLORS = { queued: 'default', building: 'info', ready: 'success', failed: 'error', expired: 'default' } as const;

function ExportRow({ item }: { item: DataExport }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const building = item.status === 'queued' || item.status === 'building';
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>{item.subjectName}</Typography>
        <Chip size="small" color={COLORS[item.status]} label={t(`dataExport.status.${item.status}`)} />
        <Typography variant="body2" color="text.secondary">
          {t('dataExport.askedAt', { date: formatDateTime(item.createdAt, lang) })}
        </Typography>
      </Stack>
      {building && (
        <LinearProgress
          variant="determinate"
          value={item.progress}
          sx={{ mt: 1 }}
          aria-label={t('dataExport.progress', { percent: formatNumber(item.progress, lang) })}
        />
      )}
      {item.status === 'ready' && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Link href={archiveUrl(item.id)} download>
            {t('dataExport.download', { size: formatNumber(Math.max(1, Math.round((item.size ?? 0) / 1024)), lang) })}
          </Link>{' '}
          {item.expiresAt && (
            <Typography component="span" variant="body2" color="text.secondary">
              {t('dataExport.until', { date: formatDateTime(item.expiresAt, lang) })}
            </Typography>
          )}
        </Typography>
      )}
      {item.status === 'failed' && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {t('dataExport.failed')}
        </Typography>
      )}
    </ListItem>
  );
}

/** "Your data" on /account: prepare an archive of one's own data (a parent: a linked student's too). */
export function DataExportCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const linked = useStudentOverviews(user?.role === 'parent' ? (user.studentIds ?? []) : []);
  if (!user) return null;
  const people = [
    { id: undefined, label: t('dataExport.prepareMine') },
    ...linked.flatMap((q, i) =>
      q.data ? [{ id: user.studentIds?.[i], label: t('dataExport.prepareFor', { name: q.data.student.name }) }] : [],
    ),
  ];
  const busy = exports.data?.exports.some((e) => e.status === 'queued' || e.status === 'building') ?? false;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, mt: 3 }}
      id="data-export"
      component="section"
      aria-labelledby="data-export-title"
    >
      <Typography variant="h6" component="h2" gutterBottom id="data-export-title">
        {t('dataExport.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('dataExport.intro', { hours: DATA_EXPORT_TTL_HOURS })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {people.map((p) => (
          <Button
            key={p.id ?? 'me'}
            variant="outlined"
            disabled={request.isPending || busy}
            onClick={() => request.mutate(p.id)}
          >
            {p.label}
          </Button>
        ))}
      </Stack>
      <ErrorAlert error={request.error ?? exports.error} />
      {(exports.data?.exports.length ?? 0) > 0 && (
        <List aria-label={t('dataExport.listLabel')} sx={{ mt: 1 }}>
          {exports.data?.exports.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </List>
      )}
    </Paper>
  );
}
