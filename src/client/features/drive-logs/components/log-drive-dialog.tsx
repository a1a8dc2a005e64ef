import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROAD_TYPES, TRAFFIC, WEATHER, type DriveWarning } from '../../../../shared/api/drive-logs';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api';
import { driveKeys } from '../api/drives';
import { useSupervisors } from '../api/supervisors';
import { submitDrive } from '../offline/submit-drive';
import { ChoiceChips } from '../../../components/choice-chips';
import { driveErrorMessages } from './drive-errors';
import { viewerTimeZone } from '../../../lib/format';
import {
  defaultSupervisor,
  emptyValues,
  endsNextDay,
  localToday,
  newDriveId,
  SERVER_FIELDS,
  toDriveBody,
  validateDrive,
  type FieldErrors,
  type LogDriveValues,
} from './log-drive-form';
import { SupervisorFields } from './supervisor-fields';
import { SkillPicker } from './skill-picker';

export interface LogDriveOutcome {
  /** `queued`: kept on this device until the server can be reached. */
  status: 'saved' | 'queued';
  warnings: DriveWarning[];
  /** The drive's client-generated id (a lesson links it once saved). */
  driveId: string;
}

interface Props {
  studentId: string;
  open: boolean;
  onClose: () => void;
  onSaved?: (outcome: LogDriveOutcome) => void;
  /** Start values, e.g. from a completed lesson (its times, place and the teacher as supervisor). */
  initial?: Partial<LogDriveValues>;
}

/** "Log past drive" (docs/product/drive-logs.md manual logging): a drive entered afterwards, flagged as manual. */
export function LogDriveDialog({ studentId, open, onClose, onSaved, initial }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('driveProgress.log.title')}</DialogTitle>
      {/* The dialog unmounts its content when closed, so every opening starts a new drive with a new id. */}
      <LogDriveForm studentId={studentId} onClose={onClose} onSaved={onSaved} initial={initial} />
    </Dialog>
  );
}

function LogDriveForm({ studentId, onClose, onSaved, initial }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const client = useQueryClient();
  const [timeZone] = useState(viewerTimeZone);
  const [driveId] = useState(newDriveId);
  const [values, setValues] = useState<LogDriveValues>(() => ({ ...emptyValues(localToday(timeZone)), ...initial }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const supervisors = useSupervisors(studentId);
  const supervisor = values.supervisor || defaultSupervisor(user?.uid, supervisors.data);
  const current = { ...values, supervisor };
  const today = localToday(timeZone);

  const change = (patch: Partial<LogDriveValues>) => {
    setValues((v) => ({ ...v, supervisor, ...patch }));
    // A corrected field loses its message; the others keep theirs until the next attempt.
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(
          ([k]) =>
            !(k in patch) && !(k === 'endTime' && 'startTime' in patch) && !(k === 'startTime' && 'endTime' in patch),
        ),
      ),
    );
  };

  const messageOf = (rule: string | undefined) => {
    if (!rule) return undefined;
    if (rule === 'required') return t('forms.required');
    if (rule === 'invalid') return t('forms.invalid.generic');
    return t(`driveLogs.rules.${rule}`, { defaultValue: t('forms.invalid.generic') });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setServerError(null);
    const found = validateDrive(current, timeZone);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusField(Object.keys(found)[0]!);
      return;
    }
    setSubmitting(true);
    try {
      const saved = await submitDrive(toDriveBody(current, { id: driveId, studentId }, timeZone), {
        ownerUid: user?.uid ?? null,
      });
      await client.invalidateQueries({ queryKey: driveKeys.all });
      onSaved?.({ status: saved.status, warnings: saved.status === 'saved' ? saved.result.warnings : [], driveId });
      onClose();
    } catch (err) {
      setServerError(err);
      if (err instanceof ApiError && err.fields) {
        const marked: FieldErrors = {};
        for (const [field, rule] of Object.entries(err.fields)) {
          const input = SERVER_FIELDS[field];
          if (input) marked[input] = rule;
        }
        setErrors(marked);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: 'date' | 'startTime' | 'endTime' | 'odometerStart' | 'odometerEnd') => ({
    id: `log-drive-${name}`,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ [name]: e.target.value }),
    error: Boolean(errors[name]),
    helperText: messageOf(errors[name]),
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {t('driveProgress.log.intro', { zone: timeZone })}
          </Typography>
          <TextField
            {...field('date')}
            type="date"
            label={t('driveProgress.log.date')}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              {...field('startTime')}
              type="time"
              label={t('driveLogs.fields.startedAt')}
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            />
            <TextField
              {...field('endTime')}
              type="time"
              label={t('driveLogs.fields.endedAt')}
              required
              fullWidth
              helperText={
                messageOf(errors.endTime) ?? (endsNextDay(values) ? t('driveProgress.log.nextDay') : undefined)
              }
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            />
          </Stack>
          {supervisors.error && <ErrorAlert error={supervisors.error} />}
          <SupervisorFields
            values={current}
            onChange={change}
            options={supervisors.data}
            callerId={user?.uid}
            errors={errors}
            messageOf={messageOf}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('driveProgress.log.startPlace')}
              value={values.startLabel}
              onChange={(e) => change({ startLabel: e.target.value })}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label={t('driveProgress.log.endPlace')}
              value={values.endLabel}
              onChange={(e) => change({ endLabel: e.target.value })}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('odometerStart')}
              type="number"
              label={t('driveProgress.log.odometerStart')}
              fullWidth
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            />
            <TextField
              {...field('odometerEnd')}
              type="number"
              label={t('driveProgress.log.odometerEnd')}
              fullWidth
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            />
          </Stack>
          <ChoiceChips
            legend={t('driveProgress.log.weather')}
            options={WEATHER}
            value={values.weather}
            onChange={(weather) => change({ weather })}
            labelOf={(w) => t(`driveLogs.weather.${w}`)}
          />
          <ChoiceChips
            legend={t('driveProgress.log.roadTypes')}
            options={ROAD_TYPES}
            value={values.roadTypes}
            onChange={(roadTypes) => change({ roadTypes })}
            labelOf={(r) => t(`driveLogs.roadTypes.${r}`)}
          />
          <ChoiceChips
            legend={t('driveProgress.log.traffic')}
            options={TRAFFIC}
            value={values.traffic ? [values.traffic] : []}
            onChange={([traffic]) => change({ traffic: traffic ?? '' })}
            labelOf={(v) => t(`driveLogs.traffic.${v}`)}
            single
          />
          <SkillPicker value={values.skills ?? []} onChange={(skills) => change({ skills })} />
          <TextField
            label={t('driveProgress.log.notes')}
            value={values.notes}
            onChange={(e) => change({ notes: e.target.value })}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {Object.keys(errors).length > 0 && !serverError && (
            <Alert severity="error">{t('driveProgress.log.fixErrors')}</Alert>
          )}
          <ErrorAlert error={serverError} describe={driveErrorMessages} sx={{ my: 1 }} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitting ? t('driveProgress.log.saving') : t('driveProgress.log.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Moves focus to the first refused input so keyboard and screen-reader users land on it. */
function focusField(name: string) {
  const el = document.getElementById(`log-drive-${name}`);
  el?.focus();
}
