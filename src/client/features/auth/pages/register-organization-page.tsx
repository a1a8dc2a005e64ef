import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { registerOrganizationBody, type RegisterOrganizationBody } from '../../../../shared/api/accounts';
import { baseLanguage } from '../../../../shared/languages';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { errorCodeOf } from '../../../lib/api';
import { registerOrganization } from '../api/register';
import { useRefetchPolicyOnRefusal } from '../../../api/password-policy';
import { FormField } from '../../../components/form-field';

export default function RegisterOrganizationPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('auth.registerSchool.title'), t('auth.registerSchool.description'));
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const onRefusal = useRefetchPolicyOnRefusal();
  const { control, handleSubmit, formState } = useForm<RegisterOrganizationBody>({
    resolver: zodResolver(registerOrganizationBody),
    defaultValues: {
      schoolName: '',
      address: '',
      cityCounty: '',
      zip: '',
      contactEmail: '',
      contactPhone: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      state: undefined as never,
    },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await registerOrganization({ ...values, language: baseLanguage(i18n.language) });
      void navigate(`/check-email?email=${encodeURIComponent(values.email)}&registered=school`);
    } catch (err) {
      onRefusal(errorCodeOf(err));
      setError(err);
    }
  });

  return (
    <AuthCard title={t('auth.registerSchool.title')} subtitle={t('auth.registerSchool.intro')} maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('auth.registerSchool.schoolSection')}
          </Typography>
          <FormField control={control} name="schoolName" autoComplete="organization" required />
          <FormField control={control} name="address" autoComplete="street-address" required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField control={control} name="cityCounty" autoComplete="address-level2" required />
            <FormField control={control} name="zip" autoComplete="postal-code" required />
          </Stack>
          <FormField control={control} name="state" kind="state" required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField control={control} name="contactEmail" type="email" required />
            <FormField control={control} name="contactPhone" type="tel" required />
          </Stack>
          <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
            {t('auth.registerSchool.ownerSection')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField control={control} name="firstName" autoComplete="given-name" required />
            <FormField control={control} name="lastName" autoComplete="family-name" required />
          </Stack>
          <FormField
            control={control}
            name="email"
            type="email"
            autoComplete="email"
            required
            labelKey="auth.fields.ownerEmail"
          />
          <FormField control={control} name="password" kind="password" showRules autoComplete="new-password" required />
          <Typography variant="body2" color="text.secondary">
            {t('auth.registerSchool.approvalNote')}
          </Typography>
          <ErrorAlert error={error} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('auth.registerSchool.submit')}
          </Button>
          <Typography variant="body2">
            {t('auth.registerParent.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {t('auth.login.submit')}
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}
