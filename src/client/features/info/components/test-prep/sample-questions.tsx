import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ExamCategory } from '../../../../../shared/api/exams';
import { Loading } from '../../../../components/loading';
import { useSampleQuestions } from '../../api/use-sample-questions';
import { SampleQuestionCard } from './sample-question-card';

interface SampleQuestionsProps {
  /** A category of the question bank; none mixes categories. */
  category?: ExamCategory;
  /** The state chosen on the page ('' for none). */
  state: string;
  count?: number;
}

/** A few interactive questions from the bank, with links to the full practice tests. */
export function SampleQuestions({ category, state, count = 3 }: SampleQuestionsProps) {
  const { t, i18n } = useTranslation();
  const [round, setRound] = useState(0);
  const language = (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';
  const { data, isPending, isError, refetch, isFetching } = useSampleQuestions({
    category,
    count,
    language,
    state,
    round,
  });

  return (
    <Box component="section" aria-labelledby="sample-questions-heading" sx={{ mb: 5 }}>
      <Typography id="sample-questions-heading" variant="h5" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('testPrep.sample.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('testPrep.sample.intro')}
      </Typography>
      {isPending ? (
        <Loading label={t('testPrep.sample.loading')} />
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('testPrep.common.retry')}
            </Button>
          }
        >
          {t('testPrep.sample.loadFailed')}
        </Alert>
      ) : data.length === 0 ? (
        <Alert severity="info">{t('testPrep.sample.empty')}</Alert>
      ) : (
        // A new set gets new keys, so every card starts unanswered.
        data.map((question, i) => (
          <SampleQuestionCard key={`${round}-${question.id}`} question={question} number={i + 1} total={data.length} />
        ))
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mt: 3, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<Refresh aria-hidden="true" />}
          disabled={isFetching}
          onClick={() => setRound((r) => r + 1)}
        >
          {t('testPrep.sample.more')}
        </Button>
        {category && (
          <Button variant="text" component={RouterLink} to={`/practice-exams/${category}`}>
            {t('testPrep.sample.category', { category: t(`testPrep.categories.${category}`) })}
          </Button>
        )}
        <Button variant="text" component={RouterLink} to="/practice-exams">
          {t('testPrep.sample.all')}
        </Button>
      </Stack>
    </Box>
  );
}
