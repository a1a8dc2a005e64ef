import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageMeta } from '../components/page-meta';
import { AnalyticsPanel, OutboxPanel } from '../features/admin/components/activity-panels';
import { CertificateCountsCard } from '../features/certificates/components/certificate-counts-card';
import { DeletionRequestsPanel } from '../features/admin/components/deletion-requests-panel';
import { FlagsPanel } from '../features/admin/components/flags-panel';
import { UsersPanel } from '../features/admin/components/users-panel';
import { SchoolsPanel } from '../features/organizations/components/schools-panel';

const TABS = ['schools', 'users', 'flags', 'analytics', 'outbox', 'deletion'] as const;
type TabName = (typeof TABS)[number];

/** /admin: schools, users, feature flags, analytics and the e-mail outbox. */
export default function AdminPage() {
  const { t } = useTranslation();
  usePageMeta(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const tab: TabName = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as TabName)
    : 'schools';
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.title')}
      </Typography>
      <Button component={RouterLink} to="/admin/project-board" startIcon={<ViewKanbanIcon />} sx={{ mb: 2 }}>
        {t('projectBoard.title')}
      </Button>
      <Box sx={{ mb: 3 }}>
        <CertificateCountsCard />
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, v: TabName) => setParams({ tab: v })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('admin.sections')}
        sx={{ mb: 2 }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`admin.tabs.${name}`)}
            id={`admin-tab-${name}`}
            aria-controls={`admin-panel-${name}`}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        role="tabpanel"
        id={`admin-panel-${tab}`}
        aria-labelledby={`admin-tab-${tab}`}
      >
        <Typography variant="h5" component="h2" gutterBottom>
          {t(`admin.tabs.${tab}`)}
        </Typography>
        {tab === 'schools' && <SchoolsPanel linkToSchool />}
        {tab === 'users' && <UsersPanel />}
        {tab === 'flags' && <FlagsPanel />}
        {tab === 'analytics' && <AnalyticsPanel />}
        {tab === 'outbox' && <OutboxPanel />}
        {tab === 'deletion' && <DeletionRequestsPanel />}
      </Paper>
    </Container>
  );
}
