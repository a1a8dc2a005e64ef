import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../lib/form-errors';
import { PasswordField } from './password-field';
import { StateSelect } from './state-select';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  kind?: 'text' | 'password' | 'state';
  showRules?: boolean;
  /** Translation key of the label; defaults to auth.fields.<name>. */
  labelKey?: string;
}

/** One react-hook-form field with a translated label and error message. */
export function FormField<T extends FieldValues>({
  control,
  name,
  kind = 'text',
  showRules,
  labelKey,
  ...rest
}: Props<T> & Omit<TextFieldProps, 'name'>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          ...rest,
          ...field,
          value: (field.value as string | undefined) ?? '',
          label: t(labelKey ?? `auth.fields.${name}`),
          error: Boolean(fieldState.error),
          helperText: fieldMessage(t, name, fieldState.error, field.value),
        };
        if (kind === 'password') return <PasswordField {...common} showRules={showRules ?? false} />;
        if (kind === 'state') return <StateSelect {...common} />;
        return <TextField fullWidth {...common} />;
      }}
    />
  );
}
