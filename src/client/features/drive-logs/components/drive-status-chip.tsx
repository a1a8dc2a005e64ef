import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DriveStatus } from '../../../../shared/api/drive-logs';

/**
 * A drive's status with an icon (colour is never the only cue). The waiting chip uses the light
 * warning shade with dark text: MUI's filled orange with white text is below AA contrast.
 */
export function DriveStatusChip({ status, size = 'small' }: { status: DriveStatus; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const label = t(`driveLogs.status.${status}`);
  if (status === 'approved') return <Chip size={size} color="success" icon={<CheckCircleOutline />} label={label} />;
  if (status === 'rejected') return <Chip size={size} color="error" icon={<CancelOutlined />} label={label} />;
  return (
    <Chip
      size={size}
      icon={<HourglassEmpty />}
      label={label}
      sx={{ bgcolor: 'warning.light', color: 'common.black', '& .MuiChip-icon': { color: 'inherit' } }}
    />
  );
}
