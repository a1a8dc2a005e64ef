/**
 * The analytics tab's charts (@mui/x-charts, loaded only with this tab): views per day, top pages
 * and languages. Each chart is drawn for the eye and hidden from screen readers; the table under
 * it holds the same figures (docs/product/admin.md).
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

export interface AnalyticsData {
  total: number;
  byPath: { path: string; views: number }[];
  byDay: { day: string; views: number }[];
  byLanguage: { language: string | null; views: number }[];
}

const DAYS = 30;
const TOP_PAGES = 10;

/** The last 30 days (UTC, as the server counts them), with the days nobody came as 0. */
export function fillDays(byDay: AnalyticsData['byDay'], today = new Date()): { day: string; views: number }[] {
  const views = new Map(byDay.map((d) => [d.day, d.views]));
  const out: { day: string; views: number }[] = [];
  for (let i = DAYS - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - i));
    const key = d.toISOString().slice(0, 10);
    out.push({ day: key, views: views.get(key) ?? 0 });
  }
  return out;
}

function ChartSection({
  title,
  chart,
  headers,
  rows,
}: {
  title: string;
  chart: ReactNode;
  headers: [string, string];
  rows: { key: string; label: ReactNode; value: number }[];
}) {
  const { i18n } = useTranslation();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h6" component="h3" id={id} gutterBottom>
        {title}
      </Typography>
      {/* The drawing repeats the table below: inert, so screen readers and the keyboard go to the table. */}
      <Box inert sx={{ width: '100%', minWidth: 0 }}>
        {chart}
      </Box>
      {/* Scrolls when long: focusable so that keyboard users can scroll it too. */}
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} role="region" aria-labelledby={id}>
        <Table size="small" stickyHeader aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{headers[0]}</TableCell>
              <TableCell align="right">{headers[1]}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.label}</TableCell>
                <TableCell align="right">{formatNumber(r.value, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

export default function AnalyticsCharts({ data }: { data: AnalyticsData }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const days = fillDays(data.byDay);
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const top = data.byPath.slice(0, TOP_PAGES);
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  const languageName = (code: string | null) => {
    if (!code) return t('admin.analytics.unknownLanguage');
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const views = t('admin.analytics.views');
  return (
    <Stack spacing={4}>
      <ChartSection
        title={t('admin.analytics.perDay')}
        headers={[t('admin.analytics.day'), views]}
        rows={days.map((d) => ({ key: d.day, label: dayLabel(d.day), value: d.views }))}
        chart={
          <LineChart
            height={240}
            xAxis={[{ scaleType: 'point', data: days.map((d) => dayLabel(d.day)) }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: days.map((d) => d.views), label: views, area: true, showMark: false }]}
            hideLegend
          />
        }
      />
      <ChartSection
        title={t('admin.analytics.topPages')}
        headers={[t('admin.analytics.path'), views]}
        rows={top.map((p) => ({ key: p.path, label: <span dir="ltr">{p.path}</span>, value: p.views }))}
        chart={
          top.length > 0 ? (
            <BarChart
              height={Math.max(160, top.length * 32 + 60)}
              layout="horizontal"
              // A left-to-right mark keeps "/faq" reading as a path inside right-to-left pages.
              yAxis={[{ scaleType: 'band', data: top.map((p) => `\u200E${p.path}`), width: 140 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ data: top.map((p) => p.views), label: views }]}
              hideLegend
            />
          ) : null
        }
      />
      <ChartSection
        title={t('admin.analytics.languages')}
        headers={[t('admin.analytics.language'), views]}
        rows={data.byLanguage.map((l) => ({
          key: l.language ?? '-',
          label: languageName(l.language),
          value: l.views,
        }))}
        chart={
          data.byLanguage.length > 0 ? (
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: data.byLanguage.map((l) => languageName(l.language)) }]}
              yAxis={[{ tickMinStep: 1 }]}
              series={[{ data: data.byLanguage.map((l) => l.views), label: views }]}
              hideLegend
            />
          ) : null
        }
      />
    </Stack>
  );
}
