import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

/**
 * A small line of percentages (0–100, oldest first) with a dashed pass line. Described by `label`
 * for screen readers; the attempts list next to it holds the same figures as text.
 */
export function Sparkline({ values, passPercent, label }: { values: number[]; passPercent?: number; label: string }) {
  const theme = useTheme();
  const width = 240;
  const height = 64;
  const pad = 4;
  const x = (i: number) => (values.length < 2 ? width / 2 : pad + (i * (width - 2 * pad)) / (values.length - 1));
  const y = (v: number) => pad + ((100 - v) * (height - 2 * pad)) / 100;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    // Oldest on the left in every language (SVG coordinates do not follow the page direction).
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      sx={{ width: 1, maxWidth: width, height: 'auto', display: 'block' }}
    >
      {passPercent !== undefined && (
        <line
          x1={pad}
          x2={width - pad}
          y1={y(passPercent)}
          y2={y(passPercent)}
          stroke={theme.palette.text.secondary}
          strokeDasharray="4 4"
          strokeWidth={1}
        />
      )}
      {values.length > 1 && (
        <polyline
          points={points}
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      )}
      {values.map((v, i) => (
        <circle key={i} cx={x(i)} cy={y(v)} r={3} fill={theme.palette.primary.main} />
      ))}
    </Box>
  );
}
