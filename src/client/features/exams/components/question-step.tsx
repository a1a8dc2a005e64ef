import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AnswerResponse, AttemptQuestion } from '../../../../shared/api/exams';

/**
 * A sign drawn for the question. Its text alternative says what it looks like (from the server,
 * in the attempt's language), never its name, which could give the answer away; a neutral
 * description stands in if there is none.
 */
export function SignImage({ src, alt, id }: { src: string | null; alt: string | null; id?: string }) {
  const { t } = useTranslation();
  if (!src) return null;
  return (
    <Box
      component="img"
      id={id}
      src={src}
      alt={alt || t('exams.quiz.signAlt')}
      sx={{ display: 'block', width: 140, maxWidth: '40%', height: 'auto', my: 1 }}
    />
  );
}

/** The visible note on a question that has no translation yet. */
export function FallbackNote({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {t('exams.quiz.fallback')}
    </Typography>
  );
}

interface Props {
  question: AttemptQuestion;
  selected: string | null;
  onSelect(choiceId: string): void;
  /** Practice feedback once the answer was checked; the choices are then fixed. */
  feedback: AnswerResponse | null;
}

/** One question as a labelled radio group: arrow keys move between choices, Tab leaves the group. */
export function QuestionStep({ question, selected, onSelect, feedback }: Props) {
  const { t } = useTranslation();
  const legendId = `question-${question.id}`;
  // The group also names the sign, so a screen reader hears it with the choices.
  const signId = question.image ? `question-${question.id}-sign` : undefined;
  return (
    <FormControl component="fieldset" sx={{ width: 1 }}>
      <FormLabel
        component="legend"
        id={legendId}
        sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' }, mb: 1 }}
      >
        <Typography
          component="span"
          variant="h6"
          lang={question.fallback ? 'en' : undefined}
          dir={question.fallback ? 'ltr' : undefined}
          sx={{ display: 'block' }}
        >
          {question.question}
        </Typography>
      </FormLabel>
      <FallbackNote show={question.fallback} />
      <SignImage src={question.image} alt={question.signAlt} id={signId} />
      <RadioGroup
        aria-labelledby={legendId}
        aria-describedby={signId}
        value={selected ?? ''}
        onChange={(_e, value) => onSelect(value)}
      >
        {question.choices.map((choice) => {
          const mark = feedback
            ? choice.id === feedback.correctChoiceId
              ? 'right'
              : choice.id === selected
                ? 'wrong'
                : null
            : null;
          return (
            <FormControlLabel
              key={choice.id}
              value={choice.id}
              disabled={Boolean(feedback)}
              control={<Radio />}
              label={
                <span lang={question.fallback ? 'en' : undefined}>
                  {choice.text}
                  {mark && (
                    <strong>{` — ${mark === 'right' ? t('exams.quiz.correctAnswer') : t('exams.quiz.yourAnswer')}`}</strong>
                  )}
                </span>
              }
              sx={{
                alignItems: 'flex-start',
                my: 0.5,
                mx: 0,
                py: 0.5,
                pr: 1,
                borderRadius: 1,
                border: 1,
                borderColor: mark === 'right' ? 'success.main' : mark === 'wrong' ? 'error.main' : 'divider',
                '& .MuiRadio-root': { py: 0.25 },
                '& .MuiFormControlLabel-label': { pt: 0.5 },
                '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
              }}
            />
          );
        })}
      </RadioGroup>
      {feedback && (
        <Alert severity={feedback.correct ? 'success' : 'error'} role="status" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {feedback.correct ? t('exams.quiz.right') : t('exams.quiz.wrong')}
          </Typography>
          <Typography lang={question.fallback ? 'en' : undefined}>{feedback.explanation}</Typography>
        </Alert>
      )}
    </FormControl>
  );
}
