import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { StudentSupervisors } from '../../../../shared/api/drive-logs';
import type { FieldErrors, LogDriveValues } from './log-drive-form';

interface Props {
  values: Pick<LogDriveValues, 'supervisor' | 'otherName' | 'otherLicense'>;
  onChange: (patch: Partial<LogDriveValues>) => void;
  options: StudentSupervisors | undefined;
  callerId: string | undefined;
  errors: FieldErrors;
  messageOf: (rule: string | undefined) => string | undefined;
}

/** Who supervised: a linked parent, an instructor of the school, or another licensed adult (name and licence). */
export function SupervisorFields({ values, onChange, options, callerId, errors, messageOf }: Props) {
  const { t } = useTranslation();
  const name = (p: { id: string; name: string }) =>
    p.id === callerId ? t('driveProgress.log.you', { name: p.name }) : p.name;
  const items = [];
  if (options?.parents.length) {
    items.push(<ListSubheader key="h-parents">{t('driveLogs.supervisorTypes.parent')}</ListSubheader>);
    for (const p of options.parents)
      items.push(
        <MenuItem key={`parent:${p.id}`} value={`parent:${p.id}`}>
          {name(p)}
        </MenuItem>,
      );
  }
  if (options?.teachers.length) {
    items.push(<ListSubheader key="h-teachers">{t('driveLogs.supervisorTypes.teacher')}</ListSubheader>);
    for (const p of options.teachers)
      items.push(
        <MenuItem key={`teacher:${p.id}`} value={`teacher:${p.id}`}>
          {name(p)}
        </MenuItem>,
      );
  }
  items.push(<ListSubheader key="h-other">{t('driveLogs.supervisorTypes.other')}</ListSubheader>);
  items.push(
    <MenuItem key="other" value="other">
      {t('driveProgress.log.otherAdult')}
    </MenuItem>,
  );
  return (
    <Stack spacing={2}>
      <TextField
        select
        id="log-drive-supervisor"
        fullWidth
        required
        label={t('driveLogs.fields.supervisor')}
        value={values.supervisor}
        onChange={(e) => onChange({ supervisor: e.target.value })}
        error={Boolean(errors.supervisor)}
        helperText={messageOf(errors.supervisor)}
      >
        {items}
      </TextField>
      {values.supervisor === 'other' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            fullWidth
            required
            id="log-drive-otherName"
            label={t('driveProgress.log.otherName')}
            value={values.otherName}
            onChange={(e) => onChange({ otherName: e.target.value })}
            error={Boolean(errors.otherName)}
            helperText={messageOf(errors.otherName)}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            fullWidth
            required
            id="log-drive-otherLicense"
            label={t('driveProgress.log.otherLicense')}
            value={values.otherLicense}
            onChange={(e) => onChange({ otherLicense: e.target.value })}
            error={Boolean(errors.otherLicense)}
            helperText={messageOf(errors.otherLicense) ?? t('driveProgress.log.otherLicenseHelp')}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
        </Stack>
      )}
    </Stack>
  );
}
