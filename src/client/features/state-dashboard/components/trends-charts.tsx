import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateTrends } from '../../../../shared/api/state-dashboard';
import { formatNumber } from '../../../lib/format';
import { csvUrl } from '../api';
import { hours } from './format';

const dateLabel = (iso: string, lang: string, month = false) =>
  new Intl.DateTimeFormat(
    lang,
    month ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  ).format(new Date(`${iso}T00:00:00Z`));

/** One chart: a heading, a sentence that says what it shows, the chart, and its figures as a table on request. */
function ChartFigure({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  chart: React.ReactNode;
  table: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} sx={{ m: 0, mb: 3 }}>
      <Typography variant="h6" component="h3" id={`${id}-title`}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-summary`}>
        {summary}
      </Typography>
      {/* The drawing repeats what the summary and the table say: inert, so screen readers and the keyboard go to those. */}
      <Box inert sx={{ direction: 'ltr' }}>
        {chart}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', typography: 'body2' }}>
          {t('stateAdmin.trends.showTable')}
        </Box>
        {table}
      </Box>
    </Box>
  );
}

export default function TrendsCharts({ state, trends }: { state: string; trends: StateTrends }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const weekLabels = trends.weeks.map((w) => dateLabel(w.weekStart, lang));
  const monthLabels = trends.months.map((m) => dateLabel(m.monthStart, lang, true));
  const totalDrives = trends.weeks.reduce((n, w) => n + w.drives, 0);
  const totalMinutes = trends.weeks.reduce((n, w) => n + w.loggedMinutes, 0);
  const busiest = trends.weeks.reduce((a, b) => (b.drives > a.drives ? b : a), trends.weeks[0]!);
  const newStudents = trends.months.reduce((n, m) => n + m.students, 0);
  const weeksSummary = t('stateAdmin.trends.weeksSummary', {
    weeks: trends.weeks.length,
    drives: formatNumber(totalDrives, lang),
    hours: hours(totalMinutes, lang),
    best: dateLabel(busiest.weekStart, lang),
  });
  const height = 240;
  const weeksTable = (
    <TableContainer>
      <Table size="small" aria-label={t('stateAdmin.trends.drivesPerWeek')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('stateAdmin.trends.week')}</TableCell>
            <TableCell align="right">{t('stateAdmin.trends.drives')}</TableCell>
            <TableCell align="right">{t('stateAdmin.trends.hours')}</TableCell>
            <TableCell align="right">{t('stateAdmin.trends.approvedHours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {trends.weeks.map((w, i) => (
            <TableRow key={w.weekStart}>
              <TableCell component="th" scope="row">
                {weekLabels[i]}
              </TableCell>
              <TableCell align="right">{formatNumber(w.drives, lang)}</TableCell>
              <TableCell align="right">{hours(w.loggedMinutes, lang)}</TableCell>
              <TableCell align="right">{hours(w.approvedMinutes, lang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
  return (
    <>
      <ChartFigure
        title={t('stateAdmin.trends.drivesPerWeek')}
        summary={weeksSummary}
        chart={
          <BarChart
            height={height}
            xAxis={[{ scaleType: 'band', data: weekLabels }]}
            yAxis={[{ min: 0, tickMinStep: 1 }]}
            series={[{ data: trends.weeks.map((w) => w.drives), label: t('stateAdmin.trends.drives') }]}
            hideLegend
          />
        }
        table={weeksTable}
      />
      <ChartFigure
        title={t('stateAdmin.trends.hoursPerWeek')}
        summary={weeksSummary}
        chart={
          <LineChart
            height={height}
            xAxis={[{ scaleType: 'point', data: weekLabels }]}
            yAxis={[{ min: 0, tickMinStep: 1 }]}
            series={[
              { data: trends.weeks.map((w) => Math.round(w.loggedMinutes / 60)), label: t('stateAdmin.trends.hours') },
              {
                data: trends.weeks.map((w) => Math.round(w.approvedMinutes / 60)),
                label: t('stateAdmin.trends.approvedHours'),
              },
            ]}
          />
        }
        table={weeksTable}
      />
      <ChartFigure
        title={t('stateAdmin.trends.studentsPerMonth')}
        summary={t('stateAdmin.trends.monthsSummary', {
          months: trends.months.length,
          students: formatNumber(newStudents, lang),
        })}
        chart={
          <BarChart
            height={height}
            xAxis={[{ scaleType: 'band', data: monthLabels }]}
            yAxis={[{ min: 0, tickMinStep: 1 }]}
            series={[{ data: trends.months.map((m) => m.students), label: t('stateAdmin.trends.students') }]}
            hideLegend
          />
        }
        table={
          <TableContainer>
            <Table size="small" aria-label={t('stateAdmin.trends.studentsPerMonth')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('stateAdmin.trends.month')}</TableCell>
                  <TableCell align="right">{t('stateAdmin.trends.students')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {trends.months.map((m, i) => (
                  <TableRow key={m.monthStart}>
                    <TableCell component="th" scope="row">
                      {monthLabels[i]}
                    </TableCell>
                    <TableCell align="right">{formatNumber(m.students, lang)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        }
      />
      <Button variant="outlined" href={csvUrl(state, 'trends', { lang })} download>
        {t('stateAdmin.exportCsvOf', { table: t('stateAdmin.trends.tableName') })}
      </Button>
    </>
  );
}
