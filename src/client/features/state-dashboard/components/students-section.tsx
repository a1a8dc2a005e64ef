import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BANDS, type ProgressBand, type StateStudent } from '../../../../shared/api/state-dashboard';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatNumber } from '../../../lib/format';
import { csvUrl, useStateStudents } from '../api';
import { DataTable, type Column } from './data-table';
import { hours } from './format';
import { TableFooter } from './table-footer';

const PAGE_SIZE = 25;

/** The state's students: search, school and progress filters, pages, CSV. */
export function StudentsSection({
  state,
  school,
  onSchool,
}: {
  state: string;
  /** The school filter, set by a school's name in the comparison table. */
  school: { id: string; name: string } | null;
  onSchool: (school: { id: string; name: string } | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const [q, setQ] = useState('');
  const [band, setBand] = useState<ProgressBand | ''>('');
  // The page goes back to 1 whenever the school filter changes.
  const [paging, setPaging] = useState({ school: school?.id, page: 1 });
  const page = paging.school === school?.id ? paging.page : 1;
  const setPage = (p: number) => setPaging({ school: school?.id, page: p });
  const schoolName = school?.name;
  const filter = { q: useDeferredValue(q).trim(), school: school?.id ?? '', band };
  const students = useStateStudents(state, filter, page, PAGE_SIZE);
  const columns: Column<StateStudent>[] = [
    { key: 'name', label: t('stateAdmin.students.name'), render: (s) => s.name },
    { key: 'email', label: t('stateAdmin.students.email'), render: (s) => s.email },
    { key: 'school', label: t('stateAdmin.students.school'), render: (s) => s.schoolName ?? '' },
    {
      key: 'approved',
      label: t('stateAdmin.students.approved'),
      numeric: true,
      render: (s) =>
        s.requiredMinutes === null
          ? hours(s.approvedMinutes, lang)
          : t('stateAdmin.students.hoursOf', {
              hours: hours(s.approvedMinutes, lang),
              required: hours(s.requiredMinutes, lang),
            }),
    },
    {
      key: 'night',
      label: t('stateAdmin.students.night'),
      numeric: true,
      render: (s) =>
        s.requiredNightMinutes === null
          ? hours(s.nightMinutes, lang)
          : t('stateAdmin.students.hoursOf', {
              hours: hours(s.nightMinutes, lang),
              required: hours(s.requiredNightMinutes, lang),
            }),
    },
    { key: 'band', label: t('stateAdmin.students.progress'), render: (s) => t(`stateAdmin.bands.${s.band}`) },
  ];
  const table = t('stateAdmin.students.tableName');
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={id} gutterBottom>
        {t('stateAdmin.students.heading')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('stateAdmin.students.search')}
          type="search"
          size="small"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 240 }}
        />
        {school && (
          <Chip
            label={t('stateAdmin.students.schoolFilter', { school: schoolName })}
            onDelete={() => {
              onSchool(null);
              setPage(1);
            }}
            sx={{ alignSelf: { xs: 'flex-start', md: 'center' }, maxWidth: '100%' }}
          />
        )}
        <TextField
          select
          label={t('stateAdmin.students.band')}
          size="small"
          value={band}
          onChange={(e) => {
            setBand(e.target.value as ProgressBand | '');
            setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('stateAdmin.students.allBands')}</MenuItem>
          {PROGRESS_BANDS.map((b) => (
            <MenuItem key={b} value={b}>
              {t(`stateAdmin.bands.${b}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {students.isPending ? (
        <Loading />
      ) : students.error ? (
        <ErrorAlert error={students.error} />
      ) : (
        <>
          {students.data.students.length === 0 ? (
            <Typography>{t('stateAdmin.students.none')}</Typography>
          ) : (
            <DataTable label={table} columns={columns} rows={students.data.students} rowKey={(s) => s.id} />
          )}
          <TableFooter
            table={table}
            total={students.data.total}
            totalLabel={t('stateAdmin.students.count', { count: formatNumber(students.data.total, lang) })}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            csvHref={csvUrl(state, 'students', { ...filter, lang })}
          />
        </>
      )}
    </Paper>
  );
}
