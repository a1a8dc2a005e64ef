import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { registerParentBody, type RegisterParentBody } from '../../../../shared/api/accounts';
import { baseLanguage } from '../../../../shared/languages';
import { safeLocalPath } from '../../../../shared/local-path';
import { AuthCard } from '../../../components/auth-card';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageMeta } from '../../../components/page-meta';
import { errorCodeOf } from '../../../lib/api';
import { registerParent } from '../api/register';
import { useRefetchPolicyOnRefusal } from '../../../api/password-policy';
import { FormField } from '../../../components/form-field';

export default function RegisterParentPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('auth.registerParent.title'), t('auth.registerParent.description'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<unknown>(null);
  const onRefusal = useRefetchPolicyOnRefusal();
  const { control, handleSubmit, formState } = useForm<RegisterParentBody>({
    resolver: zodResolver(registerParentBody),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: params.get('email') ?? '',
      password: '',
      contactPhone: '',
      state: undefined as never,
    },
  });

  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      // A parent coming from a consent link returns there after verifying (local paths only).
      const next = safeLocalPath(params.get('next'));
      await registerParent({ ...values, language: baseLanguage(i18n.language), ...(next ? { next } : {}) });
      void navigate(
        `/check-email?email=${encodeURIComponent(values.email)}&registered=1${next ? `&next=${encodeURIComponent(next)}` : ''}`,
      );
    } catch (err) {
      onRefusal(errorCodeOf(err));
      setError(err);
    }
  });

  return (
    <AuthCard title={t('auth.registerParent.title')} subtitle={t('auth.registerParent.intro')} maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormField control={control} name="firstName" autoComplete="given-name" required />
            <FormField control={control} name="lastName" autoComplete="family-name" required />
          </Stack>
          <FormField control={control} name="email" type="email" autoComplete="email" required />
          <FormField control={control} name="contactPhone" type="tel" autoComplete="tel" required />
          <FormField control={control} name="state" kind="state" required />
          <FormField control={control} name="password" kind="password" showRules autoComplete="new-password" required />
          <ErrorAlert error={error} />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {t('auth.registerParent.submit')}
          </Button>
          <Typography variant="body2">
            {t('auth.registerParent.haveAccount')}{' '}
            <Link
              component={RouterLink}
              to={params.get('next') ? `/login?next=${encodeURIComponent(params.get('next') ?? '')}` : '/login'}
            >
              {t('auth.login.submit')}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('auth.registerParent.consentNote')}{' '}
            <Link component={RouterLink} to="/privacy-policy">
              {t('footer.privacy')}
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}
