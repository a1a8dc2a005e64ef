import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ExamResult, ReviewItem } from '../../../../shared/api/exams';
import { FallbackNote, SignImage } from './question-step';

/** Score, pass or fail, the breakdown by category and a review of every question missed. */
export function ResultsView({ result, signedIn, onRetry }: { result: ExamResult; signedIn: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }} gutterBottom>
          {t('exams.results.title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h4" component="p">
            {t('exams.results.score', { score: result.score, total: result.total, percent: result.percent })}
          </Typography>
          <Chip
            color={result.passed ? 'success' : 'error'}
            label={result.passed ? t('exams.results.passed') : t('exams.results.failed')}
          />
        </Stack>
        <Typography sx={{ mt: 1 }}>
          {t('exams.results.passMark', {
            passScore: result.passScore,
            total: result.total,
            percent: result.passPercent,
          })}
        </Typography>
        {result.late && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('exams.results.late')}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {result.saved
            ? t('exams.results.saved')
            : signedIn
              ? t('exams.results.notSavedRole')
              : t('exams.results.notSaved')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={onRetry}>
            {t('exams.results.retry')}
          </Button>
          <Button component={RouterLink} to="/practice-exams">
            {t('exams.results.back')}
          </Button>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('exams.results.breakdown')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('exams.results.category')}</TableCell>
                <TableCell align="right">{t('exams.results.correct')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.breakdown.map((b) => (
                <TableRow key={b.category}>
                  <TableCell>{t(`exams.categories.${b.category}.name`)}</TableCell>
                  <TableCell align="right">
                    {t('exams.results.ofTotal', { correct: b.correct, total: b.total })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('exams.results.review')}
        </Typography>
        {result.review.length === 0 ? (
          <Typography>{t('exams.results.allRight')}</Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {result.review.map((item) => (
              <ReviewEntry key={item.questionId} item={item} />
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

function ReviewEntry({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const lang = item.fallback ? 'en' : undefined;
  const yours = item.choices.find((c) => c.id === item.yourChoiceId);
  const right = item.choices.find((c) => c.id === item.correctChoiceId);
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="h6" component="h3" lang={lang}>
        {item.question}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`exams.categories.${item.category}.name`)}
      </Typography>
      <FallbackNote show={item.fallback} />
      <SignImage src={item.image} alt={item.signAlt} />
      <Typography sx={{ mt: 1 }}>
        <strong>{t('exams.results.yourAnswer')}</strong>{' '}
        <span lang={yours ? lang : undefined}>{yours ? yours.text : t('exams.results.unanswered')}</span>
      </Typography>
      <Typography>
        <strong>{t('exams.results.rightAnswer')}</strong> <span lang={lang}>{right?.text}</span>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }} lang={lang}>
        {item.explanation}
      </Typography>
    </Box>
  );
}
