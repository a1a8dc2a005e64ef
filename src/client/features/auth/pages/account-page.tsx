import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountFormSchema, type AccountForm } from '../../../../shared/api/accounts';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { api } from '../../../lib/api';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeletionRequestCard } from '../components/deletion-request-card';
import { FormField } from '../../../components/form-field';

/**
 * The signed-in user's own details and password; `children` are further sections that other
 * features add (src/client/pages/account-page.tsx composes them, decision 015).
 */
export default function AccountPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  usePageMeta(t('auth.account.title'));
  const { user, refresh } = useAuth();
  // The same rules as the server (profile-fields.ts), so a refusal shows under its field.
  const { control, handleSubmit, formState } = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      contactPhone: user?.contactPhone ?? '',
      address: user?.address ?? '',
      cityCounty: user?.cityCounty ?? '',
      zip: user?.zip ?? '',
    },
  });
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!user) return null;

  const save = handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await api('/api/account', { method: 'PATCH', body: values });
      await refresh();
      setSaved(true);
    } catch (err) {
      setError(err);
    }
  });
  const field = (name: keyof AccountForm, autoComplete: string, type = 'text') => (
    <FormField control={control} name={name} type={type} autoComplete={autoComplete} />
  );

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.account.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user.email}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('auth.account.details')}
        </Typography>
        <form onSubmit={(e) => void save(e)} noValidate>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('firstName', 'given-name')}
              {field('lastName', 'family-name')}
            </Stack>
            {field('contactPhone', 'tel', 'tel')}
            {field('address', 'street-address')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('cityCounty', 'address-level2')}
              {field('zip', 'postal-code')}
            </Stack>
            <ErrorAlert error={error} />
            {saved && <Alert severity="success">{t('auth.account.saved')}</Alert>}
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {t('common.save')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('auth.changePassword.title')}
        </Typography>
        <ChangePasswordForm />
      </Paper>
      {children}
      <DeletionRequestCard email={user.email} isStudent={user.role === 'student'} />
    </Container>
  );
}
