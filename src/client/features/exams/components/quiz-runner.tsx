import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type {
  CreateAttemptBody,
  CreateAttemptResponse,
  ExamCategory,
  ExamMode,
  ExamResult,
} from '../../../../shared/api/exams';
import { SECONDS_PER_QUESTION } from '../../../../shared/api/exams';
import { baseLanguage } from '../../../../shared/languages';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { examKeys, useStartAttempt } from '../api/exams';
import { AttemptView } from './attempt-view';
import { ResultsView } from './results-view';

interface Props {
  kind: 'category' | 'mock';
  category?: ExamCategory;
  state?: string | null;
  /** Expected number of questions (for the set-up text); the server decides the real number. */
  expectedQuestions: number;
}

type Phase =
  | { name: 'setup' }
  | { name: 'running'; attempt: CreateAttemptResponse; startedAt: number }
  | { name: 'results'; result: ExamResult };

/** Choose a mode, take the test, see the results; "try again" starts a fresh, reshuffled attempt. */
export function QuizRunner({ kind, category, state, expectedQuestions }: Props) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ExamMode>('practice');
  const [phase, setPhase] = useState<Phase>({ name: 'setup' });
  const start = useStartAttempt();

  const begin = () => {
    start.mutate(
      {
        kind,
        mode,
        language: baseLanguage(i18n.resolvedLanguage ?? i18n.language),
        ...(category ? { category } : {}),
        ...(state ? { state: state as CreateAttemptBody['state'] } : {}),
      },
      { onSuccess: (attempt) => setPhase({ name: 'running', attempt, startedAt: Date.now() }) },
    );
  };

  if (phase.name === 'running') {
    return (
      <AttemptView
        attempt={phase.attempt}
        startedAt={phase.startedAt}
        onFinished={(result) => {
          setPhase({ name: 'results', result });
          void queryClient.invalidateQueries({ queryKey: examKeys.all });
        }}
      />
    );
  }
  if (phase.name === 'results') {
    return <ResultsView result={phase.result} signedIn={Boolean(user)} onRetry={() => setPhase({ name: 'setup' })} />;
  }

  const minutes = Math.ceil((expectedQuestions * SECONDS_PER_QUESTION) / 60);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
          <Typography variant="h5" component="span">
            {t('exams.setup.mode')}
          </Typography>
        </FormLabel>
        <RadioGroup value={mode} onChange={(_e, value) => setMode(value as ExamMode)}>
          <FormControlLabel
            value="practice"
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            label={<ModeLabel title={t('exams.setup.practice')} description={t('exams.setup.practiceHelp')} />}
          />
          <FormControlLabel
            value="exam"
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 1 }}
            label={
              <ModeLabel title={t('exams.setup.exam')} description={t('exams.setup.examHelp', { count: minutes })} />
            }
          />
        </RadioGroup>
      </FormControl>
      <Typography sx={{ mt: 2 }}>{t('exams.setup.questions', { count: expectedQuestions })}</Typography>
      {user?.role === 'student' ? (
        <Typography color="text.secondary">{t('exams.setup.saved')}</Typography>
      ) : user ? (
        <Typography color="text.secondary">{t('exams.setup.notSavedRole')}</Typography>
      ) : (
        <Typography color="text.secondary">
          {t('exams.setup.signedOut')}{' '}
          <Link component={RouterLink} to="/login" state={{ from: location.pathname + location.search }}>
            {t('exams.setup.signIn')}
          </Link>
        </Typography>
      )}
      {start.error && <ErrorAlert error={start.error} />}
      {expectedQuestions === 0 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('errors.exam-no-questions')}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 2 }}>
        <Button variant="contained" size="large" onClick={begin} disabled={start.isPending || expectedQuestions === 0}>
          {start.isPending ? t('exams.setup.starting') : t('exams.setup.start')}
        </Button>
      </Stack>
    </Paper>
  );
}

function ModeLabel({ title, description }: { title: string; description: string }) {
  return (
    <span style={{ display: 'block', paddingTop: 8 }}>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
        {description}
      </Typography>
    </span>
  );
}
