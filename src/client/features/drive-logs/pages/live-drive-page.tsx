import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { SessionUser } from '../../../../shared/api/me';
import type { Role } from '../../../../shared/roles';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { errorCodeOf } from '../../../lib/api';
import { useStudentOverview } from '../../../api/student-overview';
import { driveKeys } from '../api/drives';
import { useSupervisors } from '../api/supervisors';
import { driveErrorMessages } from '../components/drive-errors';
import { formatDuration, viewerTimeZone } from '../../../lib/format';
import { ConfirmDiscardDialog } from '../live/confirm-discard-dialog';
import { DriveDetailsForm } from '../live/drive-details-form';
import { DrivingPanel } from '../live/driving-panel';
import {
  buildDriveBody,
  clearLiveDrive,
  emptyDetails,
  loadLiveDrive,
  newDriveId,
  newLiveDrive,
  saveLiveDrive,
  type DriveDetails,
  type LiveDrive,
} from '../live/live-session';
import {
  OTHER,
  resolveChoice,
  supervisorOptions,
  SupervisorPicker,
  type SupervisorChoice,
  type SupervisorProblem,
} from '../live/supervisor-picker';
import { checkLength, driveMinutes } from '../live/timer';
import { addFix, type Fix } from '../live/track';
import { useGpsTrack } from '../live/use-gps-track';
import { useLiveClock } from '../live/use-live-clock';
import { useWakeLock } from '../live/use-wake-lock';
import { submitDrive, type SubmitDriveResult } from '../offline/submit-drive';
import { useQueuedDrives } from '../offline/use-queued-drives';

const GPS_CONSENT_KEY = 'roadlog.liveDrive.gpsConsent';

function readGpsConsent(): boolean {
  try {
    return localStorage.getItem(GPS_CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

function writeGpsConsent(value: boolean): void {
  try {
    localStorage.setItem(GPS_CONSENT_KEY, value ? 'yes' : 'no');
  } catch {
    // Only a convenience for next time.
  }
}

/** Where "Back to the dashboard" leads for each role (the routes of src/shared/access.ts). */
function dashboardPath(role: Role | null, studentId: string): string {
  if (role === 'student') return '/user';
  if (role === 'org-admin') return '/dashboard';
  return `/student/${encodeURIComponent(studentId)}`;
}

/** /live-drive/{studentId}: record a drive as it happens (docs/product/drive-logs.md, live logging). */
export default function LiveDrivePage() {
  const { t } = useTranslation();
  usePageMeta(t('liveDrive.title'), t('liveDrive.metaDescription'));
  const { studentId = '' } = useParams();
  const { user } = useAuth();
  if (!user) return <Loading />;
  return <LiveDrive key={`${user.uid}:${studentId}`} user={user} studentId={studentId} />;
}

function LiveDrive({ user, studentId }: { user: SessionUser; studentId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const uid = user.uid;
  const overview = useStudentOverview(studentId);
  const supervisors = useSupervisors(studentId, user.role === 'student');
  const options = useMemo(
    () => supervisorOptions({ uid, role: user.role, name: user.name }, supervisors.data),
    [uid, user.role, user.name, supervisors.data],
  );

  const [stored, setStored] = useState<LiveDrive | null>(() => loadLiveDrive(localStorage, uid, studentId));
  const [drive, setDrive] = useState<LiveDrive | null>(null);
  const [choice, setChoice] = useState<SupervisorChoice>({ key: '', otherName: '', otherLicense: '' });
  const [problems, setProblems] = useState<SupervisorProblem[]>([]);
  const [gpsWanted, setGpsWanted] = useState(readGpsConsent);
  const [details, setDetails] = useState<DriveDetails>(emptyDetails);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [result, setResult] = useState<SubmitDriveResult | null>(null);
  const [submittedId, setSubmittedId] = useState('');
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);

  const driving = drive !== null && drive.endedAt === null;
  // Ticks while driving, and while the resume card counts the drive found on this device.
  const now = useLiveClock(driving ? drive.startedAt : stored && !drive ? stored.startedAt : null);
  const wakeLock = useWakeLock(driving);
  const onFix = useCallback((fix: Fix) => {
    setDrive((d) => {
      if (!d || d.endedAt !== null) return d;
      const track = addFix(d.track, fix);
      return track === d.track ? d : { ...d, track: [...track] };
    });
  }, []);
  const gps = useGpsTrack(driving && drive.gps, drive?.id ?? '', onFix);

  // Every change (start, each kept GPS point — at most one per 5 s —, stop) is saved at once, so
  // a reload or a crash resumes the drive.
  useEffect(() => {
    if (!drive) return;
    const ok = saveLiveDrive(localStorage, drive);
    // Reported after the effect, like any answer from outside React.
    const report = window.setTimeout(() => setSaveFailed(!ok), 0);
    return () => window.clearTimeout(report);
  }, [drive]);

  const studentName = overview.data?.student.firstName ?? overview.data?.student.name ?? '';
  const ownDrive = user.role === 'student';
  const hiddenStudent = overview.error && ['not-found', 'forbidden'].includes(errorCodeOf(overview.error));
  const selectedKey = choice.key || options[0]?.key || OTHER;

  const start = () => {
    const resolved = resolveChoice({ ...choice, key: selectedKey }, options);
    if ('problems' in resolved) {
      setProblems(resolved.problems);
      return;
    }
    setProblems([]);
    writeGpsConsent(gpsWanted);
    setResult(null);
    setSubmitError(null);
    setDetails(emptyDetails());
    setDrive(
      newLiveDrive({
        id: newDriveId(),
        studentId,
        ownerUid: uid,
        startedAt: Date.now(),
        timeZone: viewerTimeZone(),
        supervisor: resolved.input,
        supervisorName: resolved.name,
        gps: gpsWanted,
      }),
    );
  };

  const stop = () => setDrive((d) => (d ? { ...d, endedAt: Math.max(Date.now(), d.startedAt) } : d));
  const continueDriving = () => {
    setSubmitError(null);
    setDrive((d) => (d ? { ...d, endedAt: null } : d));
  };
  const resume = () => {
    setDrive(stored);
    setStored(null);
  };
  const discard = () => {
    clearLiveDrive(localStorage, uid, studentId);
    setDrive(null);
    setStored(null);
    setConfirmDiscard(false);
    setSubmitError(null);
    setDetails(emptyDetails());
  };

  const save = async () => {
    if (!drive) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const outcome = await submitDrive(buildDriveBody(drive, details), { ownerUid: uid });
      clearLiveDrive(localStorage, uid, studentId);
      setSubmittedId(drive.id);
      setDrive(null);
      setResult(outcome);
      if (outcome.status === 'saved') void queryClient.invalidateQueries({ queryKey: driveKeys.all });
    } catch (error) {
      setSubmitError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const timeFormat = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });

  let body: ReactNode;
  if (hiddenStudent) {
    body = <ErrorAlert error={overview.error} />;
  } else if (result) {
    body = (
      <DoneView
        result={result}
        driveId={submittedId}
        dashboard={dashboardPath(user.role, studentId)}
        onAnother={() => setResult(null)}
      />
    );
  } else if (stored && !drive) {
    const minutes = driveMinutes(stored.startedAt, stored.endedAt ?? now);
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h2" gutterBottom>
          {t('liveDrive.resume.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {t(stored.endedAt === null ? 'liveDrive.resume.running' : 'liveDrive.resume.stopped', {
            time: timeFormat.format(stored.startedAt),
            duration: formatDuration(t, minutes, i18n.language),
            supervisor: stored.supervisorName || t(`driveLogs.supervisorTypes.${stored.supervisor.type}`),
          })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" onClick={resume}>
            {t('liveDrive.resume.resume')}
          </Button>
          <Button color="error" onClick={() => setConfirmDiscard(true)}>
            {t('liveDrive.discard')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (drive && drive.endedAt === null) {
    body = (
      <DrivingPanel
        drive={drive}
        now={now}
        gps={gps}
        wakeLock={wakeLock}
        onStop={stop}
        onDiscard={() => setConfirmDiscard(true)}
      />
    );
  } else if (drive && drive.endedAt !== null) {
    const length = checkLength(drive.startedAt, drive.endedAt);
    const minutes = driveMinutes(drive.startedAt, drive.endedAt);
    const duration = formatDuration(t, minutes, i18n.language);
    body =
      length !== 'ok' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t(length === 'too-short' ? 'liveDrive.short.title' : 'liveDrive.long.title')}
          </Typography>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t(length === 'too-short' ? 'liveDrive.short.body' : 'liveDrive.long.body', { duration })}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {length === 'too-short' && (
              <Button variant="contained" size="large" onClick={continueDriving}>
                {t('liveDrive.continue')}
              </Button>
            )}
            <Button
              variant={length === 'too-short' ? 'text' : 'contained'}
              color="error"
              onClick={() => setConfirmDiscard(true)}
            >
              {t('liveDrive.discard')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 } }}
          component="section"
          aria-labelledby="drive-details-heading"
        >
          <Typography id="drive-details-heading" variant="h5" component="h2" gutterBottom>
            {t('liveDrive.details.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('liveDrive.details.summary', {
              start: timeFormat.format(drive.startedAt),
              end: timeFormat.format(drive.endedAt),
              duration,
            })}
          </Typography>
          <DriveDetailsForm value={details} onChange={setDetails} disabled={submitting} />
          <ErrorAlert error={submitError} describe={driveErrorMessages} sx={{ my: 1 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button variant="contained" size="large" onClick={() => void save()} disabled={submitting}>
              {submitting ? t('liveDrive.details.saving') : t('liveDrive.details.save')}
            </Button>
            <Button onClick={continueDriving} disabled={submitting}>
              {t('liveDrive.continue')}
            </Button>
            <Button color="error" onClick={() => setConfirmDiscard(true)} disabled={submitting}>
              {t('liveDrive.discard')}
            </Button>
          </Stack>
        </Paper>
      );
  } else {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="before-start-heading">
        <Typography id="before-start-heading" variant="h5" component="h2" gutterBottom>
          {t('liveDrive.setup.title')}
        </Typography>
        <Stack spacing={3}>
          {user.role === 'student' && supervisors.isLoading ? (
            <Loading />
          ) : (
            <SupervisorPicker
              options={options}
              value={{ ...choice, key: selectedKey }}
              onChange={setChoice}
              problems={problems}
            />
          )}
          <Box>
            <FormControlLabel
              control={<Checkbox checked={gpsWanted} onChange={(e) => setGpsWanted(e.target.checked)} />}
              label={t('liveDrive.setup.gps')}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ps: { xs: 0, sm: 4 } }}>
              {t('liveDrive.setup.gpsWhy')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('liveDrive.setup.screenWhy')}
          </Typography>
          <Box>
            <Button
              variant="contained"
              size="large"
              onClick={start}
              sx={{ minWidth: { xs: '100%', sm: 240 }, py: 1.5 }}
            >
              {t('liveDrive.start')}
            </Button>
          </Box>
        </Stack>
      </Paper>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('liveDrive.title')}
      </Typography>
      {!ownDrive && studentName && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('liveDrive.forStudent', { name: studentName })}
        </Typography>
      )}
      {!result && !hiddenStudent && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('liveDrive.safety')}
        </Alert>
      )}
      {saveFailed && drive && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('liveDrive.saveFailed')}
        </Alert>
      )}
      {body}
      <ConfirmDiscardDialog open={confirmDiscard} onCancel={() => setConfirmDiscard(false)} onConfirm={discard} />
    </Container>
  );
}

/** After saving: saved, or kept on the device — and then sent, or refused, as the queue reports. */
function DoneView({
  result,
  driveId,
  dashboard,
  onAnother,
}: {
  result: SubmitDriveResult;
  driveId: string;
  dashboard: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const queue = useQueuedDrives();
  const queued =
    result.status === 'queued'
      ? queue.waiting.some((i) => i.id === driveId)
        ? 'waiting'
        : queue.failed.some((i) => i.id === driveId)
          ? 'refused'
          : 'sent'
      : null;
  const title =
    result.status === 'saved'
      ? t('liveDrive.done.savedTitle')
      : t(`liveDrive.done.${queued === 'sent' ? 'sentTitle' : queued === 'refused' ? 'refusedTitle' : 'queuedTitle'}`);
  const message =
    result.status === 'saved'
      ? t('liveDrive.done.saved')
      : t(`liveDrive.done.${queued === 'waiting' ? 'queued' : queued}`);
  const severity = result.status === 'saved' || queued === 'sent' ? 'success' : queued === 'refused' ? 'error' : 'info';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Alert severity={severity} role="status" sx={{ mb: 2 }}>
        {message}
      </Alert>
      {result.status === 'saved' &&
        result.result.warnings.map((w) => (
          <Alert key={w.code} severity="warning" sx={{ mb: 2 }}>
            {t(`liveDrive.done.${w.code}`, { limit: w.limitMinutes, total: w.totalMinutes })}
          </Alert>
        ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(result.status === 'saved' || queued === 'sent') && (
          <Button variant="contained" component={RouterLink} to={`/drivelogs/${encodeURIComponent(driveId)}`}>
            {t('liveDrive.done.view')}
          </Button>
        )}
        <Button
          variant={result.status === 'saved' || queued === 'sent' ? 'outlined' : 'contained'}
          component={RouterLink}
          to={dashboard}
        >
          {t('liveDrive.done.dashboard')}
        </Button>
        <Button onClick={onAnother}>{t('liveDrive.done.another')}</Button>
      </Stack>
    </Paper>
  );
}
