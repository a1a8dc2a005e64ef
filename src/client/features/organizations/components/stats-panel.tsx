import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { visuallyHidden } from '../../../components/visually-hidden';
import { formatDuration } from '../../../lib/format';
import { useOrganizationStats } from '../api/organizations';

/** School statistics (docs/product/schools.md): learners, time driven this month, drives waiting, learners who met their rule. */
export function StatsPanel({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const stats = useOrganizationStats(organizationId);
  if (stats.isPending) return <Loading />;
  if (stats.error) return <ErrorAlert error={stats.error} />;
  const s = stats.data;
  const n = new Intl.NumberFormat(i18n.language);
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(s.monthStart),
  );
  const items = [
    {
      key: 'students',
      value: n.format(s.students),
      note: t('schoolDashboard.stats.activeStudents', { count: s.activeStudents }),
    },
    {
      key: 'hoursThisMonth',
      value: formatDuration(t, s.minutesThisMonth, i18n.language),
      note: t('schoolDashboard.stats.drivesThisMonth', { count: s.drivesThisMonth, month }),
    },
    {
      key: 'metRequirement',
      value: n.format(s.metRequirement),
      note: s.students ? t('schoolDashboard.stats.ofStudents', { count: s.students }) : '',
    },
    { key: 'drivesPending', value: n.format(s.drivesPending), note: t('schoolDashboard.stats.pendingNote') },
  ] as const;
  return (
    <section aria-labelledby="school-stats-heading">
      <Typography variant="h5" component="h2" id="school-stats-heading" sx={visuallyHidden}>
        {t('schoolDashboard.stats.title')}
      </Typography>
      <Grid container spacing={2}>
        {items.map((item) => (
          <Grid key={item.key} size={{ xs: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2, height: 1 }}>
              <Typography color="text.secondary">{t(`schoolDashboard.stats.${item.key}`)}</Typography>
              <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' } }}>
                {item.value}
              </Typography>
              {item.note && (
                <Typography variant="body2" color="text.secondary">
                  {item.note}
                </Typography>
              )}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
