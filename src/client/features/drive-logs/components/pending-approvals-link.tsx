import FactCheckIcon from '@mui/icons-material/FactCheck';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePendingDrives } from '../api/drives';

/** How many drives wait for the caller's approval, with the way to /approvals (staff dashboards). */
export function PendingApprovalsLink() {
  const { t } = useTranslation();
  const pending = usePendingDrives();
  const count = pending.data?.length;
  if (count === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h5" component="h2">
            {t('driveProgress.pending.title')}
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {count === 0 ? t('driveProgress.pending.none') : t('driveProgress.pending.count', { count })}
          </Typography>
        </div>
        <Button
          variant={count > 0 ? 'contained' : 'outlined'}
          component={RouterLink}
          to="/approvals"
          startIcon={<FactCheckIcon />}
          sx={{ flexShrink: 0 }}
        >
          {t('driveProgress.pending.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
