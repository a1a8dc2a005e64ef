import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../../../../shared/api/plans';
import { Loading } from '../../../components/loading';
import { ErrorAlert } from '../../../components/error-alert';
import { usePlanSuggestions } from '../api/plans';
import { describeSuggestion } from './plan-format';

interface Props {
  studentId: string;
  skillName: (id: string) => string;
  /** Fill the form from a suggestion, with its title in the reader's language. */
  onUse: (suggestion: Suggestion, title: string) => void;
}

/** Plan ideas from what the student still lacks; one click fills the form. */
export function SuggestionList({ studentId, skillName, onUse }: Props) {
  const { t, i18n } = useTranslation();
  const suggestions = usePlanSuggestions(studentId);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="plan-suggestions-heading"
      sx={{ p: 2, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <LightbulbOutlinedIcon color="warning" aria-hidden="true" />
        <Typography variant="subtitle1" component="h3" id="plan-suggestions-heading" sx={{ fontWeight: 600 }}>
          {t('plans.suggestions.heading')}
        </Typography>
      </Stack>
      {suggestions.isPending ? (
        <Loading />
      ) : suggestions.error ? (
        <ErrorAlert error={suggestions.error} />
      ) : suggestions.data.length === 0 ? (
        <Typography color="text.secondary">{t('plans.suggestions.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {suggestions.data.map((s, i) => {
            const { title, reason } = describeSuggestion(t, s, i18n.language, skillName);
            return (
              <Box
                component="li"
                key={`${s.kind}-${i}`}
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0, flex: '1 1 16rem' }}>
                  <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {reason}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onUse(s, title)}
                  aria-label={t('plans.suggestions.useNamed', { title })}
                >
                  {t('plans.suggestions.use')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
