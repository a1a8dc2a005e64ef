import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { canManageOrganization } from '../../../shared/access';
import type { Organization } from '../../../shared/api/organizations';
import { usePeople } from '../../api/organization-people';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { SchoolCalendarPanel } from '../../features/calendar/components/school-calendar-panel';
import { SchoolCertificatesSection } from '../../features/certificates/school/school-certificates-section';
import { NO_TOTALS, useOrganizationProgress } from '../../features/drive-logs/api/organization-progress';
import { PendingApprovalsBatch } from '../../features/drive-logs/components/pending-approvals-batch';
import { SchoolPendingDrives } from '../../features/drive-logs/components/school-pending-drives';
import { AddStudentsButton } from '../../features/invitations/components/add-students-button';
import { InvitationsPanel } from '../../features/invitations/components/invitations-panel';
import { OrganizationHeader } from '../../features/organizations/components/organization-header';
import { PeopleTable } from '../../features/organizations/components/people-table';
import { SettingsPanel } from '../../features/organizations/components/settings-panel';
import { StatsPanel } from '../../features/organizations/components/stats-panel';
import { StudentsPanel } from '../../features/organizations/components/students-panel';
import { useAuth } from '../../lib/auth-context';
import { renderLessonDrive } from './lesson-drive-dialog';

type TabKey = 'students' | 'staff' | 'invitations' | 'approvals' | 'calendar' | 'certificates' | 'settings';

/**
 * A school's dashboard (docs/product/schools.md), for its owner and admins (/dashboard) and for platform admins
 * (/admin/organization/{id}): details and figures on top, then students, staff, approvals,
 * calendar, certificates and settings as tabs (the tab is kept in the address: ?tab=…).
 */
export function OrganizationOverview({ organization, actions }: { organization: Organization; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { actor } = useAuth();
  const [params, setParams] = useSearchParams();
  const people = usePeople(organization.id);
  const progress = useOrganizationProgress(organization.id);
  // The school's own admins review drives; platform and state admins only look.
  const own =
    (actor?.role === 'organization' || actor?.role === 'org-admin') && actor.organizationId === organization.id;
  const manages = Boolean(actor && canManageOrganization(actor, organization));
  const platformAdmin = actor?.role === 'admin';
  // Lessons and reviewing drives are the school's own work (GET /api/lessons serves only the
  // caller's own school). A platform admin sees everything else the owner sees, and the drives
  // waiting for review without deciding them (docs/product/admin.md).
  const tabs: TabKey[] = [
    'students',
    'staff',
    ...(manages ? (['invitations'] as const) : []),
    ...(own || platformAdmin ? (['approvals'] as const) : []),
    ...(own ? (['calendar'] as const) : []),
    // Issued by the school's own admins; anyone else who sees the school sees them and the counts.
    'certificates',
    ...(manages ? (['settings'] as const) : []),
  ];
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && tabs.includes(requested) ? requested : 'students';
  const labelOf = (key: TabKey) =>
    key === 'certificates' ? t('certificates.school.tab') : t(`schoolDashboard.tabs.${key}`);
  const choose = (next: TabKey) =>
    setParams(
      (p) => {
        if (next === 'students') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );

  return (
    <Stack spacing={3}>
      <OrganizationHeader organization={organization} actions={actions} />
      <StatsPanel organizationId={organization.id} />
      <Paper variant="outlined">
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_e, v: TabKey) => choose(v)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('schoolDashboard.tabs.label')}
          >
            {tabs.map((key) => (
              <Tab
                key={key}
                value={key}
                label={labelOf(key)}
                id={`school-tab-${key}`}
                aria-controls={`school-panel-${key}`}
              />
            ))}
          </Tabs>
        </Box>
        <Box
          role="tabpanel"
          id={`school-panel-${tab}`}
          aria-labelledby={`school-tab-${tab}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
          >
            <Typography variant="h5" component="h2">
              {labelOf(tab)}
            </Typography>
            {tab === 'students' && manages && <AddStudentsButton organizationId={organization.id} />}
          </Stack>
          {tab === 'students' || tab === 'staff' ? (
            people.isPending ? (
              <Loading />
            ) : people.error ? (
              <ErrorAlert error={people.error} />
            ) : tab === 'students' ? (
              <StudentsPanel students={people.data.students} progress={progress.data ?? NO_TOTALS} />
            ) : (
              <PeopleTable people={people.data.staff} caption={t('organizations.staff')} showRole />
            )
          ) : tab === 'invitations' ? (
            <InvitationsPanel organizationId={organization.id} />
          ) : tab === 'approvals' && !own ? (
            <SchoolPendingDrives organizationId={organization.id} />
          ) : tab === 'approvals' ? (
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('driveProgress.approvals.intro')}</Typography>
              <PendingApprovalsBatch groupHeading="h3" />
            </Stack>
          ) : tab === 'calendar' ? (
            <SchoolCalendarPanel organizationId={organization.id} renderLogDrive={renderLessonDrive} />
          ) : tab === 'certificates' ? (
            <SchoolCertificatesSection
              organizationId={organization.id}
              canIssue={own}
              canRevoke={own || actor?.role === 'admin'}
            />
          ) : (
            <SettingsPanel organization={organization} />
          )}
        </Box>
      </Paper>
    </Stack>
  );
}
