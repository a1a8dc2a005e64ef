import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerResponse, CreateAttemptResponse, ExamResult } from '../../../../shared/api/exams';
import { ErrorAlert } from '../../../components/error-alert';
import { answerQuestion, submitAttempt } from '../api/exams';
import { ExamTimer } from './exam-timer';
import { QuestionStep } from './question-step';

interface Props {
  attempt: CreateAttemptResponse;
  /** When this device received the attempt (the timer counts from here). */
  startedAt: number;
  onFinished(result: ExamResult): void;
}

/**
 * One question at a time. Practice: check each answer and read why before moving on. Exam: move
 * freely, finish when ready; the time limit finishes the exam by itself.
 */
export function AttemptView({ attempt, startedAt, onFinished }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Record<string, AnswerResponse>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The timer's expiry calls finish() from an effect: it must send the latest answers.
  const answersRef = useRef(answers);
  useEffect(() => {
    answersRef.current = answers;
  }, [answers]);
  const finishing = useRef(false);

  const practice = attempt.mode === 'practice';
  const total = attempt.questions.length;
  const question = attempt.questions[index]!;
  const selected = answers[question.id] ?? null;
  const checked = feedback[question.id] ?? null;
  const last = index === total - 1;
  const unanswered = attempt.questions.filter((q) => !answers[q.id]).length;

  useEffect(() => {
    heading.current?.focus();
  }, [index]);

  const finish = useCallback(async () => {
    if (finishing.current) return;
    finishing.current = true;
    setBusy(true);
    setError(null);
    try {
      const list = Object.entries(answersRef.current).map(([questionId, choiceId]) => ({ questionId, choiceId }));
      onFinished(await submitAttempt(attempt.attemptId, list));
    } catch (err) {
      finishing.current = false;
      setError(err);
      setBusy(false);
    }
  }, [attempt.attemptId, onFinished]);

  const check = async () => {
    if (!selected) return;
    setBusy(true);
    setError(null);
    try {
      const result = await answerQuestion(attempt.attemptId, question.id, selected);
      setFeedback((f) => ({ ...f, [question.id]: result }));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const go = (to: number) => setIndex(Math.max(0, Math.min(total - 1, to)));

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('exams.quiz.progress', { current: index + 1, total })}
        </Typography>
        {attempt.timeLimitSeconds !== null && (
          <ExamTimer startedAt={startedAt} limitSeconds={attempt.timeLimitSeconds} onExpire={() => void finish()} />
        )}
      </Stack>
      <LinearProgress variant="determinate" value={((index + 1) * 100) / total} aria-hidden="true" sx={{ mb: 3 }} />

      <QuestionStep
        key={question.id}
        question={question}
        selected={selected}
        feedback={checked}
        onSelect={(choiceId) => setAnswers((a) => ({ ...a, [question.id]: choiceId }))}
      />

      {error ? <ErrorAlert error={error} /> : null}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        {practice ? (
          !checked ? (
            <Button variant="contained" onClick={() => void check()} disabled={!selected || busy}>
              {t('exams.quiz.check')}
            </Button>
          ) : last ? (
            <Button variant="contained" onClick={() => void finish()} disabled={busy}>
              {t('exams.quiz.seeResults')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => go(index + 1)}>
              {t('exams.quiz.next')}
            </Button>
          )
        ) : (
          <>
            <Button variant="outlined" onClick={() => go(index - 1)} disabled={index === 0}>
              {t('exams.quiz.previous')}
            </Button>
            {!last && (
              <Button variant="contained" onClick={() => go(index + 1)}>
                {t('exams.quiz.next')}
              </Button>
            )}
            <Button variant={last ? 'contained' : 'text'} onClick={() => void finish()} disabled={busy}>
              {t('exams.quiz.finish')}
            </Button>
          </>
        )}
      </Box>
      {!practice && unanswered > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('exams.quiz.unanswered', { count: unanswered })}
        </Typography>
      )}
    </Paper>
  );
}
