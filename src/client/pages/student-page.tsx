import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useStudentOverviews } from '../api/student-overview';
import { MyPlansPanel } from '../features/plans/components/my-plans-panel';
import { useAuth } from '../lib/auth-context';
import { StudentDashboard } from './components/student-dashboard';

/** /student/{studentId}: school staff and linked parents; parents switch between their students. */
export default function StudentPage() {
  const { studentId = '' } = useParams();
  const { user } = useAuth();
  const linked = user?.role === 'parent' ? user.studentIds : [];
  const dashboard = (
    <StudentDashboard
      studentId={studentId}
      own={false}
      switcher={linked.length > 1 ? <StudentSwitcher ids={linked} current={studentId} /> : undefined}
    />
  );
  if (user?.role !== 'parent') return dashboard;
  // The parent's home (docs/product/accounts.md#sign-in-states-and-redirects): their own drive plans below the student's dashboard.
  return (
    <>
      {dashboard}
      <Container maxWidth="lg" sx={{ pb: 4 }}>
        <MyPlansPanel defaultStudentId={studentId} />
      </Container>
    </>
  );
}

function StudentSwitcher({ ids, current }: { ids: readonly string[]; current: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overviews = useStudentOverviews(ids);
  return (
    <Tabs
      value={current}
      onChange={(_e, id: string) => void navigate(`/student/${encodeURIComponent(id)}`)}
      aria-label={t('students.switcher')}
      variant="scrollable"
      sx={{ mb: 2 }}
    >
      {ids.map((id, i) => (
        <Tab key={id} value={id} label={overviews[i]?.data?.student.name ?? '…'} />
      ))}
    </Tabs>
  );
}
