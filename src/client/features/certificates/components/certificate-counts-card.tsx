import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useCertificateCounts } from '../api/certificate-counts';
import { CertificateCountsGrid } from './certificate-counts-grid';

/**
 * Certificate counts for a platform admin (all states, /admin) or a state admin (their state,
 * /state-admin/{state}), from GET /api/certificate-counts.
 */
export function CertificateCountsCard({ state, stateName }: { state?: string; stateName?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const counts = useCertificateCounts(state);
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {t('certificates.counts.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {state ? t('certificates.counts.ofState', { state: stateName ?? state }) : t('certificates.counts.allStates')}
      </Typography>
      {counts.isPending ? (
        <Loading />
      ) : counts.error ? (
        <ErrorAlert error={counts.error} />
      ) : (
        <CertificateCountsGrid counts={counts.data} />
      )}
    </Paper>
  );
}
