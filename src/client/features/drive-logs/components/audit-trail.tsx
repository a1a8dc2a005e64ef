import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Drive, DriveDetail } from '../../../../shared/api/drive-logs';
import { formatDateTime, formatDuration } from '../../../lib/format';

type HistoryEntry = DriveDetail['history'][number];
type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/** Fields whose change the trail spells out, in this order; others are named only. */
const SHOWN = [
  'startedAt',
  'endedAt',
  'durationMinutes',
  'nightMinutes',
  'timeZone',
  'notes',
  'weather',
  'roadTypes',
  'traffic',
  'odometerStart',
  'odometerEnd',
  'skills',
] as const;

export interface TrailChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/** What an audit entry changed: before → after where the entry records both. */
export function changesOf(entry: Pick<HistoryEntry, 'action' | 'before' | 'after'>): {
  changes: TrailChange[];
  reason: string | null;
  wholeLog: boolean;
} {
  const before = obj(entry.before);
  const after = obj(entry.after);
  const reason = typeof after.reason === 'string' && after.reason ? after.reason : null;
  let changes: TrailChange[] = [];
  switch (entry.action) {
    case 'create':
      changes = ['startedAt', 'endedAt', 'nightMinutes']
        .filter((f) => f in after)
        .map((f) => ({ field: f, after: after[f] }));
      break;
    case 'correct-night':
      changes = [{ field: 'nightMinutes', before: before.nightMinutes, after: after.nightMinutes }];
      break;
    case 'amend-propose':
    case 'amend-approve': {
      const proposed = obj(after.changes);
      changes = SHOWN.filter((f) => f in proposed).map((f) => ({
        field: f,
        ...(f in before ? { before: before[f] } : {}),
        after: proposed[f],
      }));
      const named = Object.keys(proposed).filter((f) => !(SHOWN as readonly string[]).includes(f));
      changes.push(...named.map((f) => ({ field: f })));
      break;
    }
  }
  return { changes, reason, wholeLog: after.wholeLog === true };
}

/** A recorded value in words: times in the drive's zone, minutes as durations, enums translated. */
export function formatTrailValue(
  t: TFunction,
  field: string,
  value: unknown,
  drive: Pick<Drive, 'timeZone'>,
  lang: string,
): string {
  if (value === null || value === undefined || value === '') return t('driveLogs.history.empty');
  if ((field === 'startedAt' || field === 'endedAt') && typeof value === 'string')
    return formatDateTime(value, lang, drive.timeZone);
  if ((field === 'nightMinutes' || field === 'durationMinutes') && typeof value === 'number')
    return formatDuration(t, value, lang);
  if (field === 'weather' && Array.isArray(value))
    return value.map((v) => t(`driveLogs.weather.${String(v)}`)).join(', ') || t('driveLogs.history.empty');
  if (field === 'roadTypes' && Array.isArray(value))
    return value.map((v) => t(`driveLogs.roadTypes.${String(v)}`)).join(', ') || t('driveLogs.history.empty');
  if (field === 'traffic' && typeof value === 'string') return t(`driveLogs.traffic.${value}`);
  if (typeof value === 'number') return new Intl.NumberFormat(lang).format(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The drive's audit trail as a timeline, oldest first: who, when (viewer's zone), what. */
export function AuditTrail({ history, drive }: { history: DriveDetail['history']; drive: Drive }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (history.length === 0) return <Typography color="text.secondary">{t('driveLogs.history.none')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((entry, i) => {
        const { changes, reason, wholeLog } = changesOf(entry);
        const last = i === history.length - 1;
        return (
          <Box component="li" key={entry.id} sx={{ display: 'flex', gap: 1.5 }}>
            <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
              <Box
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: dotColor(entry.action), flexShrink: 0 }}
              />
              {!last && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t(`driveLogs.history.actions.${entry.action}`, { defaultValue: entry.action })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('driveLogs.history.byAt', {
                  name: entry.actorName ?? t('driveLogs.history.someone'),
                  date: formatDateTime(entry.at, lang),
                })}
              </Typography>
              {changes.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5 }}>
                  {changes.map((c) => (
                    <Typography component="li" variant="body2" key={c.field} sx={{ overflowWrap: 'anywhere' }}>
                      {describeChange(t, c, drive, lang)}
                    </Typography>
                  ))}
                </Box>
              )}
              {wholeLog && <Typography variant="body2">{t('driveLogs.history.wholeLog')}</Typography>}
              {reason && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('driveLogs.history.reason', { reason })}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function describeChange(t: TFunction, c: TrailChange, drive: Drive, lang: string): string {
  const field = t(`driveLogs.fields.${c.field}`, { defaultValue: c.field });
  if (!('after' in c)) return t('driveLogs.history.changed', { field });
  const after = formatTrailValue(t, c.field, c.after, drive, lang);
  if (!('before' in c)) return t('driveLogs.history.set', { field, after });
  return t('driveLogs.history.change', { field, before: formatTrailValue(t, c.field, c.before, drive, lang), after });
}

function dotColor(action: string): string {
  if (action === 'approve' || action === 'amend-approve' || action === 'restore') return 'success.main';
  if (action === 'reject' || action === 'amend-reject') return 'error.main';
  if (action === 'archive') return 'grey.500';
  return 'primary.main';
}
