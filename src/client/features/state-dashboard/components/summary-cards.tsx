import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatNumber } from '../../../lib/format';
import { useStateSummary } from '../api';
import { hours, percent } from './format';

/** The state's headline figures: students, who meets the rule, hours, drives, schools. */
export function SummaryCards({ state }: { state: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const summary = useStateSummary(state);
  const s = summary.data;
  const cards = s
    ? [
        { label: t('stateAdmin.summary.students'), value: formatNumber(s.students, lang), detail: '' },
        {
          label: t('stateAdmin.summary.met'),
          value: formatNumber(s.metRequirement, lang),
          detail: t('stateAdmin.summary.metOf', {
            percent: s.students ? percent(s.metRequirement / s.students) : 0,
          }),
        },
        {
          label: t('stateAdmin.summary.hoursLogged'),
          value: hours(s.loggedMinutes, lang),
          detail: t('stateAdmin.summary.hoursApproved', { hours: hours(s.approvedMinutes, lang) }),
        },
        {
          label: t('stateAdmin.summary.drives'),
          value: formatNumber(s.drives, lang),
          detail: t('stateAdmin.summary.drivesDetail', {
            pending: formatNumber(s.pendingDrives, lang),
            live: s.drives ? percent(s.liveDrives / s.drives) : 0,
          }),
        },
        {
          label: t('stateAdmin.summary.schools'),
          value: formatNumber(s.schools.total, lang),
          detail: t('stateAdmin.summary.schoolsDetail', {
            approved: formatNumber(s.schools.approved, lang),
            pending: formatNumber(s.schools.pending, lang),
          }),
        },
      ]
    : [];
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {t('stateAdmin.summary.heading')}
      </Typography>
      {summary.isPending ? (
        <Loading />
      ) : summary.error ? (
        <ErrorAlert error={summary.error} />
      ) : (
        <>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
              gap: 2,
              m: 0,
            }}
          >
            {cards.map((c) => (
              <Box key={c.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {c.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  <Box component="span" sx={{ display: 'block', typography: 'h5' }}>
                    {c.value}
                  </Box>
                  {c.detail && (
                    <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
                      {c.detail}
                    </Box>
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('stateAdmin.summary.note')}
          </Typography>
        </>
      )}
    </Paper>
  );
}
