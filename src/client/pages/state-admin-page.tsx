import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRequirements } from '../api/requirements';
import { usePageMeta } from '../components/page-meta';
import { CertificateCountsCard } from '../features/certificates/components/certificate-counts-card';
import { SchoolsPanel } from '../features/organizations/components/schools-panel';
import { SchoolsSection } from '../features/state-dashboard/components/schools-section';
import { StudentsSection } from '../features/state-dashboard/components/students-section';
import { SummaryCards } from '../features/state-dashboard/components/summary-cards';
import { TrendsSection } from '../features/state-dashboard/components/trends-section';
import { useAuth } from '../lib/auth-context';

/**
 * /state-admin/{state}: the state admin's dashboard of their own state (docs/product/state-admin.md):
 * figures, schools with approvals, students, the school comparison, trends and certificate counts.
 */
export default function StateAdminPage() {
  const { t } = useTranslation();
  const { state = '' } = useParams();
  const { user } = useAuth();
  const states = useRequirements().data;
  const name = states?.find((s) => s.code === state)?.name ?? state;
  usePageMeta(t('stateAdmin.title', { state: name }));
  const own = user?.state ?? 'Unknown';
  const [school, setSchool] = useState<{ id: string; name: string } | null>(null);
  const students = useRef<HTMLDivElement>(null);
  const showStudents = (s: { id: string; name: string }) => {
    setSchool(s);
    students.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('stateAdmin.title', { state: name })}
      </Typography>
      {state !== own ? (
        <Alert severity="warning">{t('stateAdmin.otherState', { state: own })}</Alert>
      ) : (
        <Stack spacing={3}>
          <SummaryCards state={state} />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('stateAdmin.schools')}
            </Typography>
            <SchoolsPanel fixedState={state} />
          </Paper>
          <SchoolsSection state={state} onShowStudents={showStudents} />
          <div ref={students}>
            <StudentsSection state={state} school={school} onSchool={setSchool} />
          </div>
          <TrendsSection state={state} />
          <CertificateCountsCard state={state} stateName={name} />
        </Stack>
      )}
    </Container>
  );
}
