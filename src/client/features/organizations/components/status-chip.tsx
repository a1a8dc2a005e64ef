import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS = { approved: 'success', pending: 'warning', suspended: 'error' } as const;

export function OrganizationStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = COLORS[status as keyof typeof COLORS] ?? 'default';
  return <Chip size="small" color={color} label={t(`organizations.status.${status}`, { defaultValue: status })} />;
}
