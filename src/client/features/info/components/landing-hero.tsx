import ArrowForward from '@mui/icons-material/ArrowForward';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import HourglassTop from '@mui/icons-material/HourglassTop';
import NightsStay from '@mui/icons-material/NightsStay';
import School from '@mui/icons-material/School';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** An illustrative progress card: what a parent or student sees for one learner. */
function PreviewCard() {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={8}
      component="figure"
      aria-labelledby="hero-preview-label"
      sx={{ m: 0, p: 3, borderRadius: 2, color: 'text.primary', maxWidth: 420, mx: 'auto' }}
    >
      <Typography id="hero-preview-label" component="figcaption" variant="overline" color="text.secondary">
        {t('landing.hero.preview.label')}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 2 }}>
        {t('landing.hero.preview.student')}
      </Typography>
      <Stack spacing={2}>
        <Box>
          <Typography id="hero-preview-total" variant="body2" sx={{ mb: 0.5 }}>
            {t('landing.hero.preview.total')}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={77}
            aria-labelledby="hero-preview-total"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <Box>
          <Typography
            id="hero-preview-night"
            variant="body2"
            sx={{ mb: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <NightsStay aria-hidden="true" fontSize="small" color="secondary" />
            {t('landing.hero.preview.night')}
          </Typography>
          <LinearProgress
            variant="determinate"
            color="secondary"
            value={60}
            aria-labelledby="hero-preview-night"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <HourglassTop aria-hidden="true" fontSize="small" color="warning" />
          {t('landing.hero.preview.pending')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <TaskAlt aria-hidden="true" fontSize="small" color="success" />
          {t('landing.hero.preview.estimate')}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** The top of the landing page: the page's h1, the pitch and the calls to action. */
export function LandingHero() {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={(theme) => ({
        color: 'primary.contrastText',
        background: `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        py: { xs: 6, md: 10 },
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="overline" component="p" sx={{ letterSpacing: 1.5, lineHeight: 1.8, mb: 1 }}>
              {t('landing.hero.eyebrow')}
            </Typography>
            <Typography
              variant="h2"
              component="h1"
              sx={{
                fontWeight: 700,
                fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.25rem' },
                lineHeight: 1.15,
                mb: 2,
              }}
            >
              {t('landing.hero.title')}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ fontWeight: 400, fontSize: { xs: '1.0625rem', sm: '1.25rem' }, mb: 4, maxWidth: 640 }}
            >
              {t('landing.hero.subtitle')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
              <Button
                component={RouterLink}
                to="/register/organization"
                variant="contained"
                size="large"
                startIcon={<School aria-hidden="true" />}
                sx={{ bgcolor: 'common.white', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
              >
                {t('landing.hero.ctaSchool')}
              </Button>
              <Button
                component={RouterLink}
                to="/register/parent"
                variant="outlined"
                size="large"
                color="inherit"
                startIcon={<FamilyRestroom aria-hidden="true" />}
                sx={{ borderColor: 'rgba(255, 255, 255, 0.7)' }}
              >
                {t('landing.hero.ctaParent')}
              </Button>
            </Stack>
            <Link
              component={RouterLink}
              to="/practice-exams"
              color="inherit"
              underline="always"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
            >
              {t('landing.hero.practiceLink')}
              <ArrowForward aria-hidden="true" fontSize="small" sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
            </Link>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('landing.hero.practiceHint')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PreviewCard />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
