import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import BlockIcon from '@mui/icons-material/Block';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../components/error-alert';
import { Loading } from '../components/loading';
import { usePageMeta } from '../components/page-meta';
import { useMyOrganization } from '../features/organizations/api/organizations';
import { OrganizationOverview } from './components/organization-overview';

/** /dashboard for the school's owner and admins; a pending or suspended school sees why. */
export default function DashboardPage() {
  const { t } = useTranslation();
  usePageMeta(t('organizations.dashboardTitle'));
  const org = useMyOrganization();
  if (org.isPending) return <Loading />;
  if (org.error) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <ErrorAlert error={org.error} />
      </Container>
    );
  }
  const o = org.data;
  if (o.status !== 'approved') {
    const pending = o.status === 'pending';
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          {pending ? (
            <HourglassTopIcon color="warning" sx={{ fontSize: 56 }} aria-hidden="true" />
          ) : (
            <BlockIcon color="error" sx={{ fontSize: 56 }} aria-hidden="true" />
          )}
          <Typography variant="h4" component="h1" gutterBottom>
            {t(pending ? 'organizations.pending.title' : 'organizations.suspended.title')}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {t(pending ? 'organizations.pending.body' : 'organizations.suspended.body', {
              school: o.name,
              state: o.state,
            })}
          </Typography>
          {!pending && o.statusReason ? (
            <Typography component="div" sx={{ mb: 2, textAlign: 'start' }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
                {t('organizations.suspended.reasonHeading')}
              </Typography>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {o.statusReason}
              </Typography>
            </Typography>
          ) : null}
          <Typography color="text.secondary">
            {t(pending ? 'organizations.pending.next' : 'organizations.suspended.next')}
          </Typography>
        </Paper>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <OrganizationOverview organization={o} />
    </Container>
  );
}
