import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { US_STATE_CODES } from '../../../../shared/api/common';
import { CATEGORY_QUIZ_SIZE, isExamCategory, type ExamCategory } from '../../../../shared/api/exams';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { useExamCategories } from '../api/exams';
import { BestScore } from '../components/best-score';
import { QuizRunner } from '../components/quiz-runner';

/** /practice-exams/{category}: one category's quiz; an unknown category says so plainly. */
export default function CategoryExamPage() {
  const { category = '' } = useParams();
  return isExamCategory(category) ? <CategoryQuiz category={category} /> : <UnknownCategory />;
}

function CategoryQuiz({ category }: { category: ExamCategory }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The state chosen on the list (?state=), else the user's own; visitors get the general questions.
  const [params] = useSearchParams();
  const chosen = params.get('state');
  const categories = useExamCategories(
    chosen && (US_STATE_CODES as readonly string[]).includes(chosen) ? chosen : null,
    user?.uid ?? '',
  );
  const name = t(`exams.categories.${category}.name`);
  usePageMeta(t('exams.category.pageTitle', { category: name }), t(`exams.categories.${category}.description`));
  const info = categories.data?.categories.find((c) => c.id === category);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/practice-exams" sx={{ display: 'inline-block', mb: 2 }}>
        {t('exams.backToList')}
      </Link>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('exams.category.pageTitle', { category: name })}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t(`exams.categories.${category}.description`)}</Typography>
      {categories.isPending ? (
        <Loading />
      ) : categories.error ? (
        <ErrorAlert error={categories.error} />
      ) : (
        <>
          <BestScore best={info?.best ?? null} />
          <div style={{ marginTop: 16 }}>
            <QuizRunner
              kind="category"
              category={category}
              state={categories.data.state}
              expectedQuestions={Math.min(CATEGORY_QUIZ_SIZE, info?.count ?? 0)}
            />
          </div>
        </>
      )}
    </Container>
  );
}

function UnknownCategory() {
  const { t } = useTranslation();
  usePageMeta(t('exams.category.notFoundTitle'));
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('exams.category.notFoundTitle')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('exams.category.notFoundBody')}</Typography>
      <Button component={RouterLink} to="/practice-exams" variant="contained">
        {t('exams.backToList')}
      </Button>
    </Container>
  );
}
