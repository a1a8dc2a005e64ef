import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { skillsTreePathFor } from '../../../../shared/access';
import { useAuth } from '../../../lib/auth-context';
import { ErrorAlert } from '../../../components/error-alert';
import { Loading } from '../../../components/loading';
import { usePageMeta } from '../../../components/page-meta';
import { useSkillsTree } from '../../../api/skills-tree';
import { SkillsTreeView } from '../components/skills-tree-view';

const STEPS = ['basics', 'log', 'master', 'next'] as const;

/** /skills-tree (public): what the tree is, how to start, and every skill with what it means. */
export default function SkillsTreePage() {
  const { t } = useTranslation();
  const { actor } = useAuth();
  const tree = useSkillsTree();
  const own = skillsTreePathFor(actor);
  usePageMeta(t('skills.public.title'), t('skills.public.description'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={4}>
        <Box component="header">
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 600 }}>
            {t('skills.public.title')}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ mt: 1.5, fontWeight: 400, maxWidth: '60rem' }}
          >
            {t('skills.public.lead')}
          </Typography>
        </Box>

        <Paper component="section" variant="outlined" aria-labelledby="how-to-start" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="how-to-start" variant="h5" component="h2" gutterBottom>
            {t('skills.public.howToStart')}
          </Typography>
          <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 }}>
            {STEPS.map((step) => (
              <Typography component="li" key={step}>
                {t(`skills.public.steps.${step}`)}
              </Typography>
            ))}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            {own ? (
              <Button component={RouterLink} to={own} variant="contained">
                {t('skills.public.myProgress')}
              </Button>
            ) : !actor ? (
              <>
                <Button component={RouterLink} to="/register/parent" variant="contained">
                  {t('skills.public.register')}
                </Button>
                <Button component={RouterLink} to="/login" variant="outlined">
                  {t('skills.public.signIn')}
                </Button>
              </>
            ) : null}
          </Stack>
        </Paper>

        <Box component="section" aria-labelledby="the-tree">
          <Typography id="the-tree" variant="h5" component="h2" gutterBottom>
            {t('skills.public.treeHeading', { count: tree.data?.skills.length ?? 0 })}
          </Typography>
          {tree.isPending ? (
            <Loading />
          ) : tree.error ? (
            <ErrorAlert error={tree.error} />
          ) : (
            <>
              {tree.data.fallback && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('skills.partlyEnglish')}
                </Alert>
              )}
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('skills.public.treeHelp')}
              </Typography>
              <SkillsTreeView tree={tree.data} />
            </>
          )}
        </Box>
      </Stack>
    </Container>
  );
}
