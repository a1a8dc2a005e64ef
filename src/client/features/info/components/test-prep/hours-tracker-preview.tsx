import DarkMode from '@mui/icons-material/DarkMode';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateRequirement } from '../../../../../shared/api/requirements';
import { ExampleFrame, exampleProgress, ProgressLine } from './preview-parts';

/** Invented drives of an example student: days ago, minutes, night minutes, conditions, approved. */
const EXAMPLE_DRIVES = [
  { daysAgo: 1, minutes: 45, night: 30, condition: 'night', approved: false },
  { daysAgo: 3, minutes: 60, night: 0, condition: 'highway', approved: true },
  { daysAgo: 6, minutes: 35, night: 0, condition: 'rain', approved: true },
  { daysAgo: 9, minutes: 50, night: 15, condition: 'residential', approved: true },
] as const;

/** A static illustration of the hours tracker, measured against the chosen state's rules. */
export function HoursTrackerPreview({ rule }: { rule: StateRequirement | undefined }) {
  const { t, i18n } = useTranslation();
  const progress = exampleProgress(rule);
  // The example drives are dated relative to the first render, so they always look recent.
  const [today] = useState(() => Date.now());
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <Box component="section" aria-labelledby="tool-preview-heading" sx={{ mb: 5 }}>
      <Typography id="tool-preview-heading" variant="h5" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('testPrep.preview.trackerTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {progress.typical
          ? t('testPrep.preview.typicalIntro', { hours: progress.total })
          : t('testPrep.preview.stateIntro', { state: rule?.name ?? '' })}
      </Typography>
      <ExampleFrame labelId="tracker-preview-caption" title={t('testPrep.preview.trackerCaption')}>
        <ProgressLine label={t('testPrep.preview.totalHours')} done={progress.doneTotal} goal={progress.total} />
        {progress.night !== null && progress.doneNight !== null ? (
          <ProgressLine label={t('testPrep.preview.nightHours')} done={progress.doneNight} goal={progress.night} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('testPrep.preview.noNight')}
          </Typography>
        )}
        <Typography variant="subtitle2" component="p" sx={{ mt: 3 }}>
          {t('testPrep.preview.recentDrives')}
        </Typography>
        <List dense disablePadding>
          {EXAMPLE_DRIVES.map((drive) => {
            const date = new Date(today - drive.daysAgo * 86_400_000);
            return (
              <ListItem key={drive.daysAgo} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <ListItemText
                  primary={t(`testPrep.preview.conditions.${drive.condition}`)}
                  secondary={
                    <>
                      {dateFormat.format(date)} · {t('testPrep.preview.minutes', { minutes: drive.minutes })}
                      {drive.night > 0 && (
                        <>
                          {' · '}
                          <DarkMode aria-hidden="true" sx={{ fontSize: 14, verticalAlign: 'middle' }} />{' '}
                          {t('testPrep.preview.nightMinutes', { minutes: drive.night })}
                        </>
                      )}
                    </>
                  }
                  sx={{ minWidth: 0 }}
                />
                <Chip
                  size="small"
                  sx={
                    drive.approved
                      ? { bgcolor: 'success.dark', color: 'common.white' }
                      : { bgcolor: 'warning.light', color: 'text.primary' }
                  }
                  label={drive.approved ? t('testPrep.preview.approved') : t('testPrep.preview.pending')}
                />
              </ListItem>
            );
          })}
        </List>
      </ExampleFrame>
    </Box>
  );
}
