import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ROAD_TYPES, TRAFFIC, WEATHER } from '../../../../shared/api/drive-logs';
import { ChoiceChips } from '../../../components/choice-chips';
import type { DriveDetails } from './live-session';
import { SkillPicker } from '../components/skill-picker';

/** Conditions, places and notes asked after "Stop drive". */
export function DriveDetailsForm({
  value,
  onChange,
  disabled,
}: {
  value: DriveDetails;
  onChange: (v: DriveDetails) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <ChoiceChips
        legend={t('liveDrive.details.weather')}
        options={WEATHER}
        value={value.weather}
        onChange={(weather) => onChange({ ...value, weather })}
        labelOf={(v) => t(`driveLogs.weather.${v}`)}
      />
      <ChoiceChips
        legend={t('liveDrive.details.roadTypes')}
        options={ROAD_TYPES}
        value={value.roadTypes}
        onChange={(roadTypes) => onChange({ ...value, roadTypes })}
        labelOf={(v) => t(`driveLogs.roadTypes.${v}`)}
      />
      <ChoiceChips
        legend={t('liveDrive.details.traffic')}
        options={TRAFFIC}
        value={value.traffic ? [value.traffic] : []}
        onChange={(chosen) => onChange({ ...value, traffic: chosen[0] ?? null })}
        labelOf={(v) => t(`driveLogs.traffic.${v}`)}
        single
      />
      <SkillPicker
        value={value.skills ?? []}
        onChange={(skills) => onChange({ ...value, skills })}
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
