import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { api } from '../../../lib/api';
import { ChangePasswordForm } from '../components/change-password-form';

/** The signed-in user's own details and password. */
export default function AccountPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.account.title'));
  const { user, refresh } = useAuth();
  const [form, setForm] = useState({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    contactPhone: user?.contactPhone ?? '',
    address: user?.address ?? '',
    cityCounty: user?.cityCounty ?? '',
    zip: user?.zip ?? '',
  });
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!user) return null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await api('/api/account', { method: 'PATCH', body: form });
      await refresh();
      setSaved(true);
    } catch (err) {
      setError(err);
    }
  };
  const field = (name: keyof typeof form, type = 'text') => (
    <TextField label={t(`auth.fields.${name}`)} type={type} value={form[name]} onChange={(e) => setForm({ ...form, [name]: e.target.value })} fullWidth />
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
        <form onSubmit={(e) => void save(e)}>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('firstName')}
              {field('lastName')}
            </Stack>
            {field('contactPhone', 'tel')}
            {field('address')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('cityCounty')}
              {field('zip')}
            </Stack>
            <ErrorAlert error={error} />
            {saved && <Alert severity="success">{t('auth.account.saved')}</Alert>}
            <Button type="submit" variant="contained">
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
    </Container>
  );
}
