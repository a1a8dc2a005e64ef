import Button from '@mui/material/Button';
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
import { isRole, ROLES, type Role } from '../../../../shared/roles';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useSendPasswordReset, useUpdateUser, useUsers } from '../api/admin';
import { CreateStaffUser } from './create-staff-user';

export function UsersPanel() {
  const { t } = useTranslation();
  const { user: me } = useAuth();
  const [q, setQ] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const users = useUsers({ q, role });
  const update = useUpdateUser();
  const reset = useSendPasswordReset();
  return (
    <Stack spacing={2}>
      <CreateStaffUser />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('admin.users.search')} value={q} onChange={(e) => setQ(e.target.value)} size="small" />
        <TextField
          select
          label={t('admin.users.role')}
          value={role}
          onChange={(e) => setRole(isRole(e.target.value) ? e.target.value : '')}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('admin.users.allRoles')}</MenuItem>
          {ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`roles.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ErrorAlert error={update.error ?? reset.error} />
      {reset.isSuccess && <Typography color="success.main">{t('admin.users.resetSent')}</Typography>}
      {users.isPending ? (
        <Loading />
      ) : users.error ? (
        <ErrorAlert error={users.error} />
      ) : (
        <>
          <Typography color="text.secondary">{t('admin.users.count', { count: users.data.total })}</Typography>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={t('admin.users.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('organizations.columns.name')}</TableCell>
                  <TableCell>{t('organizations.columns.email')}</TableCell>
                  <TableCell>{t('admin.users.role')}</TableCell>
                  <TableCell>{t('admin.users.status')}</TableCell>
                  <TableCell>{t('admin.schools.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.users.map((u) => {
                  const self = u.id === me?.uid;
                  return (
                    <TableRow key={u.id}>
                      <TableCell>{u.name}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{u.email}</TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          value={u.role ?? ''}
                          disabled={self}
                          onChange={(e) =>
                            isRole(e.target.value) && update.mutate({ id: u.id, changes: { role: e.target.value } })
                          }
                          slotProps={{ htmlInput: { 'aria-label': t('admin.users.roleOf', { name: u.name }) } }}
                        >
                          {ROLES.map((r) => (
                            <MenuItem key={r} value={r}>
                              {t(`roles.${r}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      </TableCell>
                      <TableCell>
                        {t(`admin.users.statuses.${u.status ?? 'active'}`, { defaultValue: u.status ?? '' })}
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Button
                            size="small"
                            disabled={self}
                            color={u.status === 'disabled' ? 'success' : 'error'}
                            onClick={() =>
                              update.mutate({
                                id: u.id,
                                changes: { status: u.status === 'disabled' ? 'active' : 'disabled' },
                              })
                            }
                          >
                            {t(u.status === 'disabled' ? 'admin.users.enable' : 'admin.users.disable')}
                          </Button>
                          <Button size="small" onClick={() => reset.mutate(u.id)}>
                            {t('admin.users.sendReset')}
                          </Button>
                        </Stack>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
