import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { parsePermitAge, type StateRequirement } from '../../../../shared/api/requirements';

/** What the student's state requires before the road test (from the requirements data). */
export function RequirementCard({ requirement }: { requirement: StateRequirement }) {
  const { t } = useTranslation();
  const age = parsePermitAge(requirement.minPermitAge);
  const items = [
    {
      label: t('students.requirement.supervisedHours'),
      value:
        requirement.supervisedHours === null
          ? t('students.requirement.none')
          : t('students.requirement.hours', { count: requirement.supervisedHours }),
    },
    {
      label: t('students.requirement.nightHours'),
      value:
        requirement.nightHours === null
          ? t('students.requirement.noSeparate')
          : t('students.requirement.hours', { count: requirement.nightHours }),
    },
    {
      label: t('students.requirement.permitMonths'),
      value:
        requirement.minPermitMonths === null
          ? t('students.requirement.notApplicable')
          : t('students.requirement.months', { count: requirement.minPermitMonths }),
    },
    {
      label: t('students.requirement.minAge'),
      value: age
        ? age.months
          ? t('students.requirement.ageYearsMonths', { years: age.years, months: age.months })
          : t('students.requirement.ageYears', { years: age.years })
        : t('students.requirement.notApplicable'),
    },
    {
      label: t('students.requirement.knowledgeTest'),
      value:
        requirement.knowledgeTest.questions && requirement.knowledgeTest.passPercent
          ? t('students.requirement.test', {
              questions: requirement.knowledgeTest.questions,
              percent: requirement.knowledgeTest.passPercent,
            })
          : requirement.knowledgeTest.passPercent
            ? t('students.requirement.testPercent', { percent: requirement.knowledgeTest.passPercent })
            : t('students.requirement.unknown'),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('students.requirement.title', { state: requirement.name })}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {items.map((item) => (
          <Grid key={item.label} size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {item.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
      {requirement.notes && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} lang="en">
          {requirement.notes}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('students.requirement.disclaimer')}
      </Typography>
    </Paper>
  );
}
