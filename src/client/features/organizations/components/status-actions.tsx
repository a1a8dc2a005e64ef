import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../../shared/api/organizations';
import { useSetOrganizationStatus } from '../api/organizations';

/** Approve / suspend / reinstate buttons for admins and state admins. */
export function StatusActions({ organization }: { organization: Pick<Organization, 'id' | 'name' | 'status'> }) {
  const { t } = useTranslation();
  const mutation = useSetOrganizationStatus();
  const set = (status: 'approved' | 'suspended') => mutation.mutate({ id: organization.id, status });
  return organization.status === 'approved' ? (
    <Button
      size="small"
      color="error"
      variant="outlined"
      disabled={mutation.isPending}
      onClick={() => set('suspended')}
      aria-label={t('organizations.suspendNamed', { school: organization.name })}
    >
      {t('organizations.suspend')}
    </Button>
  ) : (
    <Button
      size="small"
      color="success"
      variant="contained"
      disabled={mutation.isPending}
      onClick={() => set('approved')}
      aria-label={t(organization.status === 'pending' ? 'organizations.approveNamed' : 'organizations.reinstateNamed', {
        school: organization.name,
      })}
    >
      {t(organization.status === 'pending' ? 'organizations.approve' : 'organizations.reinstate')}
    </Button>
  );
}
