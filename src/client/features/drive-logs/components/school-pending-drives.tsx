import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatDriveRange, formatDuration } from '../../../lib/format';
import { useSchoolPendingDrives } from '../api/drives';

/**
 * A school's drives waiting for review, as a platform admin sees them on the school's dashboard
 * (docs/product/admin.md): the same drives its staff approve, without the approve and reject
 * buttons, since reviewing is for the school's staff and the student's parents.
 */
export function SchoolPendingDrives({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pending = useSchoolPendingDrives(organizationId);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('driveProgress.approvals.readOnlyIntro')}</Typography>
      {pending.isPending ? (
        <Loading />
      ) : pending.error ? (
        <ErrorAlert error={pending.error} />
      ) : pending.data.length === 0 ? (
        <Typography>{t('driveProgress.approvals.noneForSchool')}</Typography>
      ) : (
        <List disablePadding>
          {pending.data.map((d) => (
            <ListItem key={d.id} divider disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/drivelogs/${encodeURIComponent(d.id)}`}>
                    {d.studentName}
                  </Link>
                }
                secondary={`${formatDriveRange(d.startedAt, d.endedAt, d.timeZone, lang)} · ${formatDuration(
                  t,
                  d.durationMinutes,
                  lang,
                )}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
