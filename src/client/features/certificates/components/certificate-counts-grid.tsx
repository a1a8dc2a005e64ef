import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CertificateCounts } from '../../../../shared/api/certificates';
import { CERTIFICATE_TYPES } from '../../../../shared/certificates';

/** Valid and revoked certificates, in all and by type, as four small stat cards. */
export function CertificateCountsGrid({ counts }: { counts: CertificateCounts }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language);
  const items = [
    { key: 'valid', label: t('certificates.counts.valid'), value: n.format(counts.valid), note: '' },
    { key: 'revoked', label: t('certificates.counts.revoked'), value: n.format(counts.revoked), note: '' },
    ...CERTIFICATE_TYPES.map((type) => ({
      key: type,
      label: t(`certificates.type.${type}`),
      value: n.format(counts.byType[type].valid),
      note: t('certificates.counts.typeNote', {
        valid: n.format(counts.byType[type].valid),
        revoked: n.format(counts.byType[type].revoked),
      }),
    })),
  ];
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.key} size={{ xs: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 2, height: 1 }}>
            <Typography color="text.secondary">{item.label}</Typography>
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
  );
}
