import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Person } from '../../../../shared/api/organizations';

/** Staff or students of a school; students link to their dashboard when `linkStudents`. */
export function PeopleTable({ people, caption, linkStudents = false, showRole = false }: { people: Person[]; caption: string; linkStudents?: boolean; showRole?: boolean }) {
  const { t, i18n } = useTranslation();
  if (people.length === 0) return <Typography color="text.secondary">{t('organizations.nobody')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('organizations.columns.name')}</TableCell>
            <TableCell>{t('organizations.columns.email')}</TableCell>
            {showRole && <TableCell>{t('organizations.columns.role')}</TableCell>}
            <TableCell>{t('organizations.columns.lastActive')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((p) => (
            <TableRow key={p.id}>
              <TableCell>
                {linkStudents ? (
                  <Link component={RouterLink} to={`/student/${encodeURIComponent(p.id)}`}>
                    {p.name}
                  </Link>
                ) : (
                  p.name
                )}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{p.email}</TableCell>
              {showRole && <TableCell>{p.role ? t(`roles.${p.role}`) : ''}</TableCell>}
              <TableCell>{p.lastActive ? new Date(p.lastActive).toLocaleDateString(i18n.language) : t('organizations.never')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
