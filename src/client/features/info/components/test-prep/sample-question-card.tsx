import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleQuestion } from '../../api/use-sample-questions';

interface SampleQuestionCardProps {
  question: SampleQuestion;
  number: number;
  total: number;
}

/** One sample question: pick an answer, check it, then see whether it was right and why. */
export function SampleQuestionCard({ question, number, total }: SampleQuestionCardProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const feedback = useRef<HTMLDivElement>(null);
  const correct = checked && choice === question.answer;
  useEffect(() => {
    if (checked) feedback.current?.focus();
  }, [checked]);
  const name = `sample-${question.id}`;
  // Untranslated questions are shown in English and marked so (screen readers switch voice).
  const lang = question.fallback ? 'en' : undefined;

  return (
    <Card variant="outlined" component="article" data-testid="sample-question" sx={{ mb: 2 }}>
      <CardContent>
        {question.fallback && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {t('testPrep.sample.fallback')}
          </Alert>
        )}
        <FormControl component="fieldset" disabled={checked} sx={{ width: 1 }}>
          <FormLabel
            component="legend"
            sx={{
              color: 'text.primary',
              '&.Mui-focused': { color: 'text.primary' },
              '&.Mui-disabled': { color: 'text.primary' },
            }}
          >
            <Typography
              component="span"
              variant="overline"
              color="text.secondary"
              sx={{ display: 'block', lineHeight: 1.6 }}
            >
              {t('testPrep.sample.number', { number, total })}
            </Typography>
            <Typography component="span" sx={{ display: 'block', fontWeight: 500 }} lang={lang}>
              {question.question}
            </Typography>
          </FormLabel>
          {question.sign && (
            <Box
              component="img"
              src={`/signs/${encodeURIComponent(question.sign)}.svg`}
              alt={question.signAlt || t('testPrep.sample.signAlt')}
              sx={{ display: 'block', width: 112, height: 112, objectFit: 'contain', my: 2 }}
            />
          )}
          <RadioGroup
            name={name}
            value={choice === null ? '' : String(choice)}
            onChange={(event) => setChoice(Number(event.target.value))}
          >
            {question.choices.map((text, i) => (
              <FormControlLabel
                key={i}
                value={String(i)}
                control={<Radio />}
                lang={lang}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    {text}
                    {checked && i === question.answer && (
                      <>
                        <CheckCircle aria-hidden="true" color="success" fontSize="small" />
                        <Box component="span" sx={{ color: 'success.dark', fontWeight: 600 }}>
                          {t('testPrep.sample.correctMark')}
                        </Box>
                      </>
                    )}
                  </Box>
                }
                sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {!checked && (
          <Button variant="outlined" sx={{ mt: 1 }} disabled={choice === null} onClick={() => setChecked(true)}>
            {t('testPrep.sample.check')}
          </Button>
        )}
        {checked && (
          // Focus moves here when the check button goes away, so keyboard users land on the result.
          <Alert
            ref={feedback}
            tabIndex={-1}
            severity={correct ? 'success' : 'error'}
            sx={{ mt: 2 }}
            data-testid="sample-feedback"
          >
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {correct
                ? t('testPrep.sample.right')
                : t('testPrep.sample.wrong', { answer: question.choices[question.answer] ?? '' })}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mt: 0.5 }} lang={lang}>
              {question.explanation}
            </Typography>
          </Alert>
        )}
        {checked && (
          <Button
            size="small"
            sx={{ mt: 1 }}
            onClick={() => {
              setChoice(null);
              setChecked(false);
            }}
          >
            {t('testPrep.sample.again')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
