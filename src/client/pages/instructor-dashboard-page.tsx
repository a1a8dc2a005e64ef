import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePeople } from '../api/organization-people';
import { ErrorAlert } from '../components/error-alert';
import { Loading } from '../components/loading';
import { usePageMeta } from '../components/page-meta';
import { CalendarFeedCard } from '../features/calendar/components/calendar-feed-card';
import { InstructorCalendar } from '../features/calendar/components/instructor-calendar';
import { TodaysLessons } from '../features/calendar/components/todays-lessons';
import { NO_TOTALS, useOrganizationProgress } from '../features/drive-logs/api/organization-progress';
import { PendingApprovalsBatch } from '../features/drive-logs/components/pending-approvals-batch';
import { useMyOrganization } from '../features/organizations/api/organizations';
import { PeopleTable } from '../features/organizations/components/people-table';
import { MyPlansPanel } from '../features/plans/components/my-plans-panel';
import { useAuth } from '../lib/auth-context';
import { renderLessonDrive } from './components/lesson-drive-dialog';

/**
 * /instructor-dashboard (docs/product/schools.md): today's lessons, the InstructorCalendar, drives waiting for
 * approval (batch), the school's students with their progress, my drive plans, and the calendar feed.
 */
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
      {org.data && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {org.data.name}
        </Typography>
      )}
      {org.error && <ErrorAlert error={org.error} />}
      <Stack spacing={3}>
        <TodaysLessons organizationId={org.data?.id} renderLogDrive={renderLessonDrive} />
        <InstructorCalendar organizationId={org.data?.id} renderLogDrive={renderLessonDrive} />
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="instructor-approvals-title"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="h5" component="h2" id="instructor-approvals-title">
              {t('driveProgress.pending.title')}
            </Typography>
            <Button
              component={RouterLink}
              to="/approvals"
              startIcon={<FactCheckIcon />}
              sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              {t('driveProgress.pending.open')}
            </Button>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <PendingApprovalsBatch groupHeading="h3" />
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="instructor-students-title"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography variant="h5" component="h2" id="instructor-students-title" gutterBottom>
            {t('instructor.students')}
          </Typography>
          {people.error ? (
            <ErrorAlert error={people.error} />
          ) : !people.data ? (
            <Loading />
          ) : (
            <PeopleTable
              people={people.data.students}
              caption={t('instructor.students')}
              linkStudents
              progress={progress.data ?? NO_TOTALS}
            />
          )}
        </Paper>
        <MyPlansPanel />
        <CalendarFeedCard />
      </Stack>
    </Container>
  );
}
