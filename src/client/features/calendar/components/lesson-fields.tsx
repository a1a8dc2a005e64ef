import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type UseFormSetValue, type UseFormGetValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { endAfterStartChange, type LessonFormValues } from './lesson-form';

export interface PersonOption {
  id: string;
  name: string;
}

interface Props {
  control: Control<LessonFormValues>;
  setValue: UseFormSetValue<LessonFormValues>;
  getValues: UseFormGetValues<LessonFormValues>;
  teachers: PersonOption[] | null;
  students: PersonOption[];
  /** The caller's shareable drive plans (value: the plan's link token); null to type a link instead. */
  plans: PersonOption[] | null;
  /** The student cannot change on a booked lesson (cancel it and book another). */
  studentLocked: boolean;
  disabled: boolean;
}

/** The lesson form's inputs: teacher (school admins), student, start and end, pickup place, plan, notes. */
export function LessonFields({
  control,
  setValue,
  getValues,
  teachers,
  students,
  plans,
  studentLocked,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const field = (name: keyof LessonFormValues, props: TextFieldProps = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f, fieldState }) => (
        <TextField
          {...props}
          {...f}
          id={`lesson-${name}`}
          label={t(`calendar.fields.${name}`)}
          disabled={disabled || props.disabled}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? t(`calendar.rules.${fieldState.error.message ?? 'required'}`, {
                  defaultValue: t('forms.invalid.generic'),
                })
              : disabled
                ? undefined
                : props.helperText
          }
          fullWidth
        />
      )}
    />
  );
  return (
    <Stack spacing={2}>
      {teachers &&
        field('teacherId', {
          select: true,
          required: true,
          children: teachers.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          )),
        })}
      {field('studentId', {
        select: true,
        required: true,
        disabled: studentLocked,
        children: students.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        )),
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="start"
          render={({ field: f, fieldState }) => (
            <TextField
              {...f}
              onChange={(e) => {
                // The end follows the start, so moving a lesson keeps its length.
                setValue('end', endAfterStartChange(getValues(), e.target.value), {
                  shouldValidate: fieldState.isTouched,
                });
                f.onChange(e);
              }}
              id="lesson-start"
              type="datetime-local"
              label={t('calendar.fields.start')}
              required
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? t(`calendar.rules.${fieldState.error.message ?? 'required'}`) : undefined}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            />
          )}
        />
        {field('end', {
          type: 'datetime-local',
          required: true,
          slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 300 } },
        })}
      </Stack>
      {field('pickupPlace', { slotProps: { htmlInput: { maxLength: 200 } } })}
      {plans
        ? field('planId', {
            select: true,
            slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
            children: [
              <MenuItem key="" value="">
                {t('calendar.fields.noPlan')}
              </MenuItem>,
              ...plans.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              )),
            ],
          })
        : field('planId', { helperText: t('calendar.fields.planHelp'), slotProps: { htmlInput: { maxLength: 300 } } })}
      {field('notes', { multiline: true, minRows: 2, slotProps: { htmlInput: { maxLength: 2000 } } })}
    </Stack>
  );
}
