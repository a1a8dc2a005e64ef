import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** A field's validation message: "required" when empty, else the field's own rule. */
export function fieldMessage(
  t: TFunction,
  name: string,
  error: FieldError | undefined,
  value?: unknown,
): string | undefined {
  if (!error) return undefined;
  if (value === undefined || value === '' || (error.type === 'too_small' && value === '')) return t('forms.required');
  return t(`forms.invalid.${name}`, { defaultValue: t('forms.invalid.generic') });
}
