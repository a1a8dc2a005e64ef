import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PASS_PERCENT, type ExamHistory, type HistoryAttempt } from '../../../../shared/api/exams';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useExamHistory } from '../api/exams';
import { Sparkline } from './sparkline';

const RECENT = 8;

/** A student's practice-exam history: trend, weakest categories, latest attempts (dashboard card). */
export function ExamHistoryCard({ studentId, own }: { studentId: string; own: boolean }) {
  const { t } = useTranslation();
  const history = useExamHistory(studentId);
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="exam-history-title">
      <Typography variant="h5" component="h2" id="exam-history-title" gutterBottom>
        {t('exams.history.title')}
      </Typography>
      {history.isPending ? (
        <Loading />
      ) : history.error ? (
        <ErrorAlert error={history.error} />
      ) : history.data.attempts.length === 0 ? (
        <Typography>
          {own ? t('exams.history.emptyOwn') : t('exams.history.empty')}{' '}
          {own && (
            <Link component={RouterLink} to="/practice-exams">
              {t('exams.history.start')}
            </Link>
          )}
        </Typography>
      ) : (
        <HistoryBody history={history.data} own={own} />
      )}
    </Paper>
  );
}

export function attemptTitle(
  t: (key: string, options?: Record<string, unknown>) => string,
  a: Pick<HistoryAttempt, 'kind' | 'category' | 'state'>,
): string {
  if (a.kind === 'mock') return t('exams.history.mock', { state: a.state ?? '' });
  return a.category ? t(`exams.categories.${a.category}.name`) : t('exams.history.quiz');
}

function HistoryBody({ history, own }: { history: ExamHistory; own: boolean }) {
  const { t, i18n } = useTranslation();
  const trend = history.trend.map((p) => p.percent);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Stack spacing={2.5}>
      <Typography>
        {t('exams.history.totals', {
          count: history.totals.attempts,
          passed: history.totals.passed,
          mocks: history.totals.mockPassed,
        })}
      </Typography>
      <div>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('exams.history.trend')}
        </Typography>
        <Sparkline
          values={trend}
          passPercent={DEFAULT_PASS_PERCENT}
          label={t('exams.history.trendLabel', { count: trend.length, first: trend[0] ?? 0, last: trend.at(-1) ?? 0 })}
        />
      </div>
      <div>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('exams.history.weakest')}
        </Typography>
        {history.weakest.length === 0 ? (
          <Typography>{t('exams.history.noWeak')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {history.weakest.map((w) => (
              <li key={w.category}>
                <Link component={RouterLink} to={`/practice-exams/${w.category}`}>
                  {t(`exams.categories.${w.category}.name`)}
                </Link>{' '}
                {t('exams.history.rate', { percent: w.percent, correct: w.correct, total: w.total })}
              </li>
            ))}
          </Box>
        )}
      </div>
      <div>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('exams.history.recent')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('exams.history.date')}</TableCell>
                <TableCell>{t('exams.history.test')}</TableCell>
                <TableCell align="right">{t('exams.history.score')}</TableCell>
                <TableCell>{t('exams.history.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.attempts.slice(0, RECENT).map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{date(a.at)}</TableCell>
                  <TableCell>
                    {attemptTitle(t, a)}
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {a.mode === 'exam' ? t('exams.setup.exam') : t('exams.setup.practice')}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    {t('exams.history.scoreValue', { score: a.score, total: a.total, percent: a.percent })}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={a.passed ? 'success' : 'error'}
                      label={a.passed ? t('exams.results.passed') : t('exams.results.failed')}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </div>
      {own && (
        <Link component={RouterLink} to="/practice-exams">
          {t('exams.history.practiseMore')}
        </Link>
      )}
    </Stack>
  );
}
