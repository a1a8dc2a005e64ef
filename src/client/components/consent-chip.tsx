import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ConsentStatus } from '../../shared/api/consent';

const COLORS: Record<ConsentStatus, 'default' | 'success' | 'warning' | 'error'> = {
  none: 'default',
  pending: 'warning',
  granted: 'success',
  rejected: 'error',
  withdrawn: 'error',
};

/**
 * A student's parent-consent state, for the school's student lists. The waiting state uses the
 * light warning shade with dark text: MUI's orange on white is below AA contrast.
 */
export function ConsentChip({ status }: { status: ConsentStatus | null | undefined }) {
  const { t } = useTranslation();
  const value: ConsentStatus = status ?? 'none';
  const label = t(`consent.status.${value}`);
  if (COLORS[value] === 'warning')
    return <Chip size="small" label={label} sx={{ bgcolor: 'warning.light', color: 'common.black' }} />;
  return <Chip size="small" color={COLORS[value]} label={label} />;
}
