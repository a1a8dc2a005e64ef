import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from '../../../components/auth-card';
import { usePageMeta } from '../../../components/page-meta';

/** /parent-consent/success: consent recorded; on to the student. */
export default function ParentConsentSuccessPage() {
  const { t } = useTranslation();
  usePageMeta(t('consent.success.title'));
  const [params] = useSearchParams();
  const { user } = useAuth();
  const asked = params.get('student');
  const studentId = asked && user?.studentIds.includes(asked) ? asked : user?.studentIds[0];
  return (
    <AuthCard title={t('consent.success.title')}>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2, color: 'success.main' }}>
        <CheckCircleIcon sx={{ fontSize: 56 }} aria-hidden="true" />
      </Box>
      <Typography sx={{ mb: 3 }}>{t('consent.success.body')}</Typography>
      {studentId ? (
        <Button variant="contained" fullWidth component={RouterLink} to={`/student/${encodeURIComponent(studentId)}`}>
          {t('consent.success.openStudent')}
        </Button>
      ) : (
        <Button variant="contained" fullWidth component={RouterLink} to="/login">
          {t('consent.success.signIn')}
        </Button>
      )}
    </AuthCard>
  );
}
