import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { useDrive } from '../api/drives';
import { Amendments } from '../components/amendments';
import { AuditTrail } from '../components/audit-trail';
import { BackToDashboard } from '../components/back-link';
import { DriveFacts } from '../components/drive-facts';
import { formatDriveDate, formatDriveRange } from '../../../lib/format';
import { DriveStatusChip } from '../components/drive-status-chip';
import { ReviewActions } from '../components/review-actions';
import { RouteDrawing } from '../components/route-drawing';

/**
 * /drivelogs/{driveId} (DriveLogDetail): one drive with its route, facts, actions as permitted,
 * amendments and audit trail. A missing drive and one the viewer may not see look the same.
 */
export default function DrivePage() {
  const { t, i18n } = useTranslation();
  const { driveId = '' } = useParams();
  const query = useDrive(driveId);
  const drive = query.data?.drive;
  usePageMeta(
    drive
      ? t('driveLogs.detail.titleOn', { date: formatDriveDate(drive.startedAt, drive.timeZone, i18n.language) })
      : t('driveLogs.detail.title'),
    t('driveLogs.detail.description'),
  );

  if (query.isPending) return <Loading />;
  if (query.error) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('driveLogs.detail.title')}
        </Typography>
        <ErrorAlert error={query.error} />
      </Container>
    );
  }
  const detail = query.data;
  const d = detail.drive;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <BackToDashboard studentId={d.studentId} />
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {t('driveLogs.detail.driveOf', { name: d.studentName })}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
          {formatDriveRange(d.startedAt, d.endedAt, d.timeZone, i18n.language)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <DriveStatusChip status={d.status} size="medium" />
          <Chip variant="outlined" label={t(`driveLogs.sources.${d.source}`)} />
          {d.archivedAt && <Chip variant="outlined" label={t('driveLogs.detail.archived')} />}
        </Stack>
      </Stack>

      <Stack spacing={2} sx={{ mb: 3 }}>
        {d.status === 'rejected' && (
          <Alert severity="error">
            {d.rejectionReason
              ? t('driveLogs.detail.rejectedBecause', { reason: d.rejectionReason })
              : t('driveLogs.detail.rejected')}
          </Alert>
        )}
        {d.archivedAt && <Alert severity="info">{t('driveLogs.detail.archivedNotice')}</Alert>}
        {d.pendingAmendment && <Alert severity="info">{t('driveLogs.detail.amendmentPending')}</Alert>}
        <ReviewActions detail={detail} />
      </Stack>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('driveLogs.detail.facts')}>
            <DriveFacts drive={d} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('driveLogs.detail.route')}>
            <RouteDrawing track={detail.track} startLabel={d.start.label} endLabel={d.end.label} />
          </Section>
        </Grid>
        {detail.amendments.length > 0 && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t('driveLogs.amendments.title')}>
              <Amendments detail={detail} />
            </Section>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: detail.amendments.length > 0 ? 6 : 12 }}>
          <Section title={t('driveLogs.history.title')}>
            <AuditTrail history={detail.history} drive={d} />
          </Section>
        </Grid>
      </Grid>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
