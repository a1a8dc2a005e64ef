import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../../shared/api/organizations';
import { useSetOrganizationStatus } from '../api/organizations';
import { SuspendDialog } from './suspend-dialog';

/** Approve / suspend / reinstate buttons for admins and state admins; suspending asks why in a dialog. */
export function StatusActions({ organization }: { organization: Pick<Organization, 'id' | 'name' | 'status'> }) {
  const { t } = useTranslation();
  const mutation = useSetOrganizationStatus();
  const [suspending, setSuspending] = useState(false);
  if (organization.status === 'approved') {
    return (
      <>
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={mutation.isPending}
          onClick={() => {
            mutation.reset();
            setSuspending(true);
          }}
          aria-label={t('organizations.suspendNamed', { school: organization.name })}
        >
          {t('organizations.suspend')}
        </Button>
        {suspending && (
          <SuspendDialog
            school={organization.name}
            pending={mutation.isPending}
            error={mutation.error}
            onClose={() => setSuspending(false)}
            onSuspend={(reason) =>
              mutation.mutate(
                { id: organization.id, status: 'suspended', reason },
                { onSuccess: () => setSuspending(false) },
              )
            }
          />
        )}
      </>
    );
  }
  return (
    <Button
      size="small"
      color="success"
      variant="contained"
      disabled={mutation.isPending}
      onClick={() => mutation.mutate({ id: organization.id, status: 'approved' })}
      aria-label={t(organization.status === 'pending' ? 'organizations.approveNamed' : 'organizations.reinstateNamed', {
        school: organization.name,
      })}
    >
      {t(organization.status === 'pending' ? 'organizations.approve' : 'organizations.reinstate')}
    </Button>
  );
}
