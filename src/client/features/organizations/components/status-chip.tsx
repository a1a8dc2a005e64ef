import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrganizationStatus } from '../../../../shared/api/organizations';

const COLORS = { approved: 'success', pending: 'warning', suspended: 'error' } as const satisfies Record<
  OrganizationStatus,
  string
>;

export function OrganizationStatusChip({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={COLORS[status]} label={t(`organizations.status.${status}`, { defaultValue: status })} />
  );
}
