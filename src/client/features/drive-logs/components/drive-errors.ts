/**
 * A refused drive-log request in the user's language. The server names each refused field and
 * its rule (`fields: { endedAt: 'too-long' }`); this turns that into "End time: A drive can last
 * at most 12 hours." and everything else into the message of its error code.
 */
import type { TFunction } from 'i18next';
import { ApiError, errorCodeOf } from '../../../lib/api';

/** One field's refusal: "<field label>: <rule text>". Field paths ("changes.endedAt") use their last part. */
export function driveFieldMessage(t: TFunction, field: string, rule: string): string {
  const name = field.split('.').at(-1) ?? field;
  const label = t(`driveLogs.fields.${name}`, { defaultValue: name });
  const text = t(`driveLogs.rules.${rule}`, { defaultValue: '' });
  return text
    ? t('driveLogs.ruleWithField', { field: label, rule: text })
    : t('driveLogs.invalidField', { field: label });
}

/** Every message of a failed drive-log request, one per refused field, or the error code's message. */
export function driveErrorMessages(t: TFunction, error: unknown): string[] {
  if (!error) return [];
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
    return Object.entries(error.fields).map(([field, rule]) => driveFieldMessage(t, field, rule));
  }
  const code = errorCodeOf(error);
  // A drive that changed meanwhile (already reviewed, locked, an amendment pending) answers 409.
  if (code === 'conflict') return [t('driveLogs.errors.conflict')];
  return [t(`errors.${code}`, { defaultValue: t('errors.unknown') })];
}

/** The messages of driveErrorMessages joined into one line. */
export function driveErrorMessage(t: TFunction, error: unknown): string {
  return driveErrorMessages(t, error).join(' ');
}
