import LinkOffIcon from '@mui/icons-material/LinkOff';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api';
import { useSharedPlan } from '../api/plans';
import { PlanDetails } from '../components/plan-details';

/**
 * /drive-plan/{token}: a plan anyone with the link can read, signed out, on a phone or on paper.
 * A revoked or unknown link gets one clear page (the two look alike on purpose).
 */
export default function SharedPlanPage() {
  const { t } = useTranslation();
  const { planId = '' } = useParams();
  const plan = useSharedPlan(planId);
  usePageMeta(plan.data?.title ?? t('plans.viewer.title'));
  if (plan.isPending) return <Loading />;
  if (plan.error) {
    const gone = plan.error instanceof ApiError && (plan.error.status === 404 || plan.error.status === 400);
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        {gone ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <LinkOffIcon color="warning" sx={{ fontSize: 56 }} aria-hidden="true" />
            <Typography variant="h4" component="h1" gutterBottom>
              {t('plans.viewer.goneTitle')}
            </Typography>
            <Typography>{t('plans.viewer.goneBody')}</Typography>
          </Paper>
        ) : (
          <ErrorAlert error={plan.error} />
        )}
      </Container>
    );
  }
  const p = plan.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 3 }, '@media print': { border: 0, p: 0 } }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('plans.viewer.kicker')}
        </Typography>
        {/* Authors write in their own language: the text sets its own direction. */}
        <Typography
          variant="h4"
          component="h1"
          dir="auto"
          sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {p.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {p.studentFirstName
            ? t('plans.viewer.forStudent', { name: p.studentFirstName })
            : t('plans.viewer.forAnyone')}
          {' · '}
          {p.schoolName
            ? t('plans.viewer.byAtSchool', { name: p.authorName, school: p.schoolName })
            : t('plans.viewer.by', { name: p.authorName })}
        </Typography>
        <PlanDetails plan={p} level="h2" />
        <Stack direction="row" sx={{ mt: 3, '@media print': { display: 'none' } }}>
          <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
            {t('plans.viewer.print')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
