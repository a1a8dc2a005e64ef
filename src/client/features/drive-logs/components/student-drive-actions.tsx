import AddIcon from '@mui/icons-material/Add';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canLogDriveFor, canReviewDrivesOf, type StudentRef } from '../../../../shared/access';
import { useAuth } from '../../../lib/auth-context';
import { LogDriveDialog, type LogDriveOutcome } from './log-drive-dialog';
import { formatDuration } from '../../../lib/format';

/**
 * The drive buttons of a student's dashboard: "Start drive" and "Log past drive" for people who
 * may log (the student, a linked parent, the school's staff), "Approvals" for reviewers.
 */
export function StudentDriveActions({ student }: { student: StudentRef }) {
  const { t, i18n } = useTranslation();
  const { actor } = useAuth();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<LogDriveOutcome | null>(null);
  if (!actor) return null;
  const mayLog = canLogDriveFor(actor, student);
  const mayReview = canReviewDrivesOf(actor, student);
  if (!mayLog && !mayReview) return null;
  const id = encodeURIComponent(student.id);
  const warnings = outcome?.warnings ?? [];
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {mayLog && (
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            to={`/live-drive/${id}`}
            startIcon={<DirectionsCarIcon />}
          >
            {t('driveProgress.actions.start')}
          </Button>
        )}
        {mayLog && (
          <Button variant="outlined" size="large" onClick={() => setOpen(true)} startIcon={<AddIcon />}>
            {t('driveProgress.actions.logPast')}
          </Button>
        )}
        {mayReview && (
          <Button variant="outlined" size="large" component={RouterLink} to="/approvals" startIcon={<FactCheckIcon />}>
            {t('driveProgress.actions.approvals')}
          </Button>
        )}
      </Stack>
      {mayLog && (
        <LogDriveDialog studentId={student.id} open={open} onClose={() => setOpen(false)} onSaved={setOutcome} />
      )}
      <Snackbar
        open={Boolean(outcome)}
        autoHideDuration={8000}
        onClose={() => setOutcome(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={warnings.length > 0 ? 'warning' : 'success'}
          variant="filled"
          onClose={() => setOutcome(null)}
          sx={{ width: '100%' }}
        >
          {outcome?.status === 'queued' ? t('driveProgress.log.queued') : t('driveProgress.log.saved')}
          {warnings.map(
            (warning) =>
              ` ${t(`driveProgress.log.warnings.${warning.code}`, {
                limit: formatDuration(t, warning.limitMinutes, i18n.language),
                total: formatDuration(t, warning.totalMinutes, i18n.language),
              })}`,
          )}
        </Alert>
      </Snackbar>
    </>
  );
}
