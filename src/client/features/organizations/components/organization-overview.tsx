import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../../shared/api/organizations';
import { Loading } from '../../../components/loading';
import { ErrorAlert } from '../../../components/error-alert';
import { useAuth } from '../../../app/auth-context';
import { NO_TOTALS, useOrganizationProgress } from '../../drive-logs/api/organization-progress';
import { PendingApprovalsLink } from '../../drive-logs/components/pending-approvals-link';
import { usePeople } from '../api/organizations';
import { PeopleTable } from './people-table';
import { OrganizationStatusChip } from './status-chip';

/** A school's details, staff and students: the school dashboard and the admin's view of it. */
export function OrganizationOverview({ organization, actions }: { organization: Organization; actions?: ReactNode }) {
  const { t } = useTranslation();
  const people = usePeople(organization.id);
  const progress = useOrganizationProgress(organization.id);
  const { user } = useAuth();
  // The school's own admins review drives; platform and state admins only look.
  const reviews = (user?.role === 'organization' || user?.role === 'org-admin') && user.organizationId === organization.id;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <div>
            <Typography variant="h4" component="h1">
              {organization.name}
            </Typography>
            <Typography color="text.secondary">
              {/* US addresses, e-mails and phone numbers read left to right, also inside Arabic text. */}
              <bdi dir="ltr">
                {organization.address}, {organization.cityCounty}, {organization.state} {organization.zip}
              </bdi>
            </Typography>
            <Typography color="text.secondary">
              <bdi dir="ltr">{organization.contactEmail}</bdi> · <bdi dir="ltr">{organization.contactPhone}</bdi>
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <OrganizationStatusChip status={organization.status} />
            {actions}
          </Stack>
        </Stack>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Stat label={t('organizations.stats.students')} value={organization.studentCount} />
          <Stat label={t('organizations.stats.staff')} value={organization.staffCount} />
        </Grid>
      </Paper>
      {reviews && <PendingApprovalsLink />}
      {people.isPending ? (
        <Loading />
      ) : people.error ? (
        <ErrorAlert error={people.error} />
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('organizations.students')}
            </Typography>
            <PeopleTable people={people.data.students} caption={t('organizations.students')} linkStudents progress={progress.data ?? NO_TOTALS} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h5" component="h2" gutterBottom>
              {t('organizations.staff')}
            </Typography>
            <PeopleTable people={people.data.staff} caption={t('organizations.staff')} showRole />
          </Paper>
        </>
      )}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Grid size={{ xs: 6, sm: 3 }}>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Grid>
  );
}
