import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/page-meta';
import { formatLongDate, InfoPageLayout } from '../components/info-page-layout';
import { LicenseTable } from '../components/license-table';
import { filterPackages, parseLicensesFile, type LicensesFile } from '../components/licenses';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; file: LicensesFile };

/** Fetches /licenses.json (written at build time by scripts/generate-licenses.mjs). */
function useLicensesFile(attempt: number): LoadState {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch('/licenses.json', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        setState({ status: 'ready', file: parseLicensesFile(await response.json()) });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn('Loading /licenses.json failed', error);
          setState({ status: 'error' });
        }
      });
    return () => controller.abort();
  }, [attempt]);
  return state;
}

/** /licensing-information: the open-source packages Roadlog ships, searchable by name or licence. */
export default function LicensingPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('info.licensing.meta.title'), t('info.licensing.meta.description'));
  const [attempt, setAttempt] = useState(0);
  const state = useLicensesFile(attempt);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const packages = state.status === 'ready' ? state.file.packages : [];
  const filtered = useMemo(() => filterPackages(packages, deferredQuery), [packages, deferredQuery]);
  const generatedAt = state.status === 'ready' ? state.file.generatedAt : undefined;
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';

  return (
    <InfoPageLayout title={t('info.licensing.title')} lead={t('info.licensing.intro')}>
      <Typography sx={{ mb: 2 }}>{t('info.licensing.ownCode')}</Typography>
      <Typography sx={{ mb: 4 }}>{t('info.licensing.stateData')}</Typography>

      <Box component="section" aria-labelledby="packages-heading">
        <Typography id="packages-heading" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
          {t('info.licensing.tableTitle')}
        </Typography>

        {state.status === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={28} aria-hidden="true" />
            <Typography>{t('info.licensing.loading')}</Typography>
          </Box>
        ) : null}

        {state.status === 'error' ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t('info.licensing.retry')}
              </Button>
            }
          >
            {t('info.licensing.error')}
          </Alert>
        ) : null}

        {state.status === 'ready' ? (
          <>
            <TextField
              type="search"
              fullWidth
              label={t('info.licensing.searchLabel')}
              helperText={t('info.licensing.searchHelp')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ mb: 2 }}
            />
            <Box sx={{ mb: 2 }}>
              <Typography role="status" variant="body2" color="text.secondary">
                {t('info.licensing.count', { count: filtered.length, total: packages.length })}
              </Typography>
              {generatedAt ? (
                <Typography variant="body2" color="text.secondary">
                  {t('info.licensing.generatedAt', { date: formatLongDate(generatedAt.slice(0, 10), language) })}
                </Typography>
              ) : null}
            </Box>
            {filtered.length > 0 ? (
              <LicenseTable packages={filtered} labelledBy="packages-heading" />
            ) : (
              <Alert severity="info">{t('info.licensing.empty')}</Alert>
            )}
          </>
        ) : null}
      </Box>
    </InfoPageLayout>
  );
}
