import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PLAN_CONDITIONS, type Plan } from '../../../../shared/api/plans';
import { ErrorAlert } from '../../../components/error-alert';
import { ChoiceChips } from '../../../components/choice-chips';
import { useSkillsTree } from '../../../api/skills-tree';
import type { StudentOption } from '../api/plannable-students';
import { useSavePlan } from '../api/plans';
import { conditionLabel } from './plan-format';
import {
  emptyPlanValues,
  planFormSchema,
  toPlanBody,
  valuesFromPlan,
  valuesFromSuggestion,
  type PlanFormValues,
} from './plan-form';
import { SuggestionList } from './suggestion-list';

interface Props {
  /** The plan to edit; none for a new one. */
  plan?: Plan | undefined;
  students: StudentOption[];
  defaultStudentId?: string | undefined;
  onClose: () => void;
  onSaved: (plan: Plan) => void;
}

/** New or edited drive plan (docs/product/plans.md), with suggestions for the chosen student. */
export function PlanFormDialog({ plan, students, defaultStudentId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const save = useSavePlan();
  const tree = useSkillsTree();
  const skillName = (id: string) => tree.data?.skills.find((s) => s.id === id)?.name ?? id;
  const { control, handleSubmit, reset, getValues } = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    mode: 'onTouched',
    defaultValues: plan ? valuesFromPlan(plan) : emptyPlanValues(defaultStudentId),
  });
  const studentId = useWatch({ control, name: 'studentId' });
  const err = (name: string, invalid: boolean) => (invalid ? t(`plans.errors.${name}`) : undefined);

  const submit = handleSubmit(async (values) => {
    const saved = await save.mutateAsync({ id: plan?.id, body: toPlanBody(values) });
    onSaved(saved);
  });

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(plan ? 'plans.form.editTitle' : 'plans.form.newTitle')}</DialogTitle>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Controller
              control={control}
              name="studentId"
              render={({ field }) => (
                <TextField
                  select
                  fullWidth
                  label={t('plans.fields.student')}
                  {...field}
                  helperText={t('plans.form.studentHelp')}
                >
                  <MenuItem value="">{t('plans.form.noStudent')}</MenuItem>
                  {students.map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {!plan && studentId && (
              <SuggestionList
                studentId={studentId}
                skillName={skillName}
                onUse={(s, title) => reset(valuesFromSuggestion(getValues(), s, title))}
              />
            )}
            <Controller
              control={control}
              name="title"
              render={({ field, fieldState }) => (
                <TextField
                  fullWidth
                  required
                  label={t('plans.fields.title')}
                  {...field}
                  error={Boolean(fieldState.error)}
                  helperText={err('title', Boolean(fieldState.error))}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="plannedFor"
                render={({ field, fieldState }) => (
                  <TextField
                    fullWidth
                    type="date"
                    label={t('plans.fields.plannedFor')}
                    {...field}
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={Boolean(fieldState.error)}
                    helperText={err('plannedFor', Boolean(fieldState.error))}
                  />
                )}
              />
              <Controller
                control={control}
                name="targetMinutes"
                render={({ field, fieldState }) => (
                  <TextField
                    fullWidth
                    required
                    type="number"
                    label={t('plans.fields.targetMinutes')}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    value={Number.isFinite(field.value) ? field.value : ''}
                    onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
                    slotProps={{ htmlInput: { min: 5, max: 720, step: 5, inputMode: 'numeric' } }}
                    error={Boolean(fieldState.error)}
                    helperText={err('targetMinutes', Boolean(fieldState.error))}
                  />
                )}
              />
            </Stack>
            <Controller
              control={control}
              name="conditions"
              render={({ field }) => (
                <ChoiceChips
                  legend={t('plans.fields.conditions')}
                  options={PLAN_CONDITIONS}
                  value={field.value}
                  onChange={field.onChange}
                  labelOf={(c) => conditionLabel(t, c)}
                />
              )}
            />
            <Controller
              control={control}
              name="skills"
              render={({ field }) => (
                <Autocomplete
                  multiple
                  options={tree.data?.skills.map((s) => s.id) ?? []}
                  getOptionLabel={skillName}
                  value={field.value}
                  onChange={(_e, value) => field.onChange(value)}
                  loading={tree.isPending}
                  renderInput={(params) => <TextField {...params} label={t('plans.fields.skills')} />}
                />
              )}
            />
            <Controller
              control={control}
              name="routeNotes"
              render={({ field }) => (
                <TextField
                  fullWidth
                  multiline
                  minRows={2}
                  label={t('plans.fields.routeNotes')}
                  placeholder={t('plans.form.routePlaceholder')}
                  {...field}
                  slotProps={{ htmlInput: { maxLength: 2000 } }}
                />
              )}
            />
            <Controller
              control={control}
              name="instructions"
              render={({ field }) => (
                <TextField
                  fullWidth
                  multiline
                  minRows={3}
                  label={t('plans.fields.instructions')}
                  placeholder={t('plans.form.instructionsPlaceholder')}
                  {...field}
                  slotProps={{ htmlInput: { maxLength: 4000 } }}
                />
              )}
            />
            <ErrorAlert error={save.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('plans.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t(plan ? 'plans.form.save' : 'plans.form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
