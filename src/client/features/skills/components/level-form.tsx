import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { levelRank, SKILL_LEVELS, type SkillLevel } from '../../../../shared/api/skills';
import { ErrorAlert } from '../../../components/error-alert';
import { useSetSkillLevel } from '../api/skills';
import { LevelIcon } from './levels';

interface Props {
  studentId: string;
  skillId: string;
  current: SkillLevel;
  /** Names of prerequisites not yet mastered (a warning when marking mastered). */
  openPrerequisites: string[];
}

/** Parents and school staff set the level by hand; a lower level undoes a higher one. */
export function LevelForm({ studentId, skillId, current, openPrerequisites }: Props) {
  const { t } = useTranslation();
  const [level, setLevel] = useState<SkillLevel>(current);
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState(false);
  const mutation = useSetSkillLevel(studentId);
  const lowering = levelRank(level) < levelRank(current);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    mutation.mutate(
      { skillId, level, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      { onSuccess: () => (setSaved(true), setReason('')) },
    );
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <FormControl>
        <FormLabel id={`level-${skillId}`}>{t('skills.form.level')}</FormLabel>
        <RadioGroup
          aria-labelledby={`level-${skillId}`}
          value={level}
          onChange={(_e, v) => (setLevel(v as SkillLevel), setSaved(false))}
        >
          {SKILL_LEVELS.map((l) => (
            <FormControlLabel
              key={l}
              value={l}
              control={<Radio />}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {/* A radio is already a circle: the "not started" circle would only repeat it. */}
                  {l !== 'not-started' && <LevelIcon level={l} />}
                  <span>{t(`skills.levels.${l}`)}</span>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {level === 'mastered' && current !== 'mastered' && openPrerequisites.length > 0 && (
        <Alert severity="warning">{t('skills.form.openPrerequisites', { skills: openPrerequisites.join(', ') })}</Alert>
      )}
      {lowering && <Alert severity="info">{t('skills.form.undo', { level: t(`skills.levels.${current}`) })}</Alert>}
      <TextField
        label={t('skills.form.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        fullWidth
      />
      <ErrorAlert error={mutation.error} />
      {saved && !mutation.isPending && (
        <Alert severity="success" role="status">
          {t('skills.form.saved', { level: t(`skills.levels.${current}`) })}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={mutation.isPending || level === current}>
          {mutation.isPending ? t('skills.form.saving') : t('skills.form.save')}
        </Button>
      </div>
    </Stack>
  );
}
