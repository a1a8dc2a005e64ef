import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import RouteIcon from '@mui/icons-material/Route';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrive } from '../api/drives';
import { projectTrack } from './route-drawing';

const W = 128;
const H = 80;

/** A small drawing of a drive's GPS route for lists (fetches the track); a chip if it cannot be drawn. */
export function RouteThumbnail({ driveId }: { driveId: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const detail = useDrive(driveId);
  const projected = useMemo(() => (detail.data ? projectTrack(detail.data.track, W, H, 8) : null), [detail.data]);
  if (detail.isPending) return <Skeleton variant="rounded" width={W} height={H} />;
  if (!projected) return <Chip size="small" icon={<RouteIcon />} label={t('driveProgress.approvals.gpsRoute')} />;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('driveProgress.approvals.routeOf')}
      sx={{
        display: 'block',
        width: W,
        height: H,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.50',
        flexShrink: 0,
      }}
    >
      <path
        d={projected.path}
        fill="none"
        stroke={theme.palette.primary.main}
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={projected.start.x} cy={projected.start.y} r={4} fill={theme.palette.success.dark} />
      <rect x={projected.end.x - 4} y={projected.end.y - 4} width={8} height={8} fill={theme.palette.error.dark} />
    </Box>
  );
}
