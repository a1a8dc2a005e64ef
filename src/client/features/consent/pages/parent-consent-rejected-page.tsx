import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { usePageMeta } from '../../../components/page-meta';

/** /parent-consent/rejected: consent declined; the school has been told. */
export default function ParentConsentRejectedPage() {
  const { t } = useTranslation();
  usePageMeta(t('consent.rejected.title'));
  return (
    <AuthCard title={t('consent.rejected.title')}>
      <Typography sx={{ mb: 2 }}>{t('consent.rejected.body')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('consent.rejected.changeMind')}
      </Typography>
      <Button variant="outlined" fullWidth component={RouterLink} to="/">
        {t('consent.deadEnd.home')}
      </Button>
    </AuthCard>
  );
}
