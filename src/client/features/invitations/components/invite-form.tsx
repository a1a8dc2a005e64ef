import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createInvitationBody, type CreateInvitationBody } from '../../../../shared/api/invitations';
import { ErrorAlert } from '../../../components/error-alert';
import { usePeople } from '../../../api/organization-people';
import { useCreateInvitation } from '../api/invitations';

const ROLES = ['teacher', 'org-admin', 'parent'] as const;

/** Invite a teacher, an org-admin or a student's parent by e-mail. */
export function InviteForm({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const create = useCreateInvitation(organizationId);
  const people = usePeople(organizationId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<CreateInvitationBody>({
    resolver: zodResolver(createInvitationBody),
    defaultValues: { email: '', role: 'teacher', studentId: undefined },
  });
  const role = useWatch({ control, name: 'role' });

  const submit = handleSubmit(async (values) => {
    setSentTo(null);
    const body = values.role === 'parent' ? values : { email: values.email, role: values.role };
    await create.mutateAsync(body).then(
      () => {
        setSentTo(values.email);
        reset({ email: '', role: values.role, studentId: undefined });
      },
      () => undefined,
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="invite-form-heading">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Controller
          control={control}
          name="email"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              type="email"
              label={t('invitations.form.email')}
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? t('invitations.form.emailInvalid') : ' '}
              autoComplete="off"
            />
          )}
        />
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <TextField
              {...field}
              select
              label={t('invitations.form.role')}
              sx={{ minWidth: { md: 200 } }}
              helperText=" "
            >
              {ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`invitations.roles.${r}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {role === 'parent' && (
          <Controller
            control={control}
            name="studentId"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                select
                required
                label={t('invitations.form.student')}
                sx={{ minWidth: { md: 220 } }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error ? t('invitations.form.studentRequired') : ' '}
              >
                {(people.data?.students ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ minHeight: 56, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {t('invitations.form.submit')}
        </Button>
      </Stack>
      {role === 'parent' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('invitations.form.parentNote')}
        </Alert>
      )}
      <ErrorAlert error={create.error} />
      {sentTo && (
        <Alert severity="success" role="status">
          {t('invitations.form.sent', { email: sentTo })}
        </Alert>
      )}
    </form>
  );
}
