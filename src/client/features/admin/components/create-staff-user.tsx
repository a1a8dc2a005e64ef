import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createStaffUserBody } from '../../../../shared/api/admin';
import { ErrorAlert } from '../../../components/error-alert';
import { StateSelect } from '../../../components/state-select';
import { fieldMessage } from '../../../lib/form-errors';
import { useCreateStaffUser } from '../api/admin';

/** Admins create state admins (and other admins); the temporary password is shown once. */
export function CreateStaffUser() {
  const { t } = useTranslation();
  const create = useCreateStaffUser();
  const [form, setForm] = useState({
    email: '',
    firstName: '',
    lastName: '',
    role: 'state-admin' as 'admin' | 'state-admin',
    state: '',
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form, ...(form.role === 'state-admin' ? { state: form.state } : { state: undefined }) };
    // The server's schema (profile-fields.ts): a refusal shows under its field before sending.
    const checked = createStaffUserBody.safeParse(body);
    setInvalid(new Set(checked.success ? [] : checked.error.issues.map((i) => String(i.path[0]))));
    if (checked.success) create.mutate(body);
  };
  const help = (name: 'email' | 'firstName' | 'lastName' | 'state') =>
    invalid.has(name) ? { error: true, helperText: fieldMessage(t, name, { type: 'invalid' }, form[name]) } : {};
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {t('admin.users.create')}
      </Typography>
      <form onSubmit={submit} noValidate>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={t('auth.fields.firstName')}
              value={form.firstName}
              onChange={(e) => setForm({ ...form, firstName: e.target.value })}
              required
              {...help('firstName')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              label={t('auth.fields.lastName')}
              value={form.lastName}
              onChange={(e) => setForm({ ...form, lastName: e.target.value })}
              required
              {...help('lastName')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              type="email"
              label={t('auth.fields.email')}
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
              required
              {...help('email')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              fullWidth
              size="small"
              select
              label={t('admin.users.role')}
              value={form.role}
              onChange={(e) => setForm({ ...form, role: e.target.value as 'admin' | 'state-admin' })}
            >
              <MenuItem value="state-admin">{t('roles.state-admin')}</MenuItem>
              <MenuItem value="admin">{t('roles.admin')}</MenuItem>
            </TextField>
          </Grid>
          {form.role === 'state-admin' && (
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <StateSelect
                size="small"
                label={t('auth.fields.state')}
                value={form.state}
                onChange={(e) => setForm({ ...form, state: e.target.value })}
                required
                {...help('state')}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 4 }}>
            <Button type="submit" variant="contained" disabled={create.isPending} fullWidth>
              {t('admin.users.createSubmit')}
            </Button>
          </Grid>
        </Grid>
      </form>
      <ErrorAlert error={create.error} />
      {create.data && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('admin.users.created', { email: create.data.user.email })}{' '}
          <strong dir="ltr">{create.data.temporaryPassword}</strong>
        </Alert>
      )}
    </Paper>
  );
}
