import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackPoint } from '../../../../shared/api/drive-logs';

const WIDTH = 600;
const HEIGHT = 360;
const PAD = 24;

export interface ProjectedTrack {
  /** SVG path data of the track. */
  path: string;
  start: { x: number; y: number };
  end: { x: number; y: number };
}

/**
 * Projects a GPS track into a WIDTH × HEIGHT box: equirectangular, longitudes scaled by the cosine
 * of the track's mean latitude so distances look alike both ways, north up, centred, one scale.
 */
export function projectTrack(
  track: readonly TrackPoint[],
  width = WIDTH,
  height = HEIGHT,
  pad = PAD,
): ProjectedTrack | null {
  if (track.length < 2) return null;
  const meanLat = track.reduce((s, p) => s + p[0], 0) / track.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = track.map((p) => p[1] * k);
  const ys = track.map((p) => p[0]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  // A track standing still (all points alike) is drawn as a dot in the middle.
  const scale = Math.min(
    spanX > 0 ? (width - 2 * pad) / spanX : Infinity,
    spanY > 0 ? (height - 2 * pad) / spanY : Infinity,
  );
  const s = Number.isFinite(scale) ? scale : 0;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const at = (i: number) => ({ x: round(width / 2 + (xs[i]! - cx) * s), y: round(height / 2 - (ys[i]! - cy) * s) });
  const points = track.map((_, i) => at(i));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ');
  return { path, start: points[0]!, end: points[points.length - 1]! };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The route of a drive drawn from its GPS track, without map tiles. */
export function RouteDrawing({
  track,
  startLabel,
  endLabel,
}: {
  track: readonly TrackPoint[];
  startLabel: string;
  endLabel: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  const projected = useMemo(() => projectTrack(track), [track]);
  if (!projected) {
    return (
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 3, textAlign: 'center', bgcolor: 'action.hover' }}
      >
        <Typography color="text.secondary">{t('driveLogs.route.none')}</Typography>
      </Box>
    );
  }
  const startColor = theme.palette.success.dark;
  const endColor = theme.palette.error.dark;
  const from = startLabel || t('driveLogs.route.unnamedStart');
  const to = endLabel || t('driveLogs.route.unnamedEnd');
  const startLegend = startLabel ? t('driveLogs.route.startMarker', { place: startLabel }) : t('driveLogs.route.start');
  const endLegend = endLabel ? t('driveLogs.route.endMarker', { place: endLabel }) : t('driveLogs.route.end');
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.50',
        }}
      >
        <title id={`${id}-title`}>{t('driveLogs.route.title')}</title>
        <desc id={`${id}-desc`}>{t('driveLogs.route.description', { from, to, count: track.length })}</desc>
        <path
          d={projected.path}
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={4}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx={projected.start.x} cy={projected.start.y} r={9} fill={startColor} stroke="#fff" strokeWidth={3} />
        <rect
          x={projected.end.x - 8}
          y={projected.end.y - 8}
          width={16}
          height={16}
          fill={endColor}
          stroke="#fff"
          strokeWidth={3}
        />
      </Box>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }} aria-hidden="true">
        <Legend shape={<circle cx={8} cy={8} r={6} fill={startColor} />} label={startLegend} />
        <Legend shape={<rect x={2} y={2} width={12} height={12} fill={endColor} />} label={endLegend} />
      </Stack>
    </Box>
  );
}

function Legend({ shape, label }: { shape: ReactNode; label: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <svg width={16} height={16} viewBox="0 0 16 16" focusable="false">
        {shape}
      </svg>
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}
