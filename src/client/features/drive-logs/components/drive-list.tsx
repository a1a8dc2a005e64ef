import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Drive } from '../../../../shared/api/drive-logs';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { useDrives, useSetArchived, type DriveFilters as DriveQuery } from '../api/drives';
import { driveErrorMessage } from './drive-errors';
import { DriveFilters, hasFilters, type DriveListFilters } from './drive-filters';
import { formatDriveDate, formatDriveTimes, formatDuration, formatNumber } from '../../../lib/format';
import { DriveStatusChip } from './drive-status-chip';

export interface DriveListProps {
  studentId: string;
  /** The archived drives (each with a Restore button) instead of the live log. */
  archived?: boolean;
  /** A short "recent drives" list for dashboards: no filters, always the list layout. */
  compact?: boolean;
  /** Drives per page; 5 when compact, else 20. */
  pageSize?: number;
}

/**
 * A student's drives, newest first: filters, a table on desktop and a list on phones, "Show more"
 * pages, and an empty state. Each drive links to /drivelogs/{id}.
 */
export function DriveList({ studentId, archived = false, compact = false, pageSize }: DriveListProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [filters, setFilters] = useState<DriveListFilters>({});
  const [pages, setPages] = useState(1);
  const size = pageSize ?? (compact ? 5 : 20);
  const query: DriveQuery = { ...filters, archived, limit: size };
  const first = useDrives(studentId, { ...query, offset: 0 });
  const layout: Layout = compact || phone ? 'list' : 'table';

  const changeFilters = (next: DriveListFilters) => {
    setFilters(next);
    setPages(1);
  };

  let body;
  if (first.isPending) body = <Loading />;
  else if (first.error) body = <ErrorAlert error={first.error} />;
  else if (first.data.total === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {hasFilters(filters)
          ? t('driveLogs.list.emptyFiltered')
          : archived
            ? t('driveLogs.list.emptyArchived')
            : t('driveLogs.list.empty')}
      </Typography>
    );
  } else {
    const total = first.data.total;
    const shown = Math.min(total, pages * size);
    const rest = Array.from({ length: pages - 1 }, (_, i) => (
      <DrivePage
        key={(i + 1) * size}
        studentId={studentId}
        query={{ ...query, offset: (i + 1) * size }}
        layout={layout}
        archived={archived}
      />
    ));
    body = (
      <>
        <DriveRows drives={first.data.drives} layout={layout} archived={archived} more={rest} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, flexWrap: 'wrap' }} useFlexGap>
          <Typography color="text.secondary" variant="body2" aria-live="polite">
            {t('driveLogs.list.showing', {
              shown: formatNumber(shown, i18n.language),
              total: formatNumber(total, i18n.language),
              count: total,
            })}
          </Typography>
          {shown < total && (
            <Button variant="outlined" size="small" onClick={() => setPages(pages + 1)}>
              {t('driveLogs.list.showMore')}
            </Button>
          )}
        </Stack>
      </>
    );
  }

  return (
    <Box>
      {!compact && <DriveFilters value={filters} onChange={changeFilters} />}
      {body}
    </Box>
  );
}

type Layout = 'table' | 'list';

/** A later page of the list, fetched on its own so earlier pages stay on screen. */
function DrivePage({
  studentId,
  query,
  layout,
  archived,
}: {
  studentId: string;
  query: DriveQuery;
  layout: Layout;
  archived: boolean;
}) {
  const { t } = useTranslation();
  const page = useDrives(studentId, query);
  if (page.data)
    return (
      <>
        {page.data.drives.map((d) =>
          layout === 'table' ? (
            <DriveTableRow key={d.id} drive={d} archived={archived} />
          ) : (
            <DriveListItem key={d.id} drive={d} archived={archived} />
          ),
        )}
      </>
    );
  const status = page.error ? (
    <ErrorAlert error={page.error} />
  ) : (
    <Typography role="status">{t('common.loading')}</Typography>
  );
  return layout === 'table' ? (
    <TableRow>
      <TableCell colSpan={COLUMNS + (archived ? 1 : 0)}>{status}</TableCell>
    </TableRow>
  ) : (
    <Box component="li">{status}</Box>
  );
}

const COLUMNS = 8;

function DriveRows({
  drives,
  layout,
  archived,
  more,
}: {
  drives: Drive[];
  layout: Layout;
  archived: boolean;
  more: ReactNode;
}) {
  const { t } = useTranslation();
  if (layout === 'list') {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-label={archived ? t('driveLogs.list.archivedCaption') : t('driveLogs.list.caption')}
      >
        {drives.map((d) => (
          <DriveListItem key={d.id} drive={d} archived={archived} />
        ))}
        {more}
      </Stack>
    );
  }
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={archived ? t('driveLogs.list.archivedCaption') : t('driveLogs.list.caption')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('driveLogs.list.columns.date')}</TableCell>
            <TableCell>{t('driveLogs.list.columns.time')}</TableCell>
            <TableCell>{t('driveLogs.list.columns.duration')}</TableCell>
            <TableCell>{t('driveLogs.list.columns.night')}</TableCell>
            <TableCell>{t('driveLogs.list.columns.supervisor')}</TableCell>
            <TableCell>{t('driveLogs.list.columns.conditions')}</TableCell>
            <TableCell>{t('driveLogs.list.columns.source')}</TableCell>
            <TableCell>{t('driveLogs.list.columns.status')}</TableCell>
            {archived && <TableCell>{t('driveLogs.list.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {drives.map((d) => (
            <DriveTableRow key={d.id} drive={d} archived={archived} />
          ))}
          {more}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const driveHref = (d: Drive) => `/drivelogs/${encodeURIComponent(d.id)}`;

function DriveTableRow({ drive, archived }: { drive: Drive; archived: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 110 }}>
        <Link component={RouterLink} to={driveHref(drive)}>
          {formatDriveDate(drive.startedAt, drive.timeZone, lang)}
        </Link>
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        {formatDriveTimes(drive.startedAt, drive.endedAt, drive.timeZone, lang)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(t, drive.durationMinutes, lang)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(t, drive.nightMinutes, lang)}</TableCell>
      <TableCell>
        {drive.supervisor.name}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {t(`driveLogs.supervisorTypes.${drive.supervisor.type}`)}
        </Typography>
      </TableCell>
      <TableCell>
        <ConditionChips drive={drive} />
      </TableCell>
      <TableCell>{t(`driveLogs.sources.${drive.source}`)}</TableCell>
      <TableCell>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <DriveStatusChip status={drive.status} />
          {drive.pendingAmendment && (
            <Chip size="small" variant="outlined" label={t('driveLogs.list.correctionPending')} />
          )}
        </Stack>
      </TableCell>
      {archived && (
        <TableCell>
          <RestoreDriveButton drive={drive} />
        </TableCell>
      )}
    </TableRow>
  );
}

function DriveListItem({ drive, archived }: { drive: Drive; archived: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={driveHref(drive)} sx={{ fontWeight: 500 }}>
            {formatDriveDate(drive.startedAt, drive.timeZone, lang)}
          </Link>
          <Typography variant="body2">
            {formatDriveTimes(drive.startedAt, drive.endedAt, drive.timeZone, lang)}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
          <DriveStatusChip status={drive.status} />
          {drive.pendingAmendment && (
            <Chip size="small" variant="outlined" label={t('driveLogs.list.correctionPending')} />
          )}
        </Stack>
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('driveLogs.list.durationAndNight', {
          duration: formatDuration(t, drive.durationMinutes, lang),
          night: formatDuration(t, drive.nightMinutes, lang),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('driveLogs.list.supervisedBy', {
          name: drive.supervisor.name,
          type: t(`driveLogs.supervisorTypes.${drive.supervisor.type}`),
        })}{' '}
        · {t(`driveLogs.sources.${drive.source}`)}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        <ConditionChips drive={drive} />
      </Box>
      {archived && (
        <Box sx={{ mt: 1 }}>
          <RestoreDriveButton drive={drive} />
        </Box>
      )}
    </Paper>
  );
}

/** Weather, road types and traffic of a drive as small chips. */
export function ConditionChips({ drive }: { drive: Pick<Drive, 'weather' | 'roadTypes' | 'traffic'> }) {
  const { t } = useTranslation();
  const labels = [
    ...drive.weather.map((w) => t(`driveLogs.weather.${w}`)),
    ...drive.roadTypes.map((r) => t(`driveLogs.roadTypes.${r}`)),
    ...(drive.traffic ? [t(`driveLogs.traffic.${drive.traffic}`)] : []),
  ];
  if (labels.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('driveLogs.list.columns.conditions')}
    >
      {labels.map((l) => (
        <li key={l}>
          <Chip size="small" variant="outlined" label={l} />
        </li>
      ))}
    </Box>
  );
}

/** Brings an archived drive back into the log (refused if it now overlaps another drive). */
export function RestoreDriveButton({ drive }: { drive: Drive }) {
  const { t, i18n } = useTranslation();
  const restore = useSetArchived(drive.id);
  return (
    <Box>
      <Button
        size="small"
        variant="outlined"
        disabled={restore.isPending}
        onClick={() => restore.mutate(false)}
        aria-label={t('driveLogs.actions.restoreNamed', {
          date: formatDriveDate(drive.startedAt, drive.timeZone, i18n.language),
        })}
      >
        {t('driveLogs.actions.restore')}
      </Button>
      {restore.error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {driveErrorMessage(t, restore.error)}
        </Typography>
      )}
    </Box>
  );
}
