import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import GpsNotFixedIcon from '@mui/icons-material/GpsNotFixed';
import GpsOffIcon from '@mui/icons-material/GpsOff';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMiles } from '../../../lib/format';
import type { LiveDrive } from './live-session';
import { LiveRoute } from './live-route';
import { elapsedMs, formatClock } from './timer';
import { trackDistanceMeters } from './track';
import type { GpsStatus } from './use-gps-track';
import type { WakeLockState } from './use-wake-lock';

interface Props {
  drive: LiveDrive;
  now: number;
  gps: { status: GpsStatus; accuracy: number | null };
  wakeLock: WakeLockState;
  onStop: () => void;
  onDiscard: () => void;
}

const GPS_ICON: Record<GpsStatus, typeof GpsFixedIcon> = {
  off: GpsOffIcon,
  waiting: GpsNotFixedIcon,
  active: GpsFixedIcon,
  denied: GpsOffIcon,
  unavailable: GpsNotFixedIcon,
  unsupported: GpsOffIcon,
};

/** The drive as it runs: a big clock, the distance and route so far, and "Stop drive". */
export function DrivingPanel({ drive, now, gps, wakeLock, onStop, onDiscard }: Props) {
  const { t, i18n } = useTranslation();
  const meters = useMemo(() => trackDistanceMeters(drive.track), [drive.track]);
  const started = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(
    drive.startedAt,
  );
  const Icon = GPS_ICON[gps.status];
  const gpsColor =
    gps.status === 'active'
      ? 'success'
      : gps.status === 'denied' || gps.status === 'unsupported'
        ? 'warning'
        : 'default';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="driving-heading">
      <Typography id="driving-heading" variant="h5" component="h2" gutterBottom>
        {t('liveDrive.driving.title')}
      </Typography>
      <Box sx={{ textAlign: 'center', my: 2 }}>
        <Typography id="driving-time-label" color="text.secondary">
          {t('liveDrive.driving.elapsed')}
        </Typography>
        <Typography
          component="p"
          role="timer"
          aria-labelledby="driving-time-label"
          sx={{
            fontSize: { xs: '3.5rem', sm: '5rem' },
            fontWeight: 500,
            lineHeight: 1.1,
            fontVariantNumeric: 'tabular-nums',
            direction: 'ltr',
          }}
        >
          {formatClock(elapsedMs(drive.startedAt, now), i18n.language)}
        </Typography>
        <Typography color="text.secondary">
          {t('liveDrive.driving.startedWith', {
            time: started,
            supervisor: drive.supervisorName || t(`driveLogs.supervisorTypes.${drive.supervisor.type}`),
          })}
        </Typography>
      </Box>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', mb: 2 }}>
        <Chip
          icon={<Icon />}
          color={gpsColor}
          variant="outlined"
          label={t(`liveDrive.gps.${drive.gps ? gps.status : 'off'}`)}
        />
        {drive.gps && (
          <Chip
            variant="outlined"
            label={t('liveDrive.driving.distance', { distance: formatMiles(meters / 1000, i18n.language) })}
            data-testid="live-distance"
          />
        )}
      </Stack>

      {drive.gps && gps.status === 'denied' && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 2 }}>
          {t('liveDrive.gps.deniedHint')}
        </Typography>
      )}

      {drive.gps && drive.track.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <LiveRoute track={drive.track} label={t('liveDrive.driving.route', { count: drive.track.length })} />
        </Box>
      )}

      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 1 }}>
        {t(`liveDrive.wakeLock.${wakeLock}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
        {t('liveDrive.driving.leaveHint')}
      </Typography>

      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          color="error"
          size="large"
          startIcon={<StopIcon />}
          onClick={onStop}
          sx={{ minWidth: { xs: '100%', sm: 280 }, py: 1.5, fontSize: '1.1rem' }}
        >
          {t('liveDrive.stop')}
        </Button>
        <Button color="inherit" onClick={onDiscard}>
          {t('liveDrive.discard')}
        </Button>
      </Stack>
    </Paper>
  );
}
