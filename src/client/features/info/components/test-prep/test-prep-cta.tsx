import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dashboardPathFor } from '../../../../../shared/roles';
import { useAuth } from '../../../../lib/auth-context';

/** The page's main next step: practising (anyone may) or signing up to log hours. */
export type PrimaryAction = 'practice' | 'mock' | 'parent';

interface Action {
  to: string;
  label: string;
}

/**
 * The call to action that closes a test-prep page. Visitors are offered the page's next step and
 * the two ways to sign up (families, schools); signed-in users get their dashboard instead.
 */
export function TestPrepCta({ pageKey, primary }: { pageKey: string; primary: PrimaryAction }) {
  const { t } = useTranslation();
  const { user } = useAuth();

  const practice: Action =
    primary === 'mock'
      ? { to: '/practice-exams', label: t('testPrep.cta.mock') }
      : { to: '/practice-exams', label: t('testPrep.cta.practice') };
  const parent: Action = { to: '/register/parent', label: t('testPrep.cta.parent') };
  const school: Action = { to: '/register/organization', label: t('testPrep.cta.school') };

  let actions: Action[];
  if (user) {
    actions = [{ to: dashboardPathFor(user), label: t('testPrep.cta.dashboard') }, practice];
  } else if (primary === 'parent') {
    actions = [parent, school, practice];
  } else {
    actions = [practice, parent, school];
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="test-prep-cta-heading"
      data-testid="test-prep-cta"
      sx={{ p: { xs: 2, sm: 3 }, mb: 5 }}
    >
      <Typography id="test-prep-cta-heading" variant="h5" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {t(`testPrep.pages.${pageKey}.cta.title`)}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {user ? t('testPrep.cta.signedIn') : t(`testPrep.pages.${pageKey}.cta.body`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {actions.map((action, i) => (
          <Button key={action.to} variant={i === 0 ? 'contained' : 'outlined'} component={RouterLink} to={action.to}>
            {action.label}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
