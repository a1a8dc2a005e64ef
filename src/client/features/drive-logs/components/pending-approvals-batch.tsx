import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Drive } from '../../../../shared/api/drive-logs';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePendingDrives, useReviewDrives } from '../api/drives';
import { BatchRejectDialog } from './batch-reject-dialog';
import { driveErrorMessages } from './drive-errors';
import { formatDuration } from '../../../lib/format';
import { PendingDriveItem } from './pending-drive-item';

type SkipReason = 'not-found' | 'not-pending' | 'forbidden';
interface Summary {
  decision: 'approve' | 'reject';
  reviewed: number;
  skipped: { reason: SkipReason; count: number }[];
}

interface Group {
  studentId: string;
  studentName: string;
  drives: Drive[];
}

/**
 * docs/product/drive-logs.md batch approval: the drives waiting for the caller (a linked parent or the school's
 * staff), grouped by student, approved or rejected many at once. Used by /approvals (student
 * headings h2) and the instructor dashboard (h3, under its own section heading).
 */
export function PendingApprovalsBatch({ groupHeading = 'h2' }: { groupHeading?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const pending = usePendingDrives();
  const review = useReviewDrives();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [summary, setSummary] = useState<Summary | null>(null);

  const drives = useMemo(() => pending.data ?? [], [pending.data]);
  const groups = useMemo(() => groupByStudent(drives), [drives]);
  // Drives decided meanwhile (here or elsewhere) leave the selection with the list.
  const selected = drives.filter((d) => picked.has(d.id)).map((d) => d.id);
  const allIds = drives.map((d) => d.id);

  const setMany = (ids: string[], on: boolean) => {
    setPicked((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  const decide = (decision: 'approve' | 'reject', reason?: string) => {
    setSummary(null);
    review.mutate(
      { driveIds: selected, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: (result) => {
          const counts = new Map<SkipReason, number>();
          for (const s of result.skipped)
            counts.set(s.reason as SkipReason, (counts.get(s.reason as SkipReason) ?? 0) + 1);
          setSummary({
            decision,
            reviewed: result.reviewed.length,
            skipped: [...counts].map(([r, count]) => ({ reason: r, count })),
          });
          setPicked(new Set());
          setRejecting(false);
        },
        onSettled: () => void pending.refetch(),
      },
    );
  };

  return (
    <>
      <div role="status" aria-live="polite">
        {summary && <SummaryAlert summary={summary} onClose={() => setSummary(null)} />}
      </div>
      <ErrorAlert error={review.error} describe={driveErrorMessages} sx={{ my: 1 }} />

      {pending.isPending ? (
        <Loading />
      ) : pending.error ? (
        <ErrorAlert error={pending.error} />
      ) : drives.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('driveProgress.approvals.empty')}</Typography>
        </Paper>
      ) : (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              useFlexGap
              sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={selected.length === allIds.length}
                    indeterminate={selected.length > 0 && selected.length < allIds.length}
                    onChange={(e) => setMany(allIds, e.target.checked)}
                  />
                }
                label={t('driveProgress.approvals.selectAll', { count: allIds.length })}
                sx={{ mr: 'auto' }}
              />
              <Button
                variant="contained"
                color="success"
                disabled={selected.length === 0 || review.isPending}
                onClick={() => decide('approve')}
              >
                {selected.length
                  ? t('driveProgress.approvals.approveSelected', { count: selected.length })
                  : t('driveProgress.approvals.approveNone')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={selected.length === 0 || review.isPending}
                onClick={() => setRejecting(true)}
              >
                {selected.length
                  ? t('driveProgress.approvals.rejectSelected', { count: selected.length })
                  : t('driveProgress.approvals.rejectNone')}
              </Button>
            </Stack>
          </Paper>
          {groups.map((group) => (
            <StudentGroup key={group.studentId} group={group} picked={picked} onSet={setMany} heading={groupHeading} />
          ))}
        </Stack>
      )}
      {rejecting && (
        <BatchRejectDialog
          count={selected.length}
          pending={review.isPending}
          onReject={(reason) => decide('reject', reason)}
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}

function StudentGroup({
  group,
  picked,
  onSet,
  heading,
}: {
  group: Group;
  picked: ReadonlySet<string>;
  onSet: (ids: string[], on: boolean) => void;
  heading: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation();
  const ids = group.drives.map((d) => d.id);
  const count = ids.filter((id) => picked.has(id)).length;
  const minutes = group.drives.reduce((sum, d) => sum + d.durationMinutes, 0);
  const headingId = `approvals-${group.studentId}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Box>
          <Typography variant={heading === 'h2' ? 'h5' : 'h6'} component={heading} id={headingId}>
            {group.studentName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('driveProgress.approvals.groupTotal', {
              count: ids.length,
              duration: formatDuration(t, minutes, i18n.language),
            })}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={count === ids.length}
              indeterminate={count > 0 && count < ids.length}
              onChange={(e) => onSet(ids, e.target.checked)}
            />
          }
          label={t('driveProgress.approvals.selectStudent', { name: group.studentName })}
        />
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.drives.map((drive) => (
          <PendingDriveItem
            key={drive.id}
            drive={drive}
            selected={picked.has(drive.id)}
            onToggle={() => onSet([drive.id], !picked.has(drive.id))}
          />
        ))}
      </Box>
    </Paper>
  );
}

function SummaryAlert({ summary, onClose }: { summary: Summary; onClose: () => void }) {
  const { t } = useTranslation();
  const done = t(
    summary.decision === 'approve' ? 'driveProgress.approvals.approvedCount' : 'driveProgress.approvals.rejectedCount',
    { count: summary.reviewed },
  );
  return (
    <Alert severity={summary.skipped.length ? 'warning' : 'success'} onClose={onClose} sx={{ mb: 2 }}>
      {done}
      {summary.skipped.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {summary.skipped.map((s) => (
            <li key={s.reason}>{t(`driveProgress.approvals.skipped.${s.reason}`, { count: s.count })}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

function groupByStudent(drives: Drive[]): Group[] {
  const groups = new Map<string, Group>();
  for (const d of drives) {
    const g = groups.get(d.studentId) ?? { studentId: d.studentId, studentName: d.studentName, drives: [] };
    g.drives.push(d);
    groups.set(d.studentId, g);
  }
  return [...groups.values()].sort((a, b) => a.studentName.localeCompare(b.studentName));
}
