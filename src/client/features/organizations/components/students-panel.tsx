import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { decideRouteAccess } from '../../../../shared/access';
import { CONSENT_STATUSES } from '../../../../shared/api/consent';
import type { StudentTotals } from '../../../../shared/api/drive-logs';
import type { Person } from '../../../../shared/api/organizations';
import { useAuth } from '../../../lib/auth-context';
import { ConsentChip } from '../../../components/consent-chip';
import { StudentHours } from './student-hours';
import { PersonCards, usePhoneLayout } from './person-cards';
import { filterStudents, type StudentFilters } from './student-filters';
import { USER_STATUSES } from '../../../../shared/roles';

const PROGRESS = ['met', 'behind', 'no-rule'] as const;

/** The school's learners with search, filters (status, consent, requirement), hours bars and consent state. */
export function StudentsPanel({
  students,
  progress,
}: {
  students: Person[];
  progress: ReadonlyMap<string, StudentTotals>;
}) {
  const { t, i18n } = useTranslation();
  const { actor } = useAuth();
  const [filters, setFilters] = useState<StudentFilters>({ q: '', status: '', consent: '', progress: '' });
  const shown = useMemo(() => filterStudents(students, progress, filters), [students, progress, filters]);
  const set = (key: keyof StudentFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));
  const studentPath = (id: string) => `/student/${encodeURIComponent(id)}`;
  const canOpen = (id: string) => decideRouteAccess(studentPath(id), actor).kind === 'allow';
  const phone = usePhoneLayout();
  const nameOf = (p: Person) =>
    canOpen(p.id) ? (
      <Link component={RouterLink} to={studentPath(p.id)}>
        {p.name}
      </Link>
    ) : (
      p.name
    );
  const statusOf = (p: Person) =>
    t(`schoolDashboard.students.status.${p.status ?? 'active'}`, { defaultValue: p.status ?? '' });
  const lastActiveOf = (p: Person) =>
    p.lastActive ? new Date(p.lastActive).toLocaleDateString(i18n.language) : t('organizations.never');
  const select = (key: Exclude<keyof StudentFilters, 'q'>, options: readonly string[]) => (
    <TextField
      select
      size="small"
      label={t(`schoolDashboard.students.filters.${key}`)}
      value={filters[key]}
      onChange={set(key)}
      sx={{ minWidth: 160, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
    >
      <MenuItem value="">{t('schoolDashboard.students.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {key === 'consent' ? t(`consent.status.${o}`) : t(`schoolDashboard.students.${key}.${o}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label={t('schoolDashboard.students.search')}
          value={filters.q}
          onChange={set('q')}
          sx={{ flex: '1 1 16rem' }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {select('status', USER_STATUSES)}
        {select('consent', CONSENT_STATUSES)}
        {select('progress', PROGRESS)}
      </Stack>
      <Typography role="status" aria-live="polite" color="text.secondary">
        {t('schoolDashboard.students.showing', { count: shown.length, total: students.length })}
      </Typography>
      {shown.length > 0 && phone && (
        <PersonCards
          label={t('organizations.students')}
          cards={shown.map((p) => ({
            id: p.id,
            title: nameOf(p),
            facts: [
              {
                label: t('driveProgress.table.hours'),
                value: <StudentHours totals={progress.get(p.id)} name={p.name} />,
              },
              { label: t('schoolDashboard.students.consentColumn'), value: <ConsentChip status={p.consentStatus} /> },
              { label: t('schoolDashboard.students.statusColumn'), value: statusOf(p) },
              { label: t('organizations.columns.email'), value: <bdi dir="ltr">{p.email}</bdi> },
              { label: t('organizations.columns.lastActive'), value: lastActiveOf(p) },
            ],
          }))}
        />
      )}
      {shown.length > 0 && !phone && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('organizations.students')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('organizations.columns.name')}</TableCell>
                <TableCell>{t('driveProgress.table.hours')}</TableCell>
                <TableCell>{t('schoolDashboard.students.consentColumn')}</TableCell>
                <TableCell>{t('schoolDashboard.students.statusColumn')}</TableCell>
                <TableCell>{t('organizations.columns.email')}</TableCell>
                <TableCell>{t('organizations.columns.lastActive')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{nameOf(p)}</TableCell>
                  <TableCell>
                    <StudentHours totals={progress.get(p.id)} name={p.name} />
                  </TableCell>
                  <TableCell>
                    <ConsentChip status={p.consentStatus} />
                  </TableCell>
                  <TableCell>{statusOf(p)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <bdi dir="ltr">{p.email}</bdi>
                  </TableCell>
                  <TableCell>{lastActiveOf(p)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
