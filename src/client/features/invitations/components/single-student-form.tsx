import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addStudentBody, type AddedStudent, type AddStudentBody } from '../../../../shared/api/invitations';
import { ErrorAlert } from '../../../components/error-alert';
import { useAddStudent } from '../api/invitations';
import { StudentModeField } from './student-mode-field';

type Field = 'email' | 'firstName' | 'lastName' | 'parentEmail';

function Text({
  control,
  name,
  type = 'text',
  required = false,
}: {
  control: Control<AddStudentBody>;
  name: Field;
  type?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(name === 'parentEmail' && e.target.value === '' ? undefined : e.target.value)}
          type={type}
          label={t(`invitations.students.fields.${name}`)}
          required={required}
          fullWidth
          autoComplete="off"
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error
              ? t(`invitations.students.invalid.${name}`)
              : name === 'parentEmail'
                ? t('invitations.students.parentEmailHelp')
                : ' '
          }
        />
      )}
    />
  );
}

/** One student: names, e-mail, optional parent e-mail (who is then asked for consent). */
export function SingleStudentForm({
  organizationId,
  onAdded,
}: {
  organizationId: string;
  onAdded: (added: AddedStudent[]) => void;
}) {
  const { t } = useTranslation();
  const add = useAddStudent(organizationId);
  const { control, handleSubmit, formState } = useForm<AddStudentBody>({
    resolver: zodResolver(addStudentBody),
    defaultValues: { mode: 'invite', email: '', firstName: '', lastName: '', parentEmail: undefined },
  });
  const submit = handleSubmit(async (values) => {
    await add.mutateAsync(values).then(
      (r) => onAdded([r.student]),
      () => undefined,
    );
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={1.5}>
        <Controller
          control={control}
          name="mode"
          render={({ field }) => <StudentModeField value={field.value} onChange={field.onChange} />}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Text control={control} name="firstName" required />
          <Text control={control} name="lastName" required />
        </Stack>
        <Text control={control} name="email" type="email" required />
        <Text control={control} name="parentEmail" type="email" />
        <ErrorAlert error={add.error} />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('invitations.students.addOne')}
        </Button>
      </Stack>
    </form>
  );
}
