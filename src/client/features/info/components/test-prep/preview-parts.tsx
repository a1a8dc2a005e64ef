import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateRequirement } from '../../../../../shared/api/requirements';

/** Used when no state is chosen, or the chosen state sets no minimum: a common requirement. */
const TYPICAL = { total: 50, night: 10 };

/** The requirement a preview measures against, and the (invented) progress of an example student. */
export function exampleProgress(rule: StateRequirement | undefined) {
  const total = rule?.supervisedHours ?? TYPICAL.total;
  const night = rule?.nightHours ?? (rule ? null : TYPICAL.night);
  return {
    total,
    night,
    doneTotal: Math.round(total * 0.64 * 2) / 2,
    doneNight: night === null ? null : Math.round(night * 0.5 * 2) / 2,
    typical: !rule || rule.supervisedHours === null,
  };
}

/** A frame that says clearly, in text and to screen readers, that what it shows is an example. */
export function ExampleFrame({ labelId, title, children }: { labelId: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={labelId}
      data-testid="tool-preview"
      sx={{ m: 0, p: { xs: 2, sm: 3 }, bgcolor: 'grey.50', borderStyle: 'dashed', borderWidth: 2 }}
    >
      <Box
        component="figcaption"
        id={labelId}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
      >
        <Chip size="small" color="secondary" label={t('testPrep.preview.example')} />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      {children}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
        {t('testPrep.preview.disclaimer')}
      </Typography>
    </Paper>
  );
}

/** A labelled progress bar whose text states the numbers (the bar itself is the same value). */
export function ProgressLine({ label, done, goal }: { label: string; done: number; goal: number }) {
  const { t } = useTranslation();
  const percent = goal > 0 ? Math.min(100, Math.round((done / goal) * 100)) : 100;
  const text = t('testPrep.preview.progress', { done, goal, percent });
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        aria-valuetext={text}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}
