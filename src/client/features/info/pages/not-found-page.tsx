import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('common.notFound.title'));
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('common.notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('common.notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('nav.home')}
      </Button>
    </Container>
  );
}
