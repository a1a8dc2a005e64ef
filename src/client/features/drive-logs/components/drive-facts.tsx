import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drive } from '../../../../shared/api/drive-logs';
import { ConditionChips } from './drive-list';
import { formatDuration, formatMiles, formatNumber } from '../../../lib/format';
import { SkillNameList } from './skill-name-list';

/** The recorded facts of one drive as a definition list. */
export function DriveFacts({ drive }: { drive: Drive }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const none = (
    <Typography component="span" color="text.secondary">
      {t('driveLogs.detail.notRecorded')}
    </Typography>
  );
  const corrected = drive.nightCorrectionReason !== null;
  const odometer =
    drive.odometerStart !== null || drive.odometerEnd !== null
      ? t('driveLogs.detail.odometerRange', {
          start: drive.odometerStart !== null ? formatNumber(drive.odometerStart, lang) : '?',
          end: drive.odometerEnd !== null ? formatNumber(drive.odometerEnd, lang) : '?',
        })
      : null;
  const rows: [string, ReactNode][] = [
    [t('driveLogs.fields.duration'), formatDuration(t, drive.durationMinutes, lang)],
    [
      t('driveLogs.fields.nightMinutes'),
      <>
        <span>{formatDuration(t, drive.nightMinutes, lang)}</span>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {corrected
            ? t('driveLogs.detail.nightCorrected', {
                computed: formatDuration(t, drive.nightMinutesComputed, lang),
                reason: drive.nightCorrectionReason,
              })
            : t('driveLogs.detail.nightComputed')}
        </Typography>
      </>,
    ],
    [t('driveLogs.fields.distance'), drive.distanceKm !== null ? formatMiles(drive.distanceKm, lang) : none],
    [t('driveLogs.fields.odometer'), odometer ?? none],
    [
      t('driveLogs.fields.supervisor'),
      <>
        <span>{drive.supervisor.name}</span>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {t(`driveLogs.supervisorTypes.${drive.supervisor.type}`)}
          {drive.supervisor.licenseNumber
            ? ` · ${t('driveLogs.detail.licence', { number: drive.supervisor.licenseNumber })}`
            : ''}
        </Typography>
      </>,
    ],
    [t('driveLogs.fields.start'), drive.start.label || none],
    [t('driveLogs.fields.end'), drive.end.label || none],
    [
      t('driveLogs.fields.conditions'),
      drive.weather.length + drive.roadTypes.length > 0 || drive.traffic ? <ConditionChips drive={drive} /> : none,
    ],
    [t('driveLogs.fields.skills'), drive.skills.length > 0 ? <SkillNameList ids={drive.skills} /> : none],
    [
      t('driveLogs.fields.notes'),
      drive.notes ? (
        <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {drive.notes}
        </Box>
      ) : (
        none
      ),
    ],
    [t('driveLogs.fields.source'), t(`driveLogs.sources.${drive.source}`)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            sx={{ fontWeight: 600, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}
          >
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, minWidth: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
