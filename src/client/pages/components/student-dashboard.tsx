import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStudentOverview } from '../../api/student-overview';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { usePageMeta } from '../../components/page-meta';
import { UpcomingLessonsCard } from '../../features/calendar/components/upcoming-lessons-card';
import { StudentCertificatesCard } from '../../features/certificates/student/student-certificates-card';
import { ConsentBanner } from '../../features/consent/components/consent-banner';
import { ConsentCard } from '../../features/consent/components/consent-card';
import { WithdrawConsentButton } from '../../features/consent/components/withdraw-consent-button';
import { DriveList } from '../../features/drive-logs/components/drive-list';
import { ProgressCard } from '../../features/drive-logs/components/progress-card';
import { StudentDriveActions } from '../../features/drive-logs/components/student-drive-actions';
import { DownloadLogCard } from '../../features/drive-logs/export/download-log-buttons';
import { ExamHistoryCard } from '../../features/exams/components/exam-history-card';
import { StudentPlansCard } from '../../features/plans/components/student-plans-card';
import { StudentSkillsSection } from '../../features/skills/components/student-skills-section';
import { RequirementCard } from '../../features/students/components/requirement-card';

/** One student's dashboard: shown to the student (/user) and to staff and parents (/student/{id}). */
export function StudentDashboard({
  studentId,
  own,
  switcher,
}: {
  studentId: string;
  own: boolean;
  switcher?: ReactNode;
}) {
  const { t } = useTranslation();
  const overview = useStudentOverview(studentId);
  const name = overview.data?.student.firstName ?? overview.data?.student.name ?? '';
  usePageMeta(own ? t('students.myDashboard') : t('students.dashboardOf', { name }));
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {switcher}
      {overview.isPending ? (
        <Loading />
      ) : overview.error ? (
        <ErrorAlert error={overview.error} />
      ) : (
        <Stack spacing={3}>
          <div>
            <Typography variant="h4" component="h1">
              {own ? t('students.welcome', { name }) : overview.data.student.name}
            </Typography>
            <Typography color="text.secondary">
              {overview.data.organization
                ? t('students.atSchool', { school: overview.data.organization.name })
                : t('students.noSchool')}
            </Typography>
          </div>
          {own && <ConsentBanner studentId={studentId} />}
          <StudentDriveActions
            student={{
              id: studentId,
              organizationId: overview.data.organization?.id ?? null,
              state: overview.data.student.state,
            }}
          />
          <ProgressCard studentId={studentId} />
          {overview.data.organization && <UpcomingLessonsCard studentId={studentId} />}
          <StudentCertificatesCard
            studentId={studentId}
            goal={{
              hours: overview.data.requirement?.supervisedHours ?? null,
              nightHours: overview.data.requirement?.nightHours ?? null,
              hasSchool: Boolean(overview.data.organization),
            }}
          />
          <DownloadLogCard studentId={studentId} />
          <ExamHistoryCard studentId={studentId} own={own} />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('driveProgress.dashboard.recent')}
            </Typography>
            <DriveList studentId={studentId} />
            <Link
              component={RouterLink}
              to={`/archived-drives/${encodeURIComponent(studentId)}`}
              sx={{ display: 'inline-block', mt: 2 }}
            >
              {t('driveProgress.dashboard.archived')}
            </Link>
          </Paper>
          {!own && <ConsentCard studentId={studentId} organizationId={overview.data.organization?.id ?? null} />}
          <StudentSkillsSection studentId={studentId} own={own} />
          <StudentPlansCard studentId={studentId} />
          {overview.data.requirement ? (
            <RequirementCard requirement={overview.data.requirement} />
          ) : (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography>{t('students.noState')}</Typography>
            </Paper>
          )}
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('students.profile')}
            </Typography>
            <Typography>{overview.data.student.email}</Typography>
            {overview.data.student.parentEmail && (
              <Typography color="text.secondary">
                {t('students.parentEmail', { email: overview.data.student.parentEmail })}
              </Typography>
            )}
            <WithdrawConsentButton studentId={studentId} studentName={overview.data.student.name} />
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
