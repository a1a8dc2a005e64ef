import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { NO_TOTALS, useOrganizationProgress } from '../../drive-logs/api/organization-progress';
import { PendingApprovalsLink } from '../../drive-logs/components/pending-approvals-link';
import { useMyOrganization, usePeople } from '../api/organizations';
import { PeopleTable } from '../components/people-table';

/** /instructor-dashboard: the teacher's school and its students. */
export default function InstructorDashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('instructor.title'));
  const { user } = useAuth();
  const org = useMyOrganization();
  const people = usePeople(org.data?.id);
  const progress = useOrganizationProgress(org.data?.id);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('instructor.welcome', { name: user?.firstName ?? user?.name ?? '' })}
      </Typography>
      {org.data && <Typography color="text.secondary" sx={{ mb: 3 }}>{org.data.name}</Typography>}
      <Stack spacing={3}>
        <PendingApprovalsLink />
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('instructor.students')}
          </Typography>
          {org.error ? (
            <ErrorAlert error={org.error} />
          ) : people.error ? (
            <ErrorAlert error={people.error} />
          ) : !people.data ? (
            <Loading />
          ) : (
            <PeopleTable people={people.data.students} caption={t('instructor.students')} linkStudents progress={progress.data ?? NO_TOTALS} />
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
