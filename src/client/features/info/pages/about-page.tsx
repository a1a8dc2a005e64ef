import Accessibility from '@mui/icons-material/Accessibility';
import Email from '@mui/icons-material/Email';
import Insights from '@mui/icons-material/Insights';
import Lock from '@mui/icons-material/Lock';
import Shield from '@mui/icons-material/Shield';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { InfoPageLayout } from '../components/info-page-layout';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ scrollMarginTop: '64px', mb: 5 }}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /about: why Roadlog exists, what it stands for, where its state data comes from, who runs it. */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageMeta(t('info.about.meta.title'), t('info.about.meta.description'));

  const principles = [
    {
      key: 'safety',
      icon: Shield,
      title: t('info.about.principles.safety.title'),
      body: t('info.about.principles.safety.body'),
    },
    {
      key: 'accuracy',
      icon: Insights,
      title: t('info.about.principles.accuracy.title'),
      body: t('info.about.principles.accuracy.body'),
    },
    {
      key: 'privacy',
      icon: Lock,
      title: t('info.about.principles.privacy.title'),
      body: t('info.about.principles.privacy.body'),
    },
    {
      key: 'access',
      icon: Accessibility,
      title: t('info.about.principles.access.title'),
      body: t('info.about.principles.access.body'),
    },
  ];

  return (
    <InfoPageLayout title={t('info.about.title')} lead={t('info.about.lead')} promo>
      <Section id="story" title={t('info.about.story.title')}>
        <Typography sx={{ mb: 2 }}>{t('info.about.story.p1')}</Typography>
        <Typography>{t('info.about.story.p2')}</Typography>
      </Section>

      <Section id="principles" title={t('info.about.principles.title')}>
        <Grid container spacing={2}>
          {principles.map(({ key, icon: Icon, title, body }) => (
            <Grid key={key} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Icon aria-hidden="true" color="primary" sx={{ fontSize: 32, mb: 1 }} />
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {body}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="state-data" title={t('info.about.data.title')}>
        <Typography>{t('info.about.data.body')}</Typography>
      </Section>

      <Section id="company" title={t('info.about.company.title')}>
        <Typography sx={{ mb: 3 }}>{t('info.about.company.body')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to="/faq">
            {t('info.about.links.faq')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/privacy-policy">
            {t('info.about.links.privacy')}
          </Button>
          <Button variant="outlined" href="mailto:support@roadlog.app" startIcon={<Email aria-hidden="true" />}>
            {t('info.about.links.contact')}
          </Button>
        </Stack>
      </Section>
    </InfoPageLayout>
  );
}
