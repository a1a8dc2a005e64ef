import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** docs/product/constants.md#error-catalogue: the router's fallback, "Unexpected Application Error!" with the error text. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('common.unexpectedError', { defaultValue: 'Unexpected Application Error!' })}
      </Typography>
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontStyle: 'italic', color: 'text.secondary' }}>
        {text}
      </Typography>
      <Button href="/" variant="contained" sx={{ mt: 3 }}>
        Roadlog
      </Button>
    </Box>
  );
}
