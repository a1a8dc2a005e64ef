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
import { decideRouteAccess } from '../../../../shared/access';
import type { StudentTotals } from '../../../../shared/api/drive-logs';
import type { Person } from '../../../../shared/api/organizations';
import { useAuth } from '../../../lib/auth-context';
import { StudentHours } from './student-hours';
import { PersonCards, usePhoneLayout } from './person-cards';

interface Props {
  people: Person[];
  caption: string;
  linkStudents?: boolean;
  showRole?: boolean;
  /** Students' approved hours by id: adds the "Supervised hours" column with a bar. */
  progress?: ReadonlyMap<string, StudentTotals> | undefined;
}

/** Staff or students of a school; with `linkStudents`, students link to their dashboard for viewers who may open it. */
export function PeopleTable({ people, caption, linkStudents = false, showRole = false, progress }: Props) {
  const { t, i18n } = useTranslation();
  const { actor } = useAuth();
  // Link a student only where the viewer may open the page (docs/product/access.md#route-access: not org-admins or admins).
  const studentPath = (id: string) => `/student/${encodeURIComponent(id)}`;
  const canOpen = (id: string) => linkStudents && decideRouteAccess(studentPath(id), actor).kind === 'allow';
  const phone = usePhoneLayout();
  const nameOf = (p: Person) =>
    canOpen(p.id) ? (
      <Link component={RouterLink} to={studentPath(p.id)}>
        {p.name}
      </Link>
    ) : (
      p.name
    );
  const lastActiveOf = (p: Person) =>
    p.lastActive ? new Date(p.lastActive).toLocaleDateString(i18n.language) : t('organizations.never');
  if (people.length === 0) return <Typography color="text.secondary">{t('organizations.nobody')}</Typography>;
  if (phone) {
    return (
      <PersonCards
        label={caption}
        cards={people.map((p) => ({
          id: p.id,
          title: nameOf(p),
          facts: [
            ...(progress
              ? [
                  {
                    label: t('driveProgress.table.hours'),
                    value: <StudentHours totals={progress.get(p.id)} name={p.name} />,
                  },
                ]
              : []),
            { label: t('organizations.columns.email'), value: <bdi dir="ltr">{p.email}</bdi> },
            ...(showRole
              ? [{ label: t('organizations.columns.role'), value: p.role ? t(`roles.${p.role}`) : '' }]
              : []),
            { label: t('organizations.columns.lastActive'), value: lastActiveOf(p) },
          ],
        }))}
      />
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      {/* With the hours column the table keeps a readable width and scrolls sideways on phones. */}
      <Table size="small" aria-label={caption} sx={progress ? { minWidth: 680 } : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{t('organizations.columns.name')}</TableCell>
            {progress && <TableCell>{t('driveProgress.table.hours')}</TableCell>}
            <TableCell>{t('organizations.columns.email')}</TableCell>
            {showRole && <TableCell>{t('organizations.columns.role')}</TableCell>}
            <TableCell>{t('organizations.columns.lastActive')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {people.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{nameOf(p)}</TableCell>
              {progress && (
                <TableCell>
                  <StudentHours totals={progress.get(p.id)} name={p.name} />
                </TableCell>
              )}
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <bdi dir="ltr">{p.email}</bdi>
              </TableCell>
              {showRole && <TableCell>{p.role ? t(`roles.${p.role}`) : ''}</TableCell>}
              <TableCell>{lastActiveOf(p)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
