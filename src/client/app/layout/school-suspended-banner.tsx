import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSchoolMember } from '../../../shared/roles';
import { useAuth } from '../../lib/auth-context';

// Loaded only for a student of a suspended school, the one time it is shown.
const DownloadLogButtons = lazy(() =>
  import('../../features/drive-logs/export/download-log-buttons').then((m) => ({ default: m.DownloadLogButtons })),
);

/**
 * Says why the school's pages refuse: the server answers `school-suspended` to a suspended school's
 * staff and students on everything but their account and the student's printable log. The school
 * dashboard says it itself, so the banner is not repeated there. A student gets the printable log's
 * download buttons in it: their dashboard is closed, their records are not.
 */
export function SchoolSuspendedBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || user.organizationStatus !== 'suspended' || !isSchoolMember(user.role) || pathname === '/dashboard')
    return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert severity="warning" data-testid="school-suspended">
        <AlertTitle>{t('organizations.suspendedBanner.title')}</AlertTitle>
        {t(user.role === 'student' ? 'organizations.suspendedBanner.student' : 'organizations.suspendedBanner.staff')}
      </Alert>
      {user.role === 'student' && (
        <Box sx={{ mt: 1.5 }}>
          <Suspense fallback={null}>
            <DownloadLogButtons studentId={user.uid} showHint={false} />
          </Suspense>
        </Box>
      )}
    </Container>
  );
}
