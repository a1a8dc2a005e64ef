import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateSchool } from '../../../../shared/api/state-dashboard';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatNumber } from '../../../lib/format';
import { csvUrl, useStateSchools } from '../api';
import { DataTable, type Column } from './data-table';
import { hours, percent } from './format';
import { TableFooter } from './table-footer';

const PAGE_SIZE = 25;

/**
 * The per-school comparison. A school's name shows its students in the students table (a state
 * admin has no school page of their own to open: docs/product/state-admin.md#schools).
 */
export function SchoolsSection({
  state,
  onShowStudents,
}: {
  state: string;
  onShowStudents: (school: { id: string; name: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(q).trim();
  const schools = useStateSchools(state, search, page, PAGE_SIZE);
  const pct = (share: number) => `${formatNumber(percent(share), lang)}%`;
  const columns: Column<StateSchool>[] = [
    {
      key: 'name',
      label: t('stateAdmin.schoolTable.name'),
      render: (s) => (
        <Link
          component="button"
          type="button"
          onClick={() => onShowStudents({ id: s.id, name: s.name })}
          aria-label={t('stateAdmin.schoolTable.showStudents', { school: s.name })}
          sx={{ textAlign: 'start', font: 'inherit', fontWeight: 'inherit', overflowWrap: 'anywhere' }}
        >
          {s.name}
        </Link>
      ),
    },
    {
      key: 'status',
      label: t('stateAdmin.schoolTable.status'),
      render: (s) => t(`stateAdmin.status.${s.status}`, { defaultValue: s.status }),
    },
    {
      key: 'students',
      label: t('stateAdmin.schoolTable.students'),
      numeric: true,
      render: (s) => formatNumber(s.students, lang),
    },
    {
      key: 'median',
      label: t('stateAdmin.schoolTable.median'),
      numeric: true,
      render: (s) => hours(s.medianApprovedMinutes, lang),
    },
    { key: 'met', label: t('stateAdmin.schoolTable.metShare'), numeric: true, render: (s) => pct(s.metShare) },
    {
      key: 'backlog',
      label: t('stateAdmin.schoolTable.backlog'),
      numeric: true,
      render: (s) => formatNumber(s.pendingDrives, lang),
    },
    { key: 'live', label: t('stateAdmin.schoolTable.liveShare'), numeric: true, render: (s) => pct(s.liveShare) },
  ];
  const table = t('stateAdmin.schoolTable.tableName');
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {t('stateAdmin.schoolTable.heading')}
      </Typography>
      <TextField
        label={t('stateAdmin.schoolTable.search')}
        type="search"
        size="small"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 2, minWidth: 240 }}
      />
      {schools.isPending ? (
        <Loading />
      ) : schools.error ? (
        <ErrorAlert error={schools.error} />
      ) : (
        <>
          {schools.data.schools.length === 0 ? (
            <Typography>{t('stateAdmin.schoolTable.none')}</Typography>
          ) : (
            <DataTable label={table} columns={columns} rows={schools.data.schools} rowKey={(s) => s.id} />
          )}
          <TableFooter
            table={table}
            total={schools.data.total}
            totalLabel={t('stateAdmin.schoolTable.count', { count: formatNumber(schools.data.total, lang) })}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            csvHref={csvUrl(state, 'schools', { q: search, lang })}
          />
        </>
      )}
    </Paper>
  );
}
