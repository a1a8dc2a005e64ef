import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useStudentConsent } from '../api/consent';

/** On the student's own dashboard: why drives cannot be logged yet (no parent consent). */
export function ConsentBanner({ studentId }: { studentId: string }) {
  const { t } = useTranslation();
  const consent = useStudentConsent(studentId);
  if (!consent.data || consent.data.canLogDrives) return null;
  const { status, parentEmail } = consent.data;
  return (
    <Alert severity={status === 'rejected' || status === 'withdrawn' ? 'error' : 'warning'} sx={{ mb: 2 }}>
      <AlertTitle>{t('consent.banner.title')}</AlertTitle>
      {t(`consent.banner.${status}`)}
      {parentEmail && status === 'pending' && (
        <>
          {' '}
          {t('consent.banner.sentTo')} <bdi dir="ltr">{parentEmail}</bdi>
        </>
      )}
    </Alert>
  );
}
