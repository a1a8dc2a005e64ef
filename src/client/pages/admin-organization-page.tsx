import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorAlert } from '../components/error-alert';
import { Loading } from '../components/loading';
import { usePageMeta } from '../components/page-meta';
import { useOrganization } from '../features/organizations/api/organizations';
import { StatusActions } from '../features/organizations/components/status-actions';
import { OrganizationOverview } from './components/organization-overview';

/** /admin/organization/{orgId}: a school's dashboard as a platform admin sees it. */
export default function AdminOrganizationPage() {
  const { t } = useTranslation();
  const { orgId = '' } = useParams();
  const org = useOrganization(orgId);
  usePageMeta(org.data?.name ?? t('organizations.dashboardTitle'));
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/admin" sx={{ display: 'inline-block', mb: 2 }}>
        {t('admin.backToAdmin')}
      </Link>
      {org.isPending ? (
        <Loading />
      ) : org.error ? (
        <ErrorAlert error={org.error} />
      ) : (
        <OrganizationOverview organization={org.data} actions={<StatusActions organization={org.data} />} />
      )}
    </Container>
  );
}
