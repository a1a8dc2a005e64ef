import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { StateSelect } from '../../../components/state-select';
import { useCreateStaffUser } from '../api/admin';

/** Admins create state admins (and other admins); the temporary password is shown once. */
export function CreateStaffUser() {
  const { t } = useTranslation();
  const create = useCreateStaffUser();
  const [form, setForm] = useState({ email: '', firstName: '', lastName: '', role: 'state-admin' as 'admin' | 'state-admin', state: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ ...form, ...(form.role === 'state-admin' ? { state: form.state } : { state: undefined }) });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('admin.users.create')}
      </Typography>
      <form onSubmit={submit}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField size="small" label={t('auth.fields.firstName')} value={form.firstName} onChange={(e) => setForm({ ...form, firstName: e.target.value })} required />
          <TextField size="small" label={t('auth.fields.lastName')} value={form.lastName} onChange={(e) => setForm({ ...form, lastName: e.target.value })} required />
          <TextField size="small" type="email" label={t('auth.fields.email')} value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} required />
          <TextField size="small" select label={t('admin.users.role')} value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as 'admin' | 'state-admin' })} sx={{ minWidth: 150 }}>
            <MenuItem value="state-admin">{t('roles.state-admin')}</MenuItem>
            <MenuItem value="admin">{t('roles.admin')}</MenuItem>
          </TextField>
          {form.role === 'state-admin' && <StateSelect size="small" label={t('auth.fields.state')} value={form.state} onChange={(e) => setForm({ ...form, state: e.target.value })} sx={{ minWidth: 160 }} required />}
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('admin.users.createSubmit')}
          </Button>
        </Stack>
      </form>
      <ErrorAlert error={create.error} />
      {create.data && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('admin.users.created', { email: create.data.user.email })} <strong dir="ltr">{create.data.temporaryPassword}</strong>
        </Alert>
      )}
    </Paper>
  );
}
