import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Four numbered steps from school registration to a certified log. */
export function HowItWorksSteps() {
  const { t } = useTranslation();
  const steps = [
    { key: 'school', title: t('landing.howItWorks.school.title'), body: t('landing.howItWorks.school.body') },
    { key: 'consent', title: t('landing.howItWorks.consent.title'), body: t('landing.howItWorks.consent.body') },
    { key: 'drive', title: t('landing.howItWorks.drive.title'), body: t('landing.howItWorks.drive.body') },
    { key: 'certify', title: t('landing.howItWorks.certify.title'), body: t('landing.howItWorks.certify.body') },
  ];

  return (
    <Grid container spacing={{ xs: 3, md: 4 }} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map(({ key, title, body }, index) => (
        <Grid key={key} component="li" size={{ xs: 12, sm: 6, md: 3 }}>
          <Box
            aria-hidden="true"
            sx={{
              width: 48,
              height: 48,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 700,
              fontSize: '1.25rem',
              mb: 2,
            }}
          >
            {index + 1}
          </Box>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('landing.howItWorks.stepLabel', { number: index + 1 })}
          </Typography>
          <Typography variant="h6" component="h3" sx={{ mb: 1, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {body}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
