import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DRIVE_STATUSES, ROAD_TYPES, WEATHER } from '../../../../shared/api/drive-logs';

export interface DriveListFilters {
  status?: string;
  from?: string;
  to?: string;
  weather?: string;
  roadType?: string;
}

export const hasFilters = (f: DriveListFilters) => Object.values(f).some((v) => v !== undefined && v !== '');

/** Status, local date range, weather and road type of the drive list. */
export function DriveFilters({
  value,
  onChange,
}: {
  value: DriveListFilters;
  onChange: (next: DriveListFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (key: keyof DriveListFilters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value || undefined });
  const select = (
    key: 'status' | 'weather' | 'roadType',
    label: string,
    options: readonly string[],
    optionLabel: (o: string) => string,
    anyLabel: string,
  ) => (
    <TextField
      select
      size="small"
      id={`${id}-${key}`}
      label={label}
      value={value[key] ?? ''}
      onChange={set(key)}
      fullWidth
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {optionLabel(o)}
        </MenuItem>
      ))}
    </TextField>
  );
  const date = (key: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      id={`${id}-${key}`}
      label={label}
      value={value[key] ?? ''}
      onChange={set(key)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput:
          key === 'to' && value.from ? { min: value.from } : key === 'from' && value.to ? { max: value.to } : {},
      }}
    />
  );
  return (
    <Box
      role="group"
      aria-label={t('driveLogs.list.filters')}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr)) auto' },
        mb: 2,
      }}
    >
      {select(
        'status',
        t('driveLogs.list.status'),
        DRIVE_STATUSES,
        (s) => t(`driveLogs.status.${s}`),
        t('driveLogs.list.anyStatus'),
      )}
      {date('from', t('driveLogs.list.from'))}
      {date('to', t('driveLogs.list.to'))}
      {select(
        'weather',
        t('driveLogs.list.weather'),
        WEATHER,
        (w) => t(`driveLogs.weather.${w}`),
        t('driveLogs.list.anyWeather'),
      )}
      {select(
        'roadType',
        t('driveLogs.list.roadType'),
        ROAD_TYPES,
        (r) => t(`driveLogs.roadTypes.${r}`),
        t('driveLogs.list.anyRoadType'),
      )}
      <Button onClick={() => onChange({})} disabled={!hasFilters(value)} sx={{ justifySelf: 'start' }}>
        {t('driveLogs.list.clearFilters')}
      </Button>
    </Box>
  );
}
