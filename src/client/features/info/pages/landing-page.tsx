import Backpack from '@mui/icons-material/Backpack';
import Email from '@mui/icons-material/Email';
import FamilyRestroom from '@mui/icons-material/FamilyRestroom';
import School from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { AudiencePanel } from '../components/audience-panel';
import { FeatureGrid } from '../components/feature-grid';
import { HowItWorksSteps } from '../components/how-it-works-steps';
import { LandingHero } from '../components/landing-hero';
import { LandingSection } from '../components/landing-section';
import { RichText } from '../components/rich-text';

/** Key figures of the "about" section. */
function AboutFacts() {
  const { t } = useTranslation();
  const facts = [
    { key: 'states', value: t('landing.about.facts.states.value'), label: t('landing.about.facts.states.label') },
    {
      key: 'languages',
      value: t('landing.about.facts.languages.value'),
      label: t('landing.about.facts.languages.label'),
    },
    { key: 'roles', value: t('landing.about.facts.roles.value'), label: t('landing.about.facts.roles.label') },
  ];
  return (
    <Stack component="dl" spacing={2} sx={{ m: 0 }}>
      {facts.map(({ key, value, label }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column-reverse' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h4" color="primary" sx={{ m: 0, fontWeight: 700 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * / (docs/product/routes-and-shell.md): hero, then the seven sections the top bar scrolls to: about, features,
 * how-it-works, organizations, parents, students and contact.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  usePageMeta(t('landing.meta.title'), t('landing.meta.description'));

  return (
    <Box>
      <LandingHero />

      <LandingSection id="about" title={t('landing.about.title')}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Typography variant="body1" sx={{ fontSize: '1.125rem', mb: 2 }}>
              {t('landing.about.p1')}
            </Typography>
            <Typography variant="body1" sx={{ fontSize: '1.125rem' }}>
              {t('landing.about.p2')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <AboutFacts />
          </Grid>
        </Grid>
      </LandingSection>

      <LandingSection id="features" title={t('landing.features.title')} lead={t('landing.features.lead')} tinted>
        <FeatureGrid />
      </LandingSection>

      <LandingSection id="how-it-works" title={t('landing.howItWorks.title')} lead={t('landing.howItWorks.lead')}>
        <HowItWorksSteps />
      </LandingSection>

      <LandingSection
        id="organizations"
        title={t('landing.organizations.title')}
        lead={t('landing.organizations.lead')}
        tinted
      >
        <AudiencePanel
          icon={School}
          points={[
            t('landing.organizations.point1'),
            t('landing.organizations.point2'),
            t('landing.organizations.point3'),
            t('landing.organizations.point4'),
            t('landing.organizations.point5'),
          ]}
          note={t('landing.organizations.note')}
          cta={{ label: t('landing.organizations.cta'), to: '/register/organization' }}
        />
      </LandingSection>

      <LandingSection id="parents" title={t('landing.parents.title')} lead={t('landing.parents.lead')}>
        <AudiencePanel
          icon={FamilyRestroom}
          points={[
            t('landing.parents.point1'),
            t('landing.parents.point2'),
            t('landing.parents.point3'),
            t('landing.parents.point4'),
            t('landing.parents.point5'),
          ]}
          note={t('landing.parents.note')}
          cta={{ label: t('landing.parents.cta'), to: '/register/parent' }}
        />
      </LandingSection>

      <LandingSection id="students" title={t('landing.students.title')} lead={t('landing.students.lead')} tinted>
        <AudiencePanel
          icon={Backpack}
          points={[
            t('landing.students.point1'),
            t('landing.students.point2'),
            t('landing.students.point3'),
            t('landing.students.point4'),
          ]}
          note={t('landing.students.note')}
          cta={{ label: t('landing.students.cta'), to: '/practice-exams' }}
        />
      </LandingSection>

      <LandingSection id="contact" title={t('landing.contact.title')}>
        <Box sx={{ maxWidth: 760 }}>
          <Typography variant="body1" sx={{ fontSize: '1.125rem', mb: 3 }}>
            {t('landing.contact.body')}
          </Typography>
          <Button
            href="mailto:support@roadlog.app"
            variant="contained"
            size="large"
            startIcon={<Email aria-hidden="true" />}
            sx={{ mb: 3, textTransform: 'none' }}
          >
            {t('landing.contact.emailLabel')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <RichText text={t('landing.contact.privacy')} />
          </Typography>
          <Link component={RouterLink} to="/faq" variant="body2">
            {t('landing.contact.faqLink')}
          </Link>
        </Box>
      </LandingSection>
    </Box>
  );
}
