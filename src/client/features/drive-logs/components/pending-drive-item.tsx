import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Drive } from '../../../../shared/api/drive-logs';
import { formatDriveRange, formatDuration } from '../../../lib/format';
import { RouteThumbnail } from './route-thumbnail';

/** One drive waiting for approval: a checkbox, its time, length, night share, conditions and evidence. */
export function PendingDriveItem({
  drive,
  selected,
  onToggle,
}: {
  drive: Drive;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const when = formatDriveRange(drive.startedAt, drive.endedAt, drive.timeZone, lang);
  const conditions = [
    ...drive.weather.map((w) => t(`driveLogs.weather.${w}`)),
    ...drive.roadTypes.map((r) => t(`driveLogs.roadTypes.${r}`)),
    ...(drive.traffic ? [t(`driveLogs.traffic.${drive.traffic}`)] : []),
  ];
  const places = [drive.start.label, drive.end.label].filter(Boolean).join(' – ');
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <Checkbox
        checked={selected}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': t('driveProgress.approvals.selectDrive', { when }) } }}
        sx={{ mt: -0.5 }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ flex: 1, minWidth: 0, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={`/drivelogs/${encodeURIComponent(drive.id)}`} sx={{ fontWeight: 600 }}>
            {when}
          </Link>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 0.75 }}>
            <Chip
              size="small"
              label={t('driveProgress.approvals.duration', {
                duration: formatDuration(t, drive.durationMinutes, lang),
              })}
            />
            <Chip
              size="small"
              label={t('driveProgress.approvals.night', { duration: formatDuration(t, drive.nightMinutes, lang) })}
            />
            <Chip size="small" variant="outlined" label={t(`driveLogs.sources.${drive.source}`)} />
          </Stack>
          <Typography variant="body2">
            {t('driveProgress.approvals.supervisedBy', {
              name: drive.supervisor.name,
              type: t(`driveLogs.supervisorTypes.${drive.supervisor.type}`),
            })}
            {drive.supervisor.licenseNumber
              ? ` · ${t('driveProgress.approvals.license', { license: drive.supervisor.licenseNumber })}`
              : ''}
          </Typography>
          {conditions.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {conditions.join(' · ')}
            </Typography>
          )}
          {places && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {places}
            </Typography>
          )}
          {drive.notes && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', fontStyle: 'italic' }}>
              {drive.notes.length > 200 ? `${drive.notes.slice(0, 200)}…` : drive.notes}
            </Typography>
          )}
        </Box>
        {drive.hasTrack && <RouteThumbnail driveId={drive.id} />}
      </Stack>
    </Stack>
  );
}
