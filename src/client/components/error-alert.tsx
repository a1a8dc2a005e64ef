import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../lib/api';

/**
 * A failed request's messages in the user's language; a feature whose errors say more (a drive's
 * refused rules, a lesson's double booking) passes its own, built from the error's code, `fields`
 * and `details` (see drive-errors.ts, lesson-errors.ts).
 */
export type DescribeError = (t: TFunction, error: unknown, language: string) => string | string[];

/** The message of the error code (`errors.<code>`, else `errors.unknown`); never raw server text. */
export const describeErrorCode: DescribeError = (t, error) =>
  t(`errors.${errorCodeOf(error)}`, { defaultValue: t('errors.unknown') });

/**
 * The one alert for a failed API request. Field errors belong next to their fields in forms; the
 * alert shows the translated message of the code, or the feature's `describe` messages as a list.
 */
export function ErrorAlert({
  error,
  describe = describeErrorCode,
  sx = { my: 2 },
}: {
  error: unknown;
  describe?: DescribeError;
  sx?: SxProps<Theme>;
}) {
  const { t, i18n } = useTranslation();
  if (!error) return null;
  const described = describe(t, error, i18n.language);
  const messages = Array.isArray(described) ? described : [described];
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
