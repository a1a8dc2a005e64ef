import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useStateTrends } from '../api';

// The charts library is loaded with this section only (docs/product/state-admin.md#trends).
const TrendsCharts = lazy(() => import('./trends-charts'));

/** Drives and hours per week, new students per month: charts, each with a summary and its figures as a table. */
export function TrendsSection({ state }: { state: string }) {
  const { t } = useTranslation();
  const id = useId();
  const trends = useStateTrends(state);
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {t('stateAdmin.trends.heading')}
      </Typography>
      {trends.isPending ? (
        <Loading />
      ) : trends.error ? (
        <ErrorAlert error={trends.error} />
      ) : (
        <Suspense fallback={<Loading />}>
          <TrendsCharts state={state} trends={trends.data} />
        </Suspense>
      )}
    </Paper>
  );
}
