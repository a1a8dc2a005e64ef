import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import type { TrackPoint } from '../../../../shared/api/drive-logs';
import { projectTrack } from './track';

const WIDTH = 320;
const HEIGHT = 200;

/**
 * The route so far as a line, north up, fitted to the box; a dot where it started and one where
 * the car is. Geography does not flip in right-to-left languages.
 */
export function LiveRoute({ track, label }: { track: readonly TrackPoint[]; label: string }) {
  const theme = useTheme();
  const points = useMemo(() => projectTrack(track, WIDTH, HEIGHT, 14), [track]);
  const first = points[0];
  const last = points.at(-1);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      sx={{
        display: 'block',
        width: '100%',
        maxWidth: 480,
        height: 'auto',
        aspectRatio: `${WIDTH} / ${HEIGHT}`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        direction: 'ltr',
      }}
    >
      {points.length > 1 && (
        <polyline
          points={points.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={4}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {first && (
        <circle cx={first[0]} cy={first[1]} r={6} fill={theme.palette.success.main} stroke="#fff" strokeWidth={2} />
      )}
      {last && points.length > 1 && (
        <circle cx={last[0]} cy={last[1]} r={7} fill={theme.palette.primary.dark} stroke="#fff" strokeWidth={2} />
      )}
    </Box>
  );
}
