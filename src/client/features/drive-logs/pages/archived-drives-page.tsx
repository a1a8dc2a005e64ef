import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { useStudentOverview } from '../../../api/student-overview';
import { BackToDashboard } from '../components/back-link';
import { DriveList } from '../components/drive-list';

/** /archived-drives/{studentId} (ArchivedDriveLogs): a student's archived drives, each restorable. */
export default function ArchivedDrivesPage() {
  const { t } = useTranslation();
  const { studentId = '' } = useParams();
  const student = useStudentOverview(studentId);
  const name = student.data?.student.name;
  usePageMeta(t('driveLogs.archived.title'), t('driveLogs.archived.description'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <BackToDashboard studentId={studentId} />
      <Typography variant="h4" component="h1" gutterBottom>
        {t('driveLogs.archived.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {name ? t('driveLogs.archived.introNamed', { name }) : t('driveLogs.archived.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DriveList studentId={studentId} archived />
      </Paper>
    </Container>
  );
}
