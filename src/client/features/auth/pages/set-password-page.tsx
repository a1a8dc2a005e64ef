import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dashboardPathFor } from '../../../../shared/roles';
import { useAuth } from '../../../lib/auth-context';
import { AuthCard } from '../../../components/auth-card';
import { usePageMeta } from '../../../components/page-meta';
import { ChangePasswordForm } from '../components/change-password-form';

/** First sign-in with a temporary password: a new one must be chosen before anything else. */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta(t('auth.setPassword.title'), t('auth.setPassword.intro'));
  const { refresh } = useAuth();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('auth.setPassword.title')} subtitle={t('auth.setPassword.intro')}>
      <ChangePasswordForm
        currentLabelKey="auth.fields.temporaryPassword"
        onDone={() => {
          void refresh().then((user) => navigate(user ? dashboardPathFor(user) : '/', { replace: true }));
        }}
      />
    </AuthCard>
  );
}
