import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StudentSupervisors, SupervisorInput } from '../../../../shared/api/drive-logs';
import type { Role } from '../../../../shared/roles';

/** The picker's state: which option is chosen, and the other adult's details. */
export interface SupervisorChoice {
  /** `parent:<id>`, `teacher:<id>`, or `other`. */
  key: string;
  otherName: string;
  otherLicense: string;
}

export interface SupervisorOption {
  key: string;
  input: SupervisorInput;
  name: string;
  isMe: boolean;
}

export const OTHER = 'other';
const OTHER_NAME = { min: 2, max: 100 };
const OTHER_LICENSE = { min: 3, max: 40 };

/**
 * Who may supervise, as the server accepts them: a student picks a linked parent or an instructor
 * of their school; a parent or instructor logs themselves. Anyone may name another licensed adult.
 */
export function supervisorOptions(
  me: { uid: string; role: Role | null; name: string },
  supervisors: StudentSupervisors | undefined,
): SupervisorOption[] {
  if (me.role === 'parent')
    return [{ key: `parent:${me.uid}`, input: { type: 'parent', userId: me.uid }, name: me.name, isMe: true }];
  if (me.role === 'teacher' || me.role === 'org-admin' || me.role === 'organization') {
    return [{ key: `teacher:${me.uid}`, input: { type: 'teacher', userId: me.uid }, name: me.name, isMe: true }];
  }
  return [
    ...(supervisors?.parents ?? []).map((p): SupervisorOption => ({
      key: `parent:${p.id}`,
      input: { type: 'parent', userId: p.id },
      name: p.name,
      isMe: false,
    })),
    ...(supervisors?.teachers ?? []).map((p): SupervisorOption => ({
      key: `teacher:${p.id}`,
      input: { type: 'teacher', userId: p.id },
      name: p.name,
      isMe: false,
    })),
  ];
}

export type SupervisorProblem = { field: 'otherName' | 'otherLicense'; rule: 'required' | 'too-short' | 'too-long' };

/** The chosen supervisor for the drive, or what is missing. */
export function resolveChoice(
  choice: SupervisorChoice,
  options: SupervisorOption[],
): { input: SupervisorInput; name: string } | { problems: SupervisorProblem[] } {
  const option = options.find((o) => o.key === choice.key);
  if (option) return { input: option.input, name: option.name };
  const name = choice.otherName.trim();
  const license = choice.otherLicense.trim();
  const problems: SupervisorProblem[] = [];
  const check = (field: SupervisorProblem['field'], value: string, limits: { min: number; max: number }) => {
    if (!value) problems.push({ field, rule: 'required' });
    else if (value.length < limits.min) problems.push({ field, rule: 'too-short' });
    else if (value.length > limits.max) problems.push({ field, rule: 'too-long' });
  };
  check('otherName', name, OTHER_NAME);
  check('otherLicense', license, OTHER_LICENSE);
  if (problems.length > 0) return { problems };
  return { input: { type: 'other', name, licenseNumber: license }, name };
}

interface Props {
  options: SupervisorOption[];
  value: SupervisorChoice;
  onChange: (value: SupervisorChoice) => void;
  problems: SupervisorProblem[];
}

export function SupervisorPicker({ options, value, onChange, problems }: Props) {
  const { t } = useTranslation();
  const problemOf = (field: SupervisorProblem['field']) => problems.find((p) => p.field === field);
  const message = (field: SupervisorProblem['field']) => {
    const p = problemOf(field);
    if (!p) return undefined;
    return p.rule === 'required' ? t('forms.required') : t(`liveDrive.supervisor.${field}Rule`);
  };
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('liveDrive.supervisor.label')}
      </FormLabel>
      <RadioGroup name="supervisor" value={value.key} onChange={(e) => onChange({ ...value, key: e.target.value })}>
        {options.map((o) => (
          <FormControlLabel
            key={o.key}
            value={o.key}
            control={<Radio />}
            label={
              o.isMe
                ? t('liveDrive.supervisor.me', { name: o.name })
                : t('liveDrive.supervisor.person', {
                    name: o.name,
                    type: t(`driveLogs.supervisorTypes.${o.input.type}`),
                  })
            }
          />
        ))}
        <FormControlLabel value={OTHER} control={<Radio />} label={t('driveLogs.supervisorTypes.other')} />
      </RadioGroup>
      {value.key === OTHER && (
        <Stack spacing={2} sx={{ mt: 1, ps: { xs: 0, sm: 4 } }}>
          <Typography variant="body2" color="text.secondary">
            {t('liveDrive.supervisor.otherHint')}
          </Typography>
          <TextField
            label={t('liveDrive.supervisor.otherName')}
            value={value.otherName}
            onChange={(e) => onChange({ ...value, otherName: e.target.value })}
            error={Boolean(problemOf('otherName'))}
            helperText={message('otherName')}
            autoComplete="name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: OTHER_NAME.max } }}
          />
          <TextField
            label={t('liveDrive.supervisor.otherLicense')}
            value={value.otherLicense}
            onChange={(e) => onChange({ ...value, otherLicense: e.target.value })}
            error={Boolean(problemOf('otherLicense'))}
            helperText={message('otherLicense')}
            autoComplete="off"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: OTHER_LICENSE.max } }}
          />
        </Stack>
      )}
    </FormControl>
  );
}
