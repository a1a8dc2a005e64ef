import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { driveErrorMessages } from './drive-errors';

/** A failed drive-log request: each refused field with its rule, or the error code's message. */
export function DriveErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const messages = driveErrorMessages(t, error);
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
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
