import DirectionsCar from '@mui/icons-material/DirectionsCar';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StateRequirement } from '../../../../../shared/api/requirements';
import { ExampleFrame, exampleProgress, ProgressLine } from './preview-parts';

function RoleCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          {icon}
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** A static illustration of what students, parents and schools each see in the app. */
export function AppPreview({ rule }: { rule: StateRequirement | undefined }) {
  const { t } = useTranslation();
  const progress = exampleProgress(rule);

  return (
    <Box component="section" aria-labelledby="tool-preview-heading" sx={{ mb: 5 }}>
      <Typography id="tool-preview-heading" variant="h5" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('testPrep.preview.appTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {progress.typical
          ? t('testPrep.preview.typicalIntro', { hours: progress.total })
          : t('testPrep.preview.stateIntro', { state: rule?.name ?? '' })}
      </Typography>
      <ExampleFrame labelId="app-preview-caption" title={t('testPrep.preview.appCaption')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <RoleCard
              icon={<DirectionsCar aria-hidden="true" color="primary" />}
              title={t('testPrep.preview.student.title')}
            >
              <ProgressLine label={t('testPrep.preview.totalHours')} done={progress.doneTotal} goal={progress.total} />
              {progress.night !== null && progress.doneNight !== null && (
                <ProgressLine
                  label={t('testPrep.preview.nightHours')}
                  done={progress.doneNight}
                  goal={progress.night}
                />
              )}
              <Typography variant="body2" color="text.secondary">
                {t('testPrep.preview.student.body')}
              </Typography>
            </RoleCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <RoleCard
              icon={<FamilyRestroom aria-hidden="true" color="primary" />}
              title={t('testPrep.preview.parent.title')}
            >
              <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>2</Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('testPrep.preview.parent.waiting')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('testPrep.preview.parent.body')}
              </Typography>
            </RoleCard>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <RoleCard icon={<School aria-hidden="true" color="primary" />} title={t('testPrep.preview.school.title')}>
              <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>3 / 24</Typography>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('testPrep.preview.school.ready')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('testPrep.preview.school.body')}
              </Typography>
            </RoleCard>
          </Grid>
        </Grid>
      </ExampleFrame>
    </Box>
  );
}
