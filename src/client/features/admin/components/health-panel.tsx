import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatDateTime, formatDuration, formatNumber } from '../../../lib/format';
import { useSystemHealth } from '../api/admin';
import { OutboxMessageDialog } from './outbox-message-dialog';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A figure with its label, for screen readers and eyes alike. */
function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

function formatBytes(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  return new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(mb);
}

/**
 * /admin?tab=health (docs/product/admin.md): database, migrations, the e-mail outbox, processes
 * listening for flag changes (decision 019), this process's uptime and the app's version.
 */
export function HealthPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const health = useSystemHealth();
  const [openMail, setOpenMail] = useState<string | null>(null);
  if (health.isPending) return <Loading />;
  if (health.error) return <ErrorAlert error={health.error} />;
  const h = health.data;
  const n = (v: number) => formatNumber(v, lang);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void health.refetch()} disabled={health.isFetching}>
          {t('admin.health.refresh')}
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title={t('admin.health.database')}>
            <Figure label={t('admin.health.engine')} value={t(`admin.health.engines.${h.database.kind}`)} />
            <Figure
              label={t('admin.health.status')}
              value={h.database.reachable ? t('admin.health.reachable') : t('admin.health.unreachable')}
              testId="health-database-status"
            />
            <Figure
              label={t('admin.health.size')}
              value={h.database.sizeBytes === null ? '—' : formatBytes(h.database.sizeBytes, lang)}
              testId="health-database-size"
            />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title={t('admin.health.migrations')}>
            <Figure
              label={t('admin.health.ourMigrations')}
              value={t('admin.health.appliedOf', { applied: n(h.migrations.applied), known: n(h.migrations.known) })}
              testId="health-migrations"
            />
            <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
              {t('admin.health.latestApplied')}
            </Typography>
            <List dense disablePadding>
              {h.migrations.latest.map((m) => (
                <ListItem key={m.name} disableGutters>
                  <ListItemText
                    primary={<span dir="ltr">{m.name}</span>}
                    secondary={formatDateTime(m.appliedAt, lang)}
                  />
                </ListItem>
              ))}
            </List>
            <Figure
              label={t('admin.health.authSchema')}
              value={
                h.migrations.authPending === 0
                  ? t('admin.health.upToDate')
                  : t('admin.health.pendingChanges', { count: h.migrations.authPending })
              }
            />
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
              {h.migrations.authTables.join(', ')}
            </Typography>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title={t('admin.health.outbox')}>
            <Figure label={t('admin.health.unsent')} value={n(h.outbox.unsent)} testId="health-outbox-unsent" />
            <Figure label={t('admin.health.failed')} value={n(h.outbox.failed)} testId="health-outbox-failed" />
            {h.outbox.recentFailures.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
                  {t('admin.health.recentFailures')}
                </Typography>
                <List dense disablePadding>
                  {h.outbox.recentFailures.map((m) => (
                    <ListItem
                      key={m.id}
                      disableGutters
                      secondaryAction={
                        <Button
                          size="small"
                          onClick={() => setOpenMail(m.id)}
                          aria-label={t('admin.outbox.detailsOf', { subject: m.subject })}
                        >
                          {t('admin.outbox.details')}
                        </Button>
                      }
                      sx={{ pr: 10 }}
                    >
                      <ListItemText
                        primary={m.subject}
                        secondary={`${m.to} · ${formatDateTime(m.createdAt, lang)}`}
                        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title={t('admin.health.processes')}>
            <Figure label={t('admin.health.flagListeners')} value={n(h.flagListeners)} testId="health-listeners" />
            <Figure
              label={t('admin.health.uptime')}
              value={formatDuration(t, h.process.uptimeSeconds / 60, lang)}
              testId="health-uptime"
            />
            <Figure label={t('admin.health.startedAt')} value={formatDateTime(h.process.startedAt, lang)} />
            <Figure
              label={t('admin.health.version')}
              value={<span dir="ltr">{h.build.version}</span>}
              testId="health-version"
            />
            <Figure
              label={t('admin.health.commit')}
              value={h.build.commit ? <span dir="ltr">{h.build.commit.slice(0, 12)}</span> : t('admin.health.notBuilt')}
              testId="health-commit"
            />
            {h.build.builtAt && (
              <Figure label={t('admin.health.builtAt')} value={formatDateTime(h.build.builtAt, lang)} />
            )}
            <Figure label={t('admin.health.node')} value={<span dir="ltr">{h.process.node}</span>} />
          </Card>
        </Grid>
        <Grid size={12}>
          <Card title={t('admin.health.jobs')}>
            {h.jobs.length === 0 ? (
              <Typography color="text.secondary">{t('admin.health.noJobRunYet')}</Typography>
            ) : (
              <List dense disablePadding>
                {h.jobs.map((job) => (
                  <ListItem key={job.name} disableGutters data-testid={`health-job-${job.name}`}>
                    <ListItemText
                      primary={t(`admin.health.jobNames.${job.name}`, { defaultValue: job.name })}
                      secondary={[
                        job.lastFinishedAt
                          ? t('admin.health.lastRun', { date: formatDateTime(job.lastFinishedAt, lang) })
                          : t('admin.health.noJobRunYet'),
                        job.lastStatus === 'failed'
                          ? t('admin.health.jobFailed', { error: job.lastError ?? '' })
                          : t('admin.health.jobRemoved', {
                              formatted: n(Object.values(job.lastResult ?? {}).reduce((a, b) => a + b, 0)),
                            }),
                      ].join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Card>
        </Grid>
      </Grid>
      {openMail && <OutboxMessageDialog id={openMail} onClose={() => setOpenMail(null)} />}
    </Stack>
  );
}
