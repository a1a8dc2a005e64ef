import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { CategoriesResponse } from '../../../../shared/api/exams';
import { US_STATE_CODES } from '../../../../shared/api/common';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { StateSelect } from '../../../components/state-select';
import { useRequirements } from '../../../api/requirements';
import { useExamCategories } from '../api/exams';
import { BestScore } from '../components/best-score';
import { QuizRunner } from '../components/quiz-runner';

const isState = (s: string | null): s is string => Boolean(s && (US_STATE_CODES as readonly string[]).includes(s));

/** /practice-exams: the categories, and the full mock test of a state (`?mock=CA` runs it). */
export default function PracticeExamsPage() {
  const [params] = useSearchParams();
  const mock = params.get('mock');
  return isState(mock) ? <MockTestView state={mock} /> : <ExamList />;
}

function useStateName(code: string | null): string {
  const { data } = useRequirements();
  return data?.find((s) => s.code === code)?.name ?? code ?? '';
}

function MockTestView({ state }: { state: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = useStateName(state);
  const categories = useExamCategories(state, user?.uid ?? '');
  usePageMeta(t('exams.mock.pageTitle', { state: name }), t('exams.meta.description'));
  const mock = categories.data?.mock;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/practice-exams" sx={{ display: 'inline-block', mb: 2 }}>
        {t('exams.backToList')}
      </Link>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('exams.mock.pageTitle', { state: name })}
      </Typography>
      {categories.isPending ? (
        <Loading />
      ) : categories.error ? (
        <ErrorAlert error={categories.error} />
      ) : (
        <Stack spacing={2}>
          <MockRules mock={mock!} />
          <QuizRunner kind="mock" state={state} expectedQuestions={Math.min(mock!.questions, mock!.available)} />
        </Stack>
      )}
    </Container>
  );
}

function MockRules({ mock }: { mock: CategoriesResponse['mock'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography>{t('exams.mock.rules', { count: mock.questions, percent: mock.passPercent })}</Typography>
      {mock.available < mock.questions && (
        <Typography color="text.secondary">{t('exams.mock.fewer', { count: mock.available })}</Typography>
      )}
    </div>
  );
}

function ExamList() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const userState = user?.state && isState(user.state) ? user.state : '';
  // The user's own state until they pick another (the account may load after the first render).
  const [picked, setPicked] = useState<string | null>(null);
  const state = picked ?? userState;
  const categories = useExamCategories(state || null, user?.uid ?? '');
  usePageMeta(t('exams.title'), t('exams.meta.description'));
  const data = categories.data;

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('exams.title')}
      </Typography>
      <Typography sx={{ mb: 1, maxWidth: '70ch' }}>{t('exams.intro')}</Typography>
      {!user && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('exams.signedOutNote')}{' '}
          <Link component={RouterLink} to="/login" state={{ from: '/practice-exams' }}>
            {t('exams.setup.signIn')}
          </Link>
        </Typography>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, my: 3 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('exams.mock.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('exams.mock.intro')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <StateSelect
            label={t('exams.mock.state')}
            value={state}
            onChange={(e) => setPicked(e.target.value)}
            sx={{ maxWidth: { sm: 320 } }}
          />
          <Button
            variant="contained"
            size="large"
            onClick={() => void navigate(`/practice-exams?mock=${state}`)}
            disabled={!state}
            sx={{ flexShrink: 0 }}
          >
            {t('exams.mock.start')}
          </Button>
        </Stack>
        {data && state && (
          <Stack spacing={0.5} sx={{ mt: 2 }}>
            <MockRules mock={data.mock} />
            <BestScore best={data.mock.best} />
          </Stack>
        )}
        {!state && (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t('exams.mock.chooseState')}
          </Typography>
        )}
      </Paper>

      <Typography variant="h5" component="h2" gutterBottom>
        {t('exams.byCategory')}
      </Typography>
      {categories.isPending ? (
        <Loading />
      ) : categories.error ? (
        <ErrorAlert error={categories.error} />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data!.categories.map((c) => (
            <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: 1 }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/practice-exams/${c.id}${state ? `?state=${state}` : ''}`}
                  sx={{ height: 1, alignItems: 'flex-start' }}
                >
                  <CardContent>
                    <Typography variant="h6" component="h3">
                      {t(`exams.categories.${c.id}.name`)}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                      {t(`exams.categories.${c.id}.description`)}
                    </Typography>
                    <Typography variant="body2">{t('exams.questionCount', { count: c.count })}</Typography>
                    <BestScore best={c.best} />
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
