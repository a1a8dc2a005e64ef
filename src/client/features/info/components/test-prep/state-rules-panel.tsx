import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StateRequirement } from '../../../../../shared/api/requirements';
import { Loading } from '../../../../components/loading';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { parseSource, ruleItems } from './rule-values';

interface StateRulesPanelProps {
  states: StateRequirement[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selected: string;
  onSelect: (code: string) => void;
}

// Filled chips whose text keeps a 4.5:1 contrast (MUI's warning chip puts white on orange: 3.1:1).
const CONFIDENCE_SX = {
  high: { bgcolor: 'success.dark', color: 'common.white' },
  medium: { bgcolor: 'warning.light', color: 'text.primary' },
  low: { bgcolor: 'error.dark', color: 'common.white' },
} as const;

function RuleDetails({ rule }: { rule: StateRequirement }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="state-rules" data-state={rule.code}>
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 2 }}>
        {t('testPrep.rules.stateTitle', { state: rule.name })}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {ruleItems(t, rule).map((item) => (
          <Grid key={item.key} size={{ xs: 12, sm: 6, md: 4 }} data-rule={item.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.125rem' }}>
              {item.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 3 }}>
        <Chip
          size="small"
          sx={CONFIDENCE_SX[rule.confidence]}
          label={t(`testPrep.rules.confidence.${rule.confidence}.label`)}
        />
        <Typography variant="body2" color="text.secondary">
          {t(`testPrep.rules.confidence.${rule.confidence}.body`)}
        </Typography>
      </Box>
      {rule.notes && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            {t('testPrep.rules.notes')}
          </Typography>
          <Typography variant="body2" color="text.secondary" lang="en" dir="ltr" sx={{ textAlign: 'start' }}>
            {rule.notes}
          </Typography>
        </Box>
      )}
      {rule.sources.length > 0 && (
        <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
          <AccordionSummary
            expandIcon={<ExpandMore aria-hidden="true" />}
            id={`sources-${rule.code}`}
            aria-controls={`sources-${rule.code}-list`}
          >
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {t('testPrep.rules.sources', { count: rule.sources.length })}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, overflowWrap: 'anywhere' }}>
              {rule.sources.map((source) => {
                const { url, host, note } = parseSource(source);
                return (
                  <Typography key={source} component="li" variant="body2" sx={{ mb: 0.5 }}>
                    <bdi dir="ltr">
                      {url ? (
                        <Link href={url} target="_blank" rel="noopener noreferrer">
                          {host}
                        </Link>
                      ) : (
                        host
                      )}
                      {note ? <span lang="en"> ({note})</span> : null}
                    </bdi>
                  </Typography>
                );
              })}
            </Box>
          </AccordionDetails>
        </Accordion>
      )}
    </Box>
  );
}

/**
 * The test-prep pages (docs/product/exams.md#test-prep-pages): a state selector (50 states and DC from the requirements data) and
 * that state's learner-permit rules with the data's caveats.
 */
export function StateRulesPanel({ states, loading, failed, onRetry, selected, onSelect }: StateRulesPanelProps) {
  const { t } = useTranslation();
  const rule = states?.find((s) => s.code === selected);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="state-rules-heading"
      sx={{ p: { xs: 2, sm: 3 }, mb: 5 }}
    >
      <Typography id="state-rules-heading" variant="h5" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('testPrep.rules.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('testPrep.rules.intro')}
      </Typography>
      {loading ? (
        <Loading label={t('testPrep.rules.loading')} />
      ) : failed || !states ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('testPrep.common.retry')}
            </Button>
          }
        >
          {t('testPrep.rules.loadFailed')}
        </Alert>
      ) : (
        <>
          <TextField
            select
            id="state-rules-select"
            label={t('testPrep.rules.select')}
            value={rule ? rule.code : ''}
            onChange={(event) => onSelect(event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ width: 1, maxWidth: 360 }}
          >
            <option value="">{t('testPrep.rules.choose')}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </TextField>
          <Box role="status" sx={visuallyHidden}>
            {rule ? t('testPrep.rules.showing', { state: rule.name }) : ''}
          </Box>
          {rule ? <RuleDetails rule={rule} /> : <Typography sx={{ mt: 3 }}>{t('testPrep.rules.prompt')}</Typography>}
        </>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        {t('testPrep.rules.disclaimer')}
      </Typography>
    </Paper>
  );
}
