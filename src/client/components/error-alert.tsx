import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../lib/api';

/** Shows a failed request as its translated error message. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const code = errorCodeOf(error);
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {t(`errors.${code}`, { defaultValue: t('errors.unknown') })}
    </Alert>
  );
}
