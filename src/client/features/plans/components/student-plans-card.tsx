import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { formatDuration } from '../../../lib/format';
import { useStudentPlans } from '../api/plans';
import { PlanDetails } from './plan-details';
import { formatPlanDate } from './plan-format';

/** Drive plans made for a student, on their dashboard (the student, linked parents, school staff). */
export function StudentPlansCard({ studentId }: { studentId: string }) {
  const { t, i18n } = useTranslation();
  const plans = useStudentPlans(studentId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="student-plans-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id="student-plans-heading" gutterBottom>
        {t('plans.student.title')}
      </Typography>
      {plans.isPending ? (
        <Loading />
      ) : plans.error ? (
        <ErrorAlert error={plans.error} />
      ) : plans.data.length === 0 ? (
        <Typography color="text.secondary">{t('plans.student.empty')}</Typography>
      ) : (
        <Box>
          {plans.data.map((plan) => (
            <Accordion key={plan.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{plan.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      plan.plannedFor ? formatPlanDate(plan.plannedFor, i18n.language) : null,
                      formatDuration(t, plan.targetMinutes, i18n.language),
                      t('plans.student.by', { name: plan.ownerName }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails>
                <PlanDetails plan={plan} level="h3" />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Paper>
  );
}
