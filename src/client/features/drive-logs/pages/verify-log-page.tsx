import GppMaybeIcon from '@mui/icons-material/GppMaybe';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { LogTotals, LogVerification } from '../../../../shared/api/log-export';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api';
import { useLogVerification } from '../export/api';

/** /verify-log/{exportId}: anyone holding a printed log checks that it is genuine and unchanged. */
export default function VerifyLogPage() {
  const { exportId = '' } = useParams();
  const { t } = useTranslation();
  const verification = useLogVerification(exportId);
  usePageMeta(t('logExport.verify.title'), t('logExport.verify.description'));
  const missing =
    verification.error instanceof ApiError && (verification.error.status === 404 || verification.error.status === 400);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('logExport.verify.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('logExport.verify.intro')}
      </Typography>
      {verification.isPending ? (
        <Loading />
      ) : missing ? (
        <Alert severity="error" role="alert">
          {t('logExport.verify.notFound')}
        </Alert>
      ) : verification.error ? (
        <ErrorAlert error={verification.error} />
      ) : (
        <VerificationResult result={verification.data} />
      )}
    </Container>
  );
}

function VerificationResult({ result }: { result: LogVerification }) {
  const { t, i18n } = useTranslation();
  const printedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(result.generatedAt),
  );
  const facts = [
    { label: t('logExport.verify.student'), value: result.student },
    { label: t('logExport.verify.school'), value: result.school ?? t('logExport.verify.noSchool') },
    { label: t('logExport.verify.state'), value: result.state ?? '–' },
    { label: t('logExport.verify.printedOn'), value: printedOn },
  ];
  return (
    <>
      {result.unchanged ? (
        <Alert
          severity="success"
          icon={<VerifiedUserIcon fontSize="inherit" />}
          sx={{ mb: 3 }}
          data-testid="log-unchanged"
        >
          <AlertTitle>{t('logExport.verify.unchanged', { date: printedOn })}</AlertTitle>
          {t('logExport.verify.unchangedHint')}
        </Alert>
      ) : (
        <Alert severity="warning" icon={<GppMaybeIcon fontSize="inherit" />} sx={{ mb: 3 }} data-testid="log-changed">
          <AlertTitle>{t('logExport.verify.changed', { date: printedOn })}</AlertTitle>
          {t('logExport.verify.changedHint')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {facts.map((fact) => (
            <Grid key={fact.label} size={{ xs: 12, sm: 6 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {fact.value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('logExport.verify.totalsHeading')}
      </Typography>
      <TotalsTable result={result} />
    </>
  );
}

interface Row {
  key: string;
  label: string;
  printed: string;
  current: string;
}

function rowsOf(
  t: TFunction,
  format: { duration: (m: number) => string; number: (n: number) => string },
  printed: LogTotals,
  current: LogTotals,
): Row[] {
  const rows: Row[] = [
    {
      key: 'drives',
      label: t('logExport.verify.drives'),
      printed: format.number(printed.drives),
      current: format.number(current.drives),
    },
    {
      key: 'total',
      label: t('logExport.verify.total'),
      printed: format.duration(printed.totalMinutes),
      current: format.duration(current.totalMinutes),
    },
    {
      key: 'night',
      label: t('logExport.verify.night'),
      printed: format.duration(printed.nightMinutes),
      current: format.duration(current.nightMinutes),
    },
  ];
  const groups = [
    { field: 'byWeather', title: 'logExport.verify.weather', labels: 'driveLogs.weather' },
    { field: 'byRoadType', title: 'logExport.verify.roadType', labels: 'driveLogs.roadTypes' },
    { field: 'bySupervisor', title: 'logExport.verify.supervisor', labels: 'driveLogs.supervisorTypes' },
  ] as const;
  for (const group of groups) {
    const keys = [...new Set([...Object.keys(printed[group.field]), ...Object.keys(current[group.field])])].sort();
    for (const key of keys) {
      rows.push({
        key: `${group.field}.${key}`,
        label: t(group.title, { label: t(`${group.labels}.${key}`, { defaultValue: key }) }),
        printed: format.duration(printed[group.field][key] ?? 0),
        current: format.duration(current[group.field][key] ?? 0),
      });
    }
  }
  return rows;
}

function TotalsTable({ result }: { result: LogVerification }) {
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const number = (n: number) => numberFormat.format(n);
  const duration = (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    if (h === 0) return t('logExport.format.minutes', { minutes: number(m) });
    return m === 0
      ? t('logExport.format.hours', { hours: number(h) })
      : t('logExport.format.hoursMinutes', { hours: number(h), minutes: number(m) });
  };
  const rows = rowsOf(t, { duration, number }, result.totals, result.currentTotals);
  const compare = !result.unchanged;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('logExport.verify.totalsHeading')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('logExport.verify.category')}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ textAlign: 'end' }}>
              {t('logExport.verify.printed')}
            </TableCell>
            {compare && (
              <TableCell component="th" scope="col" sx={{ textAlign: 'end' }}>
                {t('logExport.verify.current')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const differs = compare && row.printed !== row.current;
            return (
              <TableRow
                key={row.key}
                data-testid={`totals-${row.key}`}
                sx={
                  differs
                    ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.1), '& td, & th': { fontWeight: 700 } }
                    : undefined
                }
              >
                <TableCell component="th" scope="row">
                  {row.label}
                  {differs && (
                    <Typography
                      component="span"
                      variant="caption"
                      color="warning.dark"
                      sx={{ display: 'block', fontWeight: 700 }}
                    >
                      {t('logExport.verify.differs')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{row.printed}</TableCell>
                {compare && <TableCell sx={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{row.current}</TableCell>}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
