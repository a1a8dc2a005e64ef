import AccountTree from '@mui/icons-material/AccountTree';
import CloudOff from '@mui/icons-material/CloudOff';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import FactCheck from '@mui/icons-material/FactCheck';
import MapIcon from '@mui/icons-material/Map';
import NightsStay from '@mui/icons-material/NightsStay';
import Quiz from '@mui/icons-material/Quiz';
import Translate from '@mui/icons-material/Translate';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Every icon has the same component type. */
type IconComponent = typeof DirectionsCar;

interface Feature {
  key: string;
  icon: IconComponent;
  title: string;
  body: string;
}

/** The nine feature cards of the landing page's "features" section. */
export function FeatureGrid() {
  const { t } = useTranslation();
  const features: Feature[] = [
    {
      key: 'logging',
      icon: DirectionsCar,
      title: t('landing.features.logging.title'),
      body: t('landing.features.logging.body'),
    },
    {
      key: 'night',
      icon: NightsStay,
      title: t('landing.features.night.title'),
      body: t('landing.features.night.body'),
    },
    {
      key: 'approval',
      icon: FactCheck,
      title: t('landing.features.approval.title'),
      body: t('landing.features.approval.body'),
    },
    {
      key: 'requirements',
      icon: MapIcon,
      title: t('landing.features.requirements.title'),
      body: t('landing.features.requirements.body'),
    },
    {
      key: 'skills',
      icon: AccountTree,
      title: t('landing.features.skills.title'),
      body: t('landing.features.skills.body'),
    },
    { key: 'exams', icon: Quiz, title: t('landing.features.exams.title'), body: t('landing.features.exams.body') },
    {
      key: 'certificates',
      icon: WorkspacePremium,
      title: t('landing.features.certificates.title'),
      body: t('landing.features.certificates.body'),
    },
    {
      key: 'languages',
      icon: Translate,
      title: t('landing.features.languages.title'),
      body: t('landing.features.languages.body'),
    },
    {
      key: 'offline',
      icon: CloudOff,
      title: t('landing.features.offline.title'),
      body: t('landing.features.offline.body'),
    },
  ];

  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {features.map(({ key, icon: Icon, title, body }) => (
        <Grid key={key} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 2 }}>
                <Icon aria-hidden="true" />
              </Avatar>
              <Typography variant="h6" component="h3" sx={{ mb: 1, lineHeight: 1.3 }}>
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
  );
}
