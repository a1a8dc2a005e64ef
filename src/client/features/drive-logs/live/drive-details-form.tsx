import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROAD_TYPES, TRAFFIC, WEATHER } from '../../../../shared/api/drive-logs';
import type { DriveDetails } from './live-session';

/** A row of toggle chips under a legend; aria-pressed tells screen readers which are on. */
function ChipGroup<T extends string>({ legend, options, isOn, toggle, labelOf, disabled }: {
  legend: string;
  options: readonly T[];
  isOn: (v: T) => boolean;
  toggle: (v: T) => void;
  labelOf: (v: T) => string;
  disabled?: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        {legend}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {options.map((v) => {
          const on = isOn(v);
          return (
            <Chip
              key={v}
              label={labelOf(v)}
              clickable
              disabled={disabled}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckIcon /> : undefined}
              onClick={() => toggle(v)}
              aria-pressed={on}
            />
          );
        })}
      </Stack>
    </Box>
  );
}

const toggled = <T,>(list: readonly T[], v: T): T[] => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

/** Conditions, places and notes asked after "Stop drive". */
export function DriveDetailsForm({ value, onChange, disabled }: { value: DriveDetails; onChange: (v: DriveDetails) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ChipGroup
        legend={t('liveDrive.details.weather')}
        options={WEATHER}
        isOn={(v) => value.weather.includes(v)}
        toggle={(v) => onChange({ ...value, weather: toggled(value.weather, v) })}
        labelOf={(v) => t(`driveLogs.weather.${v}`)}
        disabled={disabled}
      />
      <ChipGroup
        legend={t('liveDrive.details.roadTypes')}
        options={ROAD_TYPES}
        isOn={(v) => value.roadTypes.includes(v)}
        toggle={(v) => onChange({ ...value, roadTypes: toggled(value.roadTypes, v) })}
        labelOf={(v) => t(`driveLogs.roadTypes.${v}`)}
        disabled={disabled}
      />
      <ChipGroup
        legend={t('liveDrive.details.traffic')}
        options={TRAFFIC}
        isOn={(v) => value.traffic === v}
        toggle={(v) => onChange({ ...value, traffic: value.traffic === v ? null : v })}
        labelOf={(v) => t(`driveLogs.traffic.${v}`)}
        disabled={disabled}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('liveDrive.details.startPlace')}
          value={value.startLabel}
          onChange={(e) => onChange({ ...value, startLabel: e.target.value })}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('liveDrive.details.endPlace')}
          value={value.endLabel}
          onChange={(e) => onChange({ ...value, endLabel: e.target.value })}
          disabled={disabled}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
      <TextField
        label={t('liveDrive.details.notes')}
        helperText={t('liveDrive.details.notesHint')}
        value={value.notes}
        onChange={(e) => onChange({ ...value, notes: e.target.value })}
        disabled={disabled}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Stack>
  );
}
