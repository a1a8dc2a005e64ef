import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddStudentMode } from '../../../../shared/api/invitations';

/** How new students get in: an invitation e-mail, or an account with a temporary password. */
export function StudentModeField({
  value,
  onChange,
}: {
  value: AddStudentMode;
  onChange: (mode: AddStudentMode) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl>
      <FormLabel id={id}>{t('invitations.students.mode')}</FormLabel>
      <RadioGroup aria-labelledby={id} value={value} onChange={(e) => onChange(e.target.value as AddStudentMode)}>
        <FormControlLabel value="invite" control={<Radio />} label={t('invitations.students.modeInvite')} />
        <FormControlLabel value="create" control={<Radio />} label={t('invitations.students.modeCreate')} />
      </RadioGroup>
    </FormControl>
  );
}
