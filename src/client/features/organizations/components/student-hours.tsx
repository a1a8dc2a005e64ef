import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StudentTotals } from '../../../../shared/api/drive-logs';
import { formatDuration } from '../../../lib/format';

/** A student's approved time against the requirement, with a small bar, for dashboard tables. */
export function StudentHours({ totals, name }: { totals: StudentTotals | undefined; name: string }) {
  const { t, i18n } = useTranslation();
  if (!totals) return <Typography color="text.secondary">–</Typography>;
  const d = (minutes: number) => formatDuration(t, minutes, i18n.language);
  const required = totals.requiredMinutes;
  const text =
    required === null
      ? d(totals.approvedMinutes)
      : t('driveProgress.card.ofRequired', { done: d(totals.approvedMinutes), required: d(required) });
  const percent = required ? Math.min(100, Math.round((totals.approvedMinutes / required) * 100)) : null;
  return (
    <div>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
      {percent !== null && (
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('driveProgress.table.barLabel', { name })}
          aria-valuetext={text}
          color={percent >= 100 ? 'success' : 'primary'}
          sx={{ height: 6, borderRadius: 3, mt: 0.5, minWidth: 96 }}
        />
      )}
      {totals.pendingMinutes > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('driveProgress.table.pending', { duration: d(totals.pendingMinutes) })}
        </Typography>
      )}
    </div>
  );
}
