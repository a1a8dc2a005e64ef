import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { InvitationStatus } from '../../../../shared/api/invitations';

const COLORS: Record<InvitationStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  accepted: 'success',
  revoked: 'default',
  expired: 'error',
};

/** An invitation's state; the waiting one in the light warning shade with dark text (AA contrast). */
export function InvitationStatusChip({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  const label = t(`invitations.status.${status}`);
  if (COLORS[status] === 'warning')
    return <Chip size="small" label={label} sx={{ bgcolor: 'warning.light', color: 'common.black' }} />;
  return <Chip size="small" color={COLORS[status]} label={label} />;
}
