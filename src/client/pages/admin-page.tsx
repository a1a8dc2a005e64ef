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
import { HealthPanel } from '../features/admin/components/health-panel';
import { UsersPanel } from '../features/admin/components/users-panel';
import { SchoolsPanel } from '../features/organizations/components/schools-panel';
import type { ReactNode } from 'react';

/**
 * The tabs, in order: the name (kept in the address as ?tab=…, labelled `admin.tabs.<name>`) and
 * what its panel shows. A new tab is one entry here.
 */
const TABS = [
  { name: 'schools', panel: () => <SchoolsPanel linkToSchool /> },
  { name: 'users', panel: () => <UsersPanel /> },
  { name: 'flags', panel: () => <FlagsPanel /> },
  { name: 'analytics', panel: () => <AnalyticsPanel /> },
  { name: 'outbox', panel: () => <OutboxPanel /> },
  { name: 'health', panel: () => <HealthPanel /> },
  { name: 'deletion', panel: () => <DeletionRequestsPanel /> },
] as const satisfies readonly { name: string; panel: () => ReactNode }[];
type TabName = (typeof TABS)[number]['name'];

/** /admin: schools, users, feature flags, analytics, the e-mail outbox and system health. */
export default function AdminPage() {
  const { t } = useTranslation();
  usePageMeta(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const current = TABS.find((x) => x.name === params.get('tab')) ?? TABS[0];
  const tab: TabName = current.name;
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
        {TABS.map(({ name }) => (
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
        {current.panel()}
      </Paper>
    </Container>
  );
}
