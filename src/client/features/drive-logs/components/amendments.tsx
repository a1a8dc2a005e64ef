import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DriveDetail } from '../../../../shared/api/drive-logs';
import { ApiError } from '../../../lib/api';
import { driveKeys, useReviewAmendment } from '../api/drives';
import { formatTrailValue } from './audit-trail';
import { ErrorAlert } from '../../../components/error-alert';
import { driveErrorMessages } from './drive-errors';
import { formatDateTime } from '../../../lib/format';
import { DriveStatusChip } from './drive-status-chip';

type Amendment = DriveDetail['amendments'][number];

/** Corrections proposed to an approved drive; reviewers approve (apply) or reject waiting ones. */
export function Amendments({ detail }: { detail: DriveDetail }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {[...detail.amendments].reverse().map((a) => (
        <AmendmentItem key={a.id} amendment={a} detail={detail} />
      ))}
    </Stack>
  );
}

function AmendmentItem({ amendment, detail }: { amendment: Amendment; detail: DriveDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { drive } = detail;
  const review = useReviewAmendment(drive.id);
  const client = useQueryClient();
  const waiting = amendment.status === 'submitted';
  const current = drive as unknown as Record<string, unknown>;
  const decide = (decision: 'approve' | 'reject') =>
    review.mutate(
      { amendmentId: amendment.id, decision },
      {
        onError: (e) =>
          e instanceof ApiError &&
          e.status === 409 &&
          void client.invalidateQueries({ queryKey: driveKeys.detail(drive.id) }),
      },
    );
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('driveLogs.amendments.proposedBy', {
            name: amendment.proposedByName ?? t('driveLogs.history.someone'),
            date: formatDateTime(amendment.createdAt, lang),
          })}
        </Typography>
        <DriveStatusChip status={amendment.status} />
      </Stack>
      <Box component="ul" sx={{ my: 1, paddingInlineStart: 2.5 }}>
        {Object.entries(amendment.changes).map(([field, value]) => {
          const label = t(`driveLogs.fields.${field}`, { defaultValue: field });
          const after = formatTrailValue(t, field, value, drive, lang);
          return (
            <Typography component="li" variant="body2" key={field} sx={{ overflowWrap: 'anywhere' }}>
              {waiting && field in current
                ? t('driveLogs.history.change', {
                    field: label,
                    before: formatTrailValue(t, field, current[field], drive, lang),
                    after,
                  })
                : t('driveLogs.history.set', { field: label, after })}
            </Typography>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('driveLogs.history.reason', { reason: amendment.reason })}
      </Typography>
      {waiting && detail.can.review && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            disabled={review.isPending}
            onClick={() => decide('approve')}
          >
            {t('driveLogs.amendments.approve')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={review.isPending}
            onClick={() => decide('reject')}
          >
            {t('driveLogs.amendments.reject')}
          </Button>
        </Stack>
      )}
      <ErrorAlert error={review.error} describe={driveErrorMessages} sx={{ my: 1 }} />
    </Paper>
  );
}
