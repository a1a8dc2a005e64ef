import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../lib/auth-context';

/** The dashboard of a student: /user for the student themself, /student/{id} for everyone else. */
export function studentDashboardPath(viewerId: string | undefined, studentId: string): string {
  return viewerId === studentId ? '/user' : `/student/${encodeURIComponent(studentId)}`;
}

/** "Back to the dashboard" of the drive's student; the arrow points the reading direction's way back. */
export function BackToDashboard({ studentId, label }: { studentId: string; label?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const theme = useTheme();
  return (
    <Button
      component={RouterLink}
      to={studentDashboardPath(user?.uid, studentId)}
      startIcon={<ArrowBack sx={theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
      sx={{ mb: 1 }}
    >
      {label ?? t('driveLogs.backToDashboard')}
    </Button>
  );
}
