import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** How to read a number, what the results mean, and how to check a certificate without Roadlog. */
export function AboutVerification() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="about-verification" sx={{ mt: 5 }}>
      <Typography id="about-verification" variant="h5" component="h2" gutterBottom>
        {t('certificateVerify.about.heading')}
      </Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('certificateVerify.about.numberHeading')}
      </Typography>
      <Typography>{t('certificateVerify.about.number')}</Typography>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('certificateVerify.about.statusHeading')}
      </Typography>
      <Box component="ul" sx={{ my: 0, paddingInlineStart: 3 }}>
        <li>{t('certificateVerify.about.valid')}</li>
        <li>{t('certificateVerify.about.revoked')}</li>
        <li>{t('certificateVerify.about.notFound')}</li>
        <li>{t('certificateVerify.about.invalidSignature')}</li>
      </Box>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('certificateVerify.about.signatureHeading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('certificateVerify.about.signature')}</Typography>
      <Link href="/api/certificate-keys" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <KeyIcon fontSize="small" aria-hidden="true" />
        {t('certificateVerify.about.keysLink')}
      </Link>
    </Box>
  );
}
