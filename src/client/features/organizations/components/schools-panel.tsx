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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useOrganizations } from '../api/organizations';
import { StatusActions } from './status-actions';
import { OrganizationStatusChip } from './status-chip';

/** Schools with approve/suspend. Admins see every state; `fixedState` limits it (state admins). */
export function SchoolsPanel({ fixedState, linkToSchool = false }: { fixedState?: string; linkToSchool?: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const orgs = useOrganizations({ status, q, ...(fixedState ? { state: fixedState } : {}) });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('admin.schools.search')} value={q} onChange={(e) => setQ(e.target.value)} size="small" />
        <TextField
          select
          label={t('admin.schools.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('admin.schools.allStatuses')}</MenuItem>
          <MenuItem value="pending">{t('organizations.status.pending')}</MenuItem>
          <MenuItem value="approved">{t('organizations.status.approved')}</MenuItem>
          <MenuItem value="suspended">{t('organizations.status.suspended')}</MenuItem>
        </TextField>
      </Stack>
      {orgs.isPending ? (
        <Loading />
      ) : orgs.error ? (
        <ErrorAlert error={orgs.error} />
      ) : orgs.data.length === 0 ? (
        <Typography color="text.secondary">{t('admin.schools.none')}</Typography>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('admin.schools.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.schools.name')}</TableCell>
                <TableCell>{t('admin.schools.location')}</TableCell>
                <TableCell>{t('organizations.stats.students')}</TableCell>
                <TableCell>{t('admin.schools.status')}</TableCell>
                <TableCell>{t('admin.schools.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orgs.data.map((o) => (
                <TableRow key={o.id}>
                  <TableCell>
                    {linkToSchool ? (
                      <Link component={RouterLink} to={`/admin/organization/${encodeURIComponent(o.id)}`}>
                        {o.name}
                      </Link>
                    ) : (
                      o.name
                    )}
                  </TableCell>
                  <TableCell>
                    {o.cityCounty}, {o.state}
                  </TableCell>
                  <TableCell>{o.studentCount}</TableCell>
                  <TableCell>
                    <OrganizationStatusChip status={o.status} />
                  </TableCell>
                  <TableCell>
                    <StatusActions organization={o} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
