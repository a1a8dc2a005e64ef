import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Progress } from '../../../../shared/api/drive-logs';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useProgress } from '../api/drives';
import { formatDuration } from '../../../lib/format';

/**
 * A student's hours against their state's requirement (docs/product/drive-logs.md progress): approved total and
 * night time with bars, time waiting for approval, weekly pace, estimated completion, what is
 * still missing, and approved time by weather, road type and supervisor.
 */
export function ProgressCard({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const progress = useProgress(studentId);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('driveProgress.card.title')}
      </Typography>
      {progress.isPending ? (
        <Loading />
      ) : progress.error ? (
        <ErrorAlert error={progress.error} />
      ) : (
        <ProgressBody progress={progress.data} />
      )}
    </Paper>
  );
}

function ProgressBody({ progress: p }: { progress: Progress }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const d = (minutes: number) => formatDuration(t, minutes, lang);
  const hasRequirement = p.requiredMinutes !== null;
  const estimate = !hasRequirement
    ? null
    : p.missing.length === 0
      ? t('driveProgress.card.met')
      : p.estimatedCompletion
        ? t('driveProgress.card.estimate', { date: formatDay(p.estimatedCompletion, lang) })
        : t('driveProgress.card.noEstimate');

  return (
    <Stack spacing={2.5}>
      {!hasRequirement && (
        <Typography color="text.secondary">
          {p.state ? t('driveProgress.card.noRequirement', { state: p.state }) : t('driveProgress.card.noState')}
        </Typography>
      )}
      <ProgressBar label={t('driveProgress.card.total')} done={p.approved.totalMinutes} required={p.requiredMinutes} />
      {p.requiredNightMinutes !== null ? (
        <ProgressBar
          label={t('driveProgress.card.night')}
          done={p.approved.nightMinutes}
          required={p.requiredNightMinutes}
        />
      ) : (
        <Typography>{t('driveProgress.card.nightTotal', { duration: d(p.approved.nightMinutes) })}</Typography>
      )}
      {p.pending.drives > 0 && (
        <Typography color="text.secondary">
          {t('driveProgress.card.pending', { duration: d(p.pending.totalMinutes), count: p.pending.drives })}
        </Typography>
      )}

      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {p.missing.map((m) => (
          <li key={m.category}>
            <Typography>{t(`driveProgress.card.missing.${m.category}`, { duration: d(m.minutes) })}</Typography>
          </li>
        ))}
        <li>
          <Typography>
            {p.weeklyPaceMinutes > 0
              ? t('driveProgress.card.pace', { duration: d(p.weeklyPaceMinutes) })
              : t('driveProgress.card.noPace')}
          </Typography>
        </li>
        {estimate && (
          <li>
            <Typography sx={{ fontWeight: p.missing.length === 0 ? 600 : undefined }}>{estimate}</Typography>
          </li>
        )}
      </Box>

      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('driveProgress.card.breakdown.title')}
        </Typography>
        <Grid container spacing={2}>
          <Breakdown
            title={t('driveProgress.card.breakdown.weather')}
            entries={p.byWeather}
            labelOf={(k) => t(`driveLogs.weather.${k}`)}
          />
          <Breakdown
            title={t('driveProgress.card.breakdown.roadTypes')}
            entries={p.byRoadType}
            labelOf={(k) => t(`driveLogs.roadTypes.${k}`)}
          />
          <Breakdown
            title={t('driveProgress.card.breakdown.supervisor')}
            entries={p.bySupervisor}
            labelOf={(k) => t(`driveLogs.supervisorTypes.${k}`)}
          />
        </Grid>
      </Box>
    </Stack>
  );
}

/** A labelled bar of approved time against a requirement, or just the total when there is none. */
function ProgressBar({ label, done, required }: { label: string; done: number; required: number | null }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const d = (minutes: number) => formatDuration(t, minutes, i18n.language);
  const text =
    required === null ? d(done) : t('driveProgress.card.ofRequired', { done: d(done), required: d(required) });
  const percent = required ? Math.min(100, Math.round((done / required) * 100)) : 0;
  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
        <Typography id={id} sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography>{text}</Typography>
      </Stack>
      {required !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={id}
          aria-valuetext={t('driveProgress.card.barText', {
            text,
            percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent / 100),
          })}
          color={percent >= 100 ? 'success' : 'primary'}
          sx={{ height: 10, borderRadius: 5, mt: 0.5 }}
        />
      )}
    </div>
  );
}

function Breakdown({
  title,
  entries,
  labelOf,
}: {
  title: string;
  entries: Record<string, number>;
  labelOf: (key: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const sorted = Object.entries(entries)
    .filter(([, minutes]) => minutes > 0)
    .sort((a, b) => b[1] - a[1]);
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography variant="subtitle2" component="h4" color="text.secondary" gutterBottom>
        {title}
      </Typography>
      {sorted.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('driveProgress.card.breakdown.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {sorted.map(([key, minutes]) => (
            <li key={key}>
              <Chip
                size="small"
                variant="outlined"
                label={`${labelOf(key)} · ${formatDuration(t, minutes, i18n.language)}`}
              />
            </li>
          ))}
        </Box>
      )}
    </Grid>
  );
}

/** A calendar date ("2026-05-01") in the user's language; read as UTC so it never shifts a day. */
function formatDay(date: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
