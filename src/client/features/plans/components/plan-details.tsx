import EventIcon from '@mui/icons-material/Event';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SharedPlan } from '../../../../shared/api/plans';
import { formatDuration } from '../../../lib/format';
import { useSkillsTree } from '../../../api/skills-tree';
import { conditionLabel, formatPlanDate } from './plan-format';

type PlanContent = Pick<
  SharedPlan,
  'skills' | 'targetMinutes' | 'conditions' | 'routeNotes' | 'instructions' | 'plannedFor'
>;

/** A plan's content: date, length, conditions, skills, route and instructions (headings at `level`). */
export function PlanDetails({ plan, level = 'h3' }: { plan: PlanContent; level?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation();
  const tree = useSkillsTree();
  const skillName = (id: string) => tree.data?.skills.find((s) => s.id === id)?.name ?? id;
  const section = (title: string, body: string) =>
    body ? (
      <Box>
        <Typography variant="subtitle1" component={level} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {body}
        </Typography>
      </Box>
    ) : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {plan.plannedFor && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <EventIcon fontSize="small" color="action" aria-hidden="true" />
            <Typography>{formatPlanDate(plan.plannedFor, i18n.language)}</Typography>
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TimerOutlinedIcon fontSize="small" color="action" aria-hidden="true" />
          <Typography>
            {t('plans.details.target', { duration: formatDuration(t, plan.targetMinutes, i18n.language) })}
          </Typography>
        </Stack>
      </Stack>
      {plan.conditions.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component={level} sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('plans.fields.conditions')}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
            {plan.conditions.map((c) => (
              <li key={c}>
                <Chip label={conditionLabel(t, c)} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        </Box>
      )}
      {plan.skills.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component={level} sx={{ fontWeight: 600 }}>
            {t('plans.fields.skills')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
            {plan.skills.map((id) => (
              <li key={id}>
                <Typography>{skillName(id)}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {section(t('plans.fields.routeNotes'), plan.routeNotes)}
      {section(t('plans.fields.instructions'), plan.instructions)}
    </Stack>
  );
}
