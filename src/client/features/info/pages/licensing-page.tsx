import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../components/page-meta';
import { formatLongDate, InfoPageLayout } from '../components/info-page-layout';
import { LicenseTable } from '../components/license-table';
import { filterPackages, parseLicensesFile, type LicensesFile } from '../components/licenses';

/** Fetches /licenses.json (written at build time by scripts/generate-licenses.mjs). */
async function fetchLicenses({ signal }: { signal: AbortSignal }): Promise<LicensesFile> {
  const response = await fetch('/licenses.json', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Loading /licenses.json failed: HTTP ${response.status}`);
  return parseLicensesFile(await response.json());
}

const EMPTY: LicensesFile['packages'] = [];

/** /licensing-information: the open-source packages Roadlog ships, searchable by name or license. */
export default function LicensingPage() {
  const { t, i18n } = useTranslation();
  usePageMeta(t('info.licensing.meta.title'), t('info.licensing.meta.description'));
  const licenses = useQuery({ queryKey: ['licenses'], queryFn: fetchLicenses, staleTime: Infinity });
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);

  const packages = licenses.data?.packages ?? EMPTY;
  const filtered = useMemo(() => filterPackages(packages, deferredQuery), [packages, deferredQuery]);
  const generatedAt = licenses.data?.generatedAt;
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';

  return (
    <InfoPageLayout title={t('info.licensing.title')} lead={t('info.licensing.intro')}>
      <Typography sx={{ mb: 2 }}>{t('info.licensing.ownCode')}</Typography>
      <Typography sx={{ mb: 4 }}>{t('info.licensing.stateData')}</Typography>

      <Box component="section" aria-labelledby="packages-heading">
        <Typography id="packages-heading" variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
          {t('info.licensing.tableTitle')}
        </Typography>

        {licenses.isPending || (licenses.isError && licenses.isFetching) ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress size={28} aria-hidden="true" />
            <Typography>{t('info.licensing.loading')}</Typography>
          </Box>
        ) : null}

        {licenses.isError && !licenses.isFetching ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void licenses.refetch()}>
                {t('info.licensing.retry')}
              </Button>
            }
          >
            {t('info.licensing.error')}
          </Alert>
        ) : null}

        {licenses.isSuccess ? (
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
